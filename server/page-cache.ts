// The anonymous page cache (issue 13 item 1, docs/decisions/014): rendered HTML and JSON answers that their
// route declares public (`Cache-Control: public, …, s-maxage=N`), kept compressed (gzip and brotli; the rare
// client that takes neither gets the gzip body inflated, so the plain text, four times their size, never holds
// memory) in a byte-bounded LRU, for visitors without a signed-in session. Served with a strong ETag (304 on If-None-Match), refreshed in
// the background once stale (stale-while-revalidate), flushed by an announced change of its agency's
// (platform/change-notices.ts): another agency's import leaves its pages alone.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gunzipSync, gzip } from "node:zlib";
import { parseCookie } from "cookie";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { LRUCache } from "lru-cache";
import { agencyChangeGeneration, onChange } from "../platform/change-notices.ts";
import { CONTENT_PREVIEW_COOKIE, previewedVersionId } from "../platform/content-preview.ts";
import { SESSION_COOKIE, readSessionCookie, type RequestSession } from "../platform/session.ts";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  headers: [string, string][];
  bodies: Record<Exclude<Encoding, "identity">, Buffer>;
  identityLength: number;
  etags: Record<Encoding, string>;
  freshUntil: number;
  staleUntil: number;
  /** The agency whose site it was kept for, and its change generation then. */
  agency: number;
  generation: number;
  refreshing: boolean;
  /** The answer's counted header (`countedHeader`), kept out of `headers` and reported each time it is served. */
  counted: string | null;
  /** The full header set per encoding and state for the fast path, built on its first use. */
  wire?: Partial<Record<`${Encoding} ${"HIT" | "STALE"}`, OutgoingHttpHeaders>>;
};

/** Per-request headers: never copied from one answer onto another. */
const PER_REQUEST = new Set([
  ...["set-cookie", "date", "connection", "keep-alive", "transfer-encoding", "retry-after"],
  ...["content-length", "content-encoding", "etag", "x-cache", "vary"],
]);

/** The agency a page is kept for: its id (whose changes flush it) and public URL (part of the key). */
export type ServedSite = { id: number; publicUrl: string };

/** What the lookup leaves for the handler on a miss (res.locals.pageCache). */
export type PageCacheMiss = { key: string; site: ServedSite; generation: number };

/** Renders `url` (path and query) of `site` as a visitor without any cookie would see it. */
export type AnonymousRender<Site extends ServedSite> = (
  url: string,
  site: Site,
) => Promise<globalThis.Response>;

/**
 * Whose site a request is for (issue 44): an agency, whose public URL is part of every key, so one agency's page is
 * never served for another's hostname; null keeps the request away from the cache. `ofIncoming` answers ahead of
 * Express without I/O (null when it cannot tell), `ofRequest` after the host has resolved the agency.
 */
export type SiteOfRequest<Site extends ServedSite> = {
  ofIncoming(req: IncomingMessage): Site | null;
  ofRequest(req: Request, res: Response): Site | null;
};

const keyOf = (site: ServedSite, url: string) => `${site.publicUrl} ${url}`;

/** Headers the host sets per response, never stored. */
const NOT_STORED = new Set(["content-length", "content-encoding", "etag", "vary", "x-cache", "set-cookie"]);

/** The shared lifetimes a route declared: fresh for s-maxage (or max-age), then stale-while-revalidate. */
export function sharedLifetimes(cacheControl: string | null): { fresh: number; stale: number } | null {
  if (!cacheControl) return null;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(",")) {
    const [name = "", value = ""] = part.trim().split("=");
    directives.set(name.trim(), value.trim());
  }
  if (!directives.has("public")) return null;
  if (["private", "no-store", "no-cache"].some((name) => directives.has(name))) return null;
  const seconds = (name: string) => {
    const value = Number(directives.get(name));
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  const fresh = directives.has("s-maxage") ? seconds("s-maxage") : seconds("max-age");
  if (fresh <= 0) return null;
  return { fresh, stale: seconds("stale-while-revalidate") };
}

/**
 * Why a rendered answer may not be shared, or null when it may: only a 200 that says public, sets no cookie
 * and does not carry the visitor's authenticity token.
 */
export function refusal(
  response: globalThis.Response,
  body: Buffer | null,
  token: string | null,
): string | null {
  if (response.status !== 200) return "status";
  if (!sharedLifetimes(response.headers.get("cache-control"))) return "not public";
  if (response.headers.has("set-cookie")) return "sets a cookie";
  if (body && token && body.includes(token)) return "carries a token";
  return null;
}

/** The best encoding the request accepts among ours (brotli, gzip, none); q=0 refuses one. */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}

// A stale hit's background render (React, then compression: ~100 ms of one core for a results page) waits until
// the browser that asked has fetched the page's scripts and photos, which it does in the next few hundred
// milliseconds: run at once, on a small server's two cores, it held those requests back ~135 ms (issue 13).
// Meanwhile the stale copy is served, as stale-while-revalidate allows.
export const REFRESH_DELAY_MS = 1_000;

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once (bounded, for odd clients).
const negotiated = new Map<string | undefined, Encoding>();
function negotiateOnce(acceptEncoding: string | undefined): Encoding {
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    if (negotiated.size >= 64) negotiated.clear();
    encoding = negotiate(acceptEncoding);
    negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

export function createPageCache<Site extends ServedSite>(options: {
  maxBytes: number;
  /**
   * Is this signed session id a signed-in one, at the request's agency? Asked once per id (see `signedIn` below):
   * session ids are random across the install, so an id signed in at one agency is never taken for another's.
   */
  isSignedIn: (sessionId: string, res: Response) => Promise<boolean>;
  sessionSecretKeys: Parameters<typeof readSessionCookie>[0];
  log: (message: string) => void;
  now?: () => number;
  /**
   * A header an answer may carry that is never stored nor sent, and reported with `onServed` each time the
   * cache serves that answer (a visitor's search event for the reports: the host records the rendered ones).
   */
  countedHeader?: string;
  /** `site`: the agency the answer was served for (its reports count it). */
  onServed?: (value: string, site: Site) => void;
  /** Each answer `tryServe` gives, ahead of Express and so of the host check: the site it was served for. */
  onAnsweredAhead?: (site: Site) => void;
  site: SiteOfRequest<Site>;
}) {
  const now = options.now ?? Date.now;
  const enabled = options.maxBytes > 0;
  const entries = new LRUCache<string, Entry>({
    maxSize: Math.max(options.maxBytes, 1),
    sizeCalculation: (entry) => entry.bodies.br.length + entry.bodies.gzip.length + 512,
  });
  // A session id never changes from anonymous to signed in (signing in starts a new id, platform/session.ts),
  // so "anonymous" can be remembered for good; "signed in" may go stale only towards bypassing the cache.
  const sessionKinds = new LRUCache<string, boolean>({ max: 50_000 });
  onChange((_scope, agencies) => {
    if (agencies === "all") return entries.clear();
    for (const [key, entry] of entries.entries()) if (agencies.has(entry.agency)) entries.delete(key);
  });
  let render: AnonymousRender<Site> | null = null;

  // The host's own headers (helmet's, Permissions-Policy): the same for every answer, so taken once from the
  // first one served through Express and reused by the fast path.
  let hostHeaders: OutgoingHttpHeaders | null = null;

  /** true/false when known without the database; the session id to look up otherwise. */
  function knownSignedIn(req: IncomingMessage): boolean | string {
    if (req.headers.authorization) return true;
    const cookie = req.headers.cookie;
    if (!cookie) return false;
    // A staff preview of unpublished content (platform/content-preview.ts) is never served from or kept here.
    if (cookie.includes(CONTENT_PREVIEW_COOKIE)) {
      const versionId = previewedVersionId(
        options.sessionSecretKeys,
        parseCookie(cookie)[CONTENT_PREVIEW_COOKIE],
      );
      if (versionId !== null) return true;
    }
    if (!cookie.includes(SESSION_COOKIE)) return false;
    const id = readSessionCookie(options.sessionSecretKeys, parseCookie(cookie)[SESSION_COOKIE]);
    // No valid signature: the session middleware will treat the visitor as new, hence anonymous.
    if (!id) return false;
    return sessionKinds.get(id) ?? id;
  }

  async function signedIn(req: IncomingMessage, res: Response): Promise<boolean> {
    const known = knownSignedIn(req);
    if (typeof known === "boolean") return known;
    const kind = await options.isSignedIn(known, res);
    sessionKinds.set(known, kind);
    return kind;
  }

  async function build(
    response: globalThis.Response,
    token: string | null,
    site: ServedSite,
    generation: number,
  ): Promise<Entry | null> {
    const lifetimes = sharedLifetimes(response.headers.get("cache-control"));
    if (!lifetimes || refusal(response, null, token)) return null;
    const identity = Buffer.from(await response.arrayBuffer());
    if (refusal(response, identity, token)) return null;
    // The visitor whose request missed waits for both copies. Brotli's quality 9 took 75–80 ms on a 150–230 KB
    // page, quality 5 takes 11–14 ms for a body 2 % larger (gzip level 9: 7–10 ms); bench/page-cache-miss.ts.
    const [gz, br] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 5,
          [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers.entries()) {
      if (!NOT_STORED.has(name) && name !== options.countedHeader) headers.push([name, value]);
    }
    const at = now();
    return {
      headers,
      bodies: { gzip: gz, br },
      identityLength: identity.length,
      etags: { identity: `"${hash}"`, gzip: `"${hash}-gz"`, br: `"${hash}-br"` },
      freshUntil: at + lifetimes.fresh * 1000,
      staleUntil: at + (lifetimes.fresh + lifetimes.stale) * 1000,
      agency: site.id,
      generation,
      refreshing: false,
      counted: options.countedHeader ? response.headers.get(options.countedHeader) : null,
    };
  }

  function count(entry: Entry, site: Site) {
    if (entry.counted !== null) options.onServed?.(entry.counted, site);
  }

  function serve(req: Request, res: Response, entry: Entry, state: "HIT" | "MISS" | "STALE", site: Site) {
    // A miss was counted by whoever rendered it.
    if (state !== "MISS") count(entry, site);
    if (!hostHeaders) {
      hostHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (!PER_REQUEST.has(name) && value !== undefined) hostHeaders[name] = value;
      }
    }
    const encoding = negotiateOnce(req.headers["accept-encoding"]);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.vary("Accept-Encoding");
    res.setHeader("ETag", entry.etags[encoding]);
    res.setHeader("X-Cache", state);
    const inm = req.headers["if-none-match"];
    if (inm && matches(inm, Object.values(entry.etags))) {
      res.status(304).end();
      return;
    }
    const body = bodyOf(entry, encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.length));
    res.status(200);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }

  function refresh(site: Site, url: string, entry: Entry) {
    if (entry.refreshing || !render) return;
    const key = keyOf(site, url);
    const renderPage = render;
    entry.refreshing = true;
    const rerender = async () => {
      const generation = agencyChangeGeneration(site.id);
      const fresh = await build(await renderPage(url, site), null, site, generation);
      // Stored only if nothing changed meanwhile (the render may have read the old data).
      if (fresh && generation === agencyChangeGeneration(site.id)) entries.set(key, fresh);
      else if (!fresh) entries.delete(key);
    };
    setTimeout(() => {
      rerender()
        .catch((error: Error) => options.log(`page cache: refreshing ${key} failed: ${error.message}`))
        .finally(() => {
          entry.refreshing = false;
        });
    }, REFRESH_DELAY_MS).unref();
  }

  function wireHeaders(entry: Entry, encoding: Encoding, state: "HIT" | "STALE"): OutgoingHttpHeaders {
    entry.wire ??= {};
    let headers = entry.wire[`${encoding} ${state}`];
    if (!headers) {
      headers = { ...hostHeaders };
      for (const [name, value] of entry.headers) headers[name] = value;
      headers["vary"] = "Accept-Encoding";
      headers["etag"] = entry.etags[encoding];
      if (encoding !== "identity") headers["content-encoding"] = encoding;
      headers["content-length"] = String(
        encoding === "identity" ? entry.identityLength : entry.bodies[encoding].length,
      );
      headers["x-cache"] = state;
      entry.wire[`${encoding} ${state}`] = headers;
    }
    return headers;
  }

  /**
   * The fast path, ahead of Express (server/index.ts): answers a fresh or stale hit for a visitor known to be
   * anonymous without any I/O, and returns true; anything else (a miss, an unknown session) returns false and
   * goes through the host as usual. Only URLs that once passed the whole host are in the cache.
   */
  function tryServe(req: IncomingMessage, res: ServerResponse): boolean {
    if (!enabled || !hostHeaders || (req.method !== "GET" && req.method !== "HEAD") || !req.url) return false;
    if (knownSignedIn(req) !== false) return false;
    const site = options.site.ofIncoming(req);
    if (site === null) return false;
    const entry = entries.get(keyOf(site, req.url));
    const at = now();
    if (!entry || entry.generation !== agencyChangeGeneration(site.id) || at >= entry.staleUntil)
      return false;
    const state = at < entry.freshUntil ? "HIT" : "STALE";
    if (state === "STALE") refresh(site, req.url, entry);
    count(entry, site);
    options.onAnsweredAhead?.(site);
    const encoding = negotiateOnce(req.headers["accept-encoding"]);
    const headers = wireHeaders(entry, encoding, state);
    const inm = req.headers["if-none-match"];
    if (inm && matches(inm, Object.values(entry.etags))) {
      const notModified = { ...headers };
      delete notModified["content-length"];
      delete notModified["content-encoding"];
      res.writeHead(304, notModified);
      res.end();
      return true;
    }
    // The shared object is safe to hand over: writeHead only reads it.
    res.writeHead(200, headers);
    if (req.method === "HEAD") res.end();
    else res.end(bodyOf(entry, encoding));
    return true;
  }

  /** Before the rate limits and the session: answers from the cache, or marks the request for storing. */
  const lookup: RequestHandler = async (req, res, next) => {
    if (!enabled || (req.method !== "GET" && req.method !== "HEAD")) return next();
    try {
      if (await signedIn(req, res)) {
        res.locals.pageCacheSignedIn = true;
        return next();
      }
    } catch (error) {
      return next(error);
    }
    const site = options.site.ofRequest(req, res);
    if (site === null) return next();
    const key = keyOf(site, req.originalUrl);
    const entry = entries.get(key);
    const at = now();
    if (entry && entry.generation === agencyChangeGeneration(site.id) && at < entry.staleUntil) {
      if (at < entry.freshUntil) return serve(req, res, entry, "HIT", site);
      refresh(site, req.originalUrl, entry);
      return serve(req, res, entry, "STALE", site);
    }
    if (entry) entries.delete(key);
    res.locals.pageCache = { key, site, generation: agencyChangeGeneration(site.id) } satisfies PageCacheMiss;
    next();
  };

  /**
   * After rendering a request the lookup marked: stores and serves a shareable answer (true), or leaves the
   * answer to the caller (false). Its body is read only when the headers allow sharing.
   */
  async function offer(
    req: Request,
    res: Response,
    response: globalThis.Response,
    session: RequestSession | undefined,
  ): Promise<{ served: boolean; response: globalThis.Response }> {
    const miss = res.locals.pageCache as PageCacheMiss | undefined;
    if (!miss || !sharedLifetimes(response.headers.get("cache-control"))) return { served: false, response };
    if (refusal(response, null, null)) return { served: false, response };
    const copy = response.clone();
    const entry = await build(response, session?.authenticityToken ?? null, miss.site, miss.generation);
    if (!entry) return { served: false, response: copy };
    await copy.body?.cancel();
    if (miss.generation === agencyChangeGeneration(miss.site.id)) entries.set(miss.key, entry);
    serve(req, res, entry, "MISS", miss.site as Site);
    return { served: true, response: copy };
  }

  return {
    enabled,
    lookup,
    tryServe,
    offer,
    /** The renderer for background refreshes; set once the React Router handler exists. */
    setRenderer(next: AnonymousRender<Site>) {
      render = next;
    },
    stats: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
  };
}

export type PageCache<Site extends ServedSite = ServedSite> = ReturnType<typeof createPageCache<Site>>;

function bodyOf(entry: Entry, encoding: Encoding): Buffer {
  return encoding === "identity" ? gunzipSync(entry.bodies.gzip) : entry.bodies[encoding];
}

function matches(ifNoneMatch: string, etags: string[]): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => etags.includes(tag));
}
