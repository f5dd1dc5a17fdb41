// Hash-routed overlays (design §1; spec §2 "Modal and page routes", "User sidebar"; §4 "Modals"; §8 flash keys).
import { expect, test, type Page } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 600 } });

const sidebar = (page: Page) => page.getByRole("dialog", { name: "Your account" });

test("#/user opens the user sidebar, signed out, and its close link returns to #/", async ({ page }) => {
  await page.goto("/#/user");
  await expect(sidebar(page)).toBeVisible();
  const tabs = sidebar(page).getByRole("navigation", { name: "Account sections" }).getByRole("link");
  await expect(tabs).toHaveText(["Your details", "Saved Properties", "Saved Searches"]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  await expect(
    sidebar(page).getByRole("heading", { name: "Remember your saved properties for next time" }),
  ).toBeVisible();

  await sidebar(page).getByRole("link", { name: "Close" }).click();
  await expect(sidebar(page)).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe("/");
  expect(["", "#/"]).toContain(new URL(page.url()).hash);
});

test("Escape and an overlay click close the sidebar too", async ({ page }) => {
  await page.goto("/#/user/saved-properties");
  await expect(sidebar(page)).toBeVisible();
  await expect(sidebar(page).getByRole("link", { name: "Saved Properties" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.keyboard.press("Escape");
  await expect(sidebar(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");

  await page.goto("/#/user");
  await expect(sidebar(page)).toBeVisible();
  // Like a person, click once the overlay has faded in (Radix listens for outside clicks just after opening).
  await page.locator(".oh-overlay").evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await page.mouse.click(20, 300); // the overlay, left of the sidebar
  await expect(sidebar(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
});

test("signed out, #/user/edit redirects to #/user (spec §6)", async ({ page }) => {
  await page.goto("/#/user/edit");
  await expect(
    sidebar(page).getByRole("heading", { name: "Remember your saved properties for next time" }),
  ).toBeVisible();
  expect(new URL(page.url()).hash).toBe("#/user");
});

test("an open overlay fixes the body's scroll and hides the contact aside; closing restores both", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => {
    const aside = document.createElement("aside");
    aside.setAttribute("data-contact-aside", "");
    aside.textContent = "Contact the branch";
    aside.style.cssText = "position: fixed; right: 0; bottom: 0"; // like a desktop contact aside: out of the flow
    document.querySelector("main")!.append(aside);
    window.scrollTo(0, 120);
  });
  const aside = page.locator("[data-contact-aside]");
  await expect(aside).toBeVisible();

  // The header's icon link: a plain "#/user" anchor, opened without losing the scroll position.
  await page.getByRole("banner").getByRole("link", { name: "Your account" }).click();
  await expect(sidebar(page)).toBeVisible();
  await expect(aside).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(120);
  await page.mouse.move(300, 300);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(120);

  await page.keyboard.press("Escape");
  await expect(sidebar(page)).toHaveCount(0);
  await expect(aside).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(aside).toBeVisible();
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("overlay links work from any page", async ({ page }) => {
  await page.goto("/no-such-page");
  await page.getByRole("banner").getByRole("link", { name: "Your account" }).click();
  await expect(sidebar(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/no-such-page");
});

test("an overlay's code loads lazily, showing its loading text meanwhile", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/user-sidebar-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Your account" }).click();
  await expect(sidebar(page).getByRole("status")).toHaveText("Loading user profile");
  release();
  await expect(
    sidebar(page).getByRole("heading", { name: "Remember your saved properties for next time" }),
  ).toBeVisible();
});

test("#/flash/{key} shows the content's toast, which can be closed, and the hash goes back to #/", async ({
  page,
}) => {
  await page.goto("/");
  const historyLength = await page.evaluate(() => history.length);
  await page.evaluate(() => (window.location.hash = "/flash/user-login-successful"));
  const toast = page
    .locator("[data-sonner-toast]")
    .filter({ hasText: demo.flashMessages["user-login-successful"]! });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-type", "success");
  await expect.poll(() => new URL(page.url()).hash).toBe("#/");
  // The flash hash was replaced, not stacked: one entry for the hash change, none for the flash itself.
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await toast.getByRole("button", { name: "Close toast" }).click();
  await expect(toast).toHaveCount(0);
});

test("an error flash key shows an error toast", async ({ page }) => {
  await page.goto("/#/flash/invalid-authenticity-token");
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText(demo.flashMessages["invalid-authenticity-token"]!);
  await expect(toast).toHaveAttribute("data-type", "error");
});

test("#/book-a-valuation opens a dialog titled 'Book a Valuation' that closes to #/", async ({ page }) => {
  await page.goto("/");
  await page.locator('a.oh-side-link[href="#/book-a-valuation"]').click();
  const dialog = page.getByRole("dialog", { name: "Book a Valuation" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
});

test("overlays with parameters open; ordinary and unknown hashes open nothing", async ({ page }) => {
  await page.goto("/#/gallery-card-slider-expand/12/34");
  await expect(page.getByRole("dialog", { name: "Gallery" })).toBeVisible();
  await page.goto("/#/valuation");
  await expect(page.getByRole("dialog", { name: "Instant Valuation" })).toBeVisible();

  for (const hash of ["#main", "#/", "#/no-such-overlay", "#/valuation/extra"]) {
    await page.goto(`/${hash}`);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.waitForTimeout(200);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});
