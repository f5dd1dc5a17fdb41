// The articles over HTTP (issue 7 item 5): the list newest first, a page at a time, by topic; an article
// page with its sanitised body, related articles and SEO tags; 404 for what does not exist.
import { describe, expect, inject, it } from "vitest";
import { generateArticles } from "../../db/seed/articles.ts";
import { ARTICLES_PER_PAGE } from "../../modules/content/use-cases/articles.ts";
import { agency, now } from "./search-expected.ts";

const baseUrl = inject("baseUrl");
const articles = generateArticles(agency, now);

const html = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll("'", "&#x27;");

/** The article slugs of a list page, in order (each card's h2 link). */
async function slugsOf(query: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/articles${query}`);
  expect(response.status).toBe(200);
  const body = await response.text();
  return [...body.matchAll(/<h2[^>]*><a[^>]*href="\/articles\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
}

const newestFirst = (list: typeof articles) =>
  [...list].sort((a, b) => +b.publishedAt - +a.publishedAt || b.id - a.id).map((a) => a.slug);

describe("GET /articles", () => {
  it("lists the newest articles first, a page at a time", async () => {
    const expected = newestFirst(articles);
    expect(await slugsOf("")).toEqual(expected.slice(0, ARTICLES_PER_PAGE));
    expect(await slugsOf("?page=2")).toEqual(expected.slice(ARTICLES_PER_PAGE, 2 * ARTICLES_PER_PAGE));
  });

  it("filters by topic, and paginates within it", async () => {
    const expected = newestFirst(articles.filter((a) => a.topics?.includes("Buying")));
    const pages = Math.ceil(expected.length / ARTICLES_PER_PAGE);
    const seen: string[] = [];
    for (let page = 1; page <= pages; page++) seen.push(...(await slugsOf(`?topic=Buying&page=${page}`)));
    expect(seen).toEqual(expected);
    const body = await (await fetch(`${baseUrl}/articles?topic=Buying`)).text();
    expect(body).toMatch(/<a[^>]*aria-current="page"[^>]*>Buying<\/a>/);
  });

  it("answers 404 for an unknown topic or a page past the end", async () => {
    expect((await fetch(`${baseUrl}/articles?topic=Astrology`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/articles?page=50`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/articles?page=0`)).status).toBe(404);
  });
});

describe("GET /articles/{slug}", () => {
  const article = articles[0]!;

  it("shows the title, date, image, body as paragraphs and related articles by topic", async () => {
    const response = await fetch(`${baseUrl}/articles/${article.slug}`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toMatch(new RegExp(`<h1[^>]*>${html(article.title).replace(/[()?]/g, "\\$&")}</h1>`));
    // The server seeded seconds before this file generated the same articles: compare the day.
    expect(body).toContain(`dateTime="${article.publishedAt.toISOString().slice(0, 10)}`);
    expect(body).toContain(`src="/media/1160x_/${article.imageKey}"`);
    const firstParagraph = article.body.split("\n\n")[0]!;
    expect(body).toContain(`<p>${html(firstParagraph)}</p>`);
    const related = articles.filter(
      (a) => a.id !== article.id && a.topics!.some((t) => article.topics!.includes(t)),
    );
    expect(body).toContain("Related articles");
    expect(body).toContain(`href="/articles/${newestFirst(related)[0]}"`);
  });

  it("has SEO tags: canonical, description and Open Graph article tags", async () => {
    const body = await (await fetch(`${baseUrl}/articles/${article.slug}`)).text();
    expect(body).toMatch(new RegExp(`<link rel="canonical" href="[^"]+/articles/${article.slug}"`));
    expect(body).toContain(`<meta name="description" content="${html(article.summary)}"`);
    expect(body).toContain('<meta property="og:type" content="article"');
    expect(body).toMatch(new RegExp(`<meta property="og:url" content="[^"]+/articles/${article.slug}"`));
    expect(body).toContain(
      `<meta property="article:published_time" content="${article.publishedAt.toISOString().slice(0, 10)}`,
    );
  });

  it("answers 404 for an unknown slug", async () => {
    expect((await fetch(`${baseUrl}/articles/no-such-article`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/articles/..%2Fetc`)).status).toBe(404);
  });
});
