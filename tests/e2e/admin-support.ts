// Browser helpers for the back office (issue 14): a member of staff created through the e2e server's side door
// (tests/setup/e2e-control.ts), then set up in the browser as a person would — password, the key read off the
// page into an "authenticator" (the test computes the TOTP code), recovery codes shown once.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import type { StaffRole } from "../../modules/staff/model/roles.ts";
import { totpCodeAt, totpStepAt } from "../../modules/staff/use-cases/totp.ts";
import { e2eControlPort } from "../setup/e2e-paths.ts";
import { startTestServer } from "../setup/test-server.ts";
import { setUpTotpCode } from "../support/totp-timing.ts";
import { newStaff } from "../support/staff-browser.ts";
import type { Db } from "../../db/client.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { demo } from "./demo-content.ts";

export const E2E_STAFF_PASSWORD = "a long staff password";

let counter = 0;

export async function createStaffLink(options: { role: StaffRole; branchIds?: number[]; email?: string }) {
  counter += 1;
  const email = options.email ?? `${options.role}-${Date.now().toString(36)}-${counter}@agency.example`;
  const response = await fetch(`http://127.0.0.1:${e2eControlPort()}/staff`, {
    method: "POST",
    body: JSON.stringify({ ...options, email }),
  });
  if (!response.ok) throw new Error(`the e2e control answered ${response.status}: ${await response.text()}`);
  const { link } = (await response.json()) as { link: string };
  return { email, path: new URL(link).pathname };
}

/** The emails queued to `to` on the e2e server, oldest first (what the mailbox would receive). */
export async function emailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  const response = await fetch(`http://127.0.0.1:${e2eControlPort()}/emails?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the e2e control answered ${response.status}`);
  return (await response.json()) as { subject: string; text: string }[];
}

/** The TOTP code of a secret at the current step, `offset` steps on. */
export function totpNow(secret: string, offset = 0): string {
  return totpCodeAt(secret, totpStepAt(new Date()) + offset);
}

/** Follows a set-up link with the keyboard-free happy path; the page ends signed in on the recovery codes. */
export async function setUpStaffInBrowser(page: Page, path: string) {
  await page.goto(path);
  const secret = (await page.locator("[data-totp-secret]").textContent())!.trim();
  await page.getByLabel("Password", { exact: true }).fill(E2E_STAFF_PASSWORD);
  await page.getByLabel("Confirm password").fill(E2E_STAFF_PASSWORD);
  await page.getByLabel("Code from the app").fill(await setUpTotpCode(secret));
  await page.getByRole("button", { name: "Finish set-up" }).click();
  await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeVisible();
  const recoveryCodes = await page.locator("[data-recovery-codes] li").allTextContents();
  return { secret, recoveryCodes };
}

/** A member of staff of that role and branches, set up and signed in in this page's browser context. */
export async function signInAsNewStaff(page: Page, options: { role: StaffRole; branchIds?: number[] }) {
  const { email, path } = await createStaffLink(options);
  const { secret, recoveryCodes } = await setUpStaffInBrowser(page, path);
  return { email, secret, recoveryCodes };
}

/** Opens a section of the back office from its menu, as staff find it, and waits for the section's heading. */
export async function openBackOfficeSection(page: Page, section: string, baseUrl = "") {
  await page.goto(`${baseUrl}/admin`);
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: section }).click();
  await expect(page.getByRole("heading", { name: section, level: 1 })).toBeVisible();
}

/**
 * A member of staff made on a test server of the spec's own (tests/setup/test-server.ts), for specs whose changes
 * reach every public page and so must not meet the shared server's other specs; set up in the browser.
 */
export async function signInOnOwnServer(
  page: Page,
  server: { baseUrl: string; services: { db: Db } },
  options: { role: StaffRole; branchIds?: number[] },
) {
  const { path } = await newStaff(server, options);
  return setUpStaffInBrowser(page, `${server.baseUrl}${path}`);
}

/**
 * A new member of staff of that role, signed in on the spec's own server, opens a section from the menu; axe
 * checks the section as it first draws.
 */
export async function openAxeCheckedSection(
  page: Page,
  server: { baseUrl: string; services: { db: Db } },
  role: StaffRole,
  section: string,
) {
  await signInOnOwnServer(page, server, { role });
  await openBackOfficeSection(page, section, server.baseUrl);
  await expectNoAxeViolations(page);
}

/**
 * A server and database of the spec's own, for specs whose changes reach every public page (site content, forms,
 * pages): started before the spec's tests, stopped after them. Read it inside tests (`server.baseUrl`).
 */
export function ownServer(env: Record<string, string> = {}) {
  let current: Awaited<ReturnType<typeof startTestServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    current = await startTestServer({ SEED_LISTINGS: "12", RATE_LIMIT_DISABLED: "1", ...env });
  });
  test.afterAll(async () => {
    await current?.stop();
  });
  const started = () => {
    if (!current) throw new Error("the spec's own server has not started");
    return current;
  };
  return {
    get baseUrl() {
      return started().baseUrl;
    },
    get services() {
      return started().services;
    },
  };
}

/** A visitor books a viewing of the first sales result, as in the browser: a lead in the inbox. */
export async function bookViewingAsVisitor(
  page: Page,
  request: APIRequestContext,
): Promise<{ email: string; propertyId: number }> {
  const search = await request.get("/search.ljson?channel=sales");
  const { properties } = (await search.json()) as { properties: { property_id: number }[] };
  const propertyId = properties[0]!.property_id;
  const email = `inbox.${Date.now()}@example.com`;
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(`/properties/${propertyId}#/book-a-viewing`);
  await userCall;
  const form = page.getByRole("dialog", { name: "Book a Viewing" });
  await form.getByRole("textbox", { name: "First name" }).fill("Ada");
  await form.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await form.getByRole("textbox", { name: "Email" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("01179460000");
  await form.getByRole("textbox", { name: "Message" }).fill("Could I see it on Saturday morning?");
  await form.getByRole("checkbox", { name: /terms & conditions/ }).check();
  await form.getByRole("button", { name: "Book viewing" }).click();
  await expect(page.getByText(demo.flashMessages["welcome-lead-sent"]!)).toBeVisible();
  return { email, propertyId };
}

/** Keyboard only: presses Tab until `target` has the focus, failing once `limit` stops have not reached it. */
export async function tabTo(page: Page, target: Locator, limit: number) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("the element was never reached with Tab");
}
