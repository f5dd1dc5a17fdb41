// The password reset page a person reaches from the emailed link (issue 6 item 4): a server of its own with a
// real SMTP test server, so the link comes out of a real email. The form works without JavaScript, and with
// it; the new password signs the visitor in and lands on the home page's 'user-login-successful' flash.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { getToken } from "../support/visitor.ts";
import { PASSWORD, call, registerUser, uniqueEmail } from "../api/accounts-support.ts";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
const NEW_PASSWORD = "a fresh set of words";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, RATE_LIMIT_DISABLED: "1" });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

/** Registers an account, asks for a reset and returns the emailed link's path. */
async function resetLinkFor(): Promise<{ email: string; path: string }> {
  const { email } = await registerUser(server.baseUrl, { email: uniqueEmail("reset") });
  const visitor = await getToken(server.baseUrl);
  await fetch(`${server.baseUrl}/reset_passwords`, {
    method: "POST",
    headers: visitor.headers,
    body: new URLSearchParams({ authenticity_token: visitor.token, email, body: "" }),
  });
  const message = await smtp.waitFor(email, 15_000);
  const path = /\/user\/reset-password\/[A-Za-z0-9_-]{43}/.exec(message.text)?.[0];
  expect(path).toBeTruthy();
  return { email, path: path! };
}

async function signedInEmail(page: Page): Promise<string | null> {
  const response = await page.request.get(`${server.baseUrl}/user.ljson`);
  return ((await response.json()) as { user: { email: string } | null }).user?.email ?? null;
}

async function fillAndSubmit(page: Page, password: string, confirmation: string) {
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(confirmation);
  await page.getByRole("button", { name: "Set new password" }).click();
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sets a new password, shows the errors first, signs in, and the link then says it is used", async ({
    page,
  }) => {
    const { email, path } = await resetLinkFor();
    await page.goto(`${server.baseUrl}${path}`);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

    await fillAndSubmit(page, NEW_PASSWORD, "something else entirely");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByLabel("Confirm new password")).toHaveAttribute("aria-invalid", "true");

    await fillAndSubmit(page, NEW_PASSWORD, NEW_PASSWORD);
    await expect(page).toHaveURL(`${server.baseUrl}/#/flash/user-login-successful`);
    expect(await signedInEmail(page)).toBe(email);
    const signIn = await call(server.baseUrl, "/session", await getToken(server.baseUrl), {
      username: email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(401);

    await page.goto(`${server.baseUrl}${path}`);
    await expect(page.getByRole("alert")).toHaveText(
      /This password reset link has expired or has already been used/,
    );
    await expect(page.getByRole("link", { name: "Forgotten password" })).toHaveAttribute(
      "href",
      "/#/user/forgotten-password",
    );
  });
});

test.describe("with JavaScript", () => {
  test("the page has no accessibility violations and the reset signs the visitor in", async ({ page }) => {
    const { email, path } = await resetLinkFor();
    await page.goto(`${server.baseUrl}${path}`);
    await expect(page.getByLabel("New password", { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);

    await fillAndSubmit(page, NEW_PASSWORD, NEW_PASSWORD);
    // The home page shows the flash (the demo agency's text for user-login-successful), then clears the hash.
    await expect(page.getByText("You have successfully signed in")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await signedInEmail(page)).toBe(email);
  });
});
