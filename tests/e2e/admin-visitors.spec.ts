// Visitors and their data in the browser (issue 15 item 5): a registered visitor who saved a listing; an owner
// finds them, opens their page, downloads the JSON export, and erases them after typing their email (a wrong
// email first). axe on every page.
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { call, registerUser } from "../api/accounts-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { openBackOfficeSection, signInAsNewStaff } from "./admin-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });

test("an owner finds a visitor, exports their data and erases them", async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const email = `ottilie.${Date.now()}@example.com`;
  const visitor = await registerUser(baseURL!, { email, first_name: "Ottilie", last_name: "Brackwater" });
  const search = await fetch(`${baseURL}/search.ljson?channel=sales`);
  const { properties } = (await search.json()) as { properties: { property_id: number }[] };
  const propertyId = properties[0]!.property_id;
  await call(baseURL!, "/saved_properties.ljson", visitor.visitor, { property_ids: String(propertyId) });

  await signInAsNewStaff(page, { role: "owner" });
  await openBackOfficeSection(page, "Visitors");
  await expectNoAxeViolations(page);

  await page.getByRole("searchbox", { name: "Search" }).fill("brackwater");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator("[data-visitor-row]")).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Ottilie Brackwater" }).click();

  await expect(page.getByRole("heading", { name: "Ottilie Brackwater", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Saved properties (1)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Consent history \(\d+\)/ })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export all their data (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(
    `visitor-${visitor.userId}-${new Date().toISOString().slice(0, 10)}.json`,
  );
  const exported = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(exported.account.email).toBe(email);
  expect(exported.savedProperties.map((p: { propertyId: number }) => p.propertyId)).toEqual([propertyId]);

  await page.getByRole("link", { name: "Erase this person" }).click();
  await expect(page.getByRole("heading", { name: "Erase Ottilie Brackwater" })).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = page.getByRole("textbox", { name: "Type the visitor's email address to confirm" });
  await confirm.fill("not-them@example.com");
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(confirm).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please type the visitor's email address exactly to confirm")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole("textbox", { name: "Type the visitor's email address to confirm" }).fill(email);
  await page.getByRole("button", { name: "Erase this person" }).click();
  await expect(page).toHaveURL(/\/admin\/visitors\?done=erased$/);
  await expect(page.getByRole("status")).toContainText("account is deleted");
  await page.getByRole("searchbox", { name: "Search" }).fill("brackwater");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No visitor matches this search.")).toBeVisible();
  await expectNoAxeViolations(page);
});
