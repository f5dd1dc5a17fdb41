// Articles in the browser (issue 7 item 5): the list filters by topic and paginates within it; an article
// opens from its card; axe finds nothing on /articles and an article page.
import { expect, test } from "@playwright/test";
import { generateAgency } from "../../db/seed/agency.ts";
import { generateArticles } from "../../db/seed/articles.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

const articles = generateArticles(generateAgency(TOWNS), new Date());
const buying = articles
  .filter((a) => a.topics!.includes("Buying"))
  .sort((a, b) => +b.publishedAt - +a.publishedAt || b.id - a.id);

test("the article list filters by topic and paginates within it", async ({ page }) => {
  await gotoHydrated(page, "/articles");
  await page.getByRole("navigation", { name: "Topics" }).getByRole("link", { name: "Buying" }).click();
  await expect(page).toHaveURL(/\/articles\?topic=Buying$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buying articles");
  const titles = page.getByRole("list", { name: "Articles" }).getByRole("heading");
  const firstPage = await titles.allTextContents();
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/articles\?topic=Buying&page=2$/);
  await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await titles.allTextContents();
  expect([...firstPage, ...secondPage]).toEqual(buying.map((a) => a.title));
});

test("an article opens from its card with its body and related articles", async ({ page }) => {
  const article = buying[0]!;
  await gotoHydrated(page, "/articles?topic=Buying");
  await page.getByRole("link", { name: article.title }).click();
  await expect(page).toHaveURL(new RegExp(`/articles/${article.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(page.getByText(article.body.split("\n\n")[1]!)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Related articles" })).toBeVisible();
});

test("axe finds no violations on /articles and an article page", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await gotoHydrated(page, "/articles");
  await expectNoAxeViolations(page);
  await gotoHydrated(page, `/articles/${buying[0]!.slug}`);
  await expectNoAxeViolations(page);
});
