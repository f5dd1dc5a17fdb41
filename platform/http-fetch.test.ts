import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FetchError, fetchToFile, type FetchToFileOptions } from "./http-fetch.ts";
import { parseAddressAllowList } from "./outbound-address.ts";

const PHOTO = Buffer.from("not really a jpeg, but bytes all the same");
let server: Server;
let base: string;
let port: number;
let dir: string;
/** Requests the local server received: a refused address must never reach it. */
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
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
      case "/to-metadata":
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        res.end();
        return;
      case "/to-named-host":
        res.writeHead(302, { location: `http://metadata.example.test:${port}/photo.jpg` });
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
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "http-fetch-"));
  return () => rmSync(dir, { recursive: true, force: true });
});

// The local test server is on 127.0.0.1, which only an operator's allow-list lets a feed reach.
const options: FetchToFileOptions = {
  timeoutMs: 1_000,
  maxBytes: 1024 * 1024,
  allowedAddresses: parseAddressAllowList(["127.0.0.1"]),
};
const withoutAllowList: FetchToFileOptions = { timeoutMs: 1_000, maxBytes: 1024 * 1024 };

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
    const error = await failure(`${base}/huge`, { ...options, timeoutMs: 5_000, maxBytes: 256 * 1024 });
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

describe("fetchToFile: addresses a feed may not reach (issue 43 High 2)", () => {
  // Each form of loopback, "this host" and the cloud metadata address, on the local server's port where it
  // has one: were any fetched, the server would count the hit (or, for the metadata address, time out).
  const forms = () => [
    `http://127.0.0.1:${port}/photo.jpg`,
    `http://localhost:${port}/photo.jpg`,
    `http://2130706433:${port}/photo.jpg`,
    `http://0x7f000001:${port}/photo.jpg`,
    `http://0x7f.0.0.1:${port}/photo.jpg`,
    `http://0177.0.0.1:${port}/photo.jpg`,
    `http://127.1:${port}/photo.jpg`,
    `http://0.0.0.0:${port}/photo.jpg`,
    `http://0:${port}/photo.jpg`,
    `http://[::1]:${port}/photo.jpg`,
    `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
    `http://[::]:${port}/photo.jpg`,
    "http://169.254.169.254/latest/meta-data/",
    "http://2852039166/latest/meta-data/",
    "http://0xa9fea9fe/latest/meta-data/",
    "http://0251.0376.0251.0376/latest/meta-data/",
    "http://[::ffff:169.254.169.254]/latest/meta-data/",
    "http://[::ffff:a9fe:a9fe]/latest/meta-data/",
    "https://169.254.169.254/latest/meta-data/",
    "http://10.0.0.1/photo.jpg",
    "http://172.16.0.1/photo.jpg",
    "http://192.168.1.1/photo.jpg",
    "http://100.64.0.1/photo.jpg",
    "http://224.0.0.1/photo.jpg",
    "http://255.255.255.255/photo.jpg",
    "http://240.0.0.1/photo.jpg",
    "http://[fe80::1]/photo.jpg",
    "http://[fd00::1]/photo.jpg",
    "http://[ff02::1]/photo.jpg",
    "http://[64:ff9b::a9fe:a9fe]/photo.jpg",
    "http://[2002:a9fe:a9fe::1]/photo.jpg",
    "http://[::127.0.0.1]/photo.jpg",
  ];

  it("refuses every form without connecting, when no range is allow-listed", async () => {
    const before = hits;
    for (const url of forms()) {
      const error = await failure(url, withoutAllowList);
      expect(error.reason, url).toBe("address");
      expect(error.message, url).toMatch(/ is an? .+ address; feeds may not fetch from it$/);
    }
    expect(hits - before).toBe(0);
  });

  it("names what it refused, with the address a host name resolved to", async () => {
    const error = await failure(`http://localhost:${port}/photo.jpg`, withoutAllowList);
    expect(error.message).toMatch(/localhost \((127\.0\.0\.1|::1)\) is a loopback address/);
    const metadata = await failure("http://2852039166/latest/meta-data/", withoutAllowList);
    expect(metadata.message).toContain("169.254.169.254 is a link-local address");
  });

  it("re-checks every redirect: an allowed server cannot send the fetch to the metadata address", async () => {
    const before = hits;
    const error = await failure(`${base}/to-metadata`);
    expect(error.reason).toBe("address");
    expect(error.message).toContain("http://169.254.169.254/latest/meta-data/");
    expect(hits - before).toBe(1);
  });

  it("re-checks a redirect to a host name that resolves to a refused address", async () => {
    const resolveHost = async () => [{ address: "169.254.169.254", family: 4 }];
    const error = await failure(`${base}/to-named-host`, { ...options, resolveHost });
    expect(error.reason).toBe("address");
    expect(error.message).toContain("metadata.example.test (169.254.169.254) is a link-local address");
  });

  it("refuses a host name when any of its addresses is refused", async () => {
    const resolveHost = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const error = await failure(`http://media.example.test:${port}/photo.jpg`, {
      ...withoutAllowList,
      resolveHost,
    });
    expect(error.reason).toBe("address");
  });

  it("connects to the address it checked: a second resolution (DNS rebinding) is never asked", async () => {
    // The first answer is the allow-listed test server; any later one would be an unroutable address.
    let asked = 0;
    const resolveHost = async () =>
      asked++ === 0 ? [{ address: "127.0.0.1", family: 4 }] : [{ address: "10.255.255.1", family: 4 }];
    const result = await fetchToFile(`http://media.example.test:${port}/photo.jpg`, path.join(dir, "p.jpg"), {
      ...options,
      resolveHost,
    });
    expect(result.bytes).toBe(PHOTO.length);
    expect(asked).toBe(1);
  });

  it("lets an operator allow-list a range (CIDR) and nothing beyond it", async () => {
    const allowed = { ...withoutAllowList, allowedAddresses: parseAddressAllowList(["127.0.0.0/8"]) };
    expect(
      (await fetchToFile(`http://127.1:${port}/photo.jpg`, path.join(dir, "a.jpg"), allowed)).bytes,
    ).toBe(PHOTO.length);
    rmSync(path.join(dir, "a.jpg"));
    expect((await failure(`http://[::1]:${port}/photo.jpg`, allowed)).reason).toBe("address");
    expect((await failure("http://169.254.169.254/latest/meta-data/", allowed)).reason).toBe("address");
  });

  it("creates the destination's folder when it does not exist yet (issue 43 Medium 6)", async () => {
    const dest = path.join(dir, "feeds", "downloads", "photo");
    expect((await fetchToFile(`${base}/photo.jpg`, dest, options)).bytes).toBe(PHOTO.length);
    expect(readFileSync(dest)).toEqual(PHOTO);
  });
});
