// The site's content in the back office (issue 15 item 1) over HTTP: a real server on its own database, staff
// signed in as people are. Role boundaries (analytics for owners only, even through a publish or rollback);
// validation refusals that change nothing (bad JSON, a field named by its path, a failing contrast pair beside
// its colour); a save is a draft the public site does not show until it is published, then shows at once;
// comparison; rollback; discard; a content file load makes a version; every write audited.
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent, siteContentVersions } from "../../db/schema.ts";
import { loadSiteContent } from "../../modules/content/use-cases/site-content.ts";
import type { SiteContent } from "../../modules/content/model/site-content.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";
import { expectRefusedWith } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Staff;
let editor: Staff;
let manager: Staff;
let negotiator: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ owner, editor, manager, negotiator } = await signedInCast(app, [
    "owner",
    "editor",
    "manager",
    "negotiator",
  ]));
}, 300_000);

afterAll(() => app?.stop());

async function live<K extends keyof SiteContent>(key: K): Promise<SiteContent[K]> {
  const [row] = await app.services.db.select().from(siteContent).where(eq(siteContent.key, key));
  return row!.value as SiteContent[K];
}

const versionCount = async () =>
  (await app.services.db.select({ n: count() }).from(siteContentVersions))[0]!.n;
const lastAudit = (action: string) => latestAudit(app.services.db, action);

const home = async () => (await fetch(`${app.baseUrl}/`)).text();

const saveJson = (who: Staff, key: string, value: unknown) =>
  send(who.b, `/admin/content/${key}`, { intent: "json", json: JSON.stringify(value) });

describe("who may edit the site's content", () => {
  it("opens to owners and editors; analytics to owners only", async () => {
    for (const who of [manager, negotiator]) {
      expect((await send(who.b, "/admin/content")).status).toBe(403);
      expect((await send(who.b, "/admin/content/theme")).status).toBe(403);
    }
    expect((await send(editor.b, "/admin/content")).status).toBe(200);
    expect((await send(editor.b, "/admin/content/theme")).status).toBe(200);
    expect((await send(editor.b, "/admin/content/analytics")).status).toBe(403);
    expect(await (await send(editor.b, "/admin/content")).text()).not.toContain("/admin/content/analytics");
    const before = await versionCount();
    expect((await saveJson(editor, "analytics", { analytics_code: "<script>1</script>" })).status).toBe(403);
    expect(await versionCount()).toBe(before);
    const owners = await send(owner.b, "/admin/content/analytics");
    expect(owners.status).toBe(200);
    expect(await owners.text()).toContain("What the Content-Security-Policy will allow");
    expect((await send(owner.b, "/admin/content/no-such-section")).status).toBe(404);
  });
});

describe("saving, publishing, comparing and rolling back", () => {
  let firstVersion: number;

  it("refuses bad JSON and a field that breaks its schema, naming it, and saves nothing", async () => {
    const before = await versionCount();
    const bad = await send(editor.b, "/admin/content/header", { intent: "json", json: "{ not json" });
    await expectRefusedWith(bad, "This is not valid JSON");
    const header = await live("header");
    const broken = await saveJson(editor, "header", {
      ...header,
      primaryMenuItems: [{ ...header.primaryMenuItems[0], name: "" }],
    });
    await expectRefusedWith(broken, "header.primaryMenuItems.0.name:");
    expect(await versionCount()).toBe(before);
  });

  it("refuses a failing contrast pair beside its colour, and saves nothing", async () => {
    const before = await versionCount();
    const colours = (await live("theme")).preferences.colours;
    const response = await send(editor.b, "/admin/content/theme", {
      intent: "colours",
      ...colours,
      primary: "#777777",
      primaryContrast: "#888888",
    });
    expect(response.status).toBe(422);
    const body = await response.text();
    expect(body).toMatch(/primaryContrast on primary has contrast 1\.\d\d:1, below WCAG AA 4\.5:1/);
    expect(body).toMatch(/id="colour-primaryContrast"[^>]*aria-invalid="true"/);
    expect(await versionCount()).toBe(before);
  });

  it("keeps a save as a draft the site does not show, until it is published", async () => {
    const hero = await live("hero");
    const heading = `Homes by the harbour ${Date.now()}`;
    const saved = await saveJson(editor, "hero", { ...hero, heading });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/content/hero?done=saved");
    expect(await home()).not.toContain(heading);

    const overview = await (await send(editor.b, "/admin/content")).text();
    expect(overview).toContain("It changes: Hero and search.");
    const compare = await send(editor.b, "/admin/content/compare?from=live&to=draft");
    const compared = await compare.text();
    expect(compared).toContain('data-change="hero.heading"');
    expect(compared).toContain(heading);

    const colours = (await live("theme")).preferences.colours;
    const themed = await send(editor.b, "/admin/content/theme", {
      intent: "colours",
      ...colours,
      primary: "#0f5132",
    });
    expect(themed.status).toBe(303);

    const published = await send(editor.b, "/admin/content", { intent: "publish" });
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe("/admin/content?done=published");
    const page = await home();
    expect(page).toContain(heading);
    expect(page).toContain("#0f5132");
    expect((await live("theme")).preferences.colours.primary).toBe("#0f5132");
    const audit = await lastAudit("content.publish");
    expect(audit).toMatchObject({ actorEmail: editor.email, after: { sections: ["hero", "theme"] } });
    expect((await lastAudit("content.save"))?.after).toMatchObject({
      section: "theme",
      paths: ["theme.preferences.colours.primary"],
    });
  });

  it("rolls back to an earlier version: a new version, live at once", async () => {
    const [oldest] = await app.services.db
      .select({ id: siteContentVersions.id })
      .from(siteContentVersions)
      .orderBy(siteContentVersions.id)
      .limit(1);
    firstVersion = oldest!.id;
    const heading = (await live("hero")).heading!;
    const before = await versionCount();
    const response = await send(editor.b, "/admin/content", {
      intent: "rollback",
      version: String(firstVersion),
    });
    expect(response.status).toBe(303);
    expect(await versionCount()).toBe(before + 1);
    expect(await home()).not.toContain(heading);
    expect((await lastAudit("content.rollback"))?.after).toMatchObject({ to: firstVersion });
    const overview = await (await send(editor.b, "/admin/content")).text();
    expect(overview).toContain(`Rolled back to version ${firstVersion}`);
  });

  it("discards a draft, leaving the site as it was", async () => {
    const footer = await live("footer");
    await saveJson(editor, "footer", { ...footer, legalName: "Draft Legal Name Ltd" });
    const discarded = await send(editor.b, "/admin/content", { intent: "discard" });
    expect(discarded.headers.get("location")).toBe("/admin/content?done=discarded");
    expect((await live("footer")).legalName).toBe(footer.legalName);
    expect(await (await send(editor.b, "/admin/content")).text()).toContain("No draft");
  });

  it("lets only an owner put an analytics change live, through a publish or a rollback", async () => {
    const snippet = '<script>window.ohAnalytics = "on";</script>';
    expect(
      (
        await saveJson(owner, "analytics", {
          analytics_code: snippet,
          connectOrigins: ["https://stats.example"],
        })
      ).status,
    ).toBe(303);
    const refused = await send(editor.b, "/admin/content", { intent: "publish" });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain("Only an owner can change the analytics snippets");
    expect((await live("analytics")).analytics_code ?? "").not.toContain("ohAnalytics");
    expect((await send(owner.b, "/admin/content", { intent: "publish" })).status).toBe(303);
    expect((await live("analytics")).analytics_code).toContain("ohAnalytics");
    const rollback = await send(editor.b, "/admin/content", {
      intent: "rollback",
      version: String(firstVersion),
    });
    expect(rollback.status).toBe(403);
    expect((await live("analytics")).analytics_code).toContain("ohAnalytics");
  });

  it("refuses a post without the authenticity token", async () => {
    const before = await versionCount();
    const response = await send(editor.b, "/admin/content", { intent: "discard" }, { token: false });
    // Issue 42 item 4: the form again, with a message, nothing done (no trip to the public home page).
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form had expired, so nothing was saved");
    expect(await versionCount()).toBe(before);
  });
});

describe("npm run content:load", () => {
  it("makes a published version the history shows", async () => {
    const content = Object.fromEntries(
      (await app.services.db.select().from(siteContent)).map((row) => [row.key, row.value]),
    ) as Partial<SiteContent>;
    const heading = `Loaded from a file ${Date.now()}`;
    await loadSiteContent(
      app.services.db,
      { ...content, hero: { ...content.hero!, heading } },
      "npm run content:load agency.json",
    );
    const [version] = await app.services.db
      .select()
      .from(siteContentVersions)
      .orderBy(desc(siteContentVersions.id))
      .limit(1);
    expect(version).toMatchObject({ note: "npm run content:load agency.json", createdByStaffId: null });
    expect(version!.publishedAt).not.toBeNull();
    expect(await home()).toContain(heading);
    const overview = await (await send(owner.b, "/admin/content")).text();
    expect(overview).toContain("npm run content:load agency.json");
    expect(overview).toContain("Command line");
  });
});
