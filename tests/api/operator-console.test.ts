// The install operators' console (issue 44 item 6) through the real host: it answers on OPERATOR_HOST only, an
// operator signs in with a password and a second factor, every form needs its authenticity token, and each action
// changes what the agency's names answer (create → the new site and its owner's link, alias → 301, suspend → 503,
// delete after an export → 404), audited with the operator as actor. Neither realm's session opens the other's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { agencies, auditLog, operatorUsers } from "../../db/schema.ts";
import type { ExportManifest } from "../../modules/agencies/index.ts";
import { createOperatorWithSetupLink } from "../../modules/operators/index.ts";
import { SUSPENDED_TEXT, UNKNOWN_HOST_TEXT } from "../../server/agency-host.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { rawRequest, type RawAnswer } from "../support/raw-http.ts";
import { hostBrowser, hostRequest, type HostBrowser } from "../support/host-browser.ts";
import { headerLines } from "../support/raw-http.ts";
import { nextTotpCode, signedInStaff, STAFF_PASSWORD } from "../support/staff-browser.ts";
import { setUpTotpCode } from "../support/totp-timing.ts";
import { readZip } from "../support/zip.ts";

const CONSOLE = "operator.localhost";
const NEW_SITE = "console-made.localhost";
let app: Awaited<ReturnType<typeof startTestServer>>;
type Browser = HostBrowser;
const browser = (host = CONSOLE) => hostBrowser(host);
const go = (b: Browser, path: string, form?: Record<string, string>, options?: { token?: boolean }) =>
  hostRequest(app.baseUrl, b, path, form, options);

const OPERATOR_EMAIL = "ops@install.example";
let operatorId = 0;
let secret = "";

async function signIn(code: () => string): Promise<{ b: Browser; second: RawAnswer }> {
  const b = browser();
  await go(b, "/console/sign-in");
  const first = await go(b, "/console/sign-in", { email: OPERATOR_EMAIL, password: STAFF_PASSWORD });
  expect(first.status).toBe(303);
  expect(first.header("location")).toBe("/console/sign-in/code");
  await go(b, "/console/sign-in/code");
  return { b, second: await go(b, "/console/sign-in/code", { code: code() }) };
}

let operator: Browser;

/** Text as the server's HTML spells it. */
const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

beforeAll(async () => {
  app = await startTestServer({}, { ownDatabase: true });
  const created = await createOperatorWithSetupLink(app.services.db, {
    email: OPERATOR_EMAIL,
    consoleUrl: `http://${CONSOLE}`,
    origin: { ip: null, userAgent: "operator-console test" },
  });
  operatorId = created!.accountId;
  const b = browser();
  const path = new URL(created!.link).pathname;
  expect((await go(b, path)).status).toBe(200);
  const [row] = await app.services.db
    .select({ totpSecret: operatorUsers.totpSecret })
    .from(operatorUsers)
    .where(eq(operatorUsers.id, operatorId));
  secret = row!.totpSecret!;
  const done = await go(b, path, {
    password: STAFF_PASSWORD,
    password_confirmation: STAFF_PASSWORD,
    code: await setUpTotpCode(secret),
  });
  expect(done.status).toBe(200);
  expect([...done.text().matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)]).toHaveLength(10);
  operator = b;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

describe("the operators' console", () => {
  it("answers on its own hostname only, and nothing else answers there", async () => {
    const anon = browser();
    expect((await go(anon, "/console/sign-in")).text()).toContain("Operator sign in");
    expect((await go(anon, "/")).header("location")).toBe("/console");
    for (const path of ["/search", "/admin/sign-in", "/property/1"]) {
      const answer = await go(anon, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text()).toContain(UNKNOWN_HOST_TEXT);
    }
    // On an agency's names the console's routes do not exist: the agency's own 404.
    for (const path of ["/console", "/console/sign-in", `/console/agencies/1`]) {
      const answer = await go(browser("localhost"), path);
      expect(answer.status, path).toBe(404);
      expect(answer.text()).not.toContain("Operator sign in");
    }
  });

  it("signs in only with the second factor after the password", async () => {
    const { b, second } = await signIn(() => "000000");
    expect(second.status).toBe(401);
    expect((await go(b, "/console")).status).toBe(303);
    const again = await signIn(() => nextTotpCode(secret));
    expect(again.second.status).toBe(303);
    expect(again.second.header("location")).toBe("/console");
    const list = await go(again.b, "/console");
    expect(list.status).toBe(200);
    expect(list.text()).toContain("Marlow &amp; Vale");
    const cookie = headerLines(again.second, "set-cookie").find((line) => line.startsWith("oh_operator="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const row = await latestAudit(app.services.db, "operator.sign-in");
    expect(row).toMatchObject({
      actorOperatorId: operatorId,
      actorStaffId: null,
      subject: `operator:${operatorId}`,
    });
  });

  it("refuses a form without its authenticity token", async () => {
    await go(operator, "/console/agencies/new");
    const refused = await go(
      operator,
      "/console/agencies/new",
      { name: "No Token", hostname: "no-token.localhost", owner_email: "o@no-token.example" },
      { token: false },
    );
    expect(refused.status).toBe(403);
    expect((await go(browser("no-token.localhost"), "/")).status).toBe(404);
  });

  it("checks the new agency's form on the server", async () => {
    await go(operator, "/console/agencies/new");
    const refused = await go(operator, "/console/agencies/new", {
      name: "",
      hostname: "",
      owner_email: "nope",
    });
    expect(refused.status).toBe(422);
    expect(refused.text()).toContain("Enter the agency&#x27;s name");
    const taken = await go(operator, "/console/agencies/new", {
      name: "Taken",
      hostname: "localhost",
      owner_email: "o@taken.example",
    });
    expect(taken.status).toBe(422);
  });

  it("makes an agency whose site answers at once, its alias redirecting and its owner's link working", async () => {
    await go(operator, "/console/agencies/new");
    const made = await go(operator, "/console/agencies/new", {
      name: "Console Made Homes",
      hostname: NEW_SITE,
      aliases: "old-console-made.test",
      owner_email: "owner@console-made.example",
    });
    expect(made.status).toBe(200);
    const link = /data-owner-setup-link[^>]*>([^<]+)</.exec(made.text())?.[1];
    expect(link).toContain(`${NEW_SITE}`);
    const site = await go(browser(NEW_SITE), "/");
    expect(site.status).toBe(200);
    expect(site.text()).toContain("Console Made Homes");
    expect((await go(browser("old-console-made.test"), "/")).status).toBe(301);
    const setUp = await go(browser(NEW_SITE), new URL(link!).pathname);
    expect(setUp.status).toBe(200);
    expect(setUp.text()).toContain("owner@console-made.example");
    const audit = await latestAudit(app.services.db, "agency.create");
    expect(audit).toMatchObject({ actorOperatorId: operatorId, actorEmail: OPERATOR_EMAIL });
  });

  it("counts each agency's requests, pages from the page cache included, apart from every other agency's", async () => {
    const list = await go(operator, "/console");
    const id = Number(
      new RegExp(`href="/console/agencies/(\\d+)"[^>]*>Console Made Homes`).exec(list.text())?.[1],
    );
    const requestsOf = async (agency: number) => {
      const page = (await go(operator, `/console/agencies/${agency}`)).text();
      const figure = /Requests in the last 30 days<\/dt>\s*<dd[^>]*>([\d,]+)</.exec(page)?.[1];
      expect(figure, `agency ${agency}'s page names its requests`).toBeDefined();
      return Number(figure!.replaceAll(",", ""));
    };
    // The earlier tests' requests are written within a second: wait for the figures to settle first.
    const settled = async (agency: number) => {
      let last = -1;
      for (;;) {
        const now = await requestsOf(agency);
        if (now === last) return now;
        last = now;
        await new Promise((resolve) => setTimeout(resolve, 1500));
      }
    };
    const [before, installBefore] = [await settled(id), await settled(1)];
    const visitor = browser(NEW_SITE);
    // The same page twice (the second may come from the page cache, ahead of the host check), a search, a 404.
    const answers = [];
    for (const path of ["/", "/", "/search/sales", "/no-such-page"]) answers.push(await go(visitor, path));
    expect(answers[1]!.header("x-cache")).toBe("HIT");
    // Each process writes its counts within a second; the console's own requests are no agency's.
    await expect.poll(() => requestsOf(id), { timeout: 10_000, interval: 500 }).toBe(before + 4);
    expect(await requestsOf(1)).toBe(installBefore);
  });

  it("adds and removes an alias, suspends and resumes, exports and deletes, each audited", async () => {
    const list = await go(operator, "/console");
    const id = Number(
      new RegExp(`href="/console/agencies/(\\d+)"[^>]*>Console Made Homes`).exec(list.text())?.[1],
    );
    expect(id).toBeGreaterThan(1);
    const page = await go(operator, `/console/agencies/${id}`);
    expect(page.status).toBe(200);

    expect(
      (await go(operator, `/console/agencies/${id}`, { intent: "add-alias", hostname: "another-name.test" }))
        .status,
    ).toBe(303);
    expect((await go(browser("another-name.test"), "/")).header("location")).toMatch(
      new RegExp(`^http://${NEW_SITE}`),
    );
    expect(await latestAudit(app.services.db, "agency.alias.add")).toMatchObject({
      actorOperatorId: operatorId,
    });
    await go(operator, `/console/agencies/${id}`);
    expect(
      (
        await go(operator, `/console/agencies/${id}`, {
          intent: "remove-alias",
          hostname: "another-name.test",
        })
      ).status,
    ).toBe(303);
    expect((await go(browser("another-name.test"), "/")).status).toBe(404);

    expect((await go(operator, `/console/agencies/${id}/status`)).text()).toContain("Suspend the agency");
    expect((await go(operator, `/console/agencies/${id}/status`, { status: "suspended" })).status).toBe(303);
    const suspended = await go(browser(NEW_SITE), "/");
    expect(suspended.status).toBe(503);
    expect(suspended.text()).toContain(SUSPENDED_TEXT);
    expect(await latestAudit(app.services.db, "agency.suspend")).toMatchObject({
      actorOperatorId: operatorId,
      subject: `agency:${id}`,
      before: { status: "live" },
      after: { status: "suspended" },
    });
    await go(operator, `/console/agencies/${id}/status`);
    expect((await go(operator, `/console/agencies/${id}/status`, { status: "live" })).status).toBe(303);
    expect((await go(browser(NEW_SITE), "/")).status).toBe(200);

    // Deleting needs a recent export and the typed primary name.
    await go(operator, `/console/agencies/${id}/delete`);
    const early = await go(operator, `/console/agencies/${id}/delete`, { confirm: NEW_SITE });
    expect(early.status).toBe(422);
    await go(operator, `/console/agencies/${id}`);
    const zip = await go(operator, `/console/agencies/${id}/export`, {});
    expect(zip.status).toBe(200);
    expect(zip.header("content-type")).toBe("application/zip");
    expect(zip.body.subarray(0, 2).toString()).toBe("PK");
    expect(await latestAudit(app.services.db, "agency.export")).toMatchObject({
      actorOperatorId: operatorId,
    });
    await go(operator, `/console/agencies/${id}/delete`);
    expect(
      (await go(operator, `/console/agencies/${id}/delete`, { confirm: "wrong.localhost" })).status,
    ).toBe(422);
    const deleted = await go(operator, `/console/agencies/${id}/delete`, { confirm: NEW_SITE });
    expect(deleted.status).toBe(303);
    expect((await go(browser(NEW_SITE), "/")).status).toBe(404);
    const [row] = await app.services.db.select().from(auditLog).where(eq(auditLog.action, "agency.delete"));
    expect(row).toMatchObject({ actorOperatorId: operatorId, subject: `agency:${id}` });
  });

  it("makes a group site by adding a member, refuses each broken rule in its words, moves and takes out the member, each audited", async () => {
    const make = async (name: string, hostname: string) => {
      await go(operator, "/console/agencies/new");
      const made = await go(operator, "/console/agencies/new", {
        name,
        hostname,
        owner_email: `owner@${hostname}`,
      });
      expect(made.status).toBe(200);
      return Number(/href="\/console\/agencies\/(\d+)"/.exec(made.text())![1]);
    };
    const coast = await make("Coast Group", "coast-group.localhost");
    const harbour = await make("Harbour Homes", "harbour-homes.localhost");
    const quay = await make("Quay Lettings", "quay-lettings.localhost");
    const groupOf = async (id: number) =>
      (await app.services.db.select().from(agencies).where(eq(agencies.id, id)))[0]!.groupAgencyId;
    const groupAudits = async () =>
      (await app.services.db.select().from(auditLog).where(eq(auditLog.action, "agency.group"))).length;
    const setGroup = async (member: number, group: string, options?: { token?: boolean }) => {
      await go(operator, `/console/agencies/${member}`);
      return go(operator, `/console/agencies/${member}`, { intent: "set-group", group }, options);
    };

    const before = await go(operator, `/console/agencies/${harbour}`);
    expect(before.text()).toContain("In no group site.");
    // Offered: the agencies that may be its group; not the install's own, nor itself.
    expect(before.text()).toContain(`<option value="${coast}">Coast Group</option>`);
    expect(before.text()).not.toContain('<option value="1">');
    expect(before.text()).not.toContain(`<option value="${harbour}">`);

    expect((await setGroup(harbour, String(coast), { token: false })).status).toBe(403);
    expect(await groupOf(harbour)).toBe(null);

    const joined = await setGroup(harbour, String(coast));
    expect(joined.status).toBe(303);
    expect(joined.header("location")).toBe(`/console/agencies/${harbour}?done=group`);
    expect(await groupOf(harbour)).toBe(coast);
    expect(await latestAudit(app.services.db, "agency.group")).toMatchObject({
      agencyId: 1,
      actorOperatorId: operatorId,
      subject: `agency:${harbour}`,
      before: { groupId: null },
      after: { groupId: coast },
    });
    const member = (await go(operator, joined.header("location")!)).text();
    expect(member).toContain(html("Harbour Homes is now a member of Coast Group"));
    // The group's page names its members and offers it no group: a group cannot join another.
    const group = (await go(operator, `/console/agencies/${coast}`)).text();
    expect(group).toMatch(
      new RegExp(`data-group-members[^]*href="/console/agencies/${harbour}"[^>]*>Harbour Homes<`),
    );
    expect(group).not.toContain('name="group"');

    // The member's export names its group in the agency's own row.
    await go(operator, `/console/agencies/${harbour}`);
    const zip = await go(operator, `/console/agencies/${harbour}/export`, {});
    expect(zip.status).toBe(200);
    const zipFile = path.join(mkdtempSync(path.join(tmpdir(), "oh-console-group-")), "harbour.zip");
    writeFileSync(zipFile, zip.body);
    const manifest = JSON.parse((await readZip(zipFile)).get("manifest.json")!.toString()) as ExportManifest;
    expect(manifest.agency).toMatchObject({ id: harbour, groupId: coast });

    const audits = await groupAudits();
    const refusals: [number, string, string][] = [
      [quay, "1", "Marlow & Vale is the install's own agency and cannot be a group site."],
      [quay, String(quay), "Quay Lettings cannot be a member of its own group site."],
      [quay, String(harbour), "Harbour Homes is a member of Coast Group: a member cannot be a group site."],
      [coast, String(quay), "Coast Group is itself a group site: a group cannot be a member of another."],
      [quay, "999999", "No agency is 999999."],
      [quay, "coast", "Choose a group site from the list, or None"],
    ];
    for (const [memberId, group, message] of refusals) {
      const refused = await setGroup(memberId, group);
      expect(refused.status, message).toBe(422);
      const page = refused.text();
      // The summary takes the focus as the page opens; the message is tied to the list (none at a group).
      expect(page, message).toMatch(
        new RegExp(`<div[^>]*tabindex="-1"[^>]*autofocus=""[^>]*>[^]*?${escapeRegExp(html(message))}`),
      );
      if (memberId !== coast)
        expect(page, message).toContain(
          `<p id="group-site-error" class="mt-1 text-sm text-red-700">${html(message)}</p>`,
        );
      if (memberId !== coast)
        expect(page, message).toMatch(/<select[^>]*aria-describedby="group-site-hint group-site-error"/);
    }
    expect(await groupOf(quay)).toBe(null);
    expect(await groupOf(coast)).toBe(null);
    expect(await groupAudits()).toBe(audits);

    // A new group replaces the old: Coast is left with no member, so no longer a group.
    expect((await setGroup(harbour, String(quay))).status).toBe(303);
    expect(await groupOf(harbour)).toBe(quay);
    expect((await go(operator, `/console/agencies/${coast}`)).text()).toContain('name="group"');

    const left = await setGroup(harbour, "");
    expect(left.status).toBe(303);
    expect(await groupOf(harbour)).toBe(null);
    expect((await go(operator, left.header("location")!)).text()).toContain(
      "Harbour Homes is in no group site.",
    );
    expect(await latestAudit(app.services.db, "agency.group")).toMatchObject({
      actorOperatorId: operatorId,
      subject: `agency:${harbour}`,
      before: { groupId: quay },
      after: { groupId: null },
    });
    expect(await groupAudits()).toBe(audits + 2);
  });

  it("keeps the realms apart: a staff session does not open the console, an operator's not the back office", async () => {
    const staff = await signedInStaff(app);
    const staffCookies = [...staff.b.jar.values()].join("; ");
    expect(staffCookies).toContain("oh_staff=");
    const asStaff = await rawRequest(app.baseUrl, "GET", "/console", { Host: CONSOLE, cookie: staffCookies });
    expect(asStaff.status).toBe(303);
    expect(asStaff.header("location")).toBe("/console/sign-in");
    // The operator's cookies sent to an agency's name (a browser would not send them: they are the console host's).
    const operatorCookies = [...operator.jar.values()].join("; ");
    expect(operatorCookies).toContain("oh_operator=");
    const asOperator = await rawRequest(app.baseUrl, "GET", "/admin", {
      Host: "localhost",
      cookie: operatorCookies,
    });
    expect(asOperator.status).toBe(303);
    expect(asOperator.header("location")).toMatch(/^\/admin\/sign-in/);
  });
});
