import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

const origin = "http://shop.test";

describe("safeRedirectPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeRedirectPath("/properties/12?x=1", origin)).toBe("/properties/12?x=1");
    expect(safeRedirectPath("http://shop.test/a/b?c=d", origin)).toBe("/a/b?c=d");
  });

  it.each([
    "//evil.com",
    "/.//evil.com",
    "/./../..//evil.com/x",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "http://shop.test.evil.com/",
    "/a\u0000b",
    "",
    null,
    undefined,
  ])("never leaves the site for %j", (target) => {
    const result = safeRedirectPath(target, origin);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(new URL(result, origin).origin).toBe(origin);
  });

  it("normalises dot segments and repeated slashes rather than trusting them", () => {
    expect(safeRedirectPath("/.//evil.com", origin)).toBe("/evil.com");
    expect(safeRedirectPath("/a/../b//c", origin)).toBe("/b/c");
  });

  it("falls back for another origin", () => {
    expect(safeRedirectPath("https://evil.com/x", origin, "/here")).toBe("/here");
  });
});
