// The back office's sign-in (issue 14): set-up links, the mandatory second factor, recovery codes, staff
// sessions' idle and absolute ends, the growing delay, CSRF, and the owner-only audit log. A server of its
// own, so rows can be backdated in its database (as the reset suite does) and limits start clean.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, staffSessions, staffSetupTokens, staffUsers } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import {
  completeStaffSetUp,
  newStaff,
  nextTotpCode,
  send,
  STAFF_PASSWORD,
  staffBrowser,
  staffSignIn,
  totpSecretOf,
  type NewStaff,
  type StaffBrowser,
} from "../support/staff-browser.ts";
import { registerUser } from "./accounts-support.ts";

const SPENT = "This set-up link has expired or has already been used.";
let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
});
afterAll(() => app?.stop());

const browser = () => staffBrowser(app);
const newOwner = () => newStaff(app, { role: "owner" });
const setUp = (owner: NewStaff) => completeStaffSetUp(app, owner);
const signIn = (email: string, code: string) => staffSignIn(app, email, code);
const secretOf = (staffUserId: number) => totpSecretOf(app.services.db, staffUserId);
const nextCode = nextTotpCode;
const PASSWORD = STAFF_PASSWORD;

describe("admin sign-in", () => {
  it("refuses every admin page to a signed-out request and to a visitor session", async () => {
    const visitor = await registerUser(app.baseUrl);
    for (const path of ["/admin", "/admin/audit"]) {
      for (const headers of [{}, visitor.visitor.headers]) {
        const response = await fetch(`${app.baseUrl}${path}`, { headers, redirect: "manual" });
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
    const page = await fetch(`${app.baseUrl}/admin/sign-in`);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain('name="robots" content="noindex, nofollow"');
  });

  it("gives the browser a new visitor session at sign-in: the token held before is refused after (issue 43)", async () => {
    const owner = await newOwner();
    const { secret } = await setUp(owner);
    const b = await browser();
    const before = { cookie: b.jar.get("oh_session")!, token: b.token };
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: PASSWORD })).status).toBe(303);
    const second = await send(b, "/admin/sign-in/code", { code: nextCode(secret) });
    expect(second.status).toBe(303);
    const rotated = second.headers.getSetCookie().find((c) => c.startsWith("oh_session="));
    expect(rotated).toBeDefined();
    expect(rotated!.split(";")[0]).not.toBe(before.cookie);
    // A post forged with the token known before the sign-in (a planted session's, say) is refused: the
    // browser's cookies now name another session. Had it passed, this would have signed the staff member out.
    const withOldToken = await fetch(`${app.baseUrl}/admin/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: {
        cookie: [...b.jar.values()].join("; "),
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": b.ip,
      },
      body: new URLSearchParams({ authenticity_token: before.token }),
    });
    await withOldToken.body?.cancel();
    expect((await send(b, "/admin")).status).toBe(200);
    // The new session's token works (the helper took it from the new cookie).
    expect(b.token).not.toBe(before.token);
    expect((await send(b, "/admin/sign-out", {})).status).toBe(303);
    expect((await send(b, "/admin")).status).toBe(303);
  });

  it("sets up once: the link works once, the second factor cannot be skipped, sign-out ends the session", async () => {
    const owner = await newOwner();
    const { b, secret } = await setUp(owner);
    expect((await send(b, "/admin")).status).toBe(200);
    // The link is spent.
    expect(await (await send(await browser(), owner.path)).text()).toContain(SPENT);

    // Password alone: no session, the home page still redirects.
    const half = await browser();
    expect((await send(half, "/admin/sign-in", { email: owner.email, password: PASSWORD })).status).toBe(303);
    expect((await send(half, "/admin")).headers.get("location")).toBe("/admin/sign-in");

    const { b: signedIn, second } = await signIn(owner.email, nextCode(secret));
    expect(second.status).toBe(303);
    expect(second.headers.get("location")).toBe("/admin");
    const home = await send(signedIn, "/admin");
    expect(home.status).toBe(200);
    expect(await home.text()).toContain(owner.email);
    // The same code (same step) is refused a second time.
    const replay = await signIn(owner.email, nextCode(secret));
    expect(replay.second.status).toBe(401);

    expect((await send(signedIn, "/admin/sign-out", {})).status).toBe(303);
    expect((await send(signedIn, "/admin")).status).toBe(303);
  });

  it("refuses a post without the authenticity token", async () => {
    const b = await browser();
    const response = await send(
      b,
      "/admin/sign-in",
      { email: "x@example.com", password: "whatever" },
      { token: false },
    );
    // Issue 42 item 4: the sign-in form again with a message, and no step further.
    expect(response.status).toBe(403);
    expect(response.headers.get("location")).toBeNull();
    expect(await response.text()).toContain("This form had expired, so nothing was saved");
  });

  it("refuses an expired set-up link", async () => {
    const owner = await newOwner();
    await app.services.db
      .update(staffSetupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSetupTokens.staffUserId, owner.staffUserId));
    expect(await (await send(await browser(), owner.path)).text()).toContain(SPENT);
  });

  it("takes a recovery code once", async () => {
    const owner = await newOwner();
    const { codes } = await setUp(owner);
    expect((await signIn(owner.email, codes[0]!.toUpperCase())).second.status).toBe(303);
    expect((await signIn(owner.email, codes[0]!)).second.status).toBe(401);
    const actions = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorStaffId, owner.staffUserId));
    expect(actions.map((row) => row.action)).toContain("staff.recovery-code-used");
  });

  it("refuses a wrong code, and the wait grows", async () => {
    const owner = await newOwner();
    await setUp(owner);
    const b = await browser();
    await send(b, "/admin/sign-in", { email: owner.email, password: PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await send(b, "/admin/sign-in/code", { code: "000000" })).status).toBe(401);
    const waiting = await send(b, "/admin/sign-in/code", { code: "000000" });
    expect(waiting.status).toBe(429);
    const first = Number(waiting.headers.get("retry-after"));
    await new Promise((resolve) => setTimeout(resolve, first * 1000 + 100));
    expect((await send(b, "/admin/sign-in/code", { code: "000000" })).status).toBe(401);
    const longer = await send(b, "/admin/sign-in/code", { code: "000000" });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers.get("retry-after"))).toBeGreaterThan(first);
  });

  it("ends a session after 30 idle minutes and 12 hours in all", async () => {
    const owner = await newOwner();
    const { b } = await setUp(owner);
    const db = app.services.db;
    const where = eq(staffSessions.staffUserId, owner.staffUserId);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 29 * 60_000) })
      .where(where);
    expect((await send(b, "/admin")).status).toBe(200);
    await db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(where);
    expect((await send(b, "/admin")).status).toBe(303);

    const again = await setUpAgainSession(owner);
    await db
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(where);
    expect((await send(again, "/admin")).status).toBe(303);
  });

  it("shows the audit log to owners only", async () => {
    const owner = await newOwner();
    const { b } = await setUp(owner);
    const audit = await send(b, "/admin/audit");
    expect(audit.status).toBe(200);
    expect(await audit.text()).toContain("staff.setup");
    await app.services.db
      .update(staffUsers)
      .set({ role: "negotiator" })
      .where(eq(staffUsers.id, owner.staffUserId));
    const refused = await send(b, "/admin/audit");
    expect(refused.status).toBe(403);
    // The refusal keeps the admin answers' headers and renders in the back office's frame.
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(refused.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await refused.text()).toContain("Your role does not open this page.");
    expect((await send(b, "/admin")).status).toBe(200);
  });
});

async function setUpAgainSession(owner: { email: string; staffUserId: number }): Promise<StaffBrowser> {
  const secret = await secretOf(owner.staffUserId);
  const { b, second } = await signIn(owner.email, nextCode(secret));
  expect(second.status).toBe(303);
  expect((await send(b, "/admin")).status).toBe(200);
  return b;
}
