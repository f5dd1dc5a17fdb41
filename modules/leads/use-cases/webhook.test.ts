import { createHmac, timingSafeEqual } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhookBody } from "./webhook.ts";

describe("signWebhookBody", () => {
  it("is sha256= and the hex HMAC-SHA256 of the raw body under the secret", () => {
    const raw = JSON.stringify({ event: "lead.created", lead: { id: 1 } });
    const signature = signWebhookBody("a-long-enough-secret", raw);
    const expected = `sha256=${createHmac("sha256", "a-long-enough-secret").update(raw).digest("hex")}`;
    expect(timingSafeEqual(Buffer.from(signature), Buffer.from(expected))).toBe(true);
    expect(signWebhookBody("another-secret-value", raw)).not.toBe(signature);
  });
});
