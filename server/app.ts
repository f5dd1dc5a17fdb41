// The React Router request handler and its load context.
// Our own small adapter rather than @react-router/express: the host has already read the body (to check the
// authenticity token before any route runs), so the Request is built from that buffer (docs/decisions/004).
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Services } from "../platform/services.ts";
import type { Db } from "../db/client.ts";
import { SEARCH_EVENT_HEADER } from "../modules/search/model/search-event.ts";
import { previewDb, type ContentPreview } from "../platform/content-preview.ts";
import { requestSession, type RequestSession } from "../platform/session.ts";
import { statusPagePath } from "../domain/status-pages.ts";
import type { PageCache } from "./page-cache.ts";
import type { Agency } from "../modules/agencies/model/agency.ts";
import { replicaRouting } from "./read-routing.ts";
import { requestServices } from "./request-services.ts";
import type { ExpiredAdminForm } from "./expired-admin-form.ts";
import type { OperatorConsoleContext } from "./operator-console-host.ts";

// The request context, typed once: the routes read it as React Router's AppLoadContext, the host builds it below.
declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /**
     * The services to read what every visitor sees with (searches, property and place pages, the home page):
     * their `db` reads from a streaming replica when the request is an anonymous visitor's GET, else they are
     * `services` (server/read-routing.ts, docs/decisions/031). Never for writes.
     */
    readServices: () => Promise<Services>;
    session: RequestSession;
    /** The visitor's address as the host saw it (behind a proxy: X-Forwarded-For when trusted). */
    ip: string;
    /** The install's own agency's database (agency 1's): the install's audit log for what crosses agencies. */
    installDb: Db;
    /** On the operators' console's hostname only (server/operator-console-host.ts): the install's database. */
    operatorConsole?: OperatorConsoleContext;
    /** A back-office form refused for its authenticity token, shown again as a GET (server/expired-admin-form.ts). */
    expiredForm?: ExpiredAdminForm;
  }
}

/** Answers the request with a refusal page in the site's layout (domain/status-pages.ts). */
export type RenderStatusPage = (
  req: ExpressRequest,
  res: ExpressResponse,
  status: number,
  options?: { back?: string },
) => Promise<void>;

export function createReactRouterHandler(
  build: ServerBuild,
  mode: string,
  options: {
    pageCache?: PageCache<Agency>;
    /** The services of the agency whose public URL this is (the page cache's background renders). */
    servicesOfSite: (site: Agency) => Services | null;
    /** Agency 1's database: the install's audit log (the load context's `installDb`). */
    installDb: Db;
  },
): { handler: RequestHandler; renderStatusPage: RenderStatusPage } {
  const { pageCache } = options;
  const handleRequest = createRequestHandler(build, mode);
  // Each agency's reads from replicas, made once per agency's services.
  const routings = new WeakMap<Services, ReturnType<typeof replicaRouting>>();
  const readsOf = (services: Services) => {
    let routing = routings.get(services);
    if (!routing) routings.set(services, (routing = replicaRouting(services)));
    return routing;
  };
  const contextOf = (req: ExpressRequest, res: ExpressResponse): AppLoadContext => {
    const services = requestServices(res);
    const own = previewServices(services, res.locals.contentPreview as ContentPreview | undefined);
    const session = res.locals.session ?? anonymousSession(services);
    return {
      services: own,
      readServices: readsOf(services).forRequest(req, session, own),
      session,
      ip: req.ip ?? "",
      expiredForm: res.locals.expiredForm as ExpiredAdminForm | undefined,
      operatorConsole: res.locals.operatorConsole,
      installDb: options.installDb,
    };
  };
  const handler: RequestHandler = async (req, res, next) => {
    try {
      let response = await handleRequest(toWebRequest(req, res), contextOf(req, res));
      // The form shown again after a refused token: the page, but the post was refused (403, not 200).
      if (res.locals.expiredForm && response.status === 200) {
        response = new Response(response.body, { status: 403, headers: response.headers });
      }
      // A visitor's search answer counts once here when rendered, and once per serving from the page cache.
      const searchEvent = response.headers.get(SEARCH_EVENT_HEADER);
      if (searchEvent) requestServices(res).searchEvents.record(searchEvent);
      if (pageCache) {
        const offered = await pageCache.offer(req, res, response, res.locals.session);
        if (offered.served) return;
        response = offered.response;
      }
      // A signed-in visitor's copy is theirs: no shared cache (a CDN) may keep it, whatever the page says; a
      // staff preview of unpublished content is kept by no cache at all.
      if (res.locals.contentPreview) response.headers.set("Cache-Control", "private, no-store");
      else if (
        res.locals.pageCacheSignedIn &&
        /\bpublic\b/i.test(response.headers.get("cache-control") ?? "")
      ) {
        response.headers.set("Cache-Control", "private, no-cache");
      }
      if (searchEvent) response.headers.delete(SEARCH_EVENT_HEADER);
      await sendWebResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
  // A GET of the status route with the visitor's headers (cookie included, so the layout is theirs); the
  // headers the host already set (Retry-After, Allow) stay, the route's own are added.
  const renderStatusPage: RenderStatusPage = async (req, res, status, options = {}) => {
    const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
    const headers = new Headers();
    for (const name of ["cookie", "accept-language", "user-agent"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    const request = new Request(new URL(statusPagePath(status, options.back), origin).href, { headers });
    const response = await handleRequest(request, contextOf(req, res));
    res.set("Cache-Control", "no-store");
    await sendWebResponse(res, response, { keepCacheControl: true });
  };
  // Background refreshes of the page cache render as a visitor without any cookie, for the site's own agency.
  pageCache?.setRenderer(async (url, site) => {
    const services = options.servicesOfSite(site);
    if (!services) return new Response(null, { status: 404 });
    return handleRequest(new Request(new URL(url, site.publicUrl).href), {
      services,
      readServices: async () => readsOf(services).anonymous,
      session: anonymousSession(services),
      ip: "",
      installDb: options.installDb,
    });
  });
  return { handler, renderStatusPage };
}

/** A staff preview's request reads the site's content from the previewed version (platform/content-preview.ts). */
function previewServices(services: Services, preview: ContentPreview | undefined): Services {
  return preview ? { ...services, db: previewDb(services.db, preview) } : services;
}

function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  // HEAD is answered as GET, so its headers (Content-Type, the document's CSP) are exactly GET's; Node sends
  // no body for a HEAD response (RFC 9110 §9.3.2).
  const method = req.method === "HEAD" ? "GET" : req.method;
  return new Request(url.href, { method, headers, body, signal: controller.signal });
}

async function sendWebResponse(
  res: ExpressResponse,
  response: Response,
  options: { keepCacheControl?: boolean } = {},
): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // The route's headers replace the host's defaults (a document's CSP replaces the restrictive one, so only
  // one reaches the browser); cookies and Vary add to what the host set.
  for (const [key, value] of response.headers.entries()) {
    if (key === "set-cookie") continue;
    if (key === "cache-control" && options.keepCacheControl) continue;
    if (key === "vary") res.vary(value);
    else res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

// Refusals made before the session middleware ran (the input boundary, the rate limits) render as an
// anonymous visitor: the layout needs no more.
function anonymousSession(services: Services): RequestSession {
  return requestSession(services.db, services.sessionKeys, undefined);
}
