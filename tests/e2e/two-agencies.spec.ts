// Issue 44 item 8: the two demo agencies `npm start` serves, side by side in two browser windows: Marlow & Vale at
// the server's own address and Harbour & Fell at demo2.localhost on the same port (Chromium resolves *.localhost
// to this machine). Each shows its own name, theme and listings; a visitor of one is a stranger at the other, and
// what they save at one is not at the other.
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { SECOND_AGENCY_TOWNS } from "../../db/seed/second-agency-towns.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { e2ePort } from "../setup/e2e-paths.ts";
import { gotoHydrated } from "./demo-content.ts";
import {
  PASSWORD,
  expectRegistered,
  hearts,
  openHash,
  sendRegistration,
  sidebar,
  toast,
} from "./visitor-support.ts";

const SECOND = `http://demo2.localhost:${e2ePort()}`;
const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--oh-primary").trim());

async function register(page: Page, email: string) {
  await sendRegistration(page, email);
  await expectRegistered(page);
}

/** The town each result's address ends with, from its heart's label ("Save Street, Locality, Town"). */
async function resultTowns(page: Page): Promise<string[]> {
  const labels = await hearts(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-label")!),
  );
  return labels.map((label) => label.split(", ").at(-1)!);
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** One window per agency, each a browser context of its own (its own cookies and storage). */
async function sideBySide(browser: Browser, baseURL: string) {
  const open = async (url: string) => {
    const context = await browser.newContext({ baseURL: url, viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };
  return { first: await open(baseURL), second: await open(SECOND) };
}

test("each agency shows its own name, theme and listings", async ({ browser, baseURL }) => {
  const { first, second } = await sideBySide(browser, baseURL!);
  await gotoHydrated(first, "/search/sales");
  await gotoHydrated(second, "/search/sales");

  await expect(first.getByRole("banner").getByRole("img", { name: "Marlow & Vale" })).toBeVisible();
  await expect(second.getByRole("banner").getByRole("img", { name: "Harbour & Fell" })).toBeVisible();
  expect(await primaryColour(first)).toBe("#0e5a61");
  expect(await primaryColour(second)).toBe("#7a2e1f");

  await expect(hearts(first).first()).toBeVisible();
  await expect(hearts(second).first()).toBeVisible();
  const firstTowns = TOWNS.map((town) => town.name);
  const secondTowns = SECOND_AGENCY_TOWNS.map((town) => town.name);
  for (const town of await resultTowns(first)) expect(firstTowns).toContain(town);
  for (const town of await resultTowns(second)) expect(secondTowns).toContain(town);
});

test("a visitor of one agency is a stranger at the other, and what they saved stays where they saved it", async ({
  browser,
  baseURL,
}) => {
  const { first, second } = await sideBySide(browser, baseURL!);
  const email = `two-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  // Registered at the second agency, with a property saved there.
  await gotoHydrated(second, "/search/sales");
  const saved = (await hearts(second).first().getAttribute("aria-label"))!.replace(/^Save /, "");
  await register(second, email);
  await openHash(second, "/");
  await hearts(second).first().click();
  await expect(toast(second, "Property saved.")).toBeVisible();
  await openHash(second, "/user/saved-properties");
  await expect(sidebar(second).getByRole("list", { name: "Saved properties" })).toContainText(saved);

  // The same email and password at the first agency: no such account there.
  await gotoHydrated(first, "/");
  await openHash(first, "/user/sign-in");
  const signIn = sidebar(first).getByRole("form", { name: "Sign in" });
  await signIn.getByLabel("Email", { exact: true }).fill(email);
  await signIn.getByLabel("Password").fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(first, "Sign in failed, please try again")).toBeVisible();

  // So the same email registers there as a second, separate account, which has nothing saved.
  await register(first, email);
  await openHash(first, "/user/saved-properties");
  await expect(sidebar(first).getByText("You have no saved properties yet.")).toBeVisible();
});
