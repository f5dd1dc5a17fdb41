// Issue 13, first-render JavaScript: parts of a page whose code loads only when the visitor reaches them
// (app/components/deferred-hydration.tsx). Each part is server-rendered in full and works as plain HTML until
// then; nothing done to it in the meantime is lost: text typed, a click on a button, the focus arriving.
import { expect, test, type Page, type Route } from "@playwright/test";
import { demo, gotoHydrated, hydratedPartOf } from "./demo-content.ts";

// The chunks of the deferred parts, by the name of their module (a content hash follows it).
const HERO_FORM = /\/assets\/hero-search-form-[\w-]+\.js$/;
const HOME_BLOCKS = /\/assets\/home-blocks-[\w-]+\.js$/;
const FOOTER = /\/assets\/site-footer-[\w-]+\.js$/;
const DESKTOP_MENU = /\/assets\/desktop-menu-[\w-]+\.js$/;

/** Every script URL the page asks for, as it asks. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") urls.push(request.url());
  });
  return urls;
}

/** Holds a chunk back until `release` is called: what a slow connection does. */
async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const loaded = (urls: string[], pattern: RegExp) => urls.some((url) => pattern.test(url));

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page loads no code for its form, desktop menu and footer until reached", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    for (const part of [HERO_FORM, FOOTER, DESKTOP_MENU]) expect(loaded(scripts, part)).toBe(false);
    // The first home block is in the first screen of a phone: the blocks' code comes after hydration.
    await expect.poll(() => loaded(scripts, HOME_BLOCKS)).toBe(true);
    // The server's HTML is all there meanwhile, in place.
    await expect(page.getByRole("search", { name: /^Search / }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Our branches" })).toBeAttached();

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(scripts, FOOTER)).toBe(true);
    expect(loaded(scripts, HERO_FORM)).toBe(false);
    expect(loaded(scripts, DESKTOP_MENU)).toBe(false);
  });

  test("text typed into the hero form before its code arrives is the text searched for", async ({ page }) => {
    const scripts = scriptRequests(page);
    const release = await holdChunk(page, HERO_FORM);
    await page.goto("/", { waitUntil: "networkidle" });
    const location = page.getByRole("combobox", { name: "Location" });
    await location.focus();
    await expect.poll(() => loaded(scripts, HERO_FORM)).toBe(true);
    await page.keyboard.type("Bristol");
    release();
    // Once hydrated the form answers the typing with suggestions (React knows the text).
    await expect(page.getByRole("option", { name: /^Bristol/ }).first()).toBeVisible();
    await expect(location).toHaveValue("Bristol");
  });

  test("a click on the footer's button before its code arrives is given once the code is there", async ({
    page,
  }) => {
    const release = await holdChunk(page, FOOTER);
    await gotoHydrated(page, "/");
    const banner = page.getByRole("region", { name: demo.consent.heading });
    await banner.getByRole("button", { name: demo.consent.rejectAll }).click();
    await expect(banner).toBeHidden();
    const settings = page.getByRole("contentinfo").getByRole("button", { name: demo.consent.footerLinkText });
    await settings.click();
    await page.waitForTimeout(300);
    await expect(banner).toBeHidden();
    release();
    await expect(banner).toBeVisible();
  });

  test("once reached, the footer's links navigate within the app", async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(scripts, FOOTER)).toBe(true);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(request.url());
    });
    const branch = page.getByRole("contentinfo").locator('a[href^="/branches/"]').first();
    const name = (await branch.textContent())!;
    await branch.click();
    await expect(page).toHaveURL(/\/branches\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    expect(documents.filter((url) => new URL(url).pathname.startsWith("/branches/"))).toEqual([]);
  });
});

test("on a wide screen the desktop menu's code loads when it is pointed at, and its dropdown opens", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const scripts = scriptRequests(page);
  await page.goto("/", { waitUntil: "networkidle" });
  expect(loaded(scripts, DESKTOP_MENU)).toBe(false);
  const nav = page.getByRole("navigation", { name: "Main" });
  const toggle = nav.locator("button[aria-expanded]").first();
  await toggle.hover();
  await expect.poll(() => loaded(scripts, DESKTOP_MENU)).toBe(true);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});

test.describe("a property page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const PROPERTY_MORE = /\/assets\/property-more-[\w-]+\.js$/;
  const CONTACT = /\/assets\/contact-aside-[\w-]+\.js$/;
  const JSON_LD = /\/assets\/property-json-ld-script-[\w-]+\.js$/;

  test("loads the code of its lower parts as they are reached, and never its search-engine data's", async ({
    page,
    request,
  }) => {
    const search = await (await request.get("/search.ljson?channel=sales")).json();
    const scripts = scriptRequests(page);
    await page.goto(`/properties/${search.properties[0].property_id}`, { waitUntil: "networkidle" });
    await expect(page.locator('script[type="application/ld+json"]')).toBeAttached();
    for (const part of [PROPERTY_MORE, CONTACT, JSON_LD]) expect(loaded(scripts, part)).toBe(false);

    await page.getByRole("heading", { name: "Location" }).scrollIntoViewIfNeeded();
    await expect.poll(() => loaded(scripts, PROPERTY_MORE)).toBe(true);
    await page.locator("[data-contact-aside]").getByRole("link").first().focus();
    await expect.poll(() => loaded(scripts, CONTACT)).toBe(true);
    expect(loaded(scripts, JSON_LD)).toBe(false);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // React 19.2+ sends a finished Suspense boundary met late in a big page at the end of the document, hidden, with
  // a script to move it into place; app/entry.server.tsx turns that off, since it sends the page whole anyway.
  test("every part is in place and shown: the hero form, the footer, a place's landing text", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("search", { name: /^Search / }).first()).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("heading", { name: "Our branches" })).toBeVisible();
    await expect(page.locator("[hidden] footer, template")).toHaveCount(0);

    await page.goto("/search/sales/bristol");
    await expect(page.getByRole("heading", { name: "Asking prices in Bristol" })).toBeVisible();
    await expect(page.locator("template")).toHaveCount(0);
  });
});

test.describe("a results page", () => {
  const FILTERS = /\/assets\/results-filters-[\w-]+\.js$/;
  const LIST = /\/assets\/results-list-[\w-]+\.js$/;

  test("hydrates its cards as they come into view and its filters when reached for", async ({ page }) => {
    const scripts = scriptRequests(page);
    await gotoHydrated(page, "/search/sales");
    // The first cards are in the first screen: their code comes right after the page's frame.
    await expect.poll(() => loaded(scripts, LIST)).toBe(true);
    expect(loaded(scripts, FILTERS)).toBe(false);
    // A saved heart shows as saved once the cards are hydrated.
    const heart = page.getByRole("button", { name: /^Save / }).first();
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  });

  test("a press on 'Save search' as the page opens saves the search once the button's code is there", async ({
    page,
  }) => {
    await gotoHydrated(page, "/search/sales");
    const button = page.getByRole("button", { name: "Save search" });
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  });

  test("a card opened within the app shows its page while the footer's code is still on its way", async ({
    page,
  }) => {
    // The root's data is not loaded again on a navigation (app/root.tsx shouldRevalidate): new objects for the
    // waiting footer would make React hydrate it first, and the page change would wait for the footer's code.
    await holdChunk(page, FOOTER);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    await gotoHydrated(page, "/search/sales");
    const card = page.locator('main a[href^="/properties/"]').first();
    await hydratedPartOf(card);
    await card.click();
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    await expect(page.locator("main h1")).toBeFocused();
    await expect(page.locator("footer").locator("xpath=ancestor::div[@data-deferred][1]")).toHaveAttribute(
      "data-deferred",
      "waiting",
    );
    expect(dataRequests.map((url) => new URL(url).searchParams.get("_routes"))).toEqual([
      "routes/pages/property",
    ]);
  });

  test("a sort chosen before the filters' code arrives is the sort applied", async ({ page }) => {
    const scripts = scriptRequests(page);
    const release = await holdChunk(page, FILTERS);
    await gotoHydrated(page, "/search/sales");
    await page.getByLabel("Sort by").selectOption("least-expensive-first");
    await expect.poll(() => loaded(scripts, FILTERS)).toBe(true);
    await expect(page).toHaveURL(/\/search\/sales$/);
    release();
    await expect(page).toHaveURL(/least-expensive-first/);
    await expect(page.getByLabel("Sort by")).toHaveValue("least-expensive-first");
  });

  test("words typed and Enter pressed before the filters' code arrives are the words searched for", async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    const release = await holdChunk(page, FILTERS);
    await gotoHydrated(page, "/search/sales");
    const keywords = page.getByRole("textbox", { name: "Keywords" });
    await keywords.fill("garden");
    await keywords.press("Enter");
    await expect.poll(() => loaded(scripts, FILTERS)).toBe(true);
    // Held: the submission waits for the code rather than reloading the page.
    await expect(page).toHaveURL(/\/search\/sales$/);
    release();
    await expect(page).toHaveURL(/\/search\/sales\/text-garden$/);
    await expect(keywords).toHaveValue("garden");
  });
});
