import { describe, expect, it } from "vitest";
import { articleBodyHtml, toArticleCard } from "./articles.ts";

describe("articleBodyHtml", () => {
  it("turns plain paragraphs into <p> elements, escaping their text", () => {
    expect(articleBodyHtml("First & best.\n\n  Second: 2 < 3?  \n\n")).toBe(
      "<p>First &amp; best.</p><p>Second: 2 &lt; 3?</p>",
    );
  });

  it("keeps allowed HTML and strips everything else", () => {
    expect(articleBodyHtml('<p>Hi <a href="javascript:x()">there</a></p><script>alert(1)</script>')).toBe(
      "<p>Hi <a>there</a></p>",
    );
  });
});

describe("toArticleCard", () => {
  it("links the article, sizes its image for a card and dates it in ISO 8601", () => {
    const card = toArticleCard({
      id: 1,
      slug: "a-guide",
      title: "A guide",
      summary: "S",
      topics: ["Buying"],
      imageKey: "demo/article-1.jpg",
      publishedAt: new Date("2026-05-01T09:00:00Z"),
    });
    expect(card).toEqual({
      slug: "a-guide",
      url: "/articles/a-guide",
      title: "A guide",
      summary: "S",
      topics: ["Buying"],
      imageUrl: "/media/408x250/demo/article-1.jpg",
      publishedAt: "2026-05-01T09:00:00.000Z",
    });
  });
});
