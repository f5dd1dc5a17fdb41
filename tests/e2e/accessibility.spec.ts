// WCAG 2.2 AA checks with axe on the chrome: header, footer, menus and the user sidebar.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    nodes: v.nodes.map((n) => n.target.join(" ")),
  }));
  expect(summary).toEqual([]);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the home page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoViolations(page);
  });

  test("an open dropdown has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: demo.header.primaryMenuItems.at(-1)!.name })
      .click();
    await expectNoViolations(page);
  });

  test("the open user sidebar has no violations", async ({ page }) => {
    await gotoHydrated(page, "/#/user");
    await expect(
      page
        .getByRole("dialog", { name: "Your account" })
        .getByRole("heading", { name: /^Remember your saved/ }),
    ).toBeVisible();
    await expectNoViolations(page);
  });

  test("the 404 page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await expectNoViolations(page);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the home page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoViolations(page);
  });

  test("the open burger menu has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoViolations(page);
  });
});
