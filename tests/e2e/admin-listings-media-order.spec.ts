// Drag-and-drop photo order in the listing editor (issue 42 item 6), on a server of its own (the order shows on
// the public page): the third photo dragged to the front by its handle is saved (the order after a reload) and
// said in the status region; the Move buttons still work by keyboard alone, the page coming back with the focus
// (visible) on the moved photo's button and the move said; axe-clean with the script running.
import { expect, test, type Page } from "@playwright/test";
import { ownServer, signInOnOwnServer } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";

const server = ownServer();
test.use({ viewport: { width: 1280, height: 900 } });

const photoRows = (page: Page) => page.locator('[data-media-kind="photo"] tbody tr');
const photoIds = (page: Page) =>
  photoRows(page).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).dataset.mediaItem!));

/** Tab (never the mouse) until the element is focused. */
async function tabTo(page: Page, selector: string, limit = 200) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${selector} was not reached with Tab`);
}

/** A listing of the desk's with at least three photos. */
async function listingWithPhotos(page: Page): Promise<string> {
  await page.goto(`${server.baseUrl}/admin/listings`);
  const hrefs = await page
    .locator("[data-listing-row] th a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  for (const href of hrefs) {
    await page.goto(`${server.baseUrl}${href}`);
    if ((await photoRows(page).count()) >= 3) return href;
  }
  throw new Error("no listing with three photos");
}

test("photos reordered by dragging, and by the Move buttons with the keyboard", async ({ page }) => {
  test.setTimeout(120_000);
  await signInOnOwnServer(page, server, { role: "owner" });
  const href = await listingWithPhotos(page);
  const handles = page.locator('[data-media-kind="photo"] [data-drag-handle]');
  const count = await photoRows(page).count();
  await expect(handles).toHaveCount(count);
  await expect(page.getByText("Drag a row by its handle to change the order")).toBeVisible();
  await expectNoAxeViolations(page);

  // The third photo dragged by its handle above the first (a real pointer: down, moves, up).
  const before = await photoIds(page);
  await handles.nth(1).evaluate((el) => el.scrollIntoView({ block: "center" }));
  const from = (await handles.nth(2).boundingBox())!;
  const to = (await handles.nth(0).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 5 });
  await page.mouse.up();
  const status = page.locator("#media-status");
  await expect(status).toHaveText("Photo 3 moved to position 1.");
  await expect(status).toHaveAttribute("role", "status");
  const dragged = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
  expect(await photoIds(page)).toEqual(dragged);
  // Renamed and enabled or disabled as the server would render them.
  await expect(page.getByRole("button", { name: "Move photo 1 up" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move photo 3 up" })).toBeEnabled();
  await expect(page.locator(`#media-${before[2]}-up`)).toHaveAccessibleName("Move photo 1 up");
  await expect(page.locator(`#media-${before[0]}-up`)).toBeEnabled();
  await expectNoAxeViolations(page);

  // Saved: the same order after a reload.
  await page.goto(`${server.baseUrl}${href}`);
  expect(await photoIds(page)).toEqual(dragged);

  // The keyboard's way: Tab to "Move photo 2 up" and press Enter.
  const second = dragged[1]!;
  await tabTo(page, `#media-${second}-up`);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`done=moved&moved=${second}\\.2#media-${second}-down$`));
  await expect(status).toHaveText("Photo 2 moved to position 1.");
  expect(await photoIds(page)).toEqual([second, dragged[0]!, ...dragged.slice(2)]);
  // Now first, its Move up is disabled: the focus is on its Move down, visibly, described by what happened.
  const down = page.locator(`#media-${second}-down`);
  await expect(down).toBeFocused();
  await expect(down).toHaveAccessibleName("Move photo 1 down");
  await expect(down).toHaveAccessibleDescription("Photo 2 moved to position 1.");
  const ring = await down.evaluate((el) => {
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
  });
  expect(ring, "a visible focus indicator").toBe(true);
  // Enter again moves it down.
  await page.keyboard.press("Enter");
  await expect(status).toHaveText("Photo 1 moved to position 2.");
  await expect(page.locator(`#media-${second}-down`)).toBeFocused();
  expect(await photoIds(page)).toEqual(dragged);
  await expectNoAxeViolations(page);
});
