// The site's content in the browser (issue 15 item 1), on a server and database of their own (the change shows on
// every public page): an editor's failing contrast pair is refused beside its colour; a new theme colour and a
// new menu item are saved as a draft the site does not show, compared with the live site, published with the
// keyboard, and then seen on the public home page. axe on every back-office page.
import { expect, test, type Page } from "@playwright/test";
import { startTestServer } from "../setup/test-server.ts";
import { openAxeCheckedSection } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 900 } });

let server: Awaited<ReturnType<typeof startTestServer>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startTestServer({ SEED_LISTINGS: "12", RATE_LIMIT_DISABLED: "1" });
});

test.afterAll(async () => {
  await server?.stop();
});

const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--oh-primary").trim());

test("an editor changes the theme and the menu, compares the draft and publishes it; the public site follows", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openAxeCheckedSection(page, server, "editor", "Site content");
  await expect(page.getByRole("link", { name: "Analytics" })).toHaveCount(0);

  // A failing pair: refused beside its colour, nothing saved.
  await page.getByRole("link", { name: "Theme" }).click();
  await expect(page.getByRole("heading", { name: "Theme", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const colours = page.getByRole("form", { name: "Colours" });
  await colours.getByLabel("Primary (buttons, links)").fill("#888888");
  await colours.getByLabel("Text on primary").fill("#777777");
  await colours.getByRole("button", { name: "Save the colours" }).click();
  await expect(page.getByRole("alert")).toContainText("Not saved");
  await expect(colours.getByLabel("Text on primary")).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#colour-primaryContrast-error")).toContainText("below WCAG AA 4.5:1");
  await expectNoAxeViolations(page);

  await colours.getByLabel("Primary (buttons, links)").fill("#0f5132");
  await colours.getByLabel("Text on primary").fill("#ffffff");
  await colours.getByRole("button", { name: "Save the colours" }).click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");
  await expect(page.locator("[data-contrast]")).toContainText("primaryContrast");

  // A menu item, in the header's JSON.
  await page.getByRole("link", { name: "Site content" }).first().click();
  await page.getByRole("link", { name: "Header and menus" }).click();
  const json = page.getByLabel(/The section's document/);
  const header = JSON.parse(await json.inputValue()) as { primaryMenuItems: unknown[] };
  header.primaryMenuItems.push({ id: "e2e-harbour", name: "Harbour homes", url: "/branches" });
  await json.fill(JSON.stringify(header, null, 2));
  await page.getByRole("button", { name: "Save header and menus" }).click();
  await expect(page.getByRole("status")).toContainText("Saved in the draft");

  // Not on the site yet.
  const publicPage = await page.context().newPage();
  await gotoHydrated(publicPage, `${server.baseUrl}/`);
  await expect(publicPage.getByRole("link", { name: "Harbour homes" })).toHaveCount(0);
  expect(await primaryOf(publicPage)).not.toBe("#0f5132");

  await page.getByRole("link", { name: "Site content" }).first().click();
  await expect(page.locator("[data-draft]")).toContainText("It changes: Header and menus, Theme.");
  await page.getByRole("link", { name: "Compare with the live site" }).click();
  await expect(page.locator('[data-change="theme.preferences.colours.primary"]')).toContainText("#0f5132");
  await expect(page.locator('[data-change^="header.primaryMenuItems"]').first()).toContainText(
    "Harbour homes",
  );
  await expectNoAxeViolations(page);
  await page.goBack();

  // Published with the keyboard.
  await page.getByRole("button", { name: "Publish the draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Published. The site shows the new content now.");
  await expect(page.locator("[data-version]").first()).toContainText("Live");
  await expectNoAxeViolations(page);

  await gotoHydrated(publicPage, `${server.baseUrl}/`);
  await expect(publicPage.getByRole("link", { name: "Harbour homes" }).first()).toBeAttached();
  expect(await primaryOf(publicPage)).toBe("#0f5132");
});

test("an editor writes an article as a draft, then publishes it; the article list and its page show it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAxeCheckedSection(page, server, "editor", "Articles");
  await page.getByRole("link", { name: "Write an article" }).click();
  await page.getByLabel("Title").fill("Harbour homes this winter");
  await page.getByLabel("Summary").fill("What sold by the water, and for how much.");
  // The article's text is the rich-text editor (tests/e2e/admin-pages.spec.ts tries its toolbar).
  await page.getByRole("textbox", { name: "Article" }).click();
  await page.keyboard.type("Three harbour homes sold in November.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("More are coming.");
  await page.getByLabel("Topics (optional)").fill("Market news");
  await expect(page.getByLabel("Draft (not on the site)")).toBeChecked();
  await page.getByRole("button", { name: "Save the article" }).click();
  await expect(page.locator("[data-article-state]")).toHaveText("This article is a draft: not on the site.");
  await expectNoAxeViolations(page);
  expect((await page.request.get(`${server.baseUrl}/articles/harbour-homes-this-winter`)).status()).toBe(404);

  await page.getByLabel("Draft (not on the site)").uncheck();
  await page.getByRole("button", { name: "Save the article" }).click();
  await expect(page.getByRole("status")).toHaveText("Article saved. The site shows the change now.");
  await page.getByRole("link", { name: "/articles/harbour-homes-this-winter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Harbour homes this winter" })).toBeVisible();
  await expect(page.getByText("Three harbour homes sold in November.")).toBeVisible();
  await gotoHydrated(page, `${server.baseUrl}/articles`);
  await expect(page.getByRole("link", { name: /Harbour homes this winter/ }).first()).toBeVisible();
});
