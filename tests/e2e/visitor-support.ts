// A visitor's account in the browser: the sidebar, its toasts and the register form, shared by the specs that
// sign visitors up (accounts.spec.ts, two-agencies.spec.ts).
import { expect, type Page } from "@playwright/test";

export const PASSWORD = "correct horse battery";

export const sidebar = (page: Page) => page.getByRole("dialog", { name: "Your account" });
export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** Opens an overlay path the way a link does: the hash changes, the page stays. */
export async function openHash(page: Page, path: string) {
  await page.evaluate((h) => (window.location.hash = h), path);
}

/** The hearts of the results (not the 'Save search' button). */
export const hearts = (page: Page) =>
  page.getByRole("region", { name: "Results" }).getByRole("button", { name: /^Save / });

/** Fills in and sends the register form, as Ada Lovelace with PASSWORD, terms accepted. */
export async function sendRegistration(page: Page, email: string) {
  await openHash(page, "/user/register");
  const form = sidebar(page).getByRole("form", { name: "Register" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await form.getByLabel("Confirm password").fill(PASSWORD);
  await form.getByLabel(/terms & conditions/).check();
  await form.getByRole("button", { name: "Register" }).click();
}

/** The toast, then the signed-in sidebar: another overlay path opened before it would be replaced by it. */
export async function expectRegistered(page: Page) {
  await expect(toast(page, "You have been successfully registered!")).toBeVisible();
  await expect(sidebar(page).getByRole("heading", { name: "Your details" })).toBeVisible();
}
