// The property page in a real browser (issue 4): facts and "Ask the agent", previous/next across a results page
// boundary, 'Back to search', the photo block's layout and the phone call/book bar (issue 16), and axe.
import { expect, test, type Page } from "@playwright/test";
import { generateAgency } from "../../db/seed/agency.ts";
import { generateListings } from "../../db/seed/listings.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";
import { propertyPath } from "../../domain/urls.ts";

// The listings the e2e server seeded (same seed, same count), to pick one with a known gap.
const batches = [
  ...generateListings(TEST_SEED_LISTINGS, { towns: TOWNS, agency: generateAgency(TOWNS), now: new Date() }),
];
const listings = batches.flatMap((batch) => batch.properties);
const photoCount = (id: number) =>
  batches.flatMap((batch) => batch.media).filter((m) => m.propertyId === id && m.kind === "photo").length;

// A gap outside Part A: a listing missing a Part A item is held back from the site (issue 41), so the demo gives
// Part A in full, and the page's "Ask the agent" is shown here for parking.
const noParking = listings.find(
  (p) =>
    p.channel === "sales" &&
    p.status === "available" &&
    (p.bedrooms ?? 0) > 0 &&
    !p.materialInformation?.parking,
)!;

type SearchJson = { properties: { property_id: number }[] };

test("shows the key facts, and 'Ask the agent' where the agency gave no data", async ({ page }) => {
  await gotoHydrated(page, propertyPath(noParking.id));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`for sale in ${noParking.town}`);
  const fact = (term: string) =>
    page.locator("dl[aria-label='Key facts'] div", { hasText: term }).locator("dd");
  await expect(fact("Bedrooms")).toHaveText(String(noParking.bedrooms));
  await expect(fact("Type")).toHaveText(noParking.propertyType);
  const parking = page.locator("section[aria-labelledby='material-information'] dl > div", {
    hasText: "Parking",
  });
  await expect(parking.locator("dd")).toHaveText("Ask the agent");
});

test("follows next and previous across a results page boundary, then back to the search", async ({
  page,
}) => {
  const [first, second] = await Promise.all(
    [1, 2].map(async (n) => {
      const response = await page.request.get(`/search.ljson?channel=sales${n > 1 ? `&page=${n}` : ""}`);
      return ((await response.json()) as SearchJson).properties.map((card) => card.property_id);
    }),
  );
  const lastOfFirst = first!.at(-1)!;
  const firstOfSecond = second![0]!;

  await gotoHydrated(page, "/search/sales");
  await page
    .locator(`a[href="${propertyPath(lastOfFirst)}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${propertyPath(lastOfFirst)}$`));

  await page.getByRole("link", { name: "Next property" }).click();
  await expect(page).toHaveURL(new RegExp(`${propertyPath(firstOfSecond)}$`));
  // On page 2 now: 'Back to search' follows the visitor there.
  await expect(page.getByRole("link", { name: "Back to search" })).toHaveAttribute(
    "href",
    "/search/sales/page-2",
  );

  await page.getByRole("link", { name: "Previous property" }).click();
  await expect(page).toHaveURL(new RegExp(`${propertyPath(lastOfFirst)}$`));

  await page.getByRole("link", { name: "Back to search" }).click();
  await expect(page).toHaveURL(/\/search\/sales$/);
  await expect(page.locator(`a[href="${propertyPath(lastOfFirst)}"]`).first()).toBeVisible();
});

test("the property page has no axe violations", async ({ page }) => {
  await gotoHydrated(page, propertyPath(noParking.id));
  await expectNoAxeViolations(page);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the photo block's two thumbnail rows meet, as tall together as the main photo", async ({ page }) => {
    const listing = listings.find((p) => p.status === "available" && photoCount(p.id!) >= 3)!;
    await page.goto(propertyPath(listing.id!));
    const main = page.getByRole("link", { name: /View all \d+ photos/ }).getByRole("img");
    const rows = page.getByRole("list", { name: "More photos" }).getByRole("img");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toBeVisible();
    const [mainBox, upper, lower] = await Promise.all(
      [main, rows.first(), rows.last()].map((l) => l.boundingBox()),
    );
    // The grid's own 8 px gap (gap-2), as between the main photo and the thumbnails: no band beyond it.
    expect(lower!.y - (upper!.y + upper!.height)).toBeLessThanOrEqual(8);
    expect(Math.abs(upper!.y - mainBox!.y)).toBeLessThanOrEqual(1);
    expect(Math.abs(lower!.y + lower!.height - (mainBox!.y + mainBox!.height))).toBeLessThanOrEqual(1);
    // Nor a photo squashed to nothing.
    expect(upper!.height).toBeGreaterThan(mainBox!.height / 2 - 8);
  });

  test("the call/book bar is for phones only", async ({ page }) => {
    await gotoHydrated(page, propertyPath(noParking.id));
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(page.getByRole("navigation", { name: "Call or book a viewing" })).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe("0px");
  });
});

test.describe("on a phone (375 × 667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });
  // No agent of its own: the aside then shows the department's number too.
  const listing = listings.find(
    (p) => p.status === "available" && p.staffId === null && p.channel === "lettings",
  )!;
  const bar = (page: Page) => page.getByRole("navigation", { name: "Call or book a viewing" });

  test("a bar fixed to the bottom calls the department or books a viewing, under the cookie banner", async ({
    page,
  }) => {
    await gotoHydrated(page, propertyPath(listing.id!));
    await expect(bar(page)).toBeVisible();
    const barBox = (await bar(page).boundingBox())!;
    expect(Math.round(barBox.y + barBox.height)).toBe(667);

    // The cookie banner, while open, is drawn over the bar, never under it.
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await expect(banner).toBeVisible();
    const onTop = await page.evaluate(
      ([x, y]) =>
        document.elementFromPoint(x!, y!)?.closest("section")?.getAttribute("aria-labelledby") ?? null,
      [barBox.x + barBox.width / 2, barBox.y + barBox.height / 2],
    );
    expect(onTop).toBe(await banner.getAttribute("aria-labelledby"));
    await banner.getByRole("button", { name: "Reject all" }).click();
    await expect(banner).toBeHidden();

    const call = bar(page).getByRole("link", { name: /^Call / });
    const asideCall = page.locator("[data-contact-aside] a[href^='tel:']").first();
    await expect(call).toHaveAttribute("href", /^tel:\+?\d{10,}$/);
    await expect(call).toHaveAttribute("href", (await asideCall.getAttribute("href"))!);

    const book = bar(page).getByRole("link", { name: "Book a viewing" });
    await book.click();
    const dialog = page.getByRole("dialog", { name: "Book a Viewing" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(book).toBeFocused();
  });

  test("nothing the keyboard focuses, nor the end of the footer, stays under the bar", async ({ page }) => {
    await gotoHydrated(page, propertyPath(listing.id!));
    const banner = page.getByRole("region", { name: "Cookies on this site" });
    await banner.getByRole("button", { name: "Reject all" }).click();
    await expect(banner).toBeHidden();
    const barTop = (await bar(page).boundingBox())!.y;

    await page.getByRole("heading", { level: 1 }).focus();
    for (let stop = 0; stop < 40; stop++) {
      await page.keyboard.press("Tab");
      // "Around this home" may load and grow above the focused control meanwhile (twice: its panels, then sold
      // nearby's own data); the page must bring the control back into view, so the check waits for the page
      // to settle rather than measure one frame.
      await expect
        .poll(
          () =>
            page.evaluate((barTopInPage) => {
              const element = document.activeElement!;
              if (element.closest("nav[aria-label='Call or book a viewing']")) return "in the bar";
              const bottom = element.getBoundingClientRect().bottom;
              return bottom <= barTopInPage + 1
                ? "visible"
                : `${element.outerHTML.slice(0, 120)} ends at ${bottom}`;
            }, barTop),
          { timeout: 2_000 },
        )
        .toMatch(/^(in the bar|visible)$/);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footerEnd = await page
      .locator("footer")
      .evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(barTop + 1);
  });

  test("the phone property page has no axe violations", async ({ page }) => {
    await gotoHydrated(page, propertyPath(listing.id!));
    await expect(bar(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

// Issue 17: "Around this home" loads its code and data only when scrolled to, and reads well by keyboard and
// screen reader.
test("loads 'Around this home' on scroll: schools, broadband and flood risk with their sources", async ({
  page,
}) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/around-home.json")) calls.push(request.url());
  });
  await gotoHydrated(page, propertyPath(noParking.id));
  const section = page.getByRole("region", { name: "Around this home" });
  await expect(section).toHaveAttribute("data-around-home", "idle");
  expect(calls).toEqual([]);

  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-around-home", "shown");
  expect(calls).toHaveLength(1);
  await expect(section.getByRole("heading", { level: 3, name: "Schools within 1.5 miles" })).toBeVisible();
  await expect(section.getByRole("heading", { level: 3, name: /^Broadband in / })).toBeVisible();
  await expect(
    section.getByRole("heading", { level: 3, name: "Flood risk from rivers and the sea" }),
  ).toBeVisible();
  await expect(section.getByRole("listitem").first()).toContainText("miles away");
  await expect(section.getByRole("heading", { level: 3, name: "Sold nearby" })).toBeVisible();
  await expect(section.getByRole("region", { name: "Sold nearby" })).toContainText("HM Land Registry");
  await expect(section.getByRole("link", { name: "Open Government Licence v3.0" })).toHaveCount(5);

  await expectNoAxeViolations(page, { include: "section[aria-labelledby='around-home']" });
});

test("'Around this home' loads from its button by keyboard where the browser cannot watch scrolling", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await gotoHydrated(page, propertyPath(noParking.id));
  const section = page.getByRole("region", { name: "Around this home" });
  const button = section.getByRole("button", { name: "Show schools, broadband and flood risk" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(section).toHaveAttribute("data-around-home", "shown");
  // The panels take the button's place and its focus goes to the section's heading, so the next Tab stays
  // inside the section.
  await expect(section.getByRole("heading", { level: 2, name: "Around this home" })).toBeFocused();
  await page.keyboard.press("Tab");
  // Which control comes first depends on whether "sold nearby" has fetched its own data yet (a link, or its
  // table's scroll box): whichever it is, it is inside the section.
  await expect(section.locator(":focus")).toHaveCount(1);
});

test("a control the keyboard reached below 'Around this home' stays in view as its panels grow", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  // Both of the section's answers are held, so it grows twice while a control below it has focus.
  const held = (pattern: string) => {
    let release!: () => void;
    const answer = new Promise<void>((resolve) => (release = resolve));
    void page.route(pattern, async (route) => {
      await answer;
      await route.continue();
    });
    return release;
  };
  const releasePanels = held("**/around-home.json");
  const releaseSoldNearby = held("**/sold-nearby.json");
  await gotoHydrated(page, propertyPath(noParking.id));
  await page
    .getByRole("region", { name: "Cookies on this site" })
    .getByRole("button", { name: "Reject all" })
    .click();
  const section = page.getByRole("region", { name: "Around this home" });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toHaveAttribute("data-around-home", "loading");

  // The calculators below the section load as their own chunk; until they show, the first control after the
  // section would be in the footer, a screen further down.
  await expect(page.getByRole("region", { name: "Calculators" }).getByRole("tab").first()).toBeVisible();
  // The first control after the section, focused as the keyboard reaches it: the section, still small, is in
  // view above it, so the growth happens between the top of the screen and the focused control.
  const below = await page.evaluateHandle(() => {
    const around = document.querySelector("section[aria-labelledby='around-home']")!;
    return [...document.querySelectorAll<HTMLElement>("a[href], button")].find(
      (element) =>
        around.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING &&
        !around.contains(element) &&
        !element.closest("nav[aria-label='Call or book a viewing']") &&
        element.getBoundingClientRect().height > 0,
    )!;
  });
  await below.asElement()!.focus();
  const visibleBottom = (await page
    .getByRole("navigation", { name: "Call or book a viewing" })
    .boundingBox())!.y;
  const bottomOf = () => below.evaluate((element) => (element as HTMLElement).getBoundingClientRect().bottom);
  expect(await bottomOf()).toBeLessThanOrEqual(visibleBottom + 1);
  await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();

  releasePanels();
  await expect(section).toHaveAttribute("data-around-home", "shown");
  await expect.poll(bottomOf, { timeout: 2_000 }).toBeLessThanOrEqual(visibleBottom + 1);
  expect(await bottomOf()).toBeGreaterThan(0);

  releaseSoldNearby();
  await expect(section.getByRole("region", { name: "Sold nearby" })).toContainText("HM Land Registry");
  await expect.poll(bottomOf, { timeout: 2_000 }).toBeLessThanOrEqual(visibleBottom + 1);
  expect(await bottomOf()).toBeGreaterThan(0);
  expect(await below.evaluate((element) => element === document.activeElement)).toBe(true);
});
