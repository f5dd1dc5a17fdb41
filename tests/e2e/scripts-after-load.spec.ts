// Issue 13, Lighthouse budget: a page's scripts start once the page has loaded and painted
// (platform/scripts-after-load.ts, docs/decisions/017), so its first screen's photos and its first paint do not
// share the connection and the cores with ~110 KB of JavaScript; a photo that never arrives holds them back
// for LATEST_START_MS at most, and a visitor who presses a key or a pointer starts them at once.
import { expect, test, type Page } from "@playwright/test";
import { LATEST_START_MS } from "../../platform/scripts-after-load.ts";

declare global {
  interface Window {
    __reactRouterDataRouter?: unknown;
  }
}

const hydrated = (page: Page) =>
  expect.poll(() => page.evaluate(() => window.__reactRouterDataRouter !== undefined)).toBe(true);

/** When the page's scripts were asked for, and when its document arrived and its load event ended (ms). */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    return {
      responseStart: navigation!.responseStart,
      loadEnd: navigation!.loadEventEnd,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
        .map((entry) => ({ url: entry.name, start: entry.startTime })),
    };
  });
}

test.describe("a page's scripts", () => {
  const paths = ["/", "/search/sales"];
  test.beforeAll(async ({ request }) => {
    const search = await (await request.get("/search.ljson?channel=sales")).json();
    paths.push(`/properties/${search.properties[0].property_id}`);
  });

  test("are fetched only once the page has loaded, and then hydrate it", async ({ page }) => {
    for (const path of paths) {
      await page.goto(path);
      await hydrated(page);
      const timings = await scriptTimings(page);
      expect(timings.scripts.length, path).toBeGreaterThan(3);
      expect(
        timings.scripts.filter((script) => script.start < timings.loadEnd),
        `${path}: scripts fetched before the load event ended (${timings.loadEnd} ms)`,
      ).toEqual([]);
    }
  });

  test("start without the load event when a photo never arrives", async ({ page }) => {
    // Every photo of the results page hangs: the window's load event cannot fire.
    await page.route(/\/media\//, () => {});
    const started = Date.now();
    await page.goto("/search/sales", { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    const timings = await scriptTimings(page);
    expect(Math.min(...timings.scripts.map((script) => script.start))).toBeGreaterThanOrEqual(
      timings.responseStart + LATEST_START_MS,
    );
    expect(Date.now() - started).toBeLessThan(LATEST_START_MS + 5_000);
  });

  test("start at once when the visitor presses a key, without waiting for the load event", async ({
    page,
  }) => {
    await page.route(/\/media\//, () => {});
    await page.goto("/search/sales", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await hydrated(page);
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    const timings = await scriptTimings(page);
    expect(Math.min(...timings.scripts.map((script) => script.start))).toBeLessThan(
      timings.responseStart + LATEST_START_MS,
    );
  });
});
