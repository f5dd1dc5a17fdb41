// Cookie consent (issue 7 item 7): nothing non-essential before the visitor says yes; the agency's analytics
// snippet runs only after Accept (through the strict CSP); each choice is logged; the footer reopens the
// choice. These tests run against a server of their own whose content file configures an analytics snippet.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo } from "./demo-content.ts";
import { ownServerForSuite } from "./own-server.ts";

const texts = demo.consent;
// Runs only if the page's CSP lets it (modules/content/use-cases/analytics.ts hashes the configured inline scripts).
const SNIPPET = "<script>document.documentElement.dataset.analytics = 'on';</script>";

const { open, baseUrl: serverUrl } = ownServerForSuite((content) => {
  content.analytics = { head_analytics_code: SNIPPET, analytics_code: "", connectOrigins: [] };
});

const banner = (page: Page) => page.getByRole("region", { name: texts.heading });
const analyticsRan = (page: Page) => page.evaluate(() => document.documentElement.dataset.analytics ?? null);

test("before a choice: the banner asks, and no consent cookie or analytics code is there", async ({
  page,
  context,
}) => {
  const analyticsCalls: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/analytics_code") analyticsCalls.push(r.url());
  });
  await open(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: texts.acceptAll })).toBeVisible();
  await expect(banner(page).getByRole("button", { name: texts.rejectAll })).toBeVisible();
  const cookies = (await context.cookies()).map((c) => c.name);
  expect(cookies.filter((name) => name !== "oh_session")).toEqual([]);
  expect(analyticsCalls).toEqual([]);
  expect(await analyticsRan(page)).toBeNull();
  await expectNoAxeViolations(page, { include: `section[aria-labelledby]` });
});

test("Accept all: the choice is logged and remembered, and the analytics snippet runs", async ({
  page,
  context,
}) => {
  await open(page);
  expect(await analyticsRan(page)).toBeNull();
  const logged = page.waitForResponse((r) => new URL(r.url()).pathname === "/ajax-events/logs");
  await banner(page).getByRole("button", { name: texts.acceptAll }).click();
  expect((await logged).status()).toBe(204);
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => analyticsRan(page)).toBe("on");
  const consent = (await context.cookies()).find((c) => c.name === "oh_consent");
  expect(consent?.value).toBe("1.a1.m1");
  expect(consent!.expires * 1000 - Date.now()).toBeGreaterThan(150 * 24 * 3600 * 1000);

  // The next page asks nothing and runs the snippet again.
  await open(page, "/search/sales");
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => analyticsRan(page)).toBe("on");
});

test("Reject all keeps analytics out; the footer link reopens the choice to opt in by category", async ({
  page,
  context,
}) => {
  await open(page);
  await banner(page).getByRole("button", { name: texts.rejectAll }).click();
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).find((c) => c.name === "oh_consent")?.value).toBe("1.a0.m0");
  await open(page);
  await expect(banner(page)).toBeHidden();
  expect(await analyticsRan(page)).toBeNull();

  const settings = page.getByRole("contentinfo").getByRole("button", { name: texts.footerLinkText });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { name: texts.heading })).toBeFocused();
  await expect(banner(page).getByRole("checkbox", { name: texts.necessaryLabel })).toBeDisabled();
  await expect(banner(page).getByRole("checkbox", { name: texts.necessaryLabel })).toBeChecked();
  const analytics = banner(page).getByRole("checkbox", { name: texts.analyticsLabel });
  await expect(analytics).not.toBeChecked();
  await analytics.check();
  const logged = page.waitForResponse((r) => new URL(r.url()).pathname === "/ajax-events/logs");
  await banner(page).getByRole("button", { name: texts.save }).click();
  expect((await logged).status()).toBe(204);
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await context.cookies()).find((c) => c.name === "oh_consent")?.value).toBe("1.a1.m0");
  await expect.poll(() => analyticsRan(page)).toBe("on");
});

// Issue 42 item 7: the banner is in the server's HTML, so the keyboard meets it first, before the page's scripts
// have even started; its two main buttons work as a form without JavaScript; a visitor who has chosen never
// sees it, not even for a frame.
test("the keyboard reaches the banner right after the skip link, before the page's scripts start", async ({
  page,
}) => {
  // Scripts wait for the load event and a frame (platform/scripts-after-load.ts): hold the page's module back.
  await page.route(/\/assets\/.*\.js$/, () => {});
  await page.goto(`${serverUrl()}/`, { waitUntil: "domcontentloaded" });
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("link", { name: texts.policyLinkText })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: texts.acceptAll })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(banner(page).getByRole("button", { name: texts.rejectAll })).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Reject all posts the choice, comes back to the page, and the banner is gone", async ({
    page,
    context,
  }) => {
    await page.goto(`${serverUrl()}/search/sales`);
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: texts.rejectAll }).click();
    await expect(page).toHaveURL(`${serverUrl()}/search/sales`);
    expect((await context.cookies()).find((c) => c.name === "oh_consent")?.value).toBe("1.a0.m0");
    // Without scripts nothing can hide the shared, cached page's banner: the choice is kept and honoured, and
    // pressing a button again only records it again (docs/decisions/023).
    // Choosing by category needs the page's scripts: not offered without them.
    await context.clearCookies();
    await page.goto(`${serverUrl()}/`);
    await expect(banner(page).getByRole("button", { name: texts.choose })).toHaveCount(0);
  });
});

test("a visitor who has chosen never sees the banner, not even before the scripts start", async ({
  page,
  context,
}) => {
  await context.addCookies([{ name: "oh_consent", value: "1.a0.m0", url: serverUrl() }]);
  await page.route(/\/assets\/.*\.js$/, () => {});
  await page.goto(`${serverUrl()}/`, { waitUntil: "domcontentloaded" });
  await expect(banner(page)).toBeHidden();
  // The keyboard walks past it: after the skip link comes the page, not the hidden banner.
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(
    await page.evaluate(() => document.activeElement?.closest("[data-consent-banner]") ?? null),
  ).toBeNull();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe("BODY");
});
