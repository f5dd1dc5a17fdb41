// Places as pages (issue 18): a place's landing page and the chooser in a real browser, with axe (WCAG 2.2
// AA), and the slug carried by the browser's own links when a filter changes.
import { expect, test } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

test("a place's landing page: headings, the intro, prices, its branch and nearby places, with no axe violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/search/sales/bristol");
  await expect(page).toHaveTitle("Property for sale in Bristol");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property for sale in Bristol");
  await expect(page.getByText(demo.placePages!.intros["bristol"]!.split("\n")[0]!)).toBeVisible();

  const prices = page.getByRole("table", { name: /Asking prices of property for sale in Bristol/ });
  await expect(prices.getByRole("columnheader")).toHaveText([
    "Bedrooms",
    "Properties",
    "Median asking price",
    "Range",
  ]);
  await expect(prices.getByRole("rowheader").first()).toBeVisible();
  const branch = page.getByRole("region", { name: "Your local branch: Bristol" });
  await expect(branch.getByRole("link", { name: "About our Bristol branch" })).toHaveAttribute(
    "href",
    "/branches/bristol",
  );
  const nearby = page.getByRole("navigation", { name: "Nearby searches" });
  await expect(nearby.getByRole("link", { name: "Property to let in Bristol" })).toHaveAttribute(
    "href",
    "/search/lettings/bristol",
  );
  await expectNoAxeViolations(page);

  // The other channel's landing page, through the link.
  await nearby.getByRole("link", { name: "Property to let in Bristol" }).click();
  await expect(page).toHaveURL(/\/search\/lettings\/bristol$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property to let in Bristol");
});

test("a filter change keeps the place's slug in the URL, with no redirect", async ({ page }) => {
  await gotoHydrated(page, "/search/sales/bristol");
  const redirects: string[] = [];
  page.on("response", (response) => {
    if (response.status() === 301) redirects.push(response.url());
  });
  await page.getByLabel("Min beds").selectOption("2");
  await expect(page).toHaveURL(/\/search\/sales\/bristol\/from-2-bed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("2+ bedroom homes for sale in Bristol");
  // Only a place's own search is its landing page.
  await expect(page.getByRole("heading", { name: "Asking prices in Bristol" })).toHaveCount(0);
  expect(redirects).toEqual([]);
});

test("the chooser lists the places a shared name may mean and leads to one, with no axe violations", async ({
  page,
}) => {
  await gotoHydrated(page, "/search/lettings/newport");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Which “newport” do you mean?");
  const choices = page.getByRole("navigation", { name: "Choose a place to see property to let" });
  await expect(choices.getByRole("link")).not.toHaveCount(0);
  await expectNoAxeViolations(page);
  await choices.getByRole("link", { name: "Newport, Isle of Wight" }).click();
  await expect(page).toHaveURL(/\/search\/lettings\/newport-isle-of-wight$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Property to let in Newport, Isle of Wight",
  );
});

test("a place no one has: a 404 that still offers a way on", async ({ page }) => {
  const response = await page.goto("/search/sales/bristo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No place called “bristo”");
  await expect(page.getByRole("link", { name: "Bristol, City of Bristol" })).toHaveAttribute(
    "href",
    "/search/sales/bristol",
  );
  await expectNoAxeViolations(page);
});
