// POST /user/send_to_friend end to end: the real server (real database) with SMTP_URL pointing at a real SMTP
// server, and reCAPTCHA v2 verified against a local server speaking Google's siteverify protocol (both started
// by tests/api/send-to-friend-support.ts).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HUMAN } from "./leads-fixtures.ts";
import { startSendToFriendEnv, type SendToFriendEnv } from "./send-to-friend-support.ts";
import { selectOutboxEmails } from "../../db/repos/outbox.ts";
import { outboxEmails } from "../../db/schema.ts";
import { REJECTED_DOMAIN } from "../support/smtp.ts";
import { getToken } from "../support/visitor.ts";
import { propertyPath } from "../../domain/urls.ts";
import { expectJsonAnswer } from "../support/answers.ts";

const PUBLIC_URL = "http://openhouse.test";

let env: SendToFriendEnv;
beforeAll(async () => {
  env = await startSendToFriendEnv({ PUBLIC_URL });
}, 120_000);

afterAll(() => env?.stop());

let friendCounter = 0;
const friendAddress = () => `friend-${++friendCounter}-${Date.now()}@example.com`;

async function postForm(fields: Record<string, string>) {
  const visitor = await getToken(env.app.baseUrl);
  return fetch(`${env.app.baseUrl}/user/send_to_friend`, {
    method: "POST",
    redirect: "manual",
    headers: { ...visitor.headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ authenticity_token: visitor.token, ...fields }),
  });
}

const validFields = (friend: string) => ({
  property_id: String(env.propertyId),
  name: "Alice Example",
  email: "alice@example.com",
  friend_email: friend,
  message: "Look at this garden!",
  body: "",
  "g-recaptcha-response": HUMAN,
});

describe("POST /user/send_to_friend", () => {
  it("emails the friend through the outbox and returns to the page with the sent flash", async () => {
    const friend = friendAddress();
    const response = await postForm(validFields(friend));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `${propertyPath(env.propertyId)}#/flash/send-property-sent`,
    );

    const email = await env.smtp.waitFor(friend);
    expect(email.to).toEqual([friend]);
    expect(email.header("Reply-To")).toBe("alice@example.com");
    expect(email.header("Subject")).toMatch(/^A property from .+: .+ for sale in .+$/);
    expect(email.text).toContain(`${PUBLIC_URL}${propertyPath(env.propertyId)}`);
    expect(email.text).toContain("Look at this garden!");
    expect(email.text).toMatch(/£[\d,]+|POA/);

    // The SMTP server has the message a moment before the dispatcher records it as sent.
    await expect
      .poll(async () => (await selectOutboxEmails(env.app.services.db, { to: friend }))[0]?.status, {
        timeout: 10_000,
      })
      .toBe("sent");
    const [row] = await selectOutboxEmails(env.app.services.db, { to: friend });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("answers JSON callers with JSON", async () => {
    const visitor = await getToken(env.app.baseUrl);
    const friend = friendAddress();
    const response = await fetch(`${env.app.baseUrl}/user/send_to_friend`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ authenticity_token: visitor.token, ...validFields(friend) }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await env.smtp.waitFor(friend)).to).toEqual([friend]);

    const invalid = await fetch(`${env.app.baseUrl}/user/send_to_friend`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ authenticity_token: visitor.token, ...validFields("not-an-email") }),
    });
    await expectJsonAnswer(invalid, 422, {
      errors: { friend_email: ["Please enter a valid email"] },
      flash: "send-property-invalid",
    });
  });

  it("rejects invalid input with the invalid flash and sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), email: "alice-at-example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `${propertyPath(env.propertyId)}#/flash/send-property-invalid`,
    );
    expect(await selectOutboxEmails(env.app.services.db, { to: friend })).toEqual([]);
  });

  it("refuses an unknown property", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), property_id: "999999" });
    expect(response.headers.get("location")).toBe("/properties/999999#/flash/send-property-invalid");
    expect(await selectOutboxEmails(env.app.services.db, { to: friend })).toEqual([]);
  });

  it("answers a failed captcha with the recaptcha-invalid flash and sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), "g-recaptcha-response": "robot" });
    expect(response.headers.get("location")).toBe(`${propertyPath(env.propertyId)}#/flash/recaptcha-invalid`);
    expect(await selectOutboxEmails(env.app.services.db, { to: friend })).toEqual([]);
  });

  it("looks like success to a bot that fills the honeypot, but sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), body: "https://spam.example" });
    expect(response.headers.get("location")).toBe(
      `${propertyPath(env.propertyId)}#/flash/send-property-sent`,
    );
    expect(await selectOutboxEmails(env.app.services.db, { to: friend })).toEqual([]);
  });

  it("keeps an email the SMTP server refuses, with the error, for a later retry", async () => {
    const friend = `friend-${Date.now()}@${REJECTED_DOMAIN}`;
    const response = await postForm(validFields(friend));
    expect(response.headers.get("location")).toBe(
      `${propertyPath(env.propertyId)}#/flash/send-property-sent`,
    );

    const deadline = Date.now() + 10_000;
    let row = (await selectOutboxEmails(env.app.services.db, { to: friend }))[0];
    // The claim counts the attempt before the send; the error is recorded once the server has refused.
    while (row && row.lastError === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await selectOutboxEmails(env.app.services.db, { to: friend }))[0];
    }
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/550|Mailbox unavailable/);
    // Backoff: the next attempt waits about 30 seconds (platform/email/retry-backoff.ts).
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await env.app.services.db.delete(outboxEmails).where(eq(outboxEmails.id, row!.id));
  });
});
