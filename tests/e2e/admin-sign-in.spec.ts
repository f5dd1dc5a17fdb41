// The back office's front door (issue 14): an owner's first set-up with TOTP (the test is the authenticator),
// then a keyboard-only sign-in with a code, a recovery code, and axe on each page.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import {
  createStaffLink,
  E2E_STAFF_PASSWORD,
  emailsTo,
  setUpStaffInBrowser,
  totpNow,
} from "./admin-support.ts";

test("an owner sets up the account with TOTP, signs out, and signs in again with the keyboard alone", async ({
  page,
}) => {
  const { email, path } = await createStaffLink({ role: "owner" });
  await page.goto(path);
  await expect(page.getByRole("img", { name: "QR code of your authenticator key" })).toBeVisible();
  await expectNoAxeViolations(page);
  const { secret, recoveryCodes } = await setUpStaffInBrowser(page, path);
  expect(recoveryCodes).toHaveLength(10);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Continue to the back office" }).click();
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Staff sign in" })).toBeVisible();

  // Keyboard only: tab to each field, type, Enter.
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab"); // "Back office"
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Email")).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(E2E_STAFF_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/sign-in\/code$/);
  await expectNoAxeViolations(page);
  const code = page.getByLabel(/code/i).first();
  await expect(code).toBeFocused();
  await page.keyboard.type(totpNow(secret, 1));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  // A recovery code signs in once.
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_STAFF_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/code/i).first().fill(recoveryCodes[0]!);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
});

test("a member of staff who forgot the password resets it by email and a code, with the keyboard alone", async ({
  page,
}) => {
  const { email, path } = await createStaffLink({ role: "negotiator" });
  const { secret } = await setUpStaffInBrowser(page, path);
  await page.context().clearCookies();

  await page.goto("/admin/sign-in");
  const forgotten = page.getByRole("link", { name: "Forgotten your password?" });
  await forgotten.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Forgotten password" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Email").focus();
  await page.keyboard.type(email);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("If that email belongs to a member of staff");
  await expectNoAxeViolations(page);

  const sent = (await emailsTo(email)).filter((row) => row.subject.startsWith("Reset your"));
  expect(sent).toHaveLength(1);
  const link = /https?:\/\/\S+\/admin\/password-reset\/\S+/.exec(sent[0]!.text)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await expectNoAxeViolations(page);

  const NEW_PASSWORD = "another long staff password";
  await page.getByLabel("New password", { exact: true }).focus();
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Tab");
  await page.keyboard.type(NEW_PASSWORD);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(/recovery code/)).toBeFocused();
  // A wrong code first: the message is tied to the field, and nothing changed.
  await page.keyboard.type("000000");
  await page.keyboard.press("Enter");
  await expect(page.getByLabel(/recovery code/)).toHaveAccessibleDescription(/That code is not right/);
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
  await page.getByLabel(/recovery code/).fill(totpNow(secret, 0));
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status")).toHaveText(
    "Your password has been changed. Sign in with it and your second factor.",
  );
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel(/code/i).first().fill(totpNow(secret, 1));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();

  // Both pages fit a 320 px screen (WCAG 1.4.10), the spent link's page too.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ["/admin/password-reset", new URL(link).pathname]) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectNoAxeViolations(page);
  }
});
