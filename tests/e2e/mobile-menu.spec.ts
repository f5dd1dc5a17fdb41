// Spec §2 "Header", mobile: burger, two drill-down levels with Back buttons, profile and phone links.
import { expect, test, type Locator } from "@playwright/test";
import { demo, gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 375, height: 812 } });

const primary = demo.header.primaryMenuItems;
// An item whose children have children of their own: the second drill-down level.
const deepItem = primary.find((item) => item.items?.some((child) => child.items?.length))!;
const deepChild = deepItem.items!.find((child) => child.items?.length)!;

// An entry of the level on show, whether a drill-down button or a link (new-tab links say so after the name).
const entry = (menu: Locator, name: string) => menu.getByRole("listitem").filter({ hasText: name }).first();

test("the burger opens the menu, drills down two levels and Back returns", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  for (const item of primary) await expect(entry(menu, item.name)).toBeVisible();

  await menu.getByRole("button", { name: deepItem.name }).click();
  await expect(menu.getByRole("button", { name: "Back" })).toBeFocused();
  for (const child of deepItem.items!) await expect(entry(menu, child.name)).toBeVisible();

  await menu.getByRole("button", { name: deepChild.name }).click();
  for (const grandchild of deepChild.items!) {
    await expect(menu.getByRole("link", { name: grandchild.name, exact: true })).toBeVisible();
  }

  await menu.getByRole("button", { name: "Back" }).click();
  await expect(menu.getByRole("button", { name: deepChild.name })).toBeFocused();
  await menu.getByRole("button", { name: "Back" }).click();
  await expect(menu.getByRole("button", { name: "Back" })).toHaveCount(0);
  for (const item of primary) await expect(entry(menu, item.name)).toBeVisible();
});

test("the mobile menu has a profile link and a phone link, and closes on Escape", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "Your account" })).toHaveAttribute("href", "#/user");
  const phone = demo.header.agencyContactTelephone;
  await expect(menu.getByRole("link", { name: `Call us on ${phone}` })).toHaveAttribute(
    "href",
    `tel:${phone.replace(/\s/g, "")}`,
  );
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Menu" })).toBeFocused();
});

test("the profile link in the mobile menu opens the user sidebar", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Your account" }).click();
  await expect(page.getByRole("dialog", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
});
