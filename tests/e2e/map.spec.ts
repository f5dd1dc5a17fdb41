// The map view #/map on the results page (issue 3 item 6; spec §2 "Map view"; design §5): markers for the
// results, a card pop-up, drawing an area by points and freehand, search as the map moves, hashbang=map on
// links built while it is open, Escape to close. Tiles cannot load here (no network): nothing below needs
// them, and the tile server's requests are refused at once so they do not linger.
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./demo-content.ts";

test.use({ viewport: { width: 1280, height: 800 } });

type SearchJson = {
  properties: { property_id: number; price: string; display_address: string; property_url: string }[];
  pagination: { total_count: number };
};

test.beforeEach(async ({ page }) => {
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

const mapDialog = (page: Page) => page.getByRole("dialog", { name: "Map" });
const markers = (page: Page) => mapDialog(page).locator(".leaflet-marker-icon");
const mapRegion = (page: Page) => mapDialog(page).getByRole("region", { name: /Map of the search results/ });

async function searchJson(page: Page, query: string): Promise<SearchJson> {
  const response = await page.request.get(`/search.ljson?${query}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SearchJson;
}

async function openMap(page: Page, path: string) {
  await gotoHydrated(page, path);
  await page.evaluate(() => (window.location.hash = "#/map"));
  await expect(mapDialog(page)).toBeVisible();
}

/** A box around a marker, in page pixels: the corners of an area drawn around it. */
async function squareAround(marker: Locator, half: number): Promise<[number, number][]> {
  const box = (await marker.boundingBox())!;
  // A marker's point is the bottom centre of its pin.
  const x = box.x + box.width / 2;
  const y = box.y + box.height;
  return [
    [x - half, y - half],
    [x + half, y - half],
    [x + half, y + half],
    [x - half, y + half],
  ];
}

test("opens on the results page with a marker per result and a card pop-up", async ({ page }) => {
  const expected = await searchJson(page, "channel=sales");
  expect(expected.properties.length).toBeGreaterThan(1);
  await openMap(page, "/search/sales");

  await expect(markers(page)).toHaveCount(expected.properties.length);
  await expect(mapDialog(page).getByRole("status")).toHaveText(
    `Showing ${expected.properties.length} of ${expected.pagination.total_count} properties on the map (this page of results).`,
  );
  await expect(mapDialog(page).locator(".leaflet-control-attribution")).toContainText(
    "© OpenStreetMap contributors",
  );

  const card = expected.properties[0]!;
  // Markers are keyboard buttons named by their address; Enter opens the pop-up (markers may overlap, so the
  // keyboard is the sure way to reach one).
  const marker = mapDialog(page).getByRole("button", { name: card.display_address, exact: true });
  await marker.focus();
  await page.keyboard.press("Enter");
  const popup = mapDialog(page).locator(".leaflet-popup");
  await expect(popup.locator(".oh-map-card-price")).toHaveText(card.price);
  await expect(popup.getByRole("link", { name: card.display_address })).toHaveAttribute(
    "href",
    card.property_url,
  );
  await expect(popup.locator("img")).toHaveCount(1);
  // Leaflet fades a pop-up in: axe measured a half-faded link's contrast once in CI.
  await expect(popup).toHaveCSS("opacity", "1");

  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(axe.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) }))).toEqual(
    [],
  );
});

test("drawing an area by points searches inside it: poly- in the URL, hashbang=map, fewer results", async ({
  page,
}) => {
  const before = await searchJson(page, "channel=sales");
  await openMap(page, "/search/sales");
  await expect(markers(page)).toHaveCount(before.properties.length);

  // Links the page builds while the map is open carry hashbang=map (design §5).
  // (The page is aria-hidden behind the dialog, so it is found by its markup, not its roles.)
  const pageTwo = page.locator('nav[aria-label="Pagination"] a[aria-label="Page 2"]');
  await expect(pageTwo).toHaveAttribute("href", /[?&]hashbang=map/);

  const target = before.properties[0]!;
  const corners = await squareAround(
    mapDialog(page).getByRole("button", { name: target.display_address, exact: true }),
    30,
  );
  await mapDialog(page).getByRole("button", { name: "Draw an area" }).click();
  await expect(mapDialog(page).getByRole("status")).toHaveText(/click the first corner to finish/);
  for (const [x, y] of corners) await page.mouse.click(x, y);
  await page.mouse.click(corners[0]![0], corners[0]![1]); // the first corner again closes the area

  await expect(page).toHaveURL(/\/search\/sales\/poly-[A-Za-z0-9_-]+\?hashbang=map#\/map$/);
  const url = new URL(page.url());
  const poly = url.pathname.split("/").find((segment) => segment.startsWith("poly-"))!;
  const after = await searchJson(page, `channel=sales&fragment=${encodeURIComponent(poly)}`);
  expect(after.pagination.total_count).toBeGreaterThanOrEqual(1);
  expect(after.pagination.total_count).toBeLessThan(before.pagination.total_count);
  expect(after.properties.map((p) => p.property_id)).toContain(target.property_id);

  await expect(markers(page)).toHaveCount(after.properties.length);
  await expect(mapDialog(page).locator("path.oh-map-area")).toHaveCount(1);
  await expect(mapDialog(page).getByRole("button", { name: "Remove the drawn area" })).toBeVisible();

  // Escape closes the map back to #/ on the same search; the page lists the area's results.
  await page.keyboard.press("Escape");
  await expect(mapDialog(page)).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe("#/");
  expect(new URL(page.url()).pathname).toBe(url.pathname);
  const results = page.getByRole("region", { name: "Results" });
  await expect(results.locator(`a[href="${target.property_url}"]`).first()).toBeVisible();
});

test("drawing freehand searches inside the stroke", async ({ page }) => {
  const before = await searchJson(page, "channel=sales");
  await openMap(page, "/search/sales");
  await expect(markers(page)).toHaveCount(before.properties.length);

  const target = before.properties[1]!;
  const box = (await mapDialog(page)
    .getByRole("button", { name: target.display_address, exact: true })
    .boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height;

  await mapDialog(page).getByRole("button", { name: "Draw freehand" }).click();
  // A rough circle of radius 35 px around the marker, drawn in one stroke.
  await page.mouse.move(cx + 35, cy);
  await page.mouse.down();
  for (let step = 1; step <= 24; step += 1) {
    const angle = (step / 24) * 2 * Math.PI;
    await page.mouse.move(cx + 35 * Math.cos(angle), cy + 35 * Math.sin(angle));
  }
  await page.mouse.up();

  await expect(page).toHaveURL(/\/search\/sales\/poly-[A-Za-z0-9_-]+\?hashbang=map#\/map$/);
  const poly = new URL(page.url()).pathname.split("/").find((s) => s.startsWith("poly-"))!;
  const after = await searchJson(page, `channel=sales&fragment=${encodeURIComponent(poly)}`);
  expect(after.properties.map((p) => p.property_id)).toContain(target.property_id);
  expect(after.pagination.total_count).toBeLessThan(before.pagination.total_count);
  await expect(markers(page)).toHaveCount(after.properties.length);
});

test("search as I move the map searches the visible area, replacing the history entry", async ({ page }) => {
  const before = await searchJson(page, "channel=sales");
  await openMap(page, "/search/sales");
  await expect(markers(page)).toHaveCount(before.properties.length);
  const historyLength = await page.evaluate(() => window.history.length);

  // Moving the map without the box ticked searches nothing.
  const region = (await mapRegion(page).boundingBox())!;
  const from = { x: region.x + region.width / 2, y: region.y + region.height / 2 };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 80, from.y + 40, { steps: 5 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  expect(new URL(page.url()).pathname).toBe("/search/sales");

  await mapDialog(page).getByRole("checkbox", { name: "Search as I move the map" }).check();
  await mapRegion(page).focus();
  await page.keyboard.press("+"); // zoom in: a move the visitor made
  await expect(page).toHaveURL(/\/search\/sales\/poly-[A-Za-z0-9_-]+\?hashbang=map#\/map$/);
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);
  // The visible area is not drawn as an area of its own.
  await expect(mapDialog(page).locator("path.oh-map-area")).toHaveCount(0);

  const poly = new URL(page.url()).pathname.split("/").find((s) => s.startsWith("poly-"))!;
  const after = await searchJson(page, `channel=sales&fragment=${encodeURIComponent(poly)}`);
  await expect(markers(page)).toHaveCount(after.properties.length);
});

test("outside a results page the map says what it is for", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.evaluate(() => (window.location.hash = "#/map"));
  await expect(mapDialog(page).getByText("The map shows the results of a search.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mapDialog(page)).toHaveCount(0);
});
