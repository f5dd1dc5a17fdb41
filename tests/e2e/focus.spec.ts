// Issue 16 "Keyboard and screen readers": focus returns to what opened an overlay; a client-side page change
// focuses the new page's h1 and announces its title; the sticky header never hides the focused element; the
// cookie banner comes early in the tab order, covers nothing focused, and a choice leaves focus in the page.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { ALL_REJECTED, formatConsentCookie } from "../../modules/accounts/model/cookie-consent.ts";
import { listings } from "../api/search-expected.ts";
import { demo, gotoHydrated, hydratedPartOf } from "./demo-content.ts";

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const activeTag = (page: Page) => page.evaluate(() => document.activeElement?.tagName ?? null);

test.describe("with a cookie choice made", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "oh_consent", value: formatConsentCookie(ALL_REJECTED), url: baseURL! },
    ]);
  });
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Opens the overlay from its trigger with the keyboard, closes it both ways, and checks where focus went. */
  async function expectFocusReturns(page: Page, trigger: Locator, dialogName: string | RegExp) {
    for (const how of ["Escape", "close button"] as const) {
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: dialogName });
      await expect(dialog).toBeVisible();
      if (how === "Escape") await page.keyboard.press("Escape");
      else
        await dialog.getByRole(dialogName === "Your account" ? "link" : "button", { name: "Close" }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => isFocused(trigger), { message: `${dialogName} after ${how}` }).toBe(true);
    }
  }

  test("focus returns to the trigger of each overlay on the home page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectFocusReturns(
      page,
      page.getByRole("banner").getByRole("link", { name: "Your account" }),
      "Your account",
    );
    await expectFocusReturns(
      page,
      page.locator('a.oh-side-link[href="#/book-a-valuation"]'),
      "Book a Valuation",
    );
  });

  test("focus returns to the trigger of each overlay on a property page", async ({ page }) => {
    await gotoHydrated(page, "/properties/1");
    const main = page.locator("main");
    await expectFocusReturns(page, main.locator('a[href="#/property-images"]').first(), "Property images");
    await expectFocusReturns(page, main.locator('a[href="#/floorplan"]').first(), "Floorplan");
    await expectFocusReturns(page, main.locator('a[href="#/epc-chart"]').first(), "Energy performance chart");
    await expectFocusReturns(page, main.locator('a[href="#/book-a-viewing"]').first(), "Book a Viewing");
    await expectFocusReturns(page, main.locator('a[href^="#/contact-staff-member/"]').first(), /^Contact /);
    await expectFocusReturns(page, main.locator('a[href="#/contact-office"]').last(), "Contact office");
  });

  test("focus returns to the tenant information link on a lettings property", async ({ page }) => {
    await gotoHydrated(page, "/properties/2");
    await expectFocusReturns(
      page,
      page.locator('main a[href="#/tenant-info"]').first(),
      "Tenant information",
    );
  });

  test("a button inside the overlay that closes it (the valuation's Back) gives focus back too", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const trigger = page.locator('a.oh-side-link[href="#/book-a-valuation"]');
    await trigger.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Book a Valuation" });
    await dialog.getByRole("button", { name: "Back", exact: true }).press("Enter");
    await expect(dialog).toHaveCount(0);
    await expect.poll(() => isFocused(trigger)).toBe(true);
  });

  test("the back button closes an overlay and focus returns to its trigger", async ({ page }) => {
    await gotoHydrated(page, "/properties/1");
    const trigger = page.locator('main a[href="#/floorplan"]').first();
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: "Floorplan" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => isFocused(trigger)).toBe(true);
  });

  test("an overlay opened by its URL closes to a link to it, else to the page's heading", async ({
    page,
  }) => {
    await gotoHydrated(page, "/properties/1#/book-a-viewing");
    const dialog = page.getByRole("dialog", { name: "Book a Viewing" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("href")))
      .toBe("#/book-a-viewing");

    // Nothing on the home page links to the instant valuation: its h1 takes focus, not <body>.
    await gotoHydrated(page, "/#/valuation");
    await expect(page.getByRole("dialog", { name: "Instant Valuation" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect.poll(() => isFocused(page.locator("main h1"))).toBe(true);
  });

  test("a client-side page change focuses the new h1 and announces the title", async ({ page }) => {
    await gotoHydrated(page, "/search/sales");
    const card = page.locator('main a[href^="/properties/"]').first();
    // Before its part is hydrated a card is a plain link: Enter would load the page afresh.
    await hydratedPartOf(card);
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    const heading = page.locator("main h1");
    await expect.poll(() => isFocused(heading)).toBe(true);
    const title = await page.title();
    expect(title).not.toBe("");
    await expect(page.locator("#oh-route-announcer")).toHaveText(title);
    await expect(page.locator("#oh-route-announcer")).toHaveAttribute("aria-live", "polite");
    // The heading takes focus without being in the tab order.
    await expect(heading).toHaveAttribute("tabindex", "-1");

    // The header's logo link (a client-side link out of the header) does the same.
    await page
      .getByRole("banner")
      .getByRole("link", { name: `${demo.header.agencyName} home page` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => isFocused(page.locator("main h1"))).toBe(true);
    await expect(page.locator("#oh-route-announcer")).toHaveText(await page.title());
  });

  test("a search filter that replaces the results keeps focus and only announces", async ({ page }) => {
    await gotoHydrated(page, "/search/sales");
    const minBeds = page.getByLabel("Min beds");
    await minBeds.focus();
    await minBeds.selectOption("4");
    await expect(page).toHaveURL(/from-4-bed/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("4+ bedroom homes for sale");
    await expect(page.locator("#oh-route-announcer")).toContainText("4+ bedroom");
    await expect(minBeds).toBeFocused();
  });

  test("the first load and overlays leave focus alone", async ({ page }) => {
    await gotoHydrated(page, "/search/sales");
    expect(await activeTag(page)).toBe("BODY");
    await expect(page.locator("#oh-route-announcer")).toHaveText("");
  });

  for (const width of [1280, 375]) {
    test(`tabbing back on a results page never leaves focus under the sticky header at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 700 });
      await gotoHydrated(page, "/search/sales");
      // To the page's end, then back up through every stop.
      await page.keyboard.press("End");
      await page.locator("footer a").last().focus();
      const hidden: string[] = [];
      for (let stop = 0; stop < 60; stop++) {
        await page.keyboard.press("Shift+Tab");
        const overlap = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const header = document.querySelector("header.oh-header");
          if (!active || !header || header.contains(active) || active === document.body) return null;
          const box = active.getBoundingClientRect();
          if (box.height === 0) return null;
          const bottom = header.getBoundingClientRect().bottom;
          return box.top < bottom - 1 ? `${active.tagName} ${active.textContent?.trim().slice(0, 30)}` : null;
        });
        if (overlap) hidden.push(overlap);
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe("the cookie banner", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const banner = (page: Page) => page.getByRole("region", { name: demo.consent.heading });

  test("is reached within the first Tab presses, and a choice leaves focus in the page", async ({ page }) => {
    await gotoHydrated(page, "/search/sales");
    await expect(banner(page)).toBeVisible();
    let reached = false;
    for (let press = 0; press < 4 && !reached; press++) {
      await page.keyboard.press("Tab");
      reached = await banner(page).evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    const accept = banner(page).getByRole("button", { name: demo.consent.rejectAll });
    await accept.focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toHaveCount(0);
    expect(await activeTag(page)).not.toBe("BODY");
    await expect.poll(() => isFocused(page.locator("main"))).toBe(true);
  });

  test("never covers the focused element, and has no axe violations", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, "/search/sales");
    await expect(banner(page)).toBeVisible();
    const covered: string[] = [];
    await page.locator("main").focus();
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press("Tab");
      const overlap = await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null;
        const region = document.querySelector("section[aria-labelledby]");
        // Past the page's last stop focus leaves the page (the body, which holds the banner, is then the active
        // element): only a control outside the banner can be covered by it.
        if (!active || !region || region.contains(active) || active.contains(region)) return null;
        const box = active.getBoundingClientRect();
        if (box.height === 0) return null;
        return box.bottom > region.getBoundingClientRect().top + 1
          ? (active.textContent ?? "").slice(0, 30)
          : null;
      });
      if (overlap) covered.push(overlap);
    }
    expect(covered).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe("focus rings and control borders", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "oh_consent", value: formatConsentCookie(ALL_REJECTED), url: baseURL! },
    ]);
  });
  test.use({ viewport: { width: 1280, height: 800 } });

  /** WCAG contrast of an element's colour property against white (the page's paper), alpha composited. */
  const contrastOnWhite = (locator: Locator, property: string) =>
    locator.evaluate((el, prop) => {
      const value = getComputedStyle(el).getPropertyValue(prop);
      const [r, g, b, a = 1] = value.match(/[\d.]+/g)!.map(Number) as [number, number, number, number?];
      const channel = (c: number) => {
        const s = (c * a + 255 * (1 - a)) / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return 1.05 / (luminance + 0.05);
    }, property);

  test("search controls have borders of at least 3:1 against white", async ({ page }) => {
    await gotoHydrated(page, "/search/sales");
    const form = page.getByRole("search");
    const controls = form.locator("select");
    expect(await controls.count()).toBeGreaterThan(0);
    for (const control of await controls.all()) {
      expect(await contrastOnWhite(control, "border-top-color")).toBeGreaterThanOrEqual(3);
    }
    const locationBox = form.locator('input[role="combobox"]').locator("xpath=..");
    expect(await contrastOnWhite(locationBox, "border-top-color")).toBeGreaterThanOrEqual(3);
  });

  test("the Buy/Rent toggle's focus ring is the brand colour and not clipped; the location box shows focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/search/sales");
    const form = page.getByRole("search");
    const buy = form.getByRole("radio", { name: "Buy" });
    await buy.focus();
    // The filters hydrate on this first focus; the keys below are pressed once they have.
    await hydratedPartOf(buy);
    // Keyboard focus: the ring shows (focus-visible). Each arrow picks a channel, and so a new search.
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\/search\/lettings$/);
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/search\/sales$/);
    await expect(buy).toBeFocused();
    const label = form.locator("label").filter({ has: page.getByRole("radio", { name: "Buy" }) });
    expect(await label.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    expect(await contrastOnWhite(label, "outline-color")).toBeGreaterThanOrEqual(3);
    expect(await label.evaluate((el) => getComputedStyle(el.parentElement!).overflow)).toBe("visible");

    const location = form.locator('input[role="combobox"]');
    await location.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(location).toBeFocused();
    const box = location.locator("xpath=..");
    expect(await box.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
    expect(await box.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth))).toBeGreaterThanOrEqual(
      2,
    );
    // No white halo over the box's border.
    expect(await location.evaluate((el) => getComputedStyle(el).boxShadow)).not.toContain("255, 255, 255");
  });
});

// Issue 16 "Done when": the whole journey by keyboard alone, with focus visible at each control it uses and
// back on the trigger after every overlay.
test.describe("a keyboard-only journey", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([
      { name: "oh_consent", value: formatConsentCookie(ALL_REJECTED), url: baseURL! },
    ]);
  });
  test.use({ viewport: { width: 1280, height: 800 } });

  /** Presses Tab (or Shift+Tab) until the target has focus, then checks the focus is drawn. */
  async function tabTo(page: Page, target: Locator, { limit = 120, backwards = false } = {}) {
    for (let presses = 0; presses < limit && !(await isFocused(target).catch(() => false)); presses += 1)
      await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expect(target).toBeFocused();
    await expectFocusDrawn(target);
  }

  /** An outline or a ring (box shadow) on the focused control or the box that draws it for it. */
  async function expectFocusDrawn(target: Locator) {
    const drawn = await target.evaluate((element) => {
      for (
        let box: Element | null = element, depth = 0;
        box && depth < 3;
        box = box.parentElement, depth += 1
      ) {
        const style = getComputedStyle(box);
        if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) return true;
        if (style.boxShadow !== "none") return true;
      }
      return false;
    });
    expect(drawn, "the focused control shows its focus").toBe(true);
  }

  test("home → postcode search → map → property → gallery → book a viewing → back to the results", async ({
    page,
  }) => {
    const listing = listings.find((p) => p.status === "available" && p.channel === "sales")!;
    await gotoHydrated(page, "/");

    // Home: the hero's location box, a postcode typed and its suggestion chosen, then Search.
    const location = page.getByRole("combobox", { name: "Location" }).first();
    await tabTo(page, location);
    await page.keyboard.type(listing.postcode);
    const suggestion = page
      .getByRole("listbox", { name: "Location suggestions" })
      .getByRole("option", { name: new RegExp(`^${listing.postcode}, `) });
    await expect(suggestion).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(location).toHaveValue(new RegExp(`^${listing.postcode}, `));
    await tabTo(page, page.getByRole("button", { name: "Search", exact: true }).first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\/sales\/gid-\d+/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(listing.postcode);
    const resultsUrl = page.url();

    // Results: the map, a pin (clusters opened with Enter), its pop-up's link.
    const showMap = page.getByRole("link", { name: "Show map" });
    await tabTo(page, showMap);
    await page.keyboard.press("Enter");
    const map = page.getByRole("dialog", { name: /map/i });
    await expect(map).toBeVisible();
    await tabTo(page, map.locator(".leaflet-marker-icon").first());
    for (let opened = 0; opened < 8; opened += 1) {
      const focusedIsPin = await page.evaluate(
        () => document.activeElement?.classList.contains("oh-map-marker") ?? false,
      );
      if (focusedIsPin) break;
      await page.keyboard.press("Enter"); // a cluster zooms in and focuses what it opened into
      await expect(page.locator(":focus")).toHaveClass(/leaflet-marker-icon/);
    }
    await expect(page.locator(":focus")).toHaveClass(/oh-map-marker/);
    await page.keyboard.press("Enter");
    const popupLink = map.locator(".leaflet-popup").getByRole("link");
    await expect(popupLink).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(popupLink).toBeFocused();
    await page.keyboard.press("Enter");

    // Property page: the gallery and the viewing form give focus back to what opened them.
    // The pop-up's link is Leaflet's own <a>: a full page load, which starts focus at the top of the document.
    await expect(page).toHaveURL(/\/properties\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const main = page.locator("main");
    const photos = main.locator('a[href="#/property-images"]').first();
    await tabTo(page, photos);
    await page.keyboard.press("Enter");
    const gallery = page.getByRole("dialog", { name: "Property images" });
    await expect(gallery).toBeVisible();
    await expect.poll(() => gallery.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await tabTo(page, gallery.getByRole("button", { name: "Next image" }));
    await page.keyboard.press("Enter");
    await expect(gallery.locator('[aria-current="true"]')).toHaveAccessibleName(/^Photo 2 of \d+$/);
    await page.keyboard.press("Escape");
    await expect(gallery).toHaveCount(0);
    await expect(photos).toBeFocused();

    const viewing = main.locator('a[href="#/book-a-viewing"]').first();
    await tabTo(page, viewing);
    await page.keyboard.press("Enter");
    const form = page.getByRole("dialog", { name: "Book a Viewing" });
    await expect(form).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(form.locator(":focus")).toHaveCount(1); // focus is kept inside the dialog
    await page.keyboard.press("Escape");
    await expect(form).toHaveCount(0);
    await expect(viewing).toBeFocused();

    // Back: "Back to search" returns to the same results, their h1 focused.
    const back = page.getByRole("link", { name: "Back to search" }).first();
    await tabTo(page, back, { backwards: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(resultsUrl);
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });
});
