// The browser's scripts (issue 13): sent as the build compressed them (tools/precompress-assets.ts), brotli
// to browsers that take it, gzip to the others, the plain file to a client that asks for no encoding; each
// immutable, varying by Accept-Encoding, and answered 304 when the client already holds that encoding's bytes.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { heldScripts } from "../../platform/scripts-after-load.ts";
import { headerLines, rawGet, type RawResponse } from "../support/raw-http.ts";

const baseUrl = inject("baseUrl");
const IMMUTABLE = "public, max-age=31536000, immutable";
const header = (response: RawResponse, name: string) => headerLines(response, name).join(", ");

let scriptPaths: string[];
let largest: string;
let plain: RawResponse;

beforeAll(async () => {
  const html = await (await fetch(`${baseUrl}/`)).text();
  // The chunks the page preloads once it has loaded (platform/scripts-after-load.ts).
  scriptPaths = heldScripts(html)?.preloads ?? [];
  expect(scriptPaths.length).toBeGreaterThan(1);
  // The largest of the page's scripts (the shell): the small ones are not worth compressing.
  const plainCopies = await Promise.all(
    scriptPaths.map((scriptPath) => rawGet(baseUrl, scriptPath, { "accept-encoding": "identity" })),
  );
  const index = plainCopies.reduce(
    (best, copy, i) => (copy.body.length > plainCopies[best]!.body.length ? i : best),
    0,
  );
  largest = scriptPaths[index]!;
  plain = plainCopies[index]!;
});

describe("GET /assets/*.js", () => {
  it("sends the plain file to a client that accepts no encoding", () => {
    expect(plain.status).toBe(200);
    expect(headerLines(plain, "content-encoding")).toEqual([]);
    expect(header(plain, "content-type")).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(header(plain, "cache-control")).toBe(IMMUTABLE);
    expect(plain.body.length).toBeGreaterThan(100_000);
  });

  it("sends brotli to a browser that accepts it, the same script once decompressed", async () => {
    const response = await rawGet(baseUrl, largest, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.status).toBe(200);
    expect(header(response, "content-encoding")).toBe("br");
    expect(header(response, "vary")).toMatch(/accept-encoding/i);
    expect(header(response, "cache-control")).toBe(IMMUTABLE);
    expect(header(response, "content-type")).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(Number(header(response, "content-length"))).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).equals(plain.body)).toBe(true);
    // Compressed at the build's highest level: smaller than the compression middleware's gzip would send.
    expect(response.body.length).toBeLessThan(plain.body.length / 3);
  });

  it("sends gzip to a client that accepts only gzip", async () => {
    const response = await rawGet(baseUrl, largest, { "accept-encoding": "gzip" });
    expect(header(response, "content-encoding")).toBe("gzip");
    expect(gunzipSync(response.body).equals(plain.body)).toBe(true);
  });

  it("answers 304 to a client holding the same encoding's bytes, and never mixes encodings' ETags", async () => {
    const br = await rawGet(baseUrl, largest, { "accept-encoding": "br" });
    const gzip = await rawGet(baseUrl, largest, { "accept-encoding": "gzip" });
    const brTag = header(br, "etag");
    expect(brTag).not.toBe("");
    expect(brTag).not.toBe(header(gzip, "etag"));
    expect(brTag).not.toBe(header(plain, "etag"));
    const again = await rawGet(baseUrl, largest, { "accept-encoding": "br", "if-none-match": brTag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends every script of the page compressed by the build", async () => {
    for (const scriptPath of scriptPaths) {
      const response = await rawGet(baseUrl, scriptPath, { "accept-encoding": "br, gzip" });
      expect(response.status, scriptPath).toBe(200);
      // Scripts under 1 KB are not worth compressing (the build skips them, as the middleware would).
      if (response.body.length >= 1024) expect(header(response, "content-encoding"), scriptPath).toBe("br");
    }
  });

  it("answers 404 for a script that does not exist, whatever the encoding asked", async () => {
    const response = await rawGet(baseUrl, "/assets/no-such-chunk-0000.js", {
      "accept-encoding": "br, gzip",
    });
    expect(response.status).toBe(404);
  });
});
