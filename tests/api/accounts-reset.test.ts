// Password reset end to end (spec §7 "POST /reset_passwords as form data {email, body}; 200 is accepted";
// issue 6 item 4): a server of its own with SMTP_URL pointing at a real SMTP test server, so the email that
// arrives is read and its link followed like a person would, on the real reset page.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { passwordResets, sessions } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { freshIp, getToken, sessionCookie, type Visitor } from "../support/visitor.ts";
import { PASSWORD, call, getJson, registerUser, uniqueEmail } from "./accounts-support.ts";
import { expectRefusedWith } from "../support/answers.ts";

const PUBLIC_URL = "https://homes.example.test";
const ACCEPTED = {
  message:
    "If the email you have entered has a user account we will send you a forgotten password reset request now.",
};
const NEW_PASSWORD = "a brand new passphrase";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let app: Awaited<ReturnType<typeof startTestServer>>;
let baseUrl: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, { ownDatabase: true });
  baseUrl = app.baseUrl;
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** POST /reset_passwords as the spec sends it: form data {email, body} plus the token. */
async function requestReset(email: string, extra: Record<string, string> = {}, visitor?: Visitor) {
  const v = visitor ?? (await getToken(baseUrl));
  return fetch(`${baseUrl}/reset_passwords`, {
    method: "POST",
    headers: { ...v.headers, accept: "application/json" },
    body: new URLSearchParams({ authenticity_token: v.token, email, body: "", ...extra }),
  });
}

/** The reset link of the newest email to `address`, as a path on the test server. */
async function resetPathFrom(address: string, nth = 1): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const emails = smtp.received.filter((email) => email.to.includes(address));
    if (emails.length >= nth) {
      const email = emails[nth - 1]!;
      expect(email.header("subject")).toBe("Reset your password");
      const link = /https:\/\/homes\.example\.test(\/user\/reset-password\/[A-Za-z0-9_-]{43})/.exec(
        email.text,
      );
      expect(link).not.toBeNull();
      return link![1]!;
    }
    if (Date.now() > deadline) throw new Error(`no reset email ${nth} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Opens the reset page like a browser: the page's own form carries the token for its session cookie. */
async function openResetPage(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { "x-forwarded-for": freshIp() } });
  const html = await response.text();
  const cookie = sessionCookie(response);
  const token = /name="authenticity_token" value="([^"]+)"/.exec(html)?.[1] ?? null;
  return { response, html, cookie, token };
}

async function submitResetPage(path: string, fields: Record<string, string>) {
  const page = await openResetPage(path);
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: page.cookie ?? "", "x-forwarded-for": freshIp() },
    body: new URLSearchParams({ authenticity_token: page.token ?? "", ...fields }),
  });
}

describe("POST /reset_passwords", () => {
  it("answers the same 200 for an account, an unknown email and a filled honeypot; only the account gets mail", async () => {
    const { email } = await registerUser(baseUrl);
    const unknown = uniqueEmail("nobody");
    const bot = (await registerUser(baseUrl)).email;
    for (const response of [
      await requestReset(email),
      await requestReset(unknown),
      await requestReset(bot, { body: "spam" }),
    ]) {
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(ACCEPTED);
    }
    await resetPathFrom(email);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.received.some((m) => m.to.includes(unknown))).toBe(false);
    expect(smtp.received.some((m) => m.to.includes(bot))).toBe(false);
  });

  it("answers 422 to an email that is not one", async () => {
    const response = await requestReset("not an email");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ errors: { email: ["Please enter a valid email"] } });
  });

  it("limits reset requests per email (5 per hour), whatever the address, account or not", async () => {
    for (const email of [(await registerUser(baseUrl)).email, uniqueEmail("ghost")]) {
      for (let i = 0; i < 5; i++) {
        expect((await requestReset(email.toUpperCase(), {}, await getToken(baseUrl, freshIp()))).status).toBe(
          200,
        );
      }
      const refused = await requestReset(email, {}, await getToken(baseUrl, freshIp()));
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        errors: { base: ["Too many password reset requests for this email. Please try again later."] },
      });
    }
  });
});

describe("the reset page /user/reset-password/{token}", () => {
  it("sets the new password from the emailed link, signs the visitor in and ends the other sessions", async () => {
    const { email, visitor: elsewhere } = await registerUser(baseUrl);
    await requestReset(email);
    const path = await resetPathFrom(email);

    const page = await openResetPage(path);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get("cache-control")).toBe("private, no-store");
    expect(page.response.headers.get("referrer-policy")).toBe("same-origin");
    expect(page.html).toContain('<label for="reset-password"');
    expect(page.html).toContain('name="password_confirmation"');

    const mismatch = await submitResetPage(path, {
      password: NEW_PASSWORD,
      password_confirmation: "other words",
    });
    await expectRefusedWith(mismatch, "Passwords do not match");

    const done = await submitResetPage(path, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/#/flash/user-login-successful");
    const cookie = sessionCookie(done)!;
    const me = await (await fetch(`${baseUrl}/user.ljson`, { headers: { cookie } })).json();
    expect(me.user.email).toBe(email);

    // The session signed in before the reset is over; the old password no longer works, the new one does.
    expect((await (await getJson(baseUrl, "/user.ljson", elsewhere)).json()).user).toBeNull();
    const signIn = async (password: string) =>
      (await call(baseUrl, "/session", await getToken(baseUrl), { username: email, password })).status;
    expect(await signIn(PASSWORD)).toBe(401);
    expect(await signIn(NEW_PASSWORD)).toBe(200);

    // Single use.
    const reused = await openResetPage(path);
    expect(reused.response.status).toBe(410);
    expect(reused.html).toContain("This password reset link has expired or has already been used.");
    // A post with a valid session token (from another page) still cannot use the link again.
    const visitor = await getToken(baseUrl);
    const repost = await fetch(`${baseUrl}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: visitor.headers,
      body: new URLSearchParams({
        authenticity_token: visitor.token,
        password: "yet another one!",
        password_confirmation: "yet another one!",
      }),
    });
    expect(repost.status).toBe(410);
    expect(sessionCookie(repost)).toBeNull();
    expect(await signIn(NEW_PASSWORD)).toBe(200);
  });

  it("refuses an expired link (valid one hour) and an unknown one", async () => {
    const { email, userId } = await registerUser(baseUrl);
    await requestReset(email);
    const path = await resetPathFrom(email);
    await app.services.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, userId));
    const expired = await openResetPage(path);
    expect(expired.response.status).toBe(410);
    expect(expired.html).toContain("This password reset link has expired or has already been used.");

    const unknown = await openResetPage(`/user/reset-password/${"A".repeat(43)}`);
    expect(unknown.response.status).toBe(410);
  });

  it("stores only a hash of the token, valid for an hour, and a new password uses up the user's other links", async () => {
    const { email, userId } = await registerUser(baseUrl);
    await requestReset(email);
    await requestReset(email);
    const first = await resetPathFrom(email, 1);
    const second = await resetPathFrom(email, 2);
    const rows = await app.services.db.select().from(passwordResets).where(eq(passwordResets.userId, userId));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(first).not.toContain(row.tokenHash);
      const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
      expect(minutes).toBeGreaterThan(59);
      expect(minutes).toBeLessThanOrEqual(60.1);
    }
    expect(
      (await submitResetPage(second, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status,
    ).toBe(303);
    expect((await openResetPage(first)).response.status).toBe(410);
    expect(await app.services.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
  });
});
