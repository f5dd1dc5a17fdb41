import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FetchError, fetchToFile, type FetchToFileOptions } from "./http-fetch.ts";

const PHOTO = Buffer.from("not really a jpeg, but bytes all the same");
let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    switch (url.pathname) {
      case "/photo.jpg":
        res.writeHead(200, { "content-type": "image/jpeg", "content-length": PHOTO.length });
        res.end(PHOTO);
        return;
      case "/redirect": {
        const hops = Number(url.searchParams.get("n"));
        res.writeHead(302, { location: hops > 1 ? `/redirect?n=${hops - 1}` : "/photo.jpg" });
        res.end();
        return;
      }
      case "/loop":
        res.writeHead(301, { location: "/loop" });
        res.end();
        return;
      case "/to-ftp":
        res.writeHead(302, { location: "ftp://example.com/photo.jpg" });
        res.end();
        return;
      case "/slow":
        res.writeHead(200, { "content-type": "image/jpeg" });
        res.write("a little");
        setTimeout(() => res.end("the rest"), 2_000).unref();
        return;
      case "/huge": {
        // No Content-Length: only counting while streaming can catch it.
        res.writeHead(200, { "content-type": "image/jpeg" });
        const chunk = Buffer.alloc(64 * 1024, 1);
        let sent = 0;
        const pump = () => {
          while (sent < 50 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          res.end();
        };
        pump();
        return;
      }
      case "/declared-huge":
        res.writeHead(200, { "content-length": String(10 * 1024 * 1024) });
        res.write("x");
        return;
      default:
        res.writeHead(404, { "content-type": "text/plain" });
        res.end("no such photo");
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "http-fetch-"));
  return () => rmSync(dir, { recursive: true, force: true });
});

const options: FetchToFileOptions = { timeoutMs: 1_000, maxBytes: 1024 * 1024 };

async function failure(url: string, opts = options): Promise<FetchError> {
  const dest = path.join(dir, "out.jpg");
  const error = await fetchToFile(url, dest, opts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchError);
  // Never a partial file, nor a temporary one.
  expect(readdirSync(dir)).toEqual([]);
  return error as FetchError;
}

describe("fetchToFile", () => {
  it("writes the body and answers its size, type and SHA-256", async () => {
    const dest = path.join(dir, "photo.jpg");
    const result = await fetchToFile(`${base}/photo.jpg`, dest, options);
    expect(result).toEqual({
      bytes: PHOTO.length,
      contentType: "image/jpeg",
      sha256: createHash("sha256").update(PHOTO).digest("hex"),
    });
    expect(readFileSync(dest)).toEqual(PHOTO);
    expect(readdirSync(dir)).toEqual(["photo.jpg"]);
  });

  it("follows up to five redirects", async () => {
    const result = await fetchToFile(`${base}/redirect?n=5`, path.join(dir, "p.jpg"), options);
    expect(result.bytes).toBe(PHOTO.length);
  });

  it("refuses a sixth redirect and a redirect loop", async () => {
    expect((await failure(`${base}/redirect?n=6`)).reason).toBe("redirects");
    expect((await failure(`${base}/loop`)).reason).toBe("redirects");
  });

  it("aborts a slow server at the deadline", async () => {
    const started = Date.now();
    const error = await failure(`${base}/slow`, { ...options, timeoutMs: 300 });
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("aborts a body that passes maxBytes while streaming, without a Content-Length", async () => {
    const error = await failure(`${base}/huge`, { timeoutMs: 5_000, maxBytes: 256 * 1024 });
    expect(error.reason).toBe("too_large");
  });

  it("refuses a declared Content-Length over maxBytes before reading", async () => {
    expect((await failure(`${base}/declared-huge`)).reason).toBe("too_large");
  });

  it("reports a 404 with its status", async () => {
    const error = await failure(`${base}/missing.jpg`);
    expect(error).toMatchObject({ reason: "status", status: 404 });
    expect(error.message).toContain("answered 404");
  });

  it("fetches http(s) only, including after a redirect, and within allowedProtocols", async () => {
    expect((await failure("ftp://example.com/photo.jpg")).reason).toBe("protocol");
    expect((await failure("file:///etc/passwd")).reason).toBe("protocol");
    expect((await failure(`${base}/to-ftp`)).reason).toBe("protocol");
    expect((await failure(`${base}/photo.jpg`, { ...options, allowedProtocols: ["https:"] })).reason).toBe(
      "protocol",
    );
    expect((await failure("not a url")).reason).toBe("invalid_url");
  });

  it("reports a refused connection as a network error", async () => {
    expect((await failure("http://127.0.0.1:1/photo.jpg")).reason).toBe("network");
  });
});
