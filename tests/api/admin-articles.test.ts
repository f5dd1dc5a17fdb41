// Articles in the back office (issue 15 item 2) over HTTP: owners and editors only; a draft is not on the site,
// publishing shows it in the list and at its address at once, a later date schedules it; the body is sanitised
// with the site's allow-list before it is kept; a taken address and bad fields are refused beside their field and
// change nothing; removal; every write audited.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { articles } from "../../db/schema.ts";
import { ukDay } from "../../domain/uk-time.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";
import { expectRefusedWith } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let editor: Staff;
let manager: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ editor, manager } = await signedInCast(app, ["editor", "manager"]));
}, 300_000);

afterAll(() => app?.stop());

const ARTICLE = {
  intent: "save",
  title: "Selling in spring: what buyers look for",
  slug: "",
  summary: "Light, gardens and a quick move.",
  body: '<h3>Light</h3><p>Open the curtains.<script>alert(1)</script></p><p onclick="x()">Gardens matter.</p>',
  topics: "Selling, Market news",
  author: "Morag Isbister",
  publishedOn: "2026-03-01",
  draft: "on",
};

function multipart(fields: Record<string, string>) {
  const form = new FormData();
  form.set("authenticity_token", editor.b.token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new Blob([]), "");
  return form;
}
const post = (path: string, fields: Record<string, string>) =>
  send(editor.b, path, undefined, { body: multipart(fields) });
const status = async (path: string) => (await fetch(`${app.baseUrl}${path}`)).status;
const articleCount = async () => (await app.services.db.select({ n: count() }).from(articles))[0]!.n;

describe("articles", () => {
  let id: number;
  const slug = "selling-in-spring-what-buyers-look-for";

  it("opens to owners and editors only", async () => {
    expect((await send(manager.b, "/admin/articles")).status).toBe(403);
    expect((await send(manager.b, "/admin/articles/new")).status).toBe(403);
    expect((await send(editor.b, "/admin/articles")).status).toBe(200);
    expect((await send(editor.b, "/admin/articles/999999")).status).toBe(404);
  });

  it("refuses bad fields beside each one and saves nothing", async () => {
    const before = await articleCount();
    const [existing] = await app.services.db.select({ slug: articles.slug }).from(articles).limit(1);
    const response = await post("/admin/articles/new", {
      ...ARTICLE,
      title: "",
      slug: "Not A Slug",
      publishedOn: "tomorrow",
    });
    expect(response.status).toBe(422);
    const body = await response.text();
    expect(body).toContain("Please enter the title");
    expect(body).toContain("Please use lower case letters, digits and hyphens");
    expect(body).toContain("Please enter the publish date");
    const taken = await post("/admin/articles/new", { ...ARTICLE, slug: existing!.slug });
    await expectRefusedWith(taken, "Another article has this address");
    expect(await articleCount()).toBe(before);
  });

  it("keeps a draft off the site, sanitising its body", async () => {
    const response = await post("/admin/articles/new", ARTICLE);
    expect(response.status).toBe(303);
    const [row] = await app.services.db.select().from(articles).where(eq(articles.slug, slug));
    id = row!.id;
    expect(response.headers.get("location")).toBe(`/admin/articles/${id}?done=created`);
    expect(row).toMatchObject({ draft: true, topics: ["Selling", "Market news"], author: "Morag Isbister" });
    expect(row!.publishedAt.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(row!.body).toContain("<h3>Light</h3><p>Open the curtains.</p><p>Gardens matter.</p>");
    expect(row!.body).not.toContain("script");
    expect(row!.body).not.toContain("onclick");
    expect(await status(`/articles/${slug}`)).toBe(404);
    expect(await (await fetch(`${app.baseUrl}/articles`)).text()).not.toContain(ARTICLE.title);
  });

  it("publishes it: in the list and at its address at once; a later date schedules it", async () => {
    const today = ukDay(new Date());
    const published = await post(`/admin/articles/${id}`, { ...ARTICLE, draft: "", publishedOn: today });
    expect(published.headers.get("location")).toBe(`/admin/articles/${id}?done=saved`);
    expect(await status(`/articles/${slug}`)).toBe(200);
    const page = await (await fetch(`${app.baseUrl}/articles/${slug}`)).text();
    expect(page).toContain("Open the curtains.");
    expect(await (await fetch(`${app.baseUrl}/articles`)).text()).toContain(ARTICLE.title);

    const later = await post(`/admin/articles/${id}`, { ...ARTICLE, draft: "", publishedOn: "2099-01-01" });
    expect(later.status).toBe(303);
    expect(await status(`/articles/${slug}`)).toBe(404);
    expect(await (await send(editor.b, `/admin/articles/${id}`)).text()).toContain(
      "scheduled: on the site from 2099-01-01",
    );

    const audit = await latestAudit(app.services.db, "article.update");
    expect(audit).toMatchObject({ actorEmail: editor.email, subject: `article:${id}` });
  });

  it("removes it", async () => {
    const response = await send(editor.b, `/admin/articles/${id}`, { intent: "remove" });
    expect(response.headers.get("location")).toBe("/admin/articles?done=removed");
    expect(await app.services.db.select().from(articles).where(eq(articles.id, id))).toEqual([]);
    const audit = await latestAudit(app.services.db, "article.remove");
    expect(audit?.before).toMatchObject({ slug });
  });
});
