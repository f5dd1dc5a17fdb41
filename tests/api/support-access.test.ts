// Time-limited support access (issue 44 item 6) through the real host: an agency's owner grants it, an operator
// opens the back office from the console through a one-time hand-off at the agency's own hostname, acts there as
// "Support: EMAIL" (audited in the agency's log, the hand-off in the install's too), and the owner's revocation or
// the grant's end closes the session at its next request. Refused: no grant, a non-owner granting, a reused,
// expired or another agency's token, and an operator's console cookie at an agency's hostname. While a grant is in
// force every back-office page says so: to the support user for whom it acts and until when (UK time), to the
// owner that it is open with the way to end it; to anyone else nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq } from "drizzle-orm";
import { auditLog, operatorUsers, supportGrants, supportHandoffs } from "../../db/schema.ts";
import { createOperatorWithSetupLink } from "../../modules/operators/index.ts";
import { startTestServer } from "../setup/test-server.ts";
import { hostBrowser, hostRequest, type HostBrowser } from "../support/host-browser.ts";
import { latestAudit } from "../support/audit-rows.ts";
import {
  nextTotpCode,
  send,
  signedInStaff,
  STAFF_PASSWORD,
  type SignedInStaff,
} from "../support/staff-browser.ts";
import { setUpTotpCode } from "../support/totp-timing.ts";

const CONSOLE = "operator.localhost";
const OPERATOR_EMAIL = "support-ops@install.example";
let app: Awaited<ReturnType<typeof startTestServer>>;
let operator: HostBrowser;
let operatorId = 0;
let owner: SignedInStaff;

const go = (b: HostBrowser, path: string, form?: Record<string, string>, options?: { token?: boolean }) =>
  hostRequest(app.baseUrl, b, path, form, options);

/** The hand-off address the console answers "Open the back office" with (a 303 to the agency's hostname). */
async function openBackOffice(agencyId = 1) {
  await go(operator, `/console/agencies/${agencyId}`);
  return go(operator, `/console/agencies/${agencyId}/support`, {});
}

/** Follows a hand-off in a fresh browser at the agency's hostname. */
async function redeem(location: string) {
  const url = new URL(location);
  const b = hostBrowser(url.hostname);
  return { b, answer: await go(b, url.pathname) };
}

/** The support access notice as the first thing in the page's main content (its HTML), or null. */
function noticeOf(page: string): string | null {
  return /<main[^>]*><div[^>]*><p data-support-notice="\w+"[^>]*>(.*?)<\/p>/.exec(page)?.[1] ?? null;
}

async function grant(period = "1h") {
  await send(owner.b, "/admin/support-access");
  return send(owner.b, "/admin/support-access", { intent: "grant", period });
}

beforeAll(async () => {
  app = await startTestServer({}, { ownDatabase: true });
  const created = await createOperatorWithSetupLink(app.services.db, {
    email: OPERATOR_EMAIL,
    consoleUrl: `http://${CONSOLE}`,
    origin: { ip: null, userAgent: "support-access test" },
  });
  operatorId = created!.accountId;
  const b = hostBrowser(CONSOLE);
  const path = new URL(created!.link).pathname;
  await go(b, path);
  const [row] = await app.services.db
    .select({ totpSecret: operatorUsers.totpSecret })
    .from(operatorUsers)
    .where(eq(operatorUsers.id, operatorId));
  const secret = row!.totpSecret!;
  const code = await setUpTotpCode(secret);
  await go(b, path, { password: STAFF_PASSWORD, password_confirmation: STAFF_PASSWORD, code });
  operator = hostBrowser(CONSOLE);
  await go(operator, "/console/sign-in");
  await go(operator, "/console/sign-in", { email: OPERATOR_EMAIL, password: STAFF_PASSWORD });
  await go(operator, "/console/sign-in/code");
  expect((await go(operator, "/console/sign-in/code", { code: nextTotpCode(secret, 0) })).status).toBe(303);
  owner = await signedInStaff(app, { role: "owner" });
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("support access", () => {
  it("without a grant the operator sees nothing inside", async () => {
    expect((await go(operator, "/console/agencies/1")).text()).toContain("Not granted");
    const refused = await openBackOffice();
    expect(refused.status).toBe(303);
    expect(refused.header("location")).toBe("/console/agencies/1?done=no-support");
    // The console's own cookie opens nothing at an agency's hostname.
    const stranger: HostBrowser = { ...hostBrowser("localhost"), jar: new Map(operator.jar) };
    const admin = await go(stranger, "/admin");
    expect(admin.status).toBe(303);
    expect(admin.header("location")).toMatch(/^\/admin\/sign-in/);
  });

  it("only an owner grants it, with the form's token and a period of the list", async () => {
    const manager = await signedInStaff(app, { role: "manager", branchIds: [1] });
    expect((await send(manager.b, "/admin/support-access")).status).toBe(403);
    expect((await send(manager.b, "/admin/support-access", { intent: "grant", period: "1h" })).status).toBe(
      403,
    );
    await send(owner.b, "/admin/support-access");
    expect(
      (await send(owner.b, "/admin/support-access", { intent: "grant", period: "1h" }, { token: false }))
        .status,
    ).not.toBe(303);
    expect((await send(owner.b, "/admin/support-access", { intent: "grant", period: "1y" })).status).toBe(
      422,
    );
    expect(await app.services.db.select().from(supportGrants)).toHaveLength(0);
  });

  it("grant → hand-off → the support user acts, audited → revoke ends the session at its next request", async () => {
    const granted = await grant("24h");
    expect(granted.status).toBe(303);
    const page = await (await send(owner.b, "/admin/support-access")).text();
    expect(page).toContain("Granted until");
    const grantRow = await latestAudit(app.services.db, "support.grant");
    expect(grantRow).toMatchObject({ actorStaffId: owner.staffUserId, actorEmail: owner.email });
    expect((await go(operator, "/console/agencies/1")).text()).toContain("Granted by its owner until");

    const handoff = await openBackOffice();
    expect(handoff.status).toBe(303);
    const location = handoff.header("location")!;
    expect(location).toMatch(/^http:\/\/localhost:\d+\/admin\/support\/[\w-]{40,}$/);
    const { b: support, answer } = await redeem(location);
    expect(answer.status).toBe(303);
    expect(answer.header("location")).toBe("/admin");
    const home = await go(support, "/admin");
    expect(home.status).toBe(200);
    expect(home.text()).toContain(`Support: ${OPERATOR_EMAIL}`);

    // In the agency's log as the support user; in the install's as the operator (agency 1's log is both).
    const entries = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "support.handoff"));
    const supportUser = entries.find((row) => row.actorStaffId !== null);
    expect(supportUser?.actorEmail).toMatch(/@support\.invalid$/);
    const [installEntry] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "support.handoff"), eq(auditLog.actorOperatorId, operatorId)))
      .orderBy(desc(auditLog.id));
    expect(installEntry).toMatchObject({ actorEmail: OPERATOR_EMAIL, subject: "agency:1" });

    // The token is spent: a second use is refused.
    expect((await redeem(location)).answer.status).toBe(403);

    // The support user changes something: the agency's log names it as the actor.
    expect((await go(support, "/admin/branches")).status).toBe(200);
    await go(support, "/admin/listings/1");
    const withdrawn = await go(support, "/admin/listings/1", { intent: "withdraw" });
    expect(withdrawn.status).toBe(303);
    expect(await latestAudit(app.services.db, "listing.withdraw")).toMatchObject({
      actorStaffId: supportUser!.actorStaffId,
    });
    await go(support, "/admin/listings/1", { intent: "restore" });
    // Beyond support: staff accounts, the owner's support page, and an account of its own (its name says who acts;
    // a password or passkey of its own would outlive the grant).
    expect((await go(support, "/admin/staff")).status).toBe(403);
    expect((await go(support, "/admin/support-access")).status).toBe(403);
    expect((await go(support, "/admin/account")).status).toBe(403);
    expect(
      (await go(support, "/admin/account", { intent: "name", name: "Someone else" }, { token: false }))
        .status,
    ).toBe(403);
    expect(home.text()).not.toContain('href="/admin/account"');

    const revoked = await send(owner.b, "/admin/support-access", { intent: "revoke" });
    expect(revoked.status).toBe(303);
    expect(await latestAudit(app.services.db, "support.revoke")).toMatchObject({
      actorStaffId: owner.staffUserId,
    });
    const after = await go(support, "/admin");
    expect(after.status).toBe(303);
    expect(after.header("location")).toMatch(/^\/admin\/sign-in/);
  });

  it("a grant past its end closes the session; an expired or another agency's token is refused", async () => {
    await grant("1h");
    const { b: support } = await redeem((await openBackOffice()).header("location")!);
    expect((await go(support, "/admin")).status).toBe(200);
    // The grant's end comes (moved into the past through the table, as the clock would).
    await app.services.db.update(supportGrants).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await go(support, "/admin")).status).toBe(303);
    expect((await go(operator, "/console/agencies/1")).text()).toContain("Not granted");

    await grant("1h");
    const expired = (await openBackOffice()).header("location")!;
    await app.services.db.update(supportHandoffs).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await redeem(expired)).answer.status).toBe(403);

    // Agency 1's token at another agency's hostname: that agency has no such token.
    const fresh = new URL((await openBackOffice()).header("location")!);
    await go(operator, "/console/agencies/new");
    const made = await go(operator, "/console/agencies/new", {
      name: "Other Lets",
      hostname: "other-support.localhost",
      owner_email: "owner@other-support.example",
    });
    expect(made.status).toBe(200);
    const elsewhere = await go(hostBrowser("other-support.localhost"), fresh.pathname);
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.header("set-cookie")).toBeFalsy();
    // And the token still works at its own agency (not spent by the refusal elsewhere).
    expect((await redeem(fresh.href)).answer.status).toBe(303);
  });

  it("every page tells the support user for whom it acts and until when, and the owner that access is open", async () => {
    await grant("24h");
    const { b: support } = await redeem((await openBackOffice()).header("location")!);
    const editor = await signedInStaff(app, { role: "editor" });
    const ownerPage = async (path: string) => (await send(owner.b, path)).text();
    const supportPage = async (path: string) => (await go(support, path)).text();
    // A grant's end in GMT, then one in BST: the clock's time in London, never UTC's.
    const setEnd = (at: string) => app.services.db.update(supportGrants).set({ expiresAt: new Date(at) });
    await setEnd("2099-12-03T14:05:00Z");

    for (const path of ["/admin", "/admin/listings", "/admin/branches"])
      expect(noticeOf(await supportPage(path)), path).toBe(
        "Support access: you are acting for Marlow &amp; Vale until 14:05 on 3 December (UK time).",
      );
    for (const path of ["/admin", "/admin/staff", "/admin/audit"])
      expect(noticeOf(await ownerPage(path)), path).toBe(
        'Support access is open until 14:05 on 3 December (UK time) — <a href="/admin/support-access" class="underline">End it</a>',
      );
    // On the support access page itself, the page's own button ends it.
    expect(noticeOf(await ownerPage("/admin/support-access"))).toBe(
      "Support access is open until 14:05 on 3 December (UK time).",
    );
    for (const path of ["/admin", "/admin/content"]) {
      const answer = await send(editor.b, path);
      expect(answer.status, path).toBe(200);
      expect((await answer.text()).includes("data-support-notice"), path).toBe(false);
    }

    await setEnd("2099-07-03T08:05:00Z");
    expect(noticeOf(await supportPage("/admin"))).toBe(
      "Support access: you are acting for Marlow &amp; Vale until 09:05 on 3 July (UK time).",
    );
    expect(noticeOf(await ownerPage("/admin"))).toMatch(
      /^Support access is open until 09:05 on 3 July \(UK time\) — /,
    );

    expect((await send(owner.b, "/admin/support-access", { intent: "revoke" })).status).toBe(303);
    const after = await send(owner.b, "/admin");
    expect(after.status).toBe(200);
    expect((await after.text()).includes("data-support-notice")).toBe(false);
  });
});
