// The demo agency's content, as the start-up seed loads it: tests name menu items and texts from it rather
// than repeating them.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { siteContentFileSchema } from "../../modules/content/model/site-content.ts";

export const demo = siteContentFileSchema.parse(
  JSON.parse(readFileSync(new URL("../../content/demo-agency.json", import.meta.url), "utf8")),
);

/**
 * Loads a page and waits until it is hydrated: the app asks GET /user.ljson once it is. The page's scripts
 * start on timers after its load event (platform/scripts-after-load.ts): a test that has paused the page's
 * clock (page.clock) says so, and the clock is moved on past them.
 */
export async function gotoHydrated(page: Page, url: string, options: { pausedClock?: boolean } = {}) {
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  const response = await page.goto(url);
  if (options.pausedClock) await page.clock.runFor(100);
  await userCall;
  return response;
}

/**
 * Waits until the part of the page holding `locator` is hydrated: some parts load their code only when the
 * visitor reaches them (app/components/deferred-hydration.tsx), and a test that goes on to press keys or check
 * focus straight after reaching one would race it.
 */
export async function hydratedPartOf(locator: Locator) {
  await expect(locator.locator("xpath=ancestor::div[@data-deferred][1]")).toHaveAttribute(
    "data-deferred",
    "hydrated",
  );
}

/**
 * Where a place's search lives (issue 18): its slug path (`/search/sales/bristol`), as the server's 301 from
 * its gid- path says; the gid- path itself for a place without a slug (a whole postcode).
 */
export async function placeSearchPath(page: Page, channel: "sales" | "lettings", placeId: number | string) {
  const gidPath = `/search/${channel}/gid-${placeId}`;
  const response = await page.request.get(gidPath, { maxRedirects: 0 });
  return response.status() === 301 ? new URL(response.headers()["location"]!, "http://x").pathname : gidPath;
}

/** A pattern for a URL whose path starts with `path` (then a slash, a query or nothing). */
export const pathPattern = (path: string) =>
  new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(/|\\?|#|$)`);
