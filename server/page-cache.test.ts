// What the anonymous page cache may keep, and which copy a request gets (server/page-cache.ts).
import { describe, expect, it } from "vitest";
import { negotiate, refusal, sharedLifetimes } from "./page-cache.ts";

const PUBLIC = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
const page = (headers: Record<string, string>, status = 200) =>
  new Response("<html></html>", { status, headers });

describe("sharedLifetimes", () => {
  it("reads s-maxage (else max-age) and stale-while-revalidate from a public answer", () => {
    expect(sharedLifetimes(PUBLIC)).toEqual({ fresh: 60, stale: 600 });
    expect(sharedLifetimes("public, max-age=60")).toEqual({ fresh: 60, stale: 0 });
  });
  it("refuses anything not public, or private, no-store, no-cache, or without a lifetime", () => {
    for (const value of [
      null,
      "max-age=60",
      "private, no-store",
      "public, no-store, max-age=60",
      "public",
      "public, no-cache, s-maxage=9",
    ])
      expect(sharedLifetimes(value)).toBeNull();
  });
});

describe("refusal", () => {
  it("keeps a public 200", () => {
    expect(refusal(page({ "cache-control": PUBLIC }), Buffer.from("<html></html>"), "tok")).toBeNull();
  });
  it("never keeps an answer that sets a cookie, even a public one", () => {
    expect(refusal(page({ "cache-control": PUBLIC, "set-cookie": "oh_session=x" }), null, null)).toBe(
      "sets a cookie",
    );
  });
  it("never keeps an answer carrying the visitor's authenticity token", () => {
    const body = Buffer.from('<input name="authenticity_token" value="s3cr3t-token">');
    expect(refusal(page({ "cache-control": PUBLIC }), body, "s3cr3t-token")).toBe("carries a token");
  });
  it("never keeps anything but a 200", () => {
    expect(refusal(page({ "cache-control": PUBLIC }, 404), null, null)).toBe("status");
  });
});

describe("negotiate", () => {
  it("prefers brotli, then gzip, honouring q=0", () => {
    expect(negotiate("gzip, deflate, br")).toBe("br");
    expect(negotiate("gzip")).toBe("gzip");
    expect(negotiate("br;q=0, gzip")).toBe("gzip");
    expect(negotiate("*")).toBe("br");
    expect(negotiate(undefined)).toBe("identity");
    expect(negotiate("identity")).toBe("identity");
  });
});
