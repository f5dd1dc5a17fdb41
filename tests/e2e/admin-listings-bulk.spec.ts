// Bulk withdraw on the listings desk in a real browser (issue 42 item 6), on a server of its own (withdrawn
// listings leave the public search): with the keyboard alone (Tab, Shift+Tab, Space, Enter) an owner ticks two
// listings and withdraws them; the page comes back on its confirmation (role="status", focused, so it is read
// out), the keyboard carries on from there, the two listings are withdrawn, and the page is axe-clean and fits
// 320 px with the message shown.
import { expect, test, type Page } from "@playwright/test";
import { ownServer, signInOnOwnServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";

const server = ownServer();
test.use({ viewport: { width: 1280, height: 900 } });

const focused = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el === document.activeElement);

/** Tab (or Shift+Tab) until the element is focused: never the mouse. */
async function tabTo(page: Page, selector: string, key: "Tab" | "Shift+Tab" = "Tab", limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(key);
    if (await focused(page, selector)) return;
  }
  throw new Error(`${selector} was not reached with ${key}`);
}

test("two listings ticked and withdrawn with the keyboard alone, the outcome announced", async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "owner" });
  await page.goto(`${server.baseUrl}/admin/listings?sort=reference`);
  await expect(page.getByRole("heading", { name: "Listings", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  const boxes = page.locator("[data-listing-select]");
  const [first, second] = [boxes.nth(0), boxes.nth(1)];
  const ids = [await first.getAttribute("value"), await second.getAttribute("value")];
  const names = [
    (await page.locator(`[data-listing-row="${ids[0]}"] th a`).textContent())!,
    (await page.locator(`[data-listing-row="${ids[1]}"] th a`).textContent())!,
  ];
  // Each box is named after its listing.
  await expect(page.getByRole("checkbox", { name: new RegExp(`^Select ${names[0]}, `) })).toHaveCount(1);

  await tabTo(page, `[data-listing-select][value="${ids[0]}"]`);
  await page.keyboard.press("Space");
  await tabTo(page, `[data-listing-select][value="${ids[1]}"]`);
  await page.keyboard.press("Space");
  await expect(first).toBeChecked();
  await expect(second).toBeChecked();
  await tabTo(page, 'button[value="bulk-withdraw"]', "Shift+Tab");
  await page.keyboard.press("Enter");

  // The same page of the list (its order kept), opened on the confirmation, which has the focus.
  await expect(page).toHaveURL(/\/admin\/listings\?sort=reference&done=bulk-withdraw&changed=2.*#bulk-done$/);
  const status = page.getByRole("status").filter({ hasText: "listings withdrawn" });
  await expect(status).toHaveText("2 listings withdrawn.");
  await expect(status).toBeFocused();
  // The keyboard carries on from the message: the next Tab is the bulk form's first control.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Select all on this page" })).toBeFocused();
  // Hidden by default once withdrawn.
  for (const id of ids) await expect(page.locator(`[data-listing-row="${id}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 320, height: 800 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Among the withdrawn, both are there, marked so.
  await page.goto(`${server.baseUrl}/admin/listings?withdrawn=only`);
  for (const id of ids)
    await expect(page.locator(`[data-listing-row="${id}"] td`).nth(4)).toHaveText("Withdrawn");
});
