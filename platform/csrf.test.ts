import { describe, expect, it } from "vitest";
import {
  hasValidAuthenticityToken,
  invalidTokenRedirect,
  isStateChanging,
  readAuthenticityToken,
  sameOriginBackPath,
  wantsJson,
} from "./csrf.ts";
import { authenticityTokenFor } from "./session.ts";

const keys = { secret: "a-test-secret-that-is-long-enough-to-use", secure: false };
const bytes = (text: string) => new TextEncoder().encode(text);

async function multipart(fields: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    contentType: request.headers.get("content-type") ?? undefined,
    body: new Uint8Array(await request.arrayBuffer()),
  };
}

describe("isStateChanging", () => {
  it("leaves the safe methods alone and checks the rest", () => {
    expect(["GET", "HEAD", "OPTIONS", "get"].map(isStateChanging)).toEqual([false, false, false, false]);
    expect(["POST", "PUT", "PATCH", "DELETE"].map(isStateChanging)).toEqual([true, true, true, true]);
  });
});

describe("readAuthenticityToken", () => {
  it("reads a form-urlencoded body", async () => {
    const token = await readAuthenticityToken({
      contentType: "application/x-www-form-urlencoded; charset=UTF-8",
      body: bytes("email=a%40b.c&authenticity_token=abc%2Bdef"),
      headerToken: undefined,
    });
    expect(token).toBe("abc+def");
  });

  it("reads a multipart body with a file in it", async () => {
    const source = await multipart({ file: new Blob(["x".repeat(1000)]), authenticity_token: "tok" });
    expect(await readAuthenticityToken({ ...source, headerToken: undefined })).toBe("tok");
  });

  it("reads a JSON body, including +json types", async () => {
    for (const contentType of ["application/json", "application/vnd.api+json; charset=utf-8"]) {
      const body = bytes(JSON.stringify({ authenticity_token: "tok", user: {} }));
      expect(await readAuthenticityToken({ contentType, body, headerToken: undefined })).toBe("tok");
    }
  });

  it("prefers the X-CSRF-Token header", async () => {
    const body = bytes("authenticity_token=from-body");
    const contentType = "application/x-www-form-urlencoded";
    expect(await readAuthenticityToken({ contentType, body, headerToken: "from-header" })).toBe(
      "from-header",
    );
  });

  it("finds nothing in malformed, empty, non-string or unknown bodies", async () => {
    const cases = [
      { contentType: "application/json", body: bytes("{not json") },
      { contentType: "application/json", body: bytes('{"authenticity_token": 42}') },
      { contentType: "application/json", body: bytes("null") },
      { contentType: "multipart/form-data; boundary=nope", body: bytes("garbage") },
      { contentType: "text/plain", body: bytes("authenticity_token=x") },
      { contentType: "application/x-www-form-urlencoded", body: new Uint8Array() },
      { contentType: undefined, body: bytes("authenticity_token=x") },
    ];
    for (const source of cases) {
      expect(await readAuthenticityToken({ ...source, headerToken: undefined })).toBeNull();
    }
  });
});

describe("hasValidAuthenticityToken", () => {
  const contentType = "application/x-www-form-urlencoded";
  it("accepts the token of this session and rejects another session's", async () => {
    const token = authenticityTokenFor(keys, "session-a");
    const body = bytes(`authenticity_token=${token}`);
    expect(
      await hasValidAuthenticityToken(keys, "session-a", { contentType, body, headerToken: undefined }),
    ).toBe(true);
    expect(
      await hasValidAuthenticityToken(keys, "session-b", { contentType, body, headerToken: undefined }),
    ).toBe(false);
  });

  it("rejects a missing token", async () => {
    expect(
      await hasValidAuthenticityToken(keys, "session-a", {
        contentType,
        body: bytes("a=1"),
        headerToken: undefined,
      }),
    ).toBe(false);
  });
});

describe("wantsJson", () => {
  it("is true for JSON Accept, a JSON body or a .ljson path", () => {
    expect(wantsJson({ accept: "application/json, text/plain, */*", path: "/leads" })).toBe(true);
    expect(wantsJson({ contentType: "application/json; charset=utf-8", path: "/leads" })).toBe(true);
    expect(wantsJson({ path: "/user.ljson" })).toBe(true);
  });

  it("is false for a native form post", () => {
    expect(
      wantsJson({
        accept: "text/html,application/xhtml+xml,*/*;q=0.8",
        contentType: "application/x-www-form-urlencoded",
        path: "/form_submissions",
      }),
    ).toBe(false);
  });
});

describe("sameOriginBackPath and invalidTokenRedirect", () => {
  const origin = "http://localhost:3000";
  it("keeps the path and query of a same-origin Referer, without its hash", () => {
    expect(sameOriginBackPath("http://localhost:3000/properties/12?x=1#/book-a-viewing", origin)).toBe(
      "/properties/12?x=1",
    );
  });

  it("falls back to / for another origin, a bad or a missing Referer", () => {
    expect(sameOriginBackPath("https://evil.example/x", origin)).toBe("/");
    expect(sameOriginBackPath("http://localhost:3001/x", origin)).toBe("/");
    expect(sameOriginBackPath("not a url", origin)).toBe("/");
    expect(sameOriginBackPath(undefined, origin)).toBe("/");
  });

  it("adds the flash hash", () => {
    expect(invalidTokenRedirect("http://localhost:3000/new-homes", origin)).toBe(
      "/new-homes#/flash/invalid-authenticity-token",
    );
    expect(invalidTokenRedirect(undefined, origin)).toBe("/#/flash/invalid-authenticity-token");
  });
});
