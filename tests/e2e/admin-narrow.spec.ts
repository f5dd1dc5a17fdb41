// Issue 42 item 2: every back-office page fits a 320 px screen without sideways scroll (WCAG 1.4.10 Reflow) and
// stays axe-clean there and at 1280 px; wide tables may scroll inside their own labelled, focusable region, the
// page may not. On a phone the navigation is collapsed behind a disclosure button that the keyboard opens, with a
// visible focus; on a desktop it is shown in full.
import { expect, test, type Page } from "@playwright/test";
import { bookViewingAsVisitor, signInAsNewStaff } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";

const WIDTHS = [320, 1280] as const;

// The suite's longest file (two walks of some forty pages): its tests are independent (each signs in staff of its
// own), so the two widths run side by side on the two workers.
test.describe.configure({ mode: "parallel" });

// Pages of every area an owner opens, and the ones reached from a list (found on the page, as staff would).
const FIXED = [
  "/admin",
  "/admin/audit",
  "/admin/account",
  "/admin/staff",
  "/admin/staff/invite",
  "/admin/leads",
  "/admin/leads/branches",
  "/admin/listings",
  "/admin/listings/new",
  "/admin/visitors",
  "/admin/feeds",
  "/admin/feeds/upload",
  "/admin/branches",
  "/admin/branches/new",
  "/admin/content",
  "/admin/pages",
  "/admin/pages/new",
  "/admin/articles",
  "/admin/forms",
  "/admin/reports",
  "/admin/advert-rules",
  "/admin/sections",
  "/admin/sections/auctions",
  "/admin/sections/events/new",
  "/admin/sections/services/new",
];
const FOUND: [list: string, link: RegExp][] = [
  ["/admin/staff", /^\/admin\/staff\/\d+$/],
  ["/admin/leads", /^\/admin\/leads\/\d+$/],
  ["/admin/listings", /^\/admin\/listings\/\d+$/],
  ["/admin/visitors", /^\/admin\/visitors\/\d+$/],
  ["/admin/feeds", /^\/admin\/feeds\/runs\/\d+$/],
  ["/admin/branches", /^\/admin\/branches\/\d+$/],
  ["/admin/content", /^\/admin\/content\/[a-z-]+$/],
  ["/admin/pages", /^\/admin\/pages\/[^/]+\/edit$/],
  ["/admin/articles", /^\/admin\/articles\/\d+$/],
  ["/admin/forms", /^\/admin\/forms\/\d+$/],
  ["/admin/sections", /^\/admin\/sections\/events\/\d+$/],
  ["/admin/sections", /^\/admin\/sections\/services\/\d+$/],
];

async function firstLink(page: Page, list: string, pattern: RegExp): Promise<string | null> {
  await page.goto(list);
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

/** How far the page itself scrolls sideways, in CSS pixels (0 when it fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Elements wider than the screen that are not inside a scrolling region of their own: what to fix. */
const overflowing = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .filter((el) => !el.closest("[role=region][tabindex]"))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}.${el.className}`.slice(0, 120)),
  );

/** Every page an owner opens: the fixed ones, then those reached from their lists (found as staff would). */
async function everyPage(page: Page): Promise<string[]> {
  const paths = [...FIXED];
  for (const [list, pattern] of FOUND) {
    const found = await firstLink(page, list, pattern);
    if (found) paths.push(found);
  }
  const branch = paths.find((path) => /^\/admin\/branches\/\d+$/.test(path));
  if (branch) {
    const member = await firstLink(page, branch, /^\/admin\/branches\/\d+\/team\/\d+$/);
    if (member) paths.push(member);
    paths.push(`/admin/reports/branches/${branch.split("/").at(-1)}`);
  }
  const listing = paths.find((path) => /^\/admin\/listings\/\d+$/.test(path));
  expect(listing, "a listing editor").toBeTruthy();
  paths.push(`/admin/reports/listings/${listing!.split("/").at(-1)}`);
  return paths;
}

for (const width of WIDTHS) {
  test(`every back-office page at ${width} px: no sideways scroll, axe clean`, async ({ page, request }) => {
    test.setTimeout(300_000); // some forty pages with axe, on a shared machine
    await page.setViewportSize({ width: 1280, height: 900 });
    // A lead of its own, so the lead's page is checked whichever tests ran before (it overflowed only with one).
    await bookViewingAsVisitor(page, request);
    await signInAsNewStaff(page, { role: "owner" });
    const paths = await everyPage(page);
    await page.setViewportSize({ width, height: 800 });
    const failures: string[] = [];
    // Reported as they are found, so a slow run still says which pages fail.
    const fail = (text: string) => {
      failures.push(text);
      console.log(text);
    };
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const scroll = await sidewaysScroll(page);
      if (scroll > 0) fail(`${path}: scrolls ${scroll}px sideways (${await overflowing(page)})`);
      try {
        await expectNoAxeViolations(page);
      } catch (error) {
        fail(`${path}: axe ${(error as Error).message.split("\n").slice(0, 12).join(" ")}`);
      }
    }
    expect(paths.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  });
}

test("the sign-in page fits 320 px and is axe-clean", async ({ page }) => {
  test.setTimeout(120_000);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/sign-in");
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  }
});

test("on a phone the navigation is collapsed behind a button the keyboard opens; on a desktop it is shown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 640 });
  await signInAsNewStaff(page, { role: "owner" });
  await page.goto("/admin/leads");
  const nav = page.getByRole("navigation", { name: "Back office" });
  const leadsLink = nav.getByRole("link", { name: /^Leads/ });
  const menu = page.locator("header summary");
  await expect(menu).toHaveText(/Menu/);
  await expect(leadsLink).toBeHidden();
  // The header is one short line, not a quarter of the screen.
  const header = await page.locator("header").boundingBox();
  expect(header!.height).toBeLessThanOrEqual(80);

  // Skip link, then the home link, then the menu button: Enter opens it, its focus is drawn.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(menu).toBeFocused();
  const ring = await menu.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });
  expect(ring, "a visible focus indicator on the menu button").toBe(true);
  await page.keyboard.press("Enter");
  await expect(leadsLink).toBeVisible();
  await expect(leadsLink).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link").first()).toBeFocused();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  // Enter on the button again closes it.
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(leadsLink).toBeHidden();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(leadsLink).toBeVisible();
  await expect(menu).toBeHidden();
});
