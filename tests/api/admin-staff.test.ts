// The back office's staff side (issue 14): invites by email (single use, 24 hours, a resend kills the old
// link), what owners and managers may do to whose account (scoped on the server), disabling, the last owner,
// the account page (password, recovery codes, sessions), and passkeys as a second factor that still cannot be
// skipped — run over HTTP with a software authenticator (tests/support/software-passkey.ts). A server of its
// own, so rows can be read and backdated in its database and limits start clean.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  branches,
  outboxEmails,
  staffPasskeys,
  staffSessions,
  staffSetupTokens,
  staffUsers,
} from "../../db/schema.ts";
import type { StaffRole } from "../../modules/staff/model/roles.ts";
import { relyingParty } from "../../modules/staff/use-cases/staff-passkeys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { madeUpChallenge, SoftwarePasskey, type RequestOptions } from "../support/software-passkey.ts";
import {
  completeStaffSetUp,
  newStaff,
  nextTotpCode,
  send,
  signedInStaff,
  STAFF_PASSWORD,
  staffBrowser,
  staffSignIn,
  uniqueStaffEmail,
  type StaffBrowser,
} from "../support/staff-browser.ts";
import { registerUser } from "./accounts-support.ts";
import { expectRefusedWith } from "../support/answers.ts";

const SPENT = "This set-up link has expired or has already been used.";
const SETUP_LINK = /\/admin\/setup\/[A-Za-z0-9_-]{43}/;
let app: Awaited<ReturnType<typeof startTestServer>>;
let branchA: number;
let branchB: number;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  const rows = await app.services.db.select({ id: branches.id }).from(branches).orderBy(asc(branches.id));
  expect(rows.length).toBeGreaterThanOrEqual(2);
  [branchA, branchB] = [rows[0]!.id, rows[1]!.id];
});
afterAll(() => app?.stop());

const db = () => app.services.db;
const signedIn = (role: StaffRole, branchIds: number[] = []) => signedInStaff(app, { role, branchIds });
const ticked = (...ids: number[]) => Object.fromEntries(ids.map((id) => [`branch_ids[${id}]`, "1"]));

/** Invites through the form; the new account's id from the redirect. */
async function invite(b: StaffBrowser, role: StaffRole, branchIds: number[], email = uniqueStaffEmail(role)) {
  const response = await send(b, "/admin/staff/invite", {
    email,
    name: "New Colleague",
    role,
    ...ticked(...branchIds),
  });
  const id = /^\/admin\/staff\/(\d+)\?done=invited$/.exec(response.headers.get("location") ?? "")?.[1];
  return { response, email, staffUserId: id ? Number(id) : null };
}

/** The set-up links emailed to `email`, oldest first, read from the outbox the mail is sent from. */
async function setupLinksTo(email: string): Promise<string[]> {
  const rows = await db()
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.to, email))
    .orderBy(asc(outboxEmails.id));
  return rows.map((row) => SETUP_LINK.exec(row.text)?.[0] ?? "");
}

async function auditActions(subjectId: number): Promise<string[]> {
  const rows = await db()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.subject, `staff:${subjectId}`))
    .orderBy(asc(auditLog.id));
  return rows.map((row) => row.action);
}

/** The member of staff set up from an emailed link, signed in in a browser of their own. */
async function setUpFromLink(email: string, pathname: string, staffUserId: number) {
  return completeStaffSetUp(app, { email, path: pathname, staffUserId });
}

describe("staff routes refuse whoever may not use them", () => {
  it("redirects signed-out requests and visitor sessions to the sign-in page", async () => {
    const visitor = await registerUser(app.baseUrl);
    for (const pathname of ["/admin/staff", "/admin/staff/invite", "/admin/staff/1", "/admin/account"]) {
      for (const headers of [{}, visitor.visitor.headers]) {
        const response = await fetch(`${app.baseUrl}${pathname}`, { headers, redirect: "manual" });
        expect(response.status, pathname).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
    }
    const post = await fetch(`${app.baseUrl}/admin/account/passkey-options`, {
      method: "POST",
      headers: { ...visitor.visitor.headers, "x-csrf-token": visitor.visitor.token },
      redirect: "manual",
    });
    expect(post.status).toBe(303);
    expect(post.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
  });

  it("gives negotiators and editors 403 on the staff pages, and everyone their own account page", async () => {
    for (const role of ["negotiator", "editor"] as const) {
      const { b } = await signedIn(role, role === "negotiator" ? [branchA] : []);
      for (const pathname of ["/admin/staff", "/admin/staff/invite", "/admin/staff/1"]) {
        expect((await send(b, pathname)).status, `${role} ${pathname}`).toBe(403);
      }
      const attempt = await send(b, "/admin/staff/invite", { email: uniqueStaffEmail(), role: "negotiator" });
      expect(attempt.status).toBe(403);
      expect((await send(b, "/admin/account")).status).toBe(200);
    }
  });

  it("refuses every write without the authenticity token", async () => {
    const owner = await signedIn("owner");
    const target = await signedIn("negotiator", [branchA]);
    const email = uniqueStaffEmail("no-token");
    const writes: [string, Record<string, string>][] = [
      ["/admin/staff/invite", { email, role: "editor" }],
      [`/admin/staff/${target.staffUserId}`, { intent: "disable" }],
      ["/admin/account", { intent: "recovery-codes" }],
      ["/admin/account/passkey-options", {}],
      ["/admin/sign-in/passkey-options", {}],
    ];
    for (const [pathname, form] of writes) {
      const response = await send(owner.b, pathname, form, { token: false });
      // Refused before any route runs (issue 42 item 4: a form comes back as itself, 403, nothing done).
      expect(response.status, pathname).toBeGreaterThanOrEqual(400);
    }
    expect(await db().select().from(staffUsers).where(eq(staffUsers.email, email))).toEqual([]);
    expect((await send(target.b, "/admin")).status).toBe(200);
  });
});

describe("invites", () => {
  it("emails a set-up link that works once, and lists the member as invited, then active", async () => {
    const owner = await signedIn("owner");
    const { response, email, staffUserId } = await invite(owner.b, "negotiator", [branchA]);
    expect(response.status).toBe(303);
    expect(staffUserId).not.toBeNull();

    const [row] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(row!.subject).toMatch(/back-office account/);
    expect(row!.text).toContain("has invited you");
    expect(row!.text).toContain("a negotiator (");
    const [pathname] = await setupLinksTo(email);
    expect(pathname).toMatch(SETUP_LINK);
    const [token] = await db()
      .select()
      .from(staffSetupTokens)
      .where(eq(staffSetupTokens.staffUserId, staffUserId!));
    const hours = (token!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const list = await (await send(owner.b, "/admin/staff")).text();
    expect(list).toMatch(new RegExp(`data-staff-row="${email}"[\\s\\S]*?Invited`));

    // The outbox sends it (no SMTP_URL here: a .eml file in the mail folder).
    await expect.poll(() => mailFileTo(email), { timeout: 15_000 }).toBeTruthy();

    await setUpFromLink(email, pathname!, staffUserId!);
    expect(await (await send(await staffBrowser(app), pathname!)).text()).toContain(SPENT);
    const after = await (await send(owner.b, "/admin/staff")).text();
    expect(after).toMatch(new RegExp(`data-staff-row="${email}"[\\s\\S]*?Active`));
    expect(await auditActions(staffUserId!)).toEqual(["staff.invite", "staff.setup"]);
  });

  it("refuses a link after 24 hours, and an email that already has an account", async () => {
    const owner = await signedIn("owner");
    const { email, staffUserId } = await invite(owner.b, "editor", []);
    const [pathname] = await setupLinksTo(email);
    await db()
      .update(staffSetupTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSetupTokens.staffUserId, staffUserId!));
    expect(await (await send(await staffBrowser(app), pathname!)).text()).toContain(SPENT);

    const again = await invite(owner.b, "editor", [], email.toUpperCase());
    expect(again.response.status).toBe(422);
    expect(await again.response.text()).toContain("This email already has a staff account");
  });

  it("resends: a new link works and the old one is dead", async () => {
    const owner = await signedIn("owner");
    const { email, staffUserId } = await invite(owner.b, "manager", [branchA, branchB]);
    const resent = await send(owner.b, `/admin/staff/${staffUserId}`, { intent: "resend" });
    expect(resent.status).toBe(303);
    expect(resent.headers.get("location")).toBe(`/admin/staff/${staffUserId}?done=resend`);
    const [first, second] = await setupLinksTo(email);
    expect(second).toMatch(SETUP_LINK);
    expect(second).not.toBe(first);
    expect(await (await send(await staffBrowser(app), first!)).text()).toContain(SPENT);
    expect((await send(await staffBrowser(app), second!)).status).toBe(200);
    await setUpFromLink(email, second!, staffUserId!);
    // Set up: nothing left to resend.
    expect((await send(owner.b, `/admin/staff/${staffUserId}`, { intent: "resend" })).status).toBe(409);
  });

  it("asks for a branch for managers and negotiators", async () => {
    const owner = await signedIn("owner");
    const { response } = await invite(owner.b, "negotiator", []);
    await expectRefusedWith(response, "Choose at least one branch");
  });
});

describe("managers", () => {
  it("invite negotiators to their own branches only, and manage only those", async () => {
    const manager = await signedIn("manager", [branchA]);
    const ok = await invite(manager.b, "negotiator", [branchA]);
    expect(ok.response.status).toBe(303);
    expect((await invite(manager.b, "owner", [])).response.status).toBe(403);
    expect((await invite(manager.b, "manager", [branchA])).response.status).toBe(403);
    expect((await invite(manager.b, "negotiator", [branchB])).response.status).toBe(403);
    expect((await invite(manager.b, "negotiator", [branchA, branchB])).response.status).toBe(403);

    const elsewhere = await signedIn("negotiator", [branchB]);
    const owner = await signedIn("owner");
    const list = await (await send(manager.b, "/admin/staff")).text();
    expect(list).toContain(ok.email);
    expect(list).toContain(manager.email);
    expect(list).not.toContain(elsewhere.email);
    expect(list).not.toContain(owner.email);

    // Another branch's member does not exist for this manager; their own negotiator does.
    expect((await send(manager.b, `/admin/staff/${elsewhere.staffUserId}`)).status).toBe(404);
    expect(
      (await send(manager.b, `/admin/staff/${elsewhere.staffUserId}`, { intent: "disable" })).status,
    ).toBe(404);
    expect((await send(elsewhere.b, "/admin")).status).toBe(200);
    expect((await send(manager.b, `/admin/staff/${owner.staffUserId}`, { intent: "disable" })).status).toBe(
      404,
    );
    // Role and branches, and the second-factor reset, are owners' alone.
    const access = await send(manager.b, `/admin/staff/${ok.staffUserId}`, {
      intent: "access",
      role: "manager",
      ...ticked(branchA),
    });
    expect(access.status).toBe(403);
    expect((await send(manager.b, `/admin/staff/${ok.staffUserId}`, { intent: "reset" })).status).toBe(403);
    expect((await send(manager.b, `/admin/staff/${ok.staffUserId}`, { intent: "disable" })).status).toBe(303);
  });
});

describe("disabling", () => {
  it("ends every session at once, refuses sign-in, and enabling lets the member back", async () => {
    const owner = await signedIn("owner");
    const member = await newStaff(app, { role: "negotiator", branchIds: [branchA] });
    const { b: firstBrowser, secret, codes } = await completeStaffSetUp(app, member);
    const second = await staffSignIn(app, member.email, codes[0]!);
    expect(second.second.status).toBe(303);

    const disabled = await send(owner.b, `/admin/staff/${member.staffUserId}`, { intent: "disable" });
    expect(disabled.status).toBe(303);
    expect(disabled.headers.get("location")).toBe(`/admin/staff/${member.staffUserId}?done=disable`);
    for (const b of [firstBrowser, second.b]) expect((await send(b, "/admin")).status).toBe(303);
    expect(
      await db().select().from(staffSessions).where(eq(staffSessions.staffUserId, member.staffUserId)),
    ).toEqual([]);
    const page = await (await send(owner.b, `/admin/staff/${member.staffUserId}`)).text();
    expect(page).toContain("Disabled");

    const b = await staffBrowser(app);
    const refused = await send(b, "/admin/sign-in", { email: member.email, password: STAFF_PASSWORD });
    expect(refused.status).toBe(401);

    expect((await send(owner.b, `/admin/staff/${member.staffUserId}`, { intent: "enable" })).status).toBe(
      303,
    );
    const back = await staffSignIn(app, member.email, nextTotpCode(secret));
    expect(back.second.status).toBe(303);
    expect(await auditActions(member.staffUserId)).toEqual(
      expect.arrayContaining(["staff.disabled", "staff.enabled"]),
    );
  });

  it("changes role and branches, and resets the second factor with a new link", async () => {
    const owner = await signedIn("owner");
    const member = await signedIn("negotiator", [branchA]);
    const changed = await send(owner.b, `/admin/staff/${member.staffUserId}`, {
      intent: "access",
      role: "manager",
      ...ticked(branchA, branchB),
    });
    expect(changed.status).toBe(303);
    expect((await send(member.b, "/admin/staff")).status).toBe(200);

    const reset = await send(owner.b, `/admin/staff/${member.staffUserId}`, { intent: "reset" });
    expect(reset.status).toBe(303);
    expect((await send(member.b, "/admin")).status).toBe(303);
    const [user] = await db().select().from(staffUsers).where(eq(staffUsers.id, member.staffUserId));
    expect(user!.totpSecret).toBeNull();
    const links = await setupLinksTo(member.email);
    expect(links).toHaveLength(1);
    const [email] = await db().select().from(outboxEmails).where(eq(outboxEmails.to, member.email));
    expect(email!.subject).toMatch(/again/);
    const { b } = await setUpFromLink(member.email, links[0]!, member.staffUserId);
    expect((await send(b, "/admin/staff")).status).toBe(200);
  });
});

describe("the last owner", () => {
  it("can never be demoted, disabled or reset; with a second owner, one may go", async () => {
    const owner = await signedIn("owner");
    // Every other owner of this suite steps aside for the length of the test.
    const others = await db()
      .update(staffUsers)
      .set({ disabledAt: new Date() })
      .where(
        and(
          eq(staffUsers.role, "owner"),
          ne(staffUsers.id, owner.staffUserId),
          isNull(staffUsers.disabledAt),
        ),
      )
      .returning({ id: staffUsers.id });
    try {
      const self = `/admin/staff/${owner.staffUserId}`;
      const demote = await send(owner.b, self, { intent: "access", role: "manager", ...ticked(branchA) });
      expect(demote.status).toBe(409);
      expect(await demote.text()).toContain("last owner");
      expect((await send(owner.b, self, { intent: "disable" })).status).toBe(409);
      expect((await send(owner.b, self, { intent: "reset" })).status).toBe(409);
      expect((await send(owner.b, "/admin")).status).toBe(200);

      // An invited owner who has not set up yet cannot sign in, so does not count.
      const invited = await invite(owner.b, "owner", []);
      expect((await send(owner.b, self, { intent: "disable" })).status).toBe(409);
      const [link] = await setupLinksTo(invited.email);
      const second = await setUpFromLink(invited.email, link!, invited.staffUserId!);
      const demoted = await send(second.b, self, { intent: "access", role: "editor" });
      expect(demoted.status).toBe(303);
      // Now the second owner is the last one.
      const selfDisable = await send(second.b, `/admin/staff/${invited.staffUserId}`, { intent: "disable" });
      expect(selfDisable.status).toBe(409);
      expect((await send(owner.b, "/admin/staff")).status).toBe(403);
    } finally {
      const ids = others.map((row) => row.id);
      if (ids.length)
        await db().update(staffUsers).set({ disabledAt: null }).where(inArray(staffUsers.id, ids));
    }
  });
});

describe("the account page", () => {
  it("changes the password with the current one, and ends the other sessions", async () => {
    const owner = await signedIn("owner");
    const other = await staffSignIn(app, owner.email, nextTotpCode(owner.secret));
    expect(other.second.status).toBe(303);
    const NEW = "an even longer staff password";

    const wrong = await send(owner.b, "/admin/account", {
      intent: "password",
      current_password: "not it at all",
      password: NEW,
      password_confirmation: NEW,
    });
    await expectRefusedWith(wrong, "That is not your current password");
    const mismatch = await send(owner.b, "/admin/account", {
      intent: "password",
      current_password: STAFF_PASSWORD,
      password: NEW,
      password_confirmation: `${NEW}!`,
    });
    await expectRefusedWith(mismatch, "Passwords do not match");
    const short = await send(owner.b, "/admin/account", {
      intent: "password",
      current_password: STAFF_PASSWORD,
      password: "short",
      password_confirmation: "short",
    });
    expect(short.status).toBe(422);

    const done = await send(owner.b, "/admin/account", {
      intent: "password",
      current_password: STAFF_PASSWORD,
      password: NEW,
      password_confirmation: NEW,
    });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/admin/account?done=password");
    expect((await send(owner.b, "/admin/account")).status).toBe(200);
    expect((await send(other.b, "/admin")).status).toBe(303);

    const b = await staffBrowser(app);
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: STAFF_PASSWORD })).status).toBe(
      401,
    );
    expect((await send(b, "/admin/sign-in", { email: owner.email, password: NEW })).status).toBe(303);
    expect(await auditActions(owner.staffUserId)).toContain("staff.password-changed");
  });

  it("makes new recovery codes, shown once; the old ones stop working", async () => {
    const staff = await newStaff(app, { role: "editor" });
    const { b, codes: old } = await completeStaffSetUp(app, staff);
    const made = await send(b, "/admin/account", { intent: "recovery-codes" });
    expect(made.status).toBe(200);
    const html = await made.text();
    const codes = [...html.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(10);
    // Shown once: the page does not show them again.
    const page = await (await send(b, "/admin/account")).text();
    expect(page).not.toContain(codes[0]!);
    expect(page).toContain("You have 10 unused recovery codes");

    expect((await staffSignIn(app, staff.email, old[0]!)).second.status).toBe(401);
    expect((await staffSignIn(app, staff.email, codes[3]!)).second.status).toBe(303);
    expect((await staffSignIn(app, staff.email, codes[3]!)).second.status).toBe(401);
    expect(await auditActions(staff.staffUserId)).toContain("staff.recovery-codes-regenerated");
  });

  it("lists the live sessions and signs out another one, never another account's", async () => {
    const staff = await signedIn("negotiator", [branchA]);
    const other = await staffSignIn(app, staff.email, nextTotpCode(staff.secret));
    expect(other.second.status).toBe(303);
    const page = await (await send(staff.b, "/admin/account")).text();
    const handles = [...page.matchAll(/name="session" value="([0-9a-f]{64})"/g)].map((m) => m[1]!);
    expect(handles).toHaveLength(2);
    expect(page).toContain("(this browser)");
    const [mine] = await db()
      .select({ idHash: staffSessions.idHash })
      .from(staffSessions)
      .where(eq(staffSessions.staffUserId, staff.staffUserId))
      .orderBy(asc(staffSessions.createdAt))
      .limit(1);
    const otherHandle = handles.find((handle) => handle !== mine!.idHash)!;

    const stranger = await signedIn("owner");
    expect(
      (await send(stranger.b, "/admin/account", { intent: "end-session", session: otherHandle })).status,
    ).toBe(404);
    expect((await send(other.b, "/admin")).status).toBe(200);

    const ended = await send(staff.b, "/admin/account", { intent: "end-session", session: otherHandle });
    expect(ended.status).toBe(303);
    expect((await send(other.b, "/admin")).status).toBe(303);
    expect((await send(staff.b, "/admin")).status).toBe(200);
  });
});

describe("passkeys", () => {
  const party = () => relyingParty(app.services.config.publicUrl);

  async function registerPasskey(b: StaffBrowser, name = "Test key") {
    const key = new SoftwarePasskey(party().origin, party().rpID);
    const options = await send(b, "/admin/account/passkey-options", {});
    expect(options.status).toBe(200);
    expect(options.headers.get("cache-control")).toBe("no-store");
    const added = await send(b, "/admin/account", {
      intent: "add-passkey",
      name,
      passkey_response: JSON.stringify(key.register(await options.json())),
    });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/admin/account?done=passkey-added");
    return key;
  }

  /** The password step in a new browser, then the passkey options for it. */
  async function passwordThenOptions(email: string) {
    const b = await staffBrowser(app);
    expect((await send(b, "/admin/sign-in", { email, password: STAFF_PASSWORD })).status).toBe(303);
    const page = await (await send(b, "/admin/sign-in/code")).text();
    const response = await send(b, "/admin/sign-in/passkey-options", {});
    return { b, page, response };
  }

  it("registers a passkey on the account page and signs in with the password and the passkey", async () => {
    const owner = await signedIn("owner");
    const key = await registerPasskey(owner.b, "Work laptop");
    const account = await (await send(owner.b, "/admin/account")).text();
    expect(account).toContain("Work laptop");

    const { b, page, response } = await passwordThenOptions(owner.email);
    expect(page).toContain("Use a passkey");
    expect(page).toContain('src="/admin/passkeys.js"');
    const options = (await response.json()) as RequestOptions;
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([key.id]);
    const assertion = JSON.stringify(key.assert(options));
    const signedInNow = await send(b, "/admin/sign-in/code", { passkey_response: assertion });
    expect(signedInNow.status).toBe(303);
    expect(signedInNow.headers.get("location")).toBe("/admin");
    expect((await send(b, "/admin")).status).toBe(200);

    const [row] = await db()
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffUserId, owner.staffUserId));
    expect(row!.counter).toBe(key.counter);
    expect(row!.lastUsedAt).not.toBeNull();
    const signIns = await db()
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, "staff.sign-in"), eq(auditLog.actorStaffId, owner.staffUserId)));
    expect(signIns.map((r) => (r.after as { method: string }).method)).toContain("passkey");

    // The replayed assertion: its challenge is spent, even with a fresh pending sign-in.
    const again = await passwordThenOptions(owner.email);
    expect((await send(again.b, "/admin/sign-in/code", { passkey_response: assertion })).status).toBe(401);
    expect((await send(again.b, "/admin")).status).toBe(303);

    // Removing it leaves TOTP as it was.
    const removed = await send(owner.b, "/admin/account", {
      intent: "remove-passkey",
      passkey_id: String(row!.id),
    });
    expect(removed.status).toBe(303);
    const other = await signedIn("owner");
    expect(
      (await send(other.b, "/admin/account", { intent: "remove-passkey", passkey_id: String(row!.id) }))
        .status,
    ).toBe(404);
    expect((await staffSignIn(app, owner.email, nextTotpCode(owner.secret))).second.status).toBe(303);
    expect(await auditActions(owner.staffUserId)).toEqual(
      expect.arrayContaining(["staff.passkey-added", "staff.passkey-removed"]),
    );
  });

  it("cannot skip the second factor: forged, replayed, stale or foreign assertions fail, and the wait grows", async () => {
    const owner = await signedIn("owner");
    const key = await registerPasskey(owner.b);
    const stranger = new SoftwarePasskey(party().origin, party().rpID);

    // No password given: no options, and an assertion alone starts nothing.
    const nobody = await staffBrowser(app);
    expect((await send(nobody, "/admin/sign-in/passkey-options", {})).status).toBe(401);
    const alone = await send(nobody, "/admin/sign-in/code", {
      passkey_response: JSON.stringify(key.assert({ challenge: madeUpChallenge() })),
    });
    expect(alone.status).toBe(303);
    expect(alone.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);

    const { b, response } = await passwordThenOptions(owner.email);
    const options = (await response.json()) as RequestOptions;
    const lies = [
      key.assert(options, { challenge: madeUpChallenge() }),
      key.assert(options, { origin: "https://evil.example" }),
      stranger.assert(options),
      key.assert(options, { credentialId: stranger.id }),
      "not json",
    ];
    for (const lie of lies) {
      const answer = await send(b, "/admin/sign-in/code", {
        passkey_response: typeof lie === "string" ? lie : JSON.stringify(lie),
      });
      expect(answer.status).toBe(401);
      expect(await answer.text()).toContain("That passkey did not work");
    }
    // Five failures: the sixth attempt must wait, whatever it carries.
    const waiting = await send(b, "/admin/sign-in/code", {
      passkey_response: JSON.stringify(key.assert(options)),
    });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send(b, "/admin")).status).toBe(303);
  });

  it("uses each challenge once, refuses an old counter, and offers no passkey to an account without one", async () => {
    const owner = await signedIn("owner");
    const key = await registerPasskey(owner.b);

    // A second ceremony replaces the first: the first challenge no longer works.
    const first = await passwordThenOptions(owner.email);
    const firstOptions = (await first.response.json()) as RequestOptions;
    const secondOptions = (await (
      await send(first.b, "/admin/sign-in/passkey-options", {})
    ).json()) as RequestOptions;
    expect(secondOptions.challenge).not.toBe(firstOptions.challenge);
    const stale = await send(first.b, "/admin/sign-in/code", {
      passkey_response: JSON.stringify(key.assert(firstOptions)),
    });
    expect(stale.status).toBe(401);

    // A good sign-in moves the counter on; an assertion that does not move it past that is a cloned key.
    const good = await passwordThenOptions(owner.email);
    const goodOptions = (await good.response.json()) as RequestOptions;
    const signedInNow = await send(good.b, "/admin/sign-in/code", {
      passkey_response: JSON.stringify(key.assert(goodOptions)),
    });
    expect(signedInNow.status).toBe(303);
    const cloned = await passwordThenOptions(owner.email);
    const clonedOptions = (await cloned.response.json()) as RequestOptions;
    const sameCounter = await send(cloned.b, "/admin/sign-in/code", {
      passkey_response: JSON.stringify(key.assert(clonedOptions, { counter: key.counter })),
    });
    expect(sameCounter.status).toBe(401);

    const plain = await signedIn("editor");
    const none = await passwordThenOptions(plain.email);
    expect(none.page).not.toContain("Use a passkey");
    expect(none.response.status).toBe(404);
  });

  it("refuses a registration for another origin or without a ceremony", async () => {
    const staff = await signedIn("editor");
    const foreign = new SoftwarePasskey("https://evil.example", party().rpID);
    const options = await (await send(staff.b, "/admin/account/passkey-options", {})).json();
    const wrongOrigin = await send(staff.b, "/admin/account", {
      intent: "add-passkey",
      name: "Evil",
      passkey_response: JSON.stringify(foreign.register(options)),
    });
    expect(wrongOrigin.status).toBe(400);
    const key = new SoftwarePasskey(party().origin, party().rpID);
    const noCeremony = await send(staff.b, "/admin/account", {
      intent: "add-passkey",
      name: "Made up",
      passkey_response: JSON.stringify(key.register({ challenge: madeUpChallenge(), rp: {} })),
    });
    expect(noCeremony.status).toBe(400);
    expect(
      await db().select().from(staffPasskeys).where(eq(staffPasskeys.staffUserId, staff.staffUserId)),
    ).toEqual([]);
  });

  it("serves the one browser script with its type, kept by no cache (issue 43)", async () => {
    const script = await fetch(`${app.baseUrl}/admin/passkeys.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(script.headers.get("cache-control")).toBe("no-store");
    expect(await script.text()).toContain("parseRequestOptionsFromJSON");
  });
});

/** A .eml file in the server's mail folder addressed to `email`, or null. */
async function mailFileTo(email: string): Promise<string | null> {
  const dir = path.join(app.dataDir, "mail");
  const files = await readdir(dir).catch(() => [] as string[]);
  for (const file of files) {
    const raw = await readFile(path.join(dir, file), "utf8");
    if (new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "m").test(raw)) return file;
  }
  return null;
}
