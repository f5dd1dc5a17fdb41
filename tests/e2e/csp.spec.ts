// The strict, hash-based Content-Security-Policy must not get in the way of hydration: a real browser loads
// the home page, a results page and the map overlay (Leaflet) and reports no policy violation and no console
// error.
import { expect, test } from "@playwright/test";

declare global {
  interface Window {
    __cspViolations: string[];
    __reactRouterDataRouter?: unknown;
  }
}

for (const path of ["/", "/search/sales", "/search/lettings/from-2-bed#/map"]) {
  test(`${path} hydrates under its Content-Security-Policy`, async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener("securitypolicyviolation", (event) => {
        window.__cspViolations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      });
    });

    // Map tiles come from the network, which the test machine does not have.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    // React Router exposes its router once the client has hydrated. (Not page.waitForFunction: its polling
    // evaluates code in the page, which this very policy forbids.)
    await expect.poll(() => page.evaluate(() => window.__reactRouterDataRouter !== undefined)).toBe(true);
    await page.waitForLoadState("networkidle");

    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    expect(consoleErrors.filter((text) => !/ERR_FAILED|tile\.openstreetmap/.test(text))).toEqual([]);
  });
}
