// Sign-in when the account is being guessed at (issue 43 item 4; docs/decisions/021), in the browser against a
// server with a captcha provider (reCAPTCHA v2, tests/e2e/captcha-support.ts) and its limits on. Guessers
// elsewhere have failed on the account, and the visitor mistyped once, so this browser's address waits the
// account's wait: the form says so, shows the captcha only then, and a solved captcha signs the visitor in at
// once. A wrong answer is refused and the widget reset.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { startTestServer } from "../setup/test-server.ts";
import { freshIp, getToken } from "../support/visitor.ts";
import { captchaResets, HUMAN_ANSWER, routeCaptchaScript, startSiteverify } from "./captcha-support.ts";
import { gotoHydrated } from "./demo-content.ts";

const PASSWORD = "correct horse battery";
let server: Awaited<ReturnType<typeof startTestServer>>;
let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  siteverify = await startSiteverify();
  // The default seed, so the run's seeded template is copied rather than a new one seeded.
  server = await startTestServer(siteverify.env);
});

test.afterAll(async () => {
  await server?.stop();
  await siteverify?.close();
});

async function post(path: string, body: Record<string, unknown>) {
  const visitor = await getToken(server.baseUrl, freshIp());
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: "POST",
    headers: { ...visitor.headers, accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ authenticity_token: visitor.token, ...body }),
  });
  await response.body?.cancel();
  return response.status;
}

const sidebar = (page: Page) => page.getByRole("dialog", { name: "Your account" });
const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

test("a visitor held back by guessing elsewhere signs in at once after solving the captcha", async ({
  page,
}) => {
  const email = `guessed-${Date.now().toString(36)}@example.com`;
  expect(
    await post("/user.ljson", {
      client: "web",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      opt_in_terms: true,
      "g-recaptcha-response": HUMAN_ANSWER,
    }),
  ).toBe(200);
  const guesses = await Promise.all(
    Array.from({ length: 8 }, (_, i) => post("/session", { username: email, password: `guess-${i}` })),
  );
  expect(guesses).toEqual(Array(8).fill(401));

  await routeCaptchaScript(page);
  await gotoHydrated(page, `${server.baseUrl}/#/user/sign-in`);
  const form = sidebar(page).getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Password").fill("mistyped");
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Sign in failed, please try again")).toBeVisible();
  // No widget for a visitor who is not held back.
  await expect(form.locator(".g-recaptcha")).toHaveCount(0);

  await form.getByLabel("Password").fill(PASSWORD);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(toast(page, "Too many failed sign-in attempts for this account.")).toBeVisible();
  await expect(form.getByText("show you are not a robot, then press Sign in again")).toBeVisible();
  const answer = form.locator('textarea[name="g-recaptcha-response"]');
  await expect(answer).toBeAttached();
  expect(
    (
      await new AxeBuilder({ page })
        .include('[role="dialog"]')
        .withTags(["wcag2a", "wcag2aa", "wcag22aa"])
        .analyze()
    ).violations,
  ).toEqual([]);

  // A wrong answer: still held back, and the widget is reset for another go.
  await answer.evaluate((textarea: HTMLTextAreaElement) => (textarea.value = "a bot's guess"));
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect.poll(() => captchaResets(page)).toBe(1);
  expect(siteverify.verified).toContain("a bot's guess");

  // Solved, by keyboard: the visitor is signed in at once.
  await answer.evaluate((textarea: HTMLTextAreaElement, value) => (textarea.value = value), HUMAN_ANSWER);
  await form.getByRole("button", { name: "Sign in" }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page, "You have successfully signed in")).toBeVisible();
  await expect(sidebar(page).getByRole("heading", { name: "Your details" })).toBeVisible();
});
