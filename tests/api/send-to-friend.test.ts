// POST /user/send_to_friend end to end: the real server (real database) with SMTP_URL pointing at a real SMTP
// server started here, and reCAPTCHA v2 verified against a local server speaking Google's siteverify protocol.
import { createServer, type Server } from "node:http";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectOutboxEmails } from "../../db/repos/outbox.ts";
import { outboxEmails, properties } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { REJECTED_DOMAIN, startSmtpTestServer } from "../support/smtp.ts";
import { getToken } from "../support/visitor.ts";
import { propertyPath } from "../../domain/urls.ts";

const PUBLIC_URL = "http://openhouse.test";
const HUMAN = "human-token";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let app: Awaited<ReturnType<typeof startTestServer>>;
let siteverify: Server;
let propertyId: number;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  // siteverify: form-encoded {secret, response}; only our one token is a human.
  siteverify = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const success = new URLSearchParams(body).get("response") === HUMAN;
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }));
    });
  });
  await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
  const { port } = siteverify.address() as { port: number };
  app = await startTestServer(
    {
      SMTP_URL: smtp.url,
      PUBLIC_URL,
      CAPTCHA_PROVIDER: "recaptcha-v2",
      CAPTCHA_SITE_KEY: "test-site-key",
      CAPTCHA_SECRET_KEY: "test-secret-key",
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/siteverify`,
    },
    // The shared server's dispatcher would otherwise send this server's outbox (to files, not to our SMTP).
    { ownDatabase: true },
  );
  const [row] = await app.services.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(ne(properties.status, "withdrawn"), eq(properties.channel, "sales")))
    .limit(1);
  propertyId = row!.id;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
  await new Promise((resolve) => siteverify?.close(resolve));
});

let friendCounter = 0;
const friendAddress = () => `friend-${++friendCounter}-${Date.now()}@example.com`;

async function postForm(fields: Record<string, string>) {
  const visitor = await getToken(app.baseUrl);
  return fetch(`${app.baseUrl}/user/send_to_friend`, {
    method: "POST",
    redirect: "manual",
    headers: { ...visitor.headers, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ authenticity_token: visitor.token, ...fields }),
  });
}

const validFields = (friend: string) => ({
  property_id: String(propertyId),
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
    expect(response.headers.get("location")).toBe(`${propertyPath(propertyId)}#/flash/send-property-sent`);

    const email = await smtp.waitFor(friend);
    expect(email.to).toEqual([friend]);
    expect(email.header("Reply-To")).toBe("alice@example.com");
    expect(email.header("Subject")).toMatch(/^A property from .+: .+ for sale in .+$/);
    expect(email.text).toContain(`${PUBLIC_URL}${propertyPath(propertyId)}`);
    expect(email.text).toContain("Look at this garden!");
    expect(email.text).toMatch(/£[\d,]+|POA/);

    // The SMTP server has the message a moment before the dispatcher records it as sent.
    await expect
      .poll(async () => (await selectOutboxEmails(app.services.db, { to: friend }))[0]?.status, {
        timeout: 10_000,
      })
      .toBe("sent");
    const [row] = await selectOutboxEmails(app.services.db, { to: friend });
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("answers JSON callers with JSON", async () => {
    const visitor = await getToken(app.baseUrl);
    const friend = friendAddress();
    const response = await fetch(`${app.baseUrl}/user/send_to_friend`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ authenticity_token: visitor.token, ...validFields(friend) }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await smtp.waitFor(friend)).to).toEqual([friend]);

    const invalid = await fetch(`${app.baseUrl}/user/send_to_friend`, {
      method: "POST",
      headers: { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ authenticity_token: visitor.token, ...validFields("not-an-email") }),
    });
    expect(invalid.status).toBe(422);
    expect(await invalid.json()).toEqual({
      errors: { friend_email: ["Please enter a valid email"] },
      flash: "send-property-invalid",
    });
  });

  it("rejects invalid input with the invalid flash and sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), email: "alice-at-example" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${propertyPath(propertyId)}#/flash/send-property-invalid`);
    expect(await selectOutboxEmails(app.services.db, { to: friend })).toEqual([]);
  });

  it("refuses an unknown property", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), property_id: "999999" });
    expect(response.headers.get("location")).toBe("/properties/999999#/flash/send-property-invalid");
    expect(await selectOutboxEmails(app.services.db, { to: friend })).toEqual([]);
  });

  it("answers a failed captcha with the recaptcha-invalid flash and sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), "g-recaptcha-response": "robot" });
    expect(response.headers.get("location")).toBe(`${propertyPath(propertyId)}#/flash/recaptcha-invalid`);
    expect(await selectOutboxEmails(app.services.db, { to: friend })).toEqual([]);
  });

  it("looks like success to a bot that fills the honeypot, but sends nothing", async () => {
    const friend = friendAddress();
    const response = await postForm({ ...validFields(friend), body: "https://spam.example" });
    expect(response.headers.get("location")).toBe(`${propertyPath(propertyId)}#/flash/send-property-sent`);
    expect(await selectOutboxEmails(app.services.db, { to: friend })).toEqual([]);
  });

  it("keeps an email the SMTP server refuses, with the error, for a later retry", async () => {
    const friend = `friend-${Date.now()}@${REJECTED_DOMAIN}`;
    const response = await postForm(validFields(friend));
    expect(response.headers.get("location")).toBe(`${propertyPath(propertyId)}#/flash/send-property-sent`);

    const deadline = Date.now() + 10_000;
    let row = (await selectOutboxEmails(app.services.db, { to: friend }))[0];
    // The claim counts the attempt before the send; the error is recorded once the server has refused.
    while (row && row.lastError === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      row = (await selectOutboxEmails(app.services.db, { to: friend }))[0];
    }
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/550|Mailbox unavailable/);
    // Backoff: the next attempt waits about 30 seconds (platform/email/retry-backoff.ts).
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await app.services.db.delete(outboxEmails).where(eq(outboxEmails.id, row!.id));
  });
});
