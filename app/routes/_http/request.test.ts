import { describe, expect, it } from "vitest";
import { nestBracketKeys, readBody, readFields } from "./request.ts";

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

describe("nestBracketKeys on a lead form", () => {
  it("turns a form's bracketed names into the JSON body's objects", () => {
    expect(
      nestBracketKeys(
        Object.entries({
          "lead_client[first_name]": "Sam",
          "lead_client[email]": "s@example.com",
          "lead[is_valuation_request]": "1",
          authenticity_token: "t",
        }),
      ),
    ).toEqual({
      lead_client: { first_name: "Sam", email: "s@example.com" },
      lead: { is_valuation_request: "1" },
      authenticity_token: "t",
    });
  });
});

describe("readBody", () => {
  it("reads JSON, form and multipart bodies; files apart", async () => {
    const json = await readBody(
      new Request("http://x/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: '{"a":1}',
      }),
    );
    expect(json).toMatchObject({ fields: { a: 1 }, encoding: "json" });
    const form = new FormData();
    form.set("a", "1");
    form.set("f", new File(["%PDF-"], "f.pdf"));
    const multipart = await readBody(new Request("http://x/", { method: "POST", body: form }));
    expect(multipart.fields).toEqual({ a: "1" });
    expect(multipart.files.get("f")?.name).toBe("f.pdf");
    const broken = await readBody(
      new Request("http://x/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(broken.fields).toEqual({});
  });
});
