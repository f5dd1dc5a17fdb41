import { describe, expect, it } from "vitest";
import { articleForm, articleSlug } from "./article-form.ts";
import { ukDay, ukMidnight } from "../../../domain/uk-time.ts";

describe("article form", () => {
  it("starts a UK day at midnight in London, in winter and in summer", () => {
    expect(ukMidnight("2026-01-15").toISOString()).toBe("2026-01-15T00:00:00.000Z");
    expect(ukMidnight("2026-07-15").toISOString()).toBe("2026-07-14T23:00:00.000Z");
    expect(ukDay(new Date("2026-07-14T23:30:00Z"))).toBe("2026-07-15");
  });

  it("makes addresses from titles and reads topics", () => {
    expect(articleSlug("Buying your first home: a guide!")).toBe("buying-your-first-home-a-guide");
    expect(articleSlug("Café prices")).toBe("cafe-prices");
    const parsed = articleForm.parse({
      title: " Market update ",
      summary: "Prices in spring",
      body: "<p>Hello</p>",
      topics: "Market, News, Market, ",
      publishedOn: "2026-03-01",
    });
    expect(parsed).toMatchObject({
      title: "Market update",
      topics: ["Market", "News"],
      draft: false,
      author: null,
    });
    expect(articleForm.safeParse({ ...parsed, topics: "", publishedOn: "01/03/2026" }).success).toBe(false);
  });
});
