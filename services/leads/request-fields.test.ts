import { describe, expect, it } from "vitest";
import { nestBracketFields, readLeadFields } from "./request-fields.ts";
import { leadPayload } from "./submit-lead.ts";

describe("nestBracketFields", () => {
  it("turns a form's bracketed names into the JSON body's objects", () => {
    expect(
      nestBracketFields({
        "lead_client[first_name]": "Sam",
        "lead_client[email]": "s@example.com",
        "lead[is_valuation_request]": "1",
        authenticity_token: "t",
      }),
    ).toEqual({
      lead_client: { first_name: "Sam", email: "s@example.com" },
      lead: { is_valuation_request: "1" },
      authenticity_token: "t",
    });
  });
});

describe("readLeadFields", () => {
  it("reads JSON, form and multipart bodies; files apart", async () => {
    const json = await readLeadFields(
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
    const multipart = await readLeadFields(new Request("http://x/", { method: "POST", body: form }));
    expect(multipart.fields).toEqual({ a: "1" });
    expect(multipart.files.get("f")?.name).toBe("f.pdf");
    const broken = await readLeadFields(
      new Request("http://x/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(broken.fields).toEqual({});
  });
});

describe("leadPayload", () => {
  it("keeps everything but the token, captcha, key and honeypot (flat or nested)", () => {
    expect(
      leadPayload(
        {
          authenticity_token: "t",
          "g-recaptcha-response": "c",
          idempotency_key: "k",
          "lead_client[body]": "",
          a: "1",
        },
        "lead_client[body]",
      ),
    ).toEqual({ a: "1" });
    expect(leadPayload({ lead_client: { body: "", town: "Bath" } }, "lead_client[body]")).toEqual({
      lead_client: { town: "Bath" },
    });
  });
});
