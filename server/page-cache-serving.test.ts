// The page cache serving over HTTP (server/page-cache.ts, docs/decisions/014), with its clock in the test's
// hands: a miss through Express, hits on the fast path ahead of it, a stale copy served while one background
// render replaces it, 304s, and the counted header reported for every serving but the miss. The host's own
// page and route tests (tests/api/page-cache*.test.ts) cover what the real pages declare.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPageCache, REFRESH_DELAY_MS } from "./page-cache.ts";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
let clock = 1_800_000_000_000;
let version = 1;
let renders = 0;
const served: string[] = [];

const render = async (url: string) => {
  renders += 1;
  return new Response(`<!doctype html><html><body>version ${version} of ${url}</body></html>`, {
    headers: {
      "cache-control": PUBLIC,
      "content-type": "text/html; charset=utf-8",
      "x-counted": `run ${url}`,
    },
  });
};

const testSite = { id: 1, publicUrl: "http://test" };
const cache = createPageCache({
  maxBytes: 1024 * 1024,
  isSignedIn: async () => false,
  sessionSecretKeys: { secret: "a test secret of at least thirty-two characters", secure: false },
  log: () => {},
  now: () => clock,
  countedHeader: "x-counted",
  onServed: (value) => served.push(value),
  site: { ofIncoming: () => testSite, ofRequest: () => testSite },
});
// Background refreshes wait for the test to let them go.
let releaseRefreshes = () => {};
let refreshesReleased = Promise.resolve();
const refreshesStarted: number[] = [];
cache.setRenderer(async (url) => {
  refreshesStarted.push(performance.now());
  await refreshesReleased;
  return render(url);
});

const app = express();
// A header the host sets on every answer: the fast path must send it too.
app.use((_req, res, next) => {
  res.setHeader("x-host-header", "from the host");
  next();
});
app.use(cache.lookup);
app.use(async (req, res) => {
  const offered = await cache.offer(req, res, await render(req.originalUrl), undefined);
  if (!offered.served) res.status(500).end("not offered");
});
const server = http.createServer((req, res) => {
  if (!cache.tryServe(req, res)) app(req, res);
});
let base = "";

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "accept-encoding": "gzip", ...headers } });

it("misses once, then serves hits with the host's headers, a strong ETag and 304s", async () => {
  const miss = await get("/a");
  expect(miss.headers.get("x-cache")).toBe("MISS");
  expect(await miss.text()).toContain("version 1 of /a");
  expect(served).toEqual([]);

  for (let i = 0; i < 3; i++) {
    const hit = await get("/a");
    expect(hit.headers.get("x-cache")).toBe("HIT");
    expect(hit.headers.get("x-host-header")).toBe("from the host");
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(hit.headers.get("etag")).toBe(miss.headers.get("etag"));
    expect(hit.headers.get("x-counted")).toBeNull();
    expect(await hit.text()).toContain("version 1 of /a");
  }
  // Brotli is another representation, with its own ETag.
  const br = await get("/a", { "accept-encoding": "br" });
  expect(br.headers.get("content-encoding")).toBe("br");
  expect(br.headers.get("etag")).not.toBe(miss.headers.get("etag"));

  const notModified = await get("/a", { "if-none-match": miss.headers.get("etag")! });
  expect(notModified.status).toBe(304);
  expect(notModified.headers.get("x-cache")).toBe("HIT");
  expect(notModified.headers.get("content-length")).toBeNull();
  expect(served).toEqual(Array(5).fill("run /a"));
  expect(renders).toBe(1);
});

it("serves the stale copy while one background render replaces it, then hits again", async () => {
  await get("/b");
  served.length = 0;
  const rendersBefore = renders;
  clock += 61_000;
  version = 2;

  refreshesReleased = new Promise((resolve) => (releaseRefreshes = resolve));

  const staleAt = performance.now();
  const stale = await get("/b");
  expect(stale.headers.get("x-cache")).toBe("STALE");
  expect(await stale.text()).toContain("version 1 of /b");
  const staleNotModified = await get("/b", { "if-none-match": stale.headers.get("etag")! });
  expect(staleNotModified.status).toBe(304);
  expect(staleNotModified.headers.get("x-cache")).toBe("STALE");
  const staleAgain = await get("/b");
  expect(staleAgain.headers.get("x-cache")).toBe("STALE");
  expect(served).toEqual(Array(3).fill("run /b"));
  expect(renders).toBe(rendersBefore);

  // The background render waits until the browser that asked has had its scripts and photos.
  expect(refreshesStarted.filter((at) => at >= staleAt)).toEqual([]);
  await expect
    .poll(() => refreshesStarted.filter((at) => at >= staleAt).length, { timeout: REFRESH_DELAY_MS + 2_000 })
    .toBe(1);
  expect(refreshesStarted.at(-1)! - staleAt).toBeGreaterThanOrEqual(REFRESH_DELAY_MS - 5);

  releaseRefreshes();
  await expect.poll(async () => (await (await get("/b")).text()).includes("version 2 of /b")).toBe(true);
  const fresh = await get("/b");
  expect(fresh.headers.get("x-cache")).toBe("HIT");
  expect(fresh.headers.get("etag")).not.toBe(stale.headers.get("etag"));
  // One background render for all the stale answers.
  expect(renders - rendersBefore).toBe(1);
  expect(served.every((value) => value === "run /b")).toBe(true);

  // Past stale-while-revalidate the copy is not served at all: the next request renders.
  clock += 61_000 + 600_000;
  version = 3;
  const expired = await get("/b");
  expect(expired.headers.get("x-cache")).toBe("MISS");
  expect(await expired.text()).toContain("version 3 of /b");
});
