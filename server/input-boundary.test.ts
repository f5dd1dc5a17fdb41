import { describe, expect, it } from "vitest";
import { checkPath, hasBadBody, hasBadFormBytes, hasBadFormText, hasBadJsonBytes } from "./input-boundary.ts";

describe("checkPath", () => {
  it.each([
    "/",
    "/session",
    "/search/for-sale/tag-garden%20view",
    "/a/b/",
    "/x%2Fy",
    "/x%2fy",
    "/a%E2%80%A6",
    "/%C3%BC",
  ])("leaves %s alone", (path) => expect(checkPath(path)).toEqual({ kind: "ok" }));

  it.each([
    ["//x/session", "/x/session"],
    ["/./session", "/session"],
    ["/a/../session", "/session"],
    ["/%73ession", "/session"],
    ["/%2e%2e/session", "/session"],
    ["//evil.com/", "/evil.com/"],
    ["/a/.", "/a/"],
    ["/../..", "/"],
  ])("spells %s as %s", (raw, clean) => expect(checkPath(raw)).toEqual({ kind: "redirect", path: clean }));

  it.each([
    "/a%00b",
    "/%zz",
    "/%",
    "/%ff%fe",
    "/%c3",
    "/search/a%0A",
    "/a%0D%0Ab",
    "/a%09",
    "/a%7F",
    "/a%E2%80%A9",
  ])("refuses %s", (path) => expect(checkPath(path)).toEqual({ kind: "bad" }));
});

describe("hasBadFormText", () => {
  it("refuses NUL and invalid UTF-8 in names and values, not a lone %", () => {
    expect(hasBadFormText("q=ab%00c")).toBe(true);
    expect(hasBadFormText("q%00=1")).toBe(true);
    expect(hasBadFormText("q=%ff")).toBe(true);
    expect(hasBadFormText("q=caf%C3%A9&x=100%")).toBe(false);
    expect(hasBadFormText("q=a+b")).toBe(false);
  });
});

describe("hasBadFormBytes (issue 43: bytes, bounded memory)", () => {
  const bytes = (text: string) => hasBadFormBytes(Buffer.from(text));
  it("reads raw UTF-8 as UTF-8, and a sequence cut by & as invalid", () => {
    expect(bytes("q=café")).toBe(false);
    expect(bytes("q=%C3&%A9")).toBe(true);
    expect(bytes("q=%c3%a9")).toBe(false);
  });

  it("checks a value many times its 64 KB slice, with sequences across the slice's end", () => {
    const euros = "%E2%82%AC".repeat(200_000);
    expect(bytes(`a=${"x".repeat(65_535)}${euros}`)).toBe(false);
    expect(bytes(`a=${euros}%E2%82`)).toBe(true);
    expect(bytes(`a=${"x".repeat(10 * 1024 * 1024)}%00`)).toBe(true);
  });
});

describe("hasBadJsonBytes", () => {
  const json = (text: string) => hasBadJsonBytes(Buffer.from(text));
  it("finds the NUL escape only when it is one", () => {
    expect(json('{"a":"\\\\u0000"}')).toBe(false);
    expect(json('{"a":"\\\\\\u0000"}')).toBe(true);
    expect(json('"\\u0000"')).toBe(true);
    expect(json('{"a":"caf\u00e9"}')).toBe(false);
  });
});

describe("hasBadBody", () => {
  const json = (text: string) => hasBadBody("application/json", Buffer.from(text));
  it("finds NUL in JSON strings and keys, and invalid UTF-8", async () => {
    expect(await json('{"a":"x\\u0000y"}')).toBe(true);
    expect(await json('{"a\\u0000":1}')).toBe(true);
    expect(await json('{"a":["ok",{"b":"\\u0000"}]}')).toBe(true);
    expect(await json('{"a":"fine"}')).toBe(false);
    expect(await json("{broken")).toBe(false);
    expect(await hasBadBody("application/json", Buffer.from([0x7b, 0xff, 0x7d]))).toBe(true);
  });

  it("reads forms and multipart text fields, never files", async () => {
    expect(await hasBadBody("application/x-www-form-urlencoded", Buffer.from("a=%00"))).toBe(true);
    const form = new FormData();
    form.set("f", new File([new Uint8Array([0, 1, 2])], "f.pdf"));
    form.set("name", "Sam");
    const request = new Request("http://x/", { method: "POST", body: form });
    const body = Buffer.from(await request.arrayBuffer());
    const type = request.headers.get("content-type")!;
    expect(await hasBadBody(type, body)).toBe(false);
    form.set("name", "S\u0000am");
    const bad = new Request("http://x/", { method: "POST", body: form });
    expect(await hasBadBody(bad.headers.get("content-type")!, Buffer.from(await bad.arrayBuffer()))).toBe(
      true,
    );
  });
});
