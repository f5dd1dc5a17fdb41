// The anonymous page cache (issue 13 item 1, server/page-cache.ts, docs/decisions/014): hits after a miss,
// 304s, the br/gzip/identity copies, HEAD mirroring GET, what is never cached, and invalidation.
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { registerUser } from "./accounts-support.ts";
import { getToken } from "../support/visitor.ts";
import type { startTestServer } from "../setup/test-server.ts";

const baseUrl = inject("baseUrl");

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One request as sent, body as received (no decompression): node:http, not fetch. */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** A path the cache has not seen yet: the search grammar ignores an unknown query parameter. */
let counter = 0;
const fresh = (path: string) =>
  `${path}${path.includes("?") ? "&" : "?"}cache_test=${Date.now()}_${counter++}`;

describe("an anonymous page", () => {
  it("is rendered once (MISS), then served from the cache (HIT) with the same bytes", async () => {
    const path = fresh("/");
    const first = await raw(baseUrl, path);
    const second = await raw(baseUrl, path);
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/); // strong
    expect(second.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(second.headers.vary).toMatch(/Accept-Encoding/i);
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(second.headers["set-cookie"]).toBeUndefined();
    expect(second.body.toString("utf8")).not.toContain("authenticity_token");
  });

  it("answers 304 to If-None-Match with its ETag, and 200 to another", async () => {
    const path = fresh("/search/sales");
    const first = await raw(baseUrl, path, { "accept-encoding": "gzip" });
    const etag = first.headers.etag as string;
    const again = await raw(baseUrl, path, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await raw(baseUrl, path, {
      "accept-encoding": "gzip",
      "if-none-match": '"something-else"',
    });
    expect(other.status).toBe(200);
  });

  it("keeps brotli, gzip and plain copies of the same page, each with its own ETag", async () => {
    const path = fresh("/");
    const plain = await raw(baseUrl, path);
    const gz = await raw(baseUrl, path, { "accept-encoding": "gzip, deflate" });
    const br = await raw(baseUrl, path, { "accept-encoding": "gzip, deflate, br" });
    const refused = await raw(baseUrl, path, { "accept-encoding": "br;q=0, gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(refused.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(new Set([plain.headers.etag, gz.headers.etag, br.headers.etag]).size).toBe(3);
    expect(Number(gz.headers["content-length"])).toBe(gz.body.length);
    // Only the compressed copies are kept: a plain hit is the gzip copy inflated, with its own length.
    const plainHit = await raw(baseUrl, path);
    expect(plainHit.headers["x-cache"]).toBe("HIT");
    expect(plainHit.body.equals(plain.body)).toBe(true);
    expect(Number(plainHit.headers["content-length"])).toBe(plain.body.length);
    expect(plainHit.headers.etag).toBe(plain.headers.etag);
  });

  it("answers HEAD with exactly GET's headers (content type, CSP, ETag) and no body, cached or not", async () => {
    for (const path of [fresh("/"), fresh("/search/sales")]) {
      const headFirst = await raw(baseUrl, path, { "accept-encoding": "gzip" }, "HEAD");
      const get = await raw(baseUrl, path, { "accept-encoding": "gzip" });
      const head = await raw(baseUrl, path, { "accept-encoding": "gzip" }, "HEAD");
      for (const response of [headFirst, head]) {
        expect(response.status).toBe(200);
        expect(response.body.length).toBe(0);
        expect(response.headers["content-type"]).toBe(get.headers["content-type"]);
        expect(response.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
        expect(response.headers.etag).toBe(get.headers.etag);
        expect(response.headers["content-length"]).toBe(get.headers["content-length"]);
      }
      expect(get.headers["content-security-policy"]).toContain("'sha256-");
      expect(head.headers["x-cache"]).toBe("HIT");
    }
  });

  it("HEAD of a page the cache does not keep still carries GET's content type and CSP", async () => {
    const { visitor } = await registerUser(baseUrl);
    const get = await raw(baseUrl, "/", { cookie: visitor.cookie });
    const head = await raw(baseUrl, "/", { cookie: visitor.cookie }, "HEAD");
    expect(head.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(head.headers["content-security-policy"]).toBe(get.headers["content-security-policy"]);
  });
});

describe("GET /search.ljson", () => {
  it("carries the results page's CDN lifetimes, a strong ETag, and answers 304 and HITs like a page", async () => {
    // search.ljson refuses unknown parameters: a price cap above every listing, that no other test asks for,
    // makes the URL new.
    const path = `/search.ljson?channel=sales&status=all&max_price=${900_000_000 + (Date.now() % 1_000_000)}`;
    const page = await raw(baseUrl, fresh("/search/sales"));
    const first = await raw(baseUrl, path, { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    expect(first.headers["cache-control"]).toBe(page.headers["cache-control"]);
    expect(first.headers["cache-control"]).toMatch(
      /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers["set-cookie"]).toBeUndefined();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+-gz"$/); // strong, per content coding

    const again = await raw(baseUrl, path, { "accept-encoding": "gzip", "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const hit = await raw(baseUrl, path, { "accept-encoding": "gzip" });
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.body.equals(first.body)).toBe(true);
    const body = JSON.parse(gunzipSync(hit.body).toString("utf8")) as { properties: unknown[] };
    expect(body.properties.length).toBeGreaterThan(0);
  });
});

describe("never cached", () => {
  it("a signed-in visitor's page: rendered each time, and private", async () => {
    const { visitor } = await registerUser(baseUrl);
    const path = fresh("/");
    await raw(baseUrl, path); // an anonymous copy exists…
    for (let i = 0; i < 2; i++) {
      const page = await raw(baseUrl, path, { cookie: visitor.cookie });
      expect(page.status).toBe(200);
      expect(page.headers["x-cache"]).toBeUndefined(); // …but the signed-in visitor never gets it
      expect(page.headers["cache-control"]).toBe("private, no-cache");
      expect(page.headers.etag).toBeUndefined();
    }
  });

  it("an anonymous visitor with a session cookie still gets the shared copy", async () => {
    const anonymous = await getToken(baseUrl);
    const path = fresh("/");
    await raw(baseUrl, path);
    const page = await raw(baseUrl, path, { cookie: anonymous.cookie });
    expect(page.headers["x-cache"]).toBe("HIT");
    expect(page.body.toString("utf8")).not.toContain(anonymous.token);
  });

  it("an answer that sets a cookie or carries the token (GET /user.ljson)", async () => {
    for (let i = 0; i < 2; i++) {
      const first = await raw(baseUrl, "/user.ljson");
      expect(first.headers["x-cache"]).toBeUndefined();
      expect(first.headers["set-cookie"]).toBeDefined();
      expect(first.headers["cache-control"]).toBe("private, no-store");
    }
  });

  it("a 404", async () => {
    const path = fresh("/no-such-page");
    const first = await raw(baseUrl, path);
    const second = await raw(baseUrl, path);
    expect(first.status).toBe(404);
    expect(second.headers["x-cache"]).toBeUndefined();
  });
});

describe("invalidation in the same process", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const { startTestServer: start } = await import("../setup/test-server.ts");
    server = await start({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  });
  afterAll(() => server?.stop());

  it("a content load shows on the next request", async () => {
    const { readSiteContentFile } = await import("../../modules/content/repos/site-content.ts");
    const { loadSiteContent } = await import("../../modules/content/use-cases/site-content.ts");
    const before = await raw(server.baseUrl, "/");
    expect((await raw(server.baseUrl, "/")).headers["x-cache"]).toBe("HIT");
    const content = await readSiteContentFile("content/demo-agency.json");
    const heading = `Cache test heading ${Date.now()}`;
    await loadSiteContent(server.services.db, { ...content, hero: { ...content.hero, heading } });
    const after = await raw(server.baseUrl, "/");
    expect(after.headers["x-cache"]).toBe("MISS");
    expect(after.body.toString("utf8")).toContain(heading);
    expect(before.body.toString("utf8")).not.toContain(heading);
  });

  it("a feed push (announced inside the React Router build) flushes the host's cache", async () => {
    const { readFileSync } = await import("node:fs");
    const { createFeedApiKey } = await import("../../modules/feeds/sync/api-keys.ts");
    const { key } = await createFeedApiKey(server.services.db, { source: "cachetest", name: "Cache test" });
    await raw(server.baseUrl, "/search/sales");
    expect((await raw(server.baseUrl, "/search/sales")).headers["x-cache"]).toBe("HIT");
    const feed = readFileSync(new URL("../fixtures/feeds/json/example-feed.json", import.meta.url));
    const pushed = await fetch(`${server.baseUrl}/api/feeds/cachetest/listings`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
      body: feed,
    });
    expect(pushed.status).toBe(200);
    expect((await raw(server.baseUrl, "/search/sales")).headers["x-cache"]).toBe("MISS");
  });
});
