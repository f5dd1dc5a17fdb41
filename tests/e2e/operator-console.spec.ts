// The install operators' console in the browser (issue 44 item 6, "the operator's console (axe, keyboard)"): on
// operator.localhost at the e2e server's port (Chromium resolves *.localhost to this machine), an operator made
// through the e2e server's side door as `npm run operator:create` would, set up in the browser. axe checks every
// console page; then an operator signs in with the password and a TOTP code, makes an agency, opens it, suspends
// and resumes it and makes it a member of a group site with the keyboard only, every focused control drawing its
// focus and none under a sticky part.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { e2eControlPort, e2ePort } from "../setup/e2e-paths.ts";
import { rawGet } from "../support/raw-http.ts";
import { E2E_STAFF_PASSWORD, setUpStaffInBrowser, totpNow } from "./admin-support.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { focusDrawn, tabTo } from "./keyboard-journey.ts";

const CONSOLE = `http://operator.localhost:${e2ePort()}`;
test.use({ baseURL: CONSOLE, viewport: { width: 1280, height: 800 } });

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

/** An operator's one-time set-up link, from the e2e server's side door (tests/setup/e2e-control.ts). */
async function newOperatorLink() {
  const email = `ops-${unique()}@install.example`;
  const response = await fetch(`http://127.0.0.1:${e2eControlPort()}/operators`, {
    method: "POST",
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new Error(`the e2e control answered ${response.status}: ${await response.text()}`);
  const { link } = (await response.json()) as { link: string };
  return { email, path: new URL(link).pathname };
}

/** A new operator, set up in this browser (the page is signed in after), and the TOTP secret it enrolled. */
async function setUpOperator(page: Page) {
  const { email, path } = await newOperatorLink();
  const { secret } = await setUpStaffInBrowser(page, path);
  return { email, secret };
}

/** Every control the focus passes must also lie under no sticky part (WCAG 2.4.11). */
const UNCOVERED = { uncovered: true, limit: 60 };

/** Tab to `target` and press Enter on it, then wait for the page's heading. */
async function activate(page: Page, target: Locator, heading: string | RegExp) {
  await tabTo(page, target, UNCOVERED);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function signInWithMouse(page: Page, email: string, secret: string) {
  await page.goto("/console/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Code").fill(totpNow(secret));
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();
}

test("every console page passes axe", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { email, secret } = await setUpOperator(page);

  // Signed out, in a browser of its own: the sign-in and the second factor.
  const context = await browser.newContext({ baseURL: CONSOLE });
  const signedOut = await context.newPage();
  await signedOut.goto("/console/sign-in");
  await expect(signedOut.getByRole("heading", { level: 1, name: "Operator sign in" })).toBeVisible();
  await expectNoAxeViolations(signedOut);
  await signedOut.getByLabel("Email").fill(email);
  await signedOut.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
  await signedOut.getByRole("button", { name: "Continue" }).click();
  await expect(signedOut.getByLabel("Code")).toBeFocused();
  await expectNoAxeViolations(signedOut);
  // A wrong code's answer too.
  await signedOut.getByLabel("Code").fill("000000");
  await signedOut.keyboard.press("Enter");
  await expect(signedOut.getByRole("alert")).toBeVisible();
  await expectNoAxeViolations(signedOut);
  await context.close();

  await signInWithMouse(page, email, secret);
  await expectNoAxeViolations(page);

  await page.goto("/console/agencies/new");
  await expect(page.getByRole("heading", { level: 1, name: "New agency" })).toBeVisible();
  await expectNoAxeViolations(page);
  // The form's refusals.
  await page.getByRole("button", { name: "Make the agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New agency" })).toBeVisible();
  await expectNoAxeViolations(page);

  const name = `Axe Homes ${unique()}`;
  const hostname = `axe-${unique()}.localhost`;
  await page.getByLabel("Agency name").fill(name);
  await page.getByLabel("Primary hostname").fill(hostname);
  await page.getByLabel("Aliases (optional)").fill(`www2.${hostname}`);
  await page.getByLabel("Owner's email").fill(`owner-${unique()}@agency.example`);
  await page.getByRole("button", { name: "Make the agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} is live` })).toBeVisible();
  await expect(page.locator("[data-owner-setup-link]")).toContainText(`http://${hostname}:${e2ePort()}/`);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: `Go to ${name}` }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(page);

  // The group form's refusal (the install's own agency, which the list never offers: added as a forged post would
  // send it): the summary has the focus as the page opens, and the list is tied to its message.
  const memberOf = page.getByLabel("Member of");
  await memberOf.evaluate((select: HTMLSelectElement) => select.add(new Option("The install's own", "1")));
  await memberOf.selectOption("1");
  await page.getByRole("button", { name: "Save the group site" }).click();
  const summary = page.getByRole("region", { name: "Not changed: there is a problem" });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("is the install's own agency and cannot be a group site.");
  await expect(page.getByLabel("Member of")).toHaveAccessibleDescription(
    /is the install's own agency and cannot be a group site\./,
  );
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Suspend the agency…" }).click();
  const question = page.getByRole("heading", { level: 1, name: `Suspend ${name}?` });
  await expect(question).toBeVisible();
  // One phrase, not pieces of text that a screen reader's browse mode or voice control takes apart.
  expect(await question.evaluate((heading) => heading.childNodes.length)).toBe(1);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Cancel" }).click();

  await page.getByRole("link", { name: "Delete the agency…" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}?` })).toBeVisible();
  await expectNoAxeViolations(page);
  // Refused without an export and the typed name: the page with its refusal.
  await page.getByRole("button", { name: "Delete the agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Delete ${name}?` })).toBeVisible();
  await expectNoAxeViolations(page);

  // And the list with the new agency in it.
  await page.goto("/console");
  await expect(page.getByRole("cell", { name }).or(page.getByRole("link", { name }))).toBeVisible();
  await expectNoAxeViolations(page);
});

test("an operator signs in, makes an agency, suspends and resumes it and chooses its group site with the keyboard only", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { email, secret } = await setUpOperator(page);
  const context = await browser.newContext({ baseURL: CONSOLE, viewport: { width: 1280, height: 800 } });
  const keys = await context.newPage();
  await keys.goto("/console/sign-in");

  await tabTo(keys, keys.getByLabel("Email"), UNCOVERED);
  await keys.keyboard.type(email);
  await tabTo(keys, keys.getByLabel("Password"), UNCOVERED);
  await keys.keyboard.type(E2E_STAFF_PASSWORD);
  await activate(keys, keys.getByRole("button", { name: "Continue" }), /./);
  // The code's field has the focus as the page opens: type, then Enter submits.
  await expect(keys.getByLabel("Code")).toBeFocused();
  expect(await focusDrawn(keys)).toBe(true);
  await keys.keyboard.type(totpNow(secret));
  await keys.keyboard.press("Enter");
  await expect(keys.getByRole("heading", { level: 1, name: "Agencies" })).toBeVisible();

  await activate(
    keys,
    keys.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "New agency" }),
    "New agency",
  );
  const name = `Keyboard Lets ${unique()}`;
  const hostname = `keys-${unique()}.localhost`;
  await tabTo(keys, keys.getByLabel("Agency name"), UNCOVERED);
  await keys.keyboard.type(name);
  await tabTo(keys, keys.getByLabel("Primary hostname"), UNCOVERED);
  await keys.keyboard.type(hostname);
  await tabTo(keys, keys.getByLabel("Owner's email"), UNCOVERED);
  await keys.keyboard.type(`owner-${unique()}@agency.example`);
  await activate(keys, keys.getByRole("button", { name: "Make the agency" }), `${name} is live`);

  await activate(keys, keys.getByRole("link", { name: `Go to ${name}` }), name);
  await expect(keys.locator('[data-figure="Status"]')).toHaveText("Live");

  await activate(keys, keys.getByRole("link", { name: "Suspend the agency…" }), `Suspend ${name}?`);
  await activate(keys, keys.getByRole("button", { name: "Suspend the agency" }), name);
  await expect(keys.getByRole("status")).toContainText("The agency is suspended");
  await expect(keys.locator('[data-figure="Status"]')).toHaveText("Suspended");
  expect((await rawGet(`http://127.0.0.1:${e2ePort()}`, "/", { Host: hostname })).status).toBe(503);

  await activate(keys, keys.getByRole("link", { name: "Resume the agency…" }), `Resume ${name}?`);
  await activate(keys, keys.getByRole("button", { name: "Resume the agency" }), name);
  await expect(keys.getByRole("status")).toContainText("The agency is live again");
  await expect(keys.locator('[data-figure="Status"]')).toHaveText("Live");

  // Its group site, chosen from the list by typing the group's name (one word, so the list's type-ahead takes
  // it whole), then saved with Enter on the button.
  const group = `Bayside${unique()}`;
  await page.goto("/console/agencies/new");
  await page.getByLabel("Agency name").fill(group);
  await page.getByLabel("Primary hostname").fill(`bayside-${unique()}.localhost`);
  await page.getByLabel("Owner's email").fill(`owner-${unique()}@agency.example`);
  await page.getByRole("button", { name: "Make the agency" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${group} is live` })).toBeVisible();
  await keys.reload();
  const memberOf = keys.getByLabel("Member of");
  await tabTo(keys, memberOf, UNCOVERED);
  expect(await focusDrawn(keys)).toBe(true);
  await keys.keyboard.type(group);
  await expect(memberOf.locator("option:checked")).toHaveText(group);
  await activate(keys, keys.getByRole("button", { name: "Save the group site" }), name);
  await expect(keys.getByRole("status")).toContainText(`${name} is now a member of ${group}`);
  await expect(keys.locator("[data-group-state]")).toContainText(`A member of ${group}`);
  await expectNoAxeViolations(keys);
  await context.close();
});
