// The agency's own pages in the back office (issue 15 item 2) and the staff preview of a content version (item 1)
// over HTTP: a real server on its own database, staff signed in as people are. Roles; refusals beside their
// fields that change nothing (a taken or reserved address, no text, no title); a page saved as a draft is not on
// the site until published, then is, its text sanitised; a renamed or removed page that menus point at is
// refused; the preview shows the draft to that member of staff only, never from or into the page cache.
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContent, siteContentVersions } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";
import { expectRefusedWith } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Staff;
let editor: Staff;
let negotiator: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ owner, editor, negotiator } = await signedInCast(app, ["owner", "editor", "negotiator"]));
}, 300_000);

afterAll(() => app?.stop());

const versionCount = async () =>
  (await app.services.db.select({ n: count() }).from(siteContentVersions))[0]!.n;
const lastAudit = (action: string) => latestAudit(app.services.db, action);
const publicPage = (path: string) => fetch(`${app.baseUrl}${path}`);

const page = (fields: Record<string, string>) => ({
  title: "Selling with us",
  slug: "",
  description: "How we sell homes in Bristol.",
  bodyHtml: "<h3>Our fees</h3><p>One fee, <strong>no sale no fee</strong>.</p>",
  ...fields,
});

describe("who may edit pages", () => {
  it("opens to owners and editors, not to negotiators", async () => {
    expect((await send(negotiator.b, "/admin/pages")).status).toBe(403);
    expect((await send(negotiator.b, "/admin/pages/new", page({ intent: "save" }))).status).toBe(403);
    const list = await send(editor.b, "/admin/pages");
    expect(list.status).toBe(200);
    const html = await list.text();
    // The demo's pages, all live.
    expect(html).toMatch(/data-page="privacy"[\s\S]*?On the site/);
    expect(html).toContain('href="/admin/pages/about/edit"');
    expect((await send(editor.b, "/admin/pages/no-such-page/edit")).status).toBe(404);
  });
});

describe("writing a page", () => {
  it("refuses a page without its title, text or a usable address beside the field, saving nothing", async () => {
    const before = await versionCount();
    const cases: [Record<string, string>, string, string][] = [
      [{ title: "" }, "title", "Please enter the page&#x27;s title"],
      [{ bodyHtml: "<script>alert(1)</script>" }, "bodyHtml", "Please enter the page&#x27;s text"],
      [{ slug: "privacy" }, "slug", "Another page has this address"],
      [{ slug: "search" }, "slug", "/search is a page of the site already"],
      [{ slug: "Not A Slug!" }, "slug", "a page slug like complaints-procedure"],
    ];
    for (const [fields, field, message] of cases) {
      const response = await send(editor.b, "/admin/pages/new", page({ intent: "save", ...fields }));
      expect(response.status, JSON.stringify(fields)).toBe(422);
      const html = await response.text();
      expect(html).toContain(message);
      expect(html).toMatch(new RegExp(`id="field-${field}"[^>]*aria-invalid="true"`));
    }
    expect(await versionCount()).toBe(before);
  });

  it("keeps a new page in the draft, off the site, until it is published; its text sanitised", async () => {
    const saved = await send(
      editor.b,
      "/admin/pages/new",
      page({
        intent: "save",
        bodyHtml: '<h3>Our fees</h3><p onclick="x()">One fee.</p><script>bad()</script>',
      }),
    );
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/pages/selling-with-us/edit?done=saved");
    expect((await publicPage("/selling-with-us")).status).toBe(404);
    const list = await (await send(editor.b, "/admin/pages")).text();
    expect(list).toMatch(/data-page="selling-with-us"[\s\S]*?New in the draft/);
    expect((await lastAudit("content.save"))?.after).toMatchObject({ section: "pages" });

    const editorPage = await (await send(editor.b, saved.headers.get("location")!)).text();
    expect(editorPage).toContain("Page saved in the draft");
    expect(editorPage).toContain("data-rich-text");
    expect(editorPage).toMatch(/<script type="module" src="\/assets\/rich-text-editor\.browser-[\w-]+\.js">/);
    expect(editorPage).not.toContain("onclick");
    expect(editorPage).not.toContain("bad()");

    const published = await send(
      editor.b,
      "/admin/pages/selling-with-us/edit",
      page({ intent: "publish", slug: "selling-with-us" }),
    );
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe("/admin/pages/selling-with-us/edit?done=published");
    const onSite = await publicPage("/selling-with-us");
    expect(onSite.status).toBe(200);
    const html = await onSite.text();
    expect(html).toContain("Selling with us");
    // The page's headings move up a level under its h1.
    expect(html).toContain("<h2>Our fees</h2>");
    expect(html).toContain("<strong>no sale no fee</strong>");
    expect((await lastAudit("content.publish"))?.after).toMatchObject({ sections: ["pages"] });
  });

  it("refuses to move or remove a page that a menu or footer link points at, and keeps it", async () => {
    const before = await versionCount();
    const moved = await send(
      editor.b,
      "/admin/pages/privacy/edit",
      page({ intent: "save", title: "Privacy notice", slug: "privacy-notice" }),
    );
    await expectRefusedWith(moved, "Links point at this page&#x27;s address (Footer links: “Privacy”)");
    const removed = await send(editor.b, "/admin/pages/privacy/edit", { intent: "remove" });
    expect(removed.status).toBe(409);
    expect(await removed.text()).toContain("Links point at this page (Footer links: “Privacy”)");
    expect(await versionCount()).toBe(before);
    expect((await publicPage("/privacy")).status).toBe(200);
  });

  it("renames a page nothing links to, and removes it from the draft, then from the site when published", async () => {
    const renamed = await send(
      owner.b,
      "/admin/pages/selling-with-us/edit",
      page({ intent: "publish", slug: "sell-with-us" }),
    );
    expect(renamed.headers.get("location")).toBe("/admin/pages/sell-with-us/edit?done=published");
    expect((await publicPage("/selling-with-us")).status).toBe(404);
    expect((await publicPage("/sell-with-us")).status).toBe(200);

    const removed = await send(owner.b, "/admin/pages/sell-with-us/edit", { intent: "remove" });
    expect(removed.headers.get("location")).toBe("/admin/pages?done=removed");
    // Out of the draft, still live until the draft is published.
    expect(await (await send(owner.b, "/admin/pages")).text()).toMatch(
      /data-page="sell-with-us"[\s\S]*?Removed in the draft/,
    );
    expect((await publicPage("/sell-with-us")).status).toBe(200);
    expect((await send(owner.b, "/admin/content", { intent: "publish" })).status).toBe(303);
    expect((await publicPage("/sell-with-us")).status).toBe(404);
  });
});

describe("previewing a content version on the public site", () => {
  it("shows the draft to the member of staff who asked, never to visitors nor from the page cache", async () => {
    const heading = `A draft heading ${Date.now()}`;
    const saved = await send(
      editor.b,
      "/admin/pages/about/edit",
      page({ intent: "save", title: heading, slug: "about" }),
    );
    expect(saved.status).toBe(303);
    const draftId = (
      await app.services.db
        .select({ id: siteContentVersions.id })
        .from(siteContentVersions)
        .orderBy(desc(siteContentVersions.id))
        .limit(1)
    )[0]!.id;
    // A visitor's copy of /about, now in the page cache.
    expect(await (await publicPage("/about")).text()).not.toContain(heading);

    // Only staff who edit content may start one, and only of a version that exists.
    expect((await send(negotiator.b, "/admin/content/preview", { version: String(draftId) })).status).toBe(
      403,
    );
    expect((await send(editor.b, "/admin/content/preview", { version: "999999" })).status).toBe(404);
    const started = await send(editor.b, "/admin/content/preview", { version: String(draftId) });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/");
    expect(started.headers.getSetCookie().join()).toMatch(/oh_content_preview=[^;]+;.*HttpOnly/i);

    const previewed = await send(editor.b, "/about");
    expect(previewed.status).toBe(200);
    expect(previewed.headers.get("cache-control")).toBe("private, no-store");
    expect(previewed.headers.get("x-cache")).toBeNull();
    const previewHtml = await previewed.text();
    expect(previewHtml).toContain(heading);
    expect(previewHtml).toContain(`You are previewing version ${draftId} of the site`);

    // Visitors still get the live page; so does anyone replaying the cookie without the staff session.
    const visitor = await publicPage("/about");
    expect(await visitor.text()).not.toContain(heading);
    const previewCookie = editor.b.jar.get("oh_content_preview")!;
    const replayed = await fetch(`${app.baseUrl}/about`, { headers: { cookie: previewCookie } });
    expect(await replayed.text()).not.toContain(heading);

    // Stopping clears the cookie; the live page again.
    const stopped = await send(editor.b, "/admin/content/preview");
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get("location")).toBe("/admin/content");
    expect(editor.b.jar.has("oh_content_preview")).toBe(false);
    expect(await (await send(editor.b, "/about")).text()).not.toContain(heading);
    expect((await send(editor.b, "/admin/content", { intent: "discard" })).status).toBe(303);
  });
});

describe("text sections edited as fields", () => {
  it("refuses a bad field beside it and saves nothing; a good save is a draft, then live", async () => {
    const form = await (await send(editor.b, "/admin/content/leads")).text();
    expect(form).toMatch(/<label[^>]*for="text-spamPhrases"[^>]*>Spam phrases<\/label>/);
    expect(form).toMatch(/id="text-mainEmail"[^>]*value="[^"]+@[^"]+"/);

    const before = await versionCount();
    const bad = await send(editor.b, "/admin/content/leads", {
      intent: "text-fields",
      "text.mainEmail": "not an email",
      "text.spamPhrases": "casino",
    });
    expect(bad.status).toBe(422);
    const refused = await bad.text();
    expect(refused).toMatch(/id="text-mainEmail"[^>]*aria-invalid="true"/);
    expect(refused).toContain('id="text-mainEmail-error"');
    expect(refused).toContain('value="not an email"');
    expect(await versionCount()).toBe(before);

    const heading = `Biscuits on this site ${Date.now()}`;
    const [row] = await app.services.db.select().from(siteContent).where(eq(siteContent.key, "consent"));
    const fields = Object.fromEntries(
      Object.entries(row!.value as Record<string, string>).map(([name, text]) => [`text.${name}`, text]),
    );
    const saved = await send(editor.b, "/admin/content/consent", {
      ...fields,
      "text.heading": heading,
      intent: "text-fields",
    });
    expect(saved.status).toBe(303);
    expect((await lastAudit("content.save"))?.after).toMatchObject({ section: "consent" });
    expect(await (await publicPage("/")).text()).not.toContain(heading);
    expect((await send(editor.b, "/admin/content", { intent: "publish" })).status).toBe(303);
    expect(await (await publicPage("/")).text()).toContain(heading);
  });

  it("gives the tenant fees text the rich-text editor", async () => {
    const fees = await (await send(owner.b, "/admin/content/fees")).text();
    expect(fees).toMatch(/<textarea[^>]*name="text\.tenantFeesHtml"[^>]*data-rich-text="true"/);
    expect(fees).toContain("rich-text-editor.browser-");
  });
});
