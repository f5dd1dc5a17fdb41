import { describe, expect, it } from "vitest";
import { leadPayload } from "./submit-lead.ts";

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
