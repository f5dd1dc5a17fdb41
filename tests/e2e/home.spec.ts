// The home page hero (issue 7 items 2–3): the LCP image, the carousel (autoplay 8000 ms, pausing), and the hero
// search form submitting the canonical search URL for each kind of tab. The cookie choice is made up front
// (tests/e2e/consent.spec.ts covers the banner), so the banner stays out of the way.
import { expect, test, type Page } from "@playwright/test";
import { HERO_WIDTHS } from "../../domain/media-sizes.ts";
import { formatConsentCookie, ALL_REJECTED } from "../../modules/accounts/model/cookie-consent.ts";
import { demo, gotoHydrated, placeSearchPath } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "oh_consent", value: formatConsentCookie(ALL_REJECTED), url: baseURL! }]);
});

const images = demo.hero.heroCarouselImages;
const START = new Date("2026-11-21T09:00:00Z");
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"][data-active="true"]');
const hero = (page: Page) => page.locator("section[aria-labelledby=hero-heading]");
const searchForm = (page: Page, tab: string) => page.getByRole("search", { name: `Search ${tab}` });

test.describe("the hero", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("server-renders the first image at the hero widths, preloaded with high priority", async ({
    page,
  }) => {
    const response = await page.request.get("/");
    const html = await response.text();
    const srcset = HERO_WIDTHS.map((w) => `/media/${w}x_/${images[0]!.key} ${w}w`).join(", ");
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toMatch(
      new RegExp(`<link rel="preload" as="image"[^>]*imageSrcSet="${srcset}"[^>]*imageSizes="100vw"`),
    );
    await gotoHydrated(page, "/");
    const first = page.getByRole("img", { name: images[0]!.alt });
    await expect(first).toHaveAttribute("srcset", srcset);
    await expect(first).toHaveAttribute("fetchpriority", "high");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(demo.hero.heading!);
  });

  test("advances every 8000 ms, and pauses on hover, on focus and with the pause button", async ({
    page,
  }) => {
    // The page's clock stands still unless the test moves it, so a slow load cannot eat into the 8 s.
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1_000));
    await gotoHydrated(page, "/", { pausedClock: true });
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${images.length}`);
    await page.clock.runFor(7_900);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${images.length}`);
    await page.clock.runFor(200);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${images.length}`);
    await expect(page.getByRole("img", { name: images[1]!.alt })).toBeVisible();

    // Hover: nothing moves however long the pointer stays.
    await hero(page).hover({ position: { x: 40, y: 40 } });
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${images.length}`);

    // Focus within the hero (the pointer gone): still paused. The form's code loads on this first focus
    // (docs/decisions/017) and React gives the hero the focus once the form is hydrated: the page's clock
    // stands still, so the test waits for that (the form's focus handler asks for the search URL code).
    await page.mouse.move(5, 5);
    const formHydrated = page.waitForResponse((response) =>
      /\/hero-search-url-[\w-]+\.js$/.test(response.url()),
    );
    await searchForm(page, "Residential").getByRole("combobox", { name: "Location" }).focus();
    await formHydrated;
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `2 of ${images.length}`);

    // Focus gone: it turns again.
    await page.locator("body").focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(8_100);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `3 of ${images.length}`);

    // The controls step with wrap-around; the pause button stops it for good.
    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `${images.length} of ${images.length}`);
    await page.mouse.move(5, 5);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(30_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `${images.length} of ${images.length}`);
    await expect(page.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  });

  test("does not turn by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install({ time: START });
    await page.clock.pauseAt(new Date(START.getTime() + 1_000));
    await gotoHydrated(page, "/", { pausedClock: true });
    await page.clock.runFor(20_000);
    await expect(activeSlide(page)).toHaveAttribute("aria-label", `1 of ${images.length}`);
  });

  test("has no accessibility violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expectNoAxeViolations(page, { include: "section[aria-labelledby=hero-heading]" });
  });
});

test.describe("the hero search form", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("a plain tab: channel, place, radius, type and filters make the canonical URL", async ({ page }) => {
    await gotoHydrated(page, "/");
    const form = searchForm(page, "Residential");
    await form.getByText("Rent", { exact: true }).click();
    const location = form.getByRole("combobox", { name: "Location" });
    await location.fill("Bath");
    const option = page.getByRole("listbox", { name: "Location suggestions" }).getByRole("option").first();
    await expect(option).toBeVisible();
    await option.click();
    const placeId = await form.locator("[data-place-id]").getAttribute("data-place-id");
    expect(placeId).toMatch(/^\d+$/);
    await form.getByLabel("Radius").selectOption("5-miles");
    await form.getByLabel("Property type").selectOption({ label: "Flats and apartments" });
    await form.getByLabel("Min beds").selectOption("2");
    await form.getByLabel("Max price").selectOption("1500");
    // Bungalows are not offered for lettings (hideOnLettings).
    await expect(form.getByLabel("Property type").locator("option", { hasText: "Bungalows" })).toHaveCount(0);
    await form.getByRole("button", { name: "Search" }).click();
    const place = await placeSearchPath(page, "lettings", placeId!);
    await expect(page).toHaveURL(new RegExp(`${place}/from-2-bed/up-to-1500/within-5-miles/tag-flat$`));
  });

  test("changing channel resets the type; a lettings-only tab has no toggle and searches lettings", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    let form = searchForm(page, "Residential");
    await form.getByLabel("Property type").selectOption({ label: "Bungalows" });
    await form.getByText("Rent", { exact: true }).click();
    await expect(form.getByLabel("Property type")).toHaveValue("");

    await page.getByRole("tab", { name: "Student lets" }).click();
    form = searchForm(page, "Student lets");
    await expect(form.getByRole("radio")).toHaveCount(0);
    await expect(form.getByLabel("Property type")).toBeDisabled();
    await expect(form.getByLabel("Property type")).toHaveValue("student");
    await form.getByLabel("Min beds").selectOption("3");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/lettings\/from-3-bed\/tag-student$/);
  });

  test("the size options limit each other and a tab change clears them", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("tab", { name: "Commercial" }).click();
    const form = searchForm(page, "Commercial");
    await form.getByLabel("Min size (sq ft)").selectOption("2000");
    const maxOptions = await form.getByLabel("Max size (sq ft)").locator("option").allTextContents();
    expect(maxOptions[0]).toBe("No max");
    expect(maxOptions.slice(1).map((t) => Number(t.replace(/\D/g, "")))).toEqual(
      demo.hero.sqftOptions.filter((n) => n > 2000),
    );
    await form.getByLabel("Min size (sq ft)").selectOption("");
    await expect(form.getByLabel("Max size (sq ft)").locator("option")).toHaveCount(
      demo.hero.sqftOptions.length + 1,
    );
    // Choosing a tab clears the sizes (spec §4): away and back, the choice is gone.
    await form.getByLabel("Min size (sq ft)").selectOption("1000");
    await page.getByRole("tab", { name: "Residential" }).click();
    await page.getByRole("tab", { name: "Commercial" }).click();
    await expect(form.getByLabel("Min size (sq ft)")).toHaveValue("");
    await form.getByLabel("Max size (sq ft)").selectOption("5000");
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/sales\/max-sq-ft-5000\/tag-commercial$/);
  });

  test("a links tab drills into a second level and back", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tab = demo.hero.topLevels.find((t) => t.advancedOptions.displayLinksOnHomePage)!;
    const parent = tab.links.find((l) => l.children.length > 0)!;
    await page.getByRole("tab", { name: tab.name }).click();
    const panel = page.getByRole("tabpanel", { name: tab.name });
    for (const link of tab.links.filter((l) => l.children.length === 0)) {
      await expect(panel.getByRole("link", { name: link.label })).toHaveAttribute("href", link.link);
    }
    await panel.getByRole("button", { name: `${parent.label}: more links` }).click();
    const back = panel.getByRole("button", { name: "Back" });
    await expect(back).toBeFocused();
    for (const child of parent.children) {
      await expect(panel.getByRole("link", { name: child.label })).toHaveAttribute("href", child.link);
    }
    await back.click();
    await expect(panel.getByRole("button", { name: `${parent.label}: more links` })).toBeFocused();
    await panel.getByRole("button", { name: `${parent.label}: more links` }).click();
    await panel.getByRole("link", { name: parent.children.at(-1)!.label }).click();
    await expect(page).toHaveURL(new RegExp(`${parent.children.at(-1)!.link}$`));
  });

  test("the 'or' link is the valuation banner", async ({ page }) => {
    await gotoHydrated(page, "/");
    const link = searchForm(page, "Residential").getByRole("link", {
      name: demo.hero.valuationBannerButtonText,
    });
    await expect(link).toHaveAttribute("href", demo.hero.valuationBannerUrl);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1366, height: 800 } });

  test("the first tab is a plain GET form that lands on the canonical URL", async ({ page }) => {
    await page.goto("/");
    const form = searchForm(page, "Residential");
    await form.getByLabel("Min beds").selectOption("2");
    await form.getByLabel("Property type").selectOption({ label: "Houses" });
    await form.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\/sales\/from-2-bed\/tag-house$/);
  });
});

test.describe("mobile", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("focusing the location opens the full options panel, which closes with its button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = searchForm(page, "Residential");
    await expect(form.getByLabel("Min beds")).toBeHidden();
    await form.getByRole("combobox", { name: "Location" }).focus();
    await expect(form.getByLabel("Min beds")).toBeVisible();
    await form.getByRole("button", { name: "Close search options" }).click();
    await expect(form.getByLabel("Min beds")).toBeHidden();
  });
});
