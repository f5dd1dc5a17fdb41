// Issue 41 in a real browser: the listing editor's advert check. With the keyboard alone an owner adds words that
// break the Renters' Rights Act rules to a let; the list of findings follows as they type (without taking the
// focus), a save holds the listing back from the site, and mending the words puts it back; then the listing as
// advertised, from the versions kept, and its download. axe on the editor with findings shown and on that page.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { signInAsNewStaff } from "./admin-support.ts";

/** Tab, or Shift+Tab with `back` (never the mouse), until the element is focused. */
async function tabTo(page: Page, selector: string, { back = false, limit = 80 } = {}) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    if (await page.locator(selector).evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${selector} was not reached with Tab`);
}

/** Back from the key features to the tags field (a one-line input), where Enter submits with Save. */
async function saveWithKeyboard(page: Page) {
  await tabTo(page, "#field-tags", { back: true });
  await page.keyboard.press("Enter");
}

test("the editor checks a let's advert as staff type; a breach holds it back, the mended words put it back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewStaff(page, { role: "owner" });
  await page.goto("/admin/listings?channel=lettings&status=available");
  const link = page.getByRole("table").getByRole("rowheader").first().getByRole("link");
  const id = Number((await link.getAttribute("href"))!.split("/").at(-1));
  await link.click();

  const check = page.getByRole("region", { name: "Advert rules" });
  const findings = check.getByRole("status");
  await expect(findings).toHaveText("The advert rules find nothing to mend.");
  const features = page.getByLabel("Key features");
  const before = await features.inputValue();

  // Keyboard only: to the key features, then a line that turns away people on benefits.
  await tabTo(page, "#field-keyFeatures");
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Sorry, NO D.S.S.");
  await expect(findings.getByRole("listitem")).toHaveCount(1);
  await expect(findings).toContainText("Keeps it off the site: ");
  await expect(findings).toContainText('"sorry no d s s" in the key features');
  await expect(findings).toContainText("Renters' Rights Act 2025");
  // The list followed the typing without taking the focus from the field.
  await expect(features).toBeFocused();
  await expectNoAxeViolations(page);

  await saveWithKeyboard(page);
  await expect(page).toHaveURL(new RegExp(`/admin/listings/${id}\\?done=saved-held-back$`));
  await expect(page.getByRole("status").filter({ hasText: "Listing saved, but held back" })).toBeVisible();
  await expect(check.getByText("As saved, this listing is held back from the site")).toBeVisible();
  expect((await page.request.get(`/properties/${id}`)).status()).toBe(404);
  await expectNoAxeViolations(page);

  // Mended: the line goes, the list empties as typed, a save puts the listing back on the site.
  await tabTo(page, "#field-keyFeatures");
  await features.fill(before);
  await expect(findings).toHaveText("The advert rules find nothing to mend.");
  await saveWithKeyboard(page);
  await expect(page.getByText("Listing saved. The public page shows it now.")).toBeVisible();
  await expect(check.getByText("As saved, this listing is held back from the site")).toHaveCount(0);
  expect((await page.request.get(`/properties/${id}`)).status()).toBe(200);

  // The advert as it was, from the versions kept: the page, then the download, reached with the keyboard.
  await tabTo(page, "[data-advertised-link]");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("as advertised");
  await expect(page.getByRole("table")).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, "#advertised-at");
  await tabTo(page, "a[download]");
  const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
  expect(download.suggestedFilename()).toMatch(/^advert-.+-\d{12}\.html$/);
});

test("an owner switches Part A of the material information from 'held back' to a warning with the keyboard alone", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewStaff(page, { role: "owner" });
  // The editor follows the agency's setting as staff type: a blank council tax band keeps a listing off the site.
  await page.goto("/admin/listings?channel=lettings&status=available");
  await page.getByRole("table").getByRole("rowheader").first().getByRole("link").click();
  const findings = page.getByRole("region", { name: "Advert rules" }).getByRole("status");
  await expect(findings).toHaveText("The advert rules find nothing to mend.");
  await page.getByLabel("Council tax band", { exact: true }).fill("");
  await expect(findings).toContainText(
    "Keeps it off the site: A buyer or tenant must be told the Part A facts",
  );
  await expect(findings).toContainText("Not given: council tax band (Part A of the material information)");

  await page.goto("/admin");
  await tabTo(page, 'nav a[href="/admin/advert-rules"]');
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Advert rules" })).toBeVisible();
  const hold = page.getByRole("radio", { name: /Hold it back from the site/ });
  const warn = page.getByRole("radio", { name: /Publish it, with a warning to staff/ });
  await expect(hold).toBeChecked();
  await expectNoAxeViolations(page);

  // Tab reaches the group's chosen radio; an arrow key chooses the other; Tab to Save, Enter saves.
  await tabTo(page, 'input[name="partAMissing"]:checked');
  await expect(hold).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(warn).toBeChecked();
  await tabTo(page, 'form[aria-labelledby="advert-settings-title"] button[type="submit"]');
  // The focus is visible where it is (the site's focus ring).
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/advert-rules\?done=saved$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Saved. Every listing has been checked again" }),
  ).toBeVisible();
  await expect(warn).toBeChecked();
  await expectNoAxeViolations(page);

  // Back to the default, so the other journeys on this server meet it.
  await tabTo(page, 'input[name="partAMissing"]:checked');
  await page.keyboard.press("ArrowUp");
  await expect(hold).toBeChecked();
  await tabTo(page, 'form[aria-labelledby="advert-settings-title"] button[type="submit"]');
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/advert-rules\?done=saved$/);
  await expect(hold).toBeChecked();
});
