import { describe, expect, it } from "vitest";
import { nestBracketKeys, readFields } from "./request-fields.ts";

describe("readFields", () => {
  it("nests bracketed form keys as a JSON client would send them", async () => {
    const body = new URLSearchParams({
      user_id: "2",
      "marketing_preferences[opt_in_marketing_at]": "optin",
      "marketing_preferences[opt_in_marketing_url]": "/x",
    });
    const request = new Request("http://x/", { method: "POST", body });
    expect(await readFields(request)).toEqual({
      user_id: "2",
      marketing_preferences: { opt_in_marketing_at: "optin", opt_in_marketing_url: "/x" },
    });
  });

  it("reads a JSON object, and nothing from a JSON array or junk", async () => {
    const json = (body: string) =>
      readFields(
        new Request("http://x/", { method: "POST", body, headers: { "content-type": "application/json" } }),
      );
    expect(await json('{"a":1}')).toEqual({ a: 1 });
    expect(await json("[1]")).toEqual({});
    expect(await json("{")).toEqual({});
  });

  it("keeps the last of repeated keys", () => {
    expect(
      nestBracketKeys([
        ["a", "1"],
        ["a", "2"],
      ]),
    ).toEqual({ a: "2" });
  });
});
