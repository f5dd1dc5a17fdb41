// WCAG 2.2 AA checks with axe on the chrome: header, footer, menus and the user sidebar.
import { expect, test } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.describe("desktop", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the home page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page);
  });

  test("an open dropdown has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: demo.header.primaryMenuItems.at(-1)!.name })
      .click();
    await expectNoAxeViolations(page);
  });

  test("the open user sidebar has no violations", async ({ page }) => {
    await gotoHydrated(page, "/#/user");
    await expect(
      page
        .getByRole("dialog", { name: "Your account" })
        .getByRole("heading", { name: /^Remember your saved/ }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the 404 page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/no-such-page");
    await expectNoAxeViolations(page);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the home page has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page);
  });

  test("the open burger menu has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
