// Issue 41, "Cookies under the Data (Use and Access) Act 2025", in the browser: an agency running its own statistics
// without asking. The banner says so before any choice, while the statistics already run and the analytics tags do
// not; the visitor objects by keyboard alone, from the banner or from the footer of any page, with focus visible
// and given back after the page reloads to stop the statistics; the objection holds on the next page; and every
// cookie and localStorage or sessionStorage key the browser ends up with is a row of the cookie policy's table,
// which axe and the keyboard can read. A server of its own, whose content file configures the snippets.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { demo, hydratedPartOf } from "./demo-content.ts";
import { ownServerForSuite } from "./own-server.ts";

const texts = demo.consent;
// Each runs only if the page's CSP lets it, and marks the document when it does.
const STATISTICS = "<script>document.documentElement.dataset.statistics = 'on';</script>";
const TAG = "<script>document.documentElement.dataset.tag = 'on';</script>";
const NOTICE = "We count visits with our own statistics";
const OBJECT = "Object to statistics";
const OBJECTED = "You have objected: our statistics are off for you on this site.";

const { open } = ownServerForSuite((content) => {
  content.analytics = {
    head_analytics_code: TAG,
    analytics_code: "",
    connectOrigins: [],
    statistics_code: STATISTICS,
    statisticsOrigins: [],
    statisticsWithoutAsking: true,
  };
});

const banner = (page: Page) => page.getByRole("region", { name: texts.heading });
const marks = (page: Page) =>
  page.evaluate(() => ({
    statistics: document.documentElement.dataset.statistics ?? null,
    tag: document.documentElement.dataset.tag ?? null,
  }));
const consentCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === "oh_consent")?.value ?? null;

/** The focused element shows a ring (app.css :focus-visible): WCAG 2.4.7. */
const focusRingShown = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
  });

/** Tabs forward, keyboard only, until `name`'s button has focus (at most `limit` presses). */
async function tabTo(page: Page, name: string, limit = 400) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
    if (focused === name) return;
  }
  throw new Error(`${name} was not reached in ${limit} presses of Tab`);
}

test("before any choice the banner says the statistics run without asking, and only they run", async ({
  page,
}) => {
  await open(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByText(NOTICE)).toBeVisible();
  await expect(banner(page).getByRole("button", { name: OBJECT })).toBeVisible();
  await expect.poll(() => marks(page)).toEqual({ statistics: "on", tag: null });
  expect(await consentCookie(page)).toBeNull();
  await expectNoAxeViolations(page, { include: "section[aria-labelledby]" });
});

test("objecting from the banner by keyboard: stopped at once, focus given back, remembered on the next page", async ({
  page,
}) => {
  await open(page);
  await expect.poll(() => marks(page)).toEqual({ statistics: "on", tag: null });
  // The keyboard meets the banner first: skip link, policy link, Accept, Reject, then the objection.
  await tabTo(page, OBJECT, 6);
  await expect(banner(page).getByRole("button", { name: OBJECT })).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  // The statistics are running: a fresh page stops them.
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await reloaded;
  await page.waitForResponse((r) => new URL(r.url()).pathname === "/user.ljson");
  expect(await consentCookie(page)).toBe("1.a0.m0");
  await expect(banner(page)).toBeHidden();
  // Focus is in the page, where the banner sends it once a choice is made: the start of the main content.
  await expect(page.locator("#main")).toBeFocused();
  expect(await marks(page)).toEqual({ statistics: null, tag: null });

  // The next page: no banner, no statistics, and the server would send none.
  await open(page, "/search/sales");
  await expect(banner(page)).toBeHidden();
  expect(await marks(page)).toEqual({ statistics: null, tag: null });
  const code = await page.evaluate(() => fetch("/analytics_code").then((r) => r.json()));
  expect(code).toEqual({ statistics_code: "", head_analytics_code: "", analytics_code: "" });
});

test("objecting from the footer by keyboard after Accept all keeps the rest, and says so", async ({
  page,
}) => {
  await open(page, "/cookies");
  await tabTo(page, texts.acceptAll, 6);
  await page.keyboard.press("Enter");
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => marks(page)).toEqual({ statistics: "on", tag: "on" });

  // Every page's footer: one press of Enter on "Object to statistics".
  await tabTo(page, OBJECT);
  const objection = page.getByRole("contentinfo").getByRole("button", { name: OBJECT });
  await expect(objection).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  // The footer's code loads as it comes into view; pressed before, the button posts a form (honoured the same).
  await hydratedPartOf(objection);
  const reloaded = page.waitForEvent("load");
  await page.keyboard.press("Enter");
  await reloaded;
  // Focus is back on the button pressed, visibly, and the footer says what happened.
  await expect(objection).toBeFocused();
  expect(await focusRingShown(page)).toBe(true);
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(OBJECTED);
  expect(await consentCookie(page)).toBe("1.a1.m1.s0");
  await expect.poll(() => marks(page)).toEqual({ statistics: null, tag: "on" });

  await open(page, "/branches");
  await expect.poll(() => marks(page)).toEqual({ statistics: null, tag: "on" });
  await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(OBJECTED);
});

test("every cookie and storage key the browser ends up with is a row of the cookie policy", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A visit that saves a property, searches, opens a result and makes a choice.
  await open(page, "/search/sales");
  await page
    .getByRole("region", { name: "Results" })
    .getByRole("button", { name: /^Save / })
    .first()
    .click();
  await expect(page.getByText("Property saved.")).toBeVisible();
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByText("Search saved.")).toBeVisible();
  await page
    .getByRole("region", { name: "Results" })
    .getByRole("heading", { level: 3 })
    .first()
    .getByRole("link")
    .click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("openhouse.searchHistory")))
    .not.toBeNull();
  // The statistics were running: Reject all stops them with a fresh page.
  const reloaded = page.waitForEvent("load");
  await banner(page).getByRole("button", { name: texts.rejectAll }).click();
  await reloaded;
  await expect(banner(page)).toBeHidden();

  const kept = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const cookies = (await page.context().cookies()).map((c) => c.name);
  expect(kept.local.length).toBeGreaterThanOrEqual(3);
  expect(cookies).toEqual(expect.arrayContaining(["oh_session", "oh_consent"]));

  await open(page, "/cookies");
  const table = page.getByRole("table", { name: "Every cookie and browser storage item this site can set" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Name",
    "Kind",
    "Category",
    "Set by",
    "Purpose",
    "Lasts",
  ]);
  const listed = (await table.getByRole("rowheader").allTextContents()).map((text) => text.split(" ")[0]);
  for (const name of [...kept.local, ...kept.session, ...cookies]) expect(listed, name).toContain(name);
  // The table scrolls on a narrow screen: its region is in the keyboard's order.
  await expect(
    page.getByRole("region", { name: "Every cookie and browser storage item this site can set" }),
  ).toHaveAttribute("tabindex", "0");
  await expectNoAxeViolations(page);
});
