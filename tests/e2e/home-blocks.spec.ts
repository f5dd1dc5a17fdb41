// The home page blocks in the browser (issue 7 item 2): blocks below the fold stay placeholders until they
// are scrolled into view, without shifting the page; card sliders scroll with their buttons; a section
// card slider's card expands into the gallery modal.
import { expect, test } from "@playwright/test";
import { demo, gotoHydrated, hydratedPartOf } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

const blocks = demo.homeBlocks!;
const reviews = blocks.find((b) => b.type === "reviewSlider")!;
const firstSlider = blocks.find((b) => b.type === "propertyCardSlider")!;

test.use({ viewport: { width: 1366, height: 800 } });

test("a block below the fold is a placeholder until it is scrolled into view", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await gotoHydrated(page, "/");
  const section = page.locator(`[data-home-block="${reviews.contentId}"]`);
  // Its heading is in the server's HTML; its body is not, until it is near.
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(reviews.title);
  await expect(section.locator("[data-state]")).toHaveAttribute("data-state", "placeholder");
  await expect(section.getByRole("blockquote")).toHaveCount(0);

  await section.scrollIntoViewIfNeeded();
  await expect(section.locator("[data-state]")).toHaveAttribute("data-state", "loaded");
  await expect(section.getByText(demo.reviews[0]!.quote, { exact: false })).toBeVisible();
  // The server's placeholders (with their <noscript> fallbacks) hydrate without a mismatch.
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
});

test("scrolling through every block shifts no layout (CLS ≤ 0.05)", async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __cls: number }).__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await gotoHydrated(page, "/");
  for (const block of blocks) {
    await page.locator(`[data-home-block="${block.contentId}"]`).scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
  }
  await expect(page.locator('[data-state="placeholder"]')).toHaveCount(0);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  expect(cls).toBeLessThanOrEqual(0.05);
});

test("a property card slider shows its cards and scrolls with Next", async ({ page }) => {
  await gotoHydrated(page, "/");
  const section = page.locator(`[data-home-block="${firstSlider.contentId}"]`);
  await section.scrollIntoViewIfNeeded();
  const slider = section.getByRole("group", { name: firstSlider.title });
  await expect(slider.getByRole("article").first()).toBeVisible();
  const previous = slider.getByRole("button", { name: `Previous: ${firstSlider.title}` });
  await expect(previous).toBeDisabled();
  await slider.getByRole("button", { name: `Next: ${firstSlider.title}` }).click();
  await expect(previous).toBeEnabled();
});

test("a card of a section's card slider expands into the gallery", async ({ page }) => {
  const servicePage = demo.sections!.services.find((p) => p.cardSliders.length)!;
  const slider = servicePage.cardSliders[0]!;
  const card = slider.cards[0]!;
  await gotoHydrated(page, `/services/${servicePage.slug}`);
  await page.getByRole("link", { name: `View images: ${card.title}` }).click();
  await expect(page).toHaveURL(
    new RegExp(`#/gallery-card-slider-expand/${card.id}/${slider.contentBlockId}$`),
  );
  const dialog = page.getByRole("dialog", { name: "Gallery" });
  await expect(dialog.getByRole("img", { name: card.images[0]!.caption! })).toBeVisible();
});

test("axe finds no violations in the loaded blocks and a section page", async ({ page }) => {
  // Two pages' axe runs: past the default 30 s on a loaded 2-core CI machine.
  test.setTimeout(60_000);
  await gotoHydrated(page, "/");
  // The blocks' code comes just after the page's (docs/decisions/017): each body loads once its block is
  // in view with that code there.
  await hydratedPartOf(page.locator("[data-home-block]").first());
  for (const block of blocks)
    await page.locator(`[data-home-block="${block.contentId}"]`).scrollIntoViewIfNeeded();
  await expect(page.locator('[data-state="placeholder"]')).toHaveCount(0);
  await expectNoAxeViolations(page, { include: "[data-home-block]" });
  for (const path of ["/auctions", `/services/${demo.sections!.services[0]!.slug}`]) {
    await gotoHydrated(page, path);
    await expectNoAxeViolations(page);
  }
});
