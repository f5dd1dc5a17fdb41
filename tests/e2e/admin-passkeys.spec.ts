// Passkeys and invites in a real browser (issue 14): an owner sets up with TOTP, adds a passkey on the account
// page with Chromium's virtual authenticator (CDP WebAuthn), signs out and in with the password and the
// passkey, sees what a browser without passkeys gets, and removes it; an owner invites a negotiator with the
// keyboard alone, the invite arrives by real email (a local SMTP server), and the negotiator sets up with TOTP.
// A server of its own: WebAuthn needs the page's origin to be PUBLIC_URL's, on a host name (localhost), and
// the invite needs a mail server to read.
import { expect, test, type Page } from "@playwright/test";
import { createStaffWithSetupLink } from "../../modules/staff/use-cases/staff-setup.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { E2E_STAFF_PASSWORD, setUpStaffInBrowser, totpNow } from "./admin-support.ts";
import { freePort } from "../support/free-port.ts";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let base: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startTestServer({
    PORT: String(port),
    PUBLIC_URL: base,
    SMTP_URL: smtp.url,
    RATE_LIMIT_DISABLED: "1",
    SEED_LISTINGS: "12",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

let counter = 0;
/** A new owner's set-up link on this server, as `npm run admin:create` prints it. */
async function ownerLink(): Promise<{ email: string; link: string }> {
  counter += 1;
  const email = `owner-${Date.now().toString(36)}-${counter}@agency.example`;
  const created = await createStaffWithSetupLink(server.services.db, {
    email,
    role: "owner",
    publicUrl: base,
    origin: { ip: null, userAgent: "e2e" },
  });
  return { email, link: created!.link };
}

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

async function passwordStep(page: Page, email: string) {
  await page.goto(`${base}/admin/sign-in`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
}

test("an owner adds a passkey, signs in with it after the password, and removes it", async ({
  page,
  browser,
}) => {
  // A dozen pages and sign-ins: 8-13 s on a quiet machine, past 30 s when CI's other suites share the cores.
  test.setTimeout(90_000);
  const { email, link } = await ownerLink();
  const { secret } = await setUpStaffInBrowser(page, link);
  const { cdp, authenticatorId } = await addVirtualAuthenticator(page);

  await page.goto(`${base}/admin/account`);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add a passkey" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Passkey name").fill("Test laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").first()).toHaveText("Your passkey has been added.");
  await expect(page.getByRole("cell", { name: "Test laptop", exact: true })).toBeVisible();
  const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
  expect(credentials).toHaveLength(1);
  await expectNoAxeViolations(page);

  // Signed out, the password then the passkey: no code typed.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await passwordStep(page, email);
  await expect(page.getByText("This browser cannot use passkeys here")).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await page.goto(`${base}/admin/account`);
  const row = page.locator("[data-passkey-row]", { hasText: "Test laptop" });
  await expect(row.locator("td").nth(2)).not.toHaveText("Never");

  // A browser without passkey support is told so, and signs in with the code.
  const plain = await browser.newContext();
  const other = await plain.newPage();
  await other.addInitScript(() => {
    delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
  });
  await passwordStep(other, email);
  await expect(other.getByText("This browser cannot use passkeys here")).toBeVisible();
  await expect(other.getByRole("button", { name: "Use a passkey" })).toBeHidden();
  await other.getByLabel("Code").fill(totpNow(secret));
  await other.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("heading", { name: "Overview" })).toBeVisible();
  await plain.close();

  // Removed, the passkey is no longer offered; TOTP still signs in.
  await page.getByRole("button", { name: "Remove passkey Test laptop" }).click();
  await expect(page.getByRole("status").first()).toHaveText("The passkey has been removed.");
  await expect(page.getByText("You have no passkey yet.")).toBeVisible();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await passwordStep(page, email);
  await expect(page.getByRole("button", { name: "Use a passkey" })).toHaveCount(0);
  await page.getByLabel("Code").fill(totpNow(secret, 1));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("an owner invites a negotiator with the keyboard; the emailed link sets the account up", async ({
  page,
  browser,
}) => {
  const { link } = await ownerLink();
  await setUpStaffInBrowser(page, link);
  await page.goto(`${base}/admin/staff`);
  await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Invite a member of staff" }).click();
  await expect(page.getByRole("heading", { name: "Invite a member of staff" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard only: the skip link into the page, then each field in turn.
  const invitee = `negotiator-${Date.now().toString(36)}@agency.example`;
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(invitee);
  await page.keyboard.press("Tab");
  await page.keyboard.type("Nina Negotiator");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("radio", { name: /^Owner/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Negotiator/ })).toBeChecked();
  await page.keyboard.press("Tab");
  const firstBranch = page.getByRole("group", { name: "Branches" }).getByRole("checkbox").first();
  await expect(firstBranch).toBeFocused();
  await page.keyboard.press("Space");
  await expect(firstBranch).toBeChecked();
  const send = page.getByRole("button", { name: "Send invite" });
  for (let i = 0; i < 20 && !(await send.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(send).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Nina Negotiator" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(/Invite sent/);
  await expect(page.locator("[data-staff-state]")).toHaveText("Invited");
  await expectNoAxeViolations(page);

  // The email, as the SMTP server received it.
  const message = await smtp.waitFor(invitee, 15_000);
  expect(message.header("subject")).toMatch(/back-office account/);
  const setupPath = /\/admin\/setup\/[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
  expect(setupPath).toBeTruthy();

  const theirs = await browser.newContext();
  const negotiator = await theirs.newPage();
  const { recoveryCodes } = await setUpStaffInBrowser(negotiator, `${base}${setupPath}`);
  expect(recoveryCodes).toHaveLength(10);
  await negotiator.getByRole("link", { name: "Continue to the back office" }).click();
  const nav = negotiator.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: "Your account" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await theirs.close();

  await page.goto(`${base}/admin/staff`);
  await expect(page.locator(`[data-staff-row="${invitee}"]`)).toContainText("Active");
});
