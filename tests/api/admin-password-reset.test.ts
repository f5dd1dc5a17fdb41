// A forgotten staff password (issue 42 item 6), over HTTP against the real server and database: the sign-in
// page's link, a request that answers the same for any email and emails a one-time link only to a set-up,
// enabled account, the link's page that needs a second factor (TOTP or a recovery code) besides the new
// password, every session ended, the notice email, the audit rows, single use, expiry and the per-email limit.
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxEmails, staffSetupTokens, staffUsers } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import {
  newStaff,
  nextTotpCode,
  send,
  signedInStaff,
  STAFF_PASSWORD,
  staffBrowser,
} from "../support/staff-browser.ts";
import { expectRefusedWith } from "../support/answers.ts";

const NEW_PASSWORD = "a new and longer passphrase";
const SENT = "If that email belongs to a member of staff, we have sent it a link";
let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "0" }, { ownDatabase: true });
}, 300_000);
afterAll(() => app?.stop());

const db = () => app.services.db;

async function emailsTo(email: string) {
  return db().select().from(outboxEmails).where(eq(outboxEmails.to, email)).orderBy(asc(outboxEmails.id));
}

/** The path of the newest reset link emailed to `email`. */
async function resetLinkOf(email: string): Promise<string> {
  const sent = (await emailsTo(email)).filter((row) => row.subject.startsWith("Reset your"));
  const link = /https?:\/\/\S+\/admin\/password-reset\/[A-Za-z0-9_-]{43}/.exec(sent.at(-1)!.text)![0];
  return new URL(link).pathname;
}

async function requestReset(email: string) {
  const b = await staffBrowser(app);
  const response = await send(b, "/admin/password-reset", { email });
  return { status: response.status, html: await response.text() };
}

/** Signs in with password and code in a new browser: the status of each step. */
async function signInWith(email: string, password: string, secret: string, offset = 1) {
  const b = await staffBrowser(app);
  const first = await send(b, "/admin/sign-in", { email, password });
  if (first.status !== 303) return { password: first.status, code: null, b };
  const second = await send(b, "/admin/sign-in/code", { code: nextTotpCode(secret, offset) });
  return { password: first.status, code: second.status, b };
}

async function auditActions(staffUserId: number) {
  const rows = await db()
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.subject, `staff:${staffUserId}`))
    .orderBy(desc(auditLog.id));
  return rows;
}

describe("staff password reset by email", () => {
  it("the sign-in page links to the request form; any email gets the same answer", async () => {
    const page = await (await fetch(`${app.baseUrl}/admin/sign-in`)).text();
    expect(page).toContain('href="/admin/password-reset"');
    const form = await fetch(`${app.baseUrl}/admin/password-reset`);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain("Email me a reset link");

    const unknown = await requestReset("nobody-here@agency.example");
    expect(unknown.status).toBe(200);
    expect(unknown.html).toContain(SENT);
    expect(await emailsTo("nobody-here@agency.example")).toEqual([]);

    // An account not yet set up has its set-up link instead; nothing is sent.
    const invited = await newStaff(app, { role: "negotiator" });
    expect((await requestReset(invited.email)).html).toContain(SENT);
    expect(await emailsTo(invited.email)).toEqual([]);

    const bad = await requestReset("not an email");
    expect(bad.status).toBe(422);
  });

  it("refuses a request without the form's token", async () => {
    const b = await staffBrowser(app);
    const response = await send(b, "/admin/password-reset", { email: "x@agency.example" }, { token: false });
    expect(response.status).toBe(403);
  });

  it("resets with a TOTP code: old password refused, every session ended, owner told, audited", async () => {
    const { b: signedIn, secret, ...staff } = await signedInStaff(app, { role: "manager" });
    expect((await send(signedIn, "/admin/account")).status).toBe(200);

    const asked = await requestReset(staff.email);
    expect(asked.html).toContain(SENT);
    const path = await resetLinkOf(staff.email);
    const [email] = (await emailsTo(staff.email)).filter((row) => row.subject.startsWith("Reset your"));
    expect(email!.subject).toMatch(/^Reset your .+ back-office password$/);
    expect(email!.text).toContain("works once, for 60 minutes");

    const b = await staffBrowser(app);
    const page = await send(b, path);
    expect(page.status).toBe(200);
    expect(page.headers.get("referrer-policy")).toBe("same-origin");
    const html = await page.text();
    expect(html).toContain(`For ${staff.email}.`);

    // A wrong code: refused, nothing changed, the link still works.
    const wrong = await send(b, path, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      code: "000000",
    });
    await expectRefusedWith(wrong, "That code is not right");
    expect((await signInWith(staff.email, NEW_PASSWORD, secret)).password).toBe(401);

    // Passwords that do not match: the form says so.
    const mismatch = await send(b, path, {
      password: NEW_PASSWORD,
      password_confirmation: "something else entirely",
      code: nextTotpCode(secret, 0),
    });
    expect(mismatch.status).toBe(422);

    const done = await send(b, path, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      // The set-up used the step before now; each later code must move forward.
      code: nextTotpCode(secret, 0),
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/sign-in?password_reset=1");
    expect(await (await send(b, "/admin/sign-in?password_reset=1")).text()).toContain(
      "Your password has been changed.",
    );

    // The session that was open before is over.
    const after = await send(signedIn, "/admin/account");
    expect(after.status).toBe(303);
    expect(after.headers.get("location")).toMatch(/^\/admin\/sign-in/);
    // Old password out; the new one still needs the second factor.
    expect((await signInWith(staff.email, STAFF_PASSWORD, secret)).password).toBe(401);
    const fresh = await signInWith(staff.email, NEW_PASSWORD, secret, 1);
    expect(fresh).toMatchObject({ password: 303, code: 303 });

    const notices = (await emailsTo(staff.email)).filter((row) =>
      row.subject.includes("password was changed"),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("every browser signed in to it was signed out");

    const actions = (await auditActions(staff.staffUserId)).map((row) => row.action);
    expect(actions).toContain("staff.password-reset-requested");
    expect(actions).toContain("staff.password-reset");
    const reset = (await auditActions(staff.staffUserId)).find(
      (row) => row.action === "staff.password-reset",
    );
    expect(reset!.after).toMatchObject({ secondFactor: "totp", sessionsEnded: 1 });

    // The link is spent.
    const again = await send(b, path);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link has expired or has already been used.");
  });

  it("accepts a recovery code as the second factor, and spends it", async () => {
    const { secret, codes, ...staff } = await signedInStaff(app, { role: "negotiator" });
    await requestReset(staff.email);
    const path = await resetLinkOf(staff.email);
    const b = await staffBrowser(app);
    const done = await send(b, path, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      code: codes[0]!,
    });
    expect(done.status).toBe(303);
    expect(await signInWith(staff.email, NEW_PASSWORD, secret)).toMatchObject({ password: 303, code: 303 });
    // The recovery code is used up: a second link cannot be completed with it.
    await requestReset(staff.email);
    const second = await send(await staffBrowser(app), await resetLinkOf(staff.email), {
      password: STAFF_PASSWORD,
      password_confirmation: STAFF_PASSWORD,
      code: codes[0]!,
    });
    expect(second.status).toBe(422);
  });

  it("a newer link kills the older one; an expired link is refused; a disabled account gets no link", async () => {
    const { secret, ...staff } = await signedInStaff(app, { role: "negotiator" });
    await requestReset(staff.email);
    const first = await resetLinkOf(staff.email);
    await requestReset(staff.email);
    const second = await resetLinkOf(staff.email);
    expect(second).not.toBe(first);
    const b = await staffBrowser(app);
    expect((await send(b, first)).status).toBe(410);
    expect((await send(b, second)).status).toBe(200);

    // Expired: backdated in the database.
    await db()
      .update(staffSetupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        and(
          eq(staffSetupTokens.staffUserId, staff.staffUserId),
          eq(staffSetupTokens.purpose, "password-reset"),
        ),
      );
    const expired = await send(b, second, {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      code: nextTotpCode(secret),
    });
    expect(expired.status).toBe(410);

    // A reset link is not a set-up link, nor the other way round.
    await requestReset(staff.email);
    const reset = await resetLinkOf(staff.email);
    const asSetUp = await send(b, reset.replace("/admin/password-reset/", "/admin/setup/"));
    expect(await asSetUp.text()).toContain("This set-up link has expired or has already been used.");

    await db().update(staffUsers).set({ disabledAt: new Date() }).where(eq(staffUsers.id, staff.staffUserId));
    const before = (await emailsTo(staff.email)).length;
    expect((await requestReset(staff.email)).html).toContain(SENT);
    expect(await emailsTo(staff.email)).toHaveLength(before);
    expect((await send(b, reset)).status).toBe(410);
  });

  it("limits requests per email, answering 429 with a message and sending no more", async () => {
    const staff = await signedInStaff(app, { role: "negotiator" });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await requestReset(staff.email)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const links = (await emailsTo(staff.email)).filter((row) => row.subject.startsWith("Reset your"));
    expect(links).toHaveLength(5);
    expect((await requestReset(staff.email)).html).toContain("Too many reset requests for this email.");
  });
});
