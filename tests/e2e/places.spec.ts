// The location input (issue 3 item 7; spec §5 "Hero form", §7 "Places", §8 "Geolocation"): suggestions from
// the real GET /places, chosen with the keyboard; the clear button; use-my-location through the browser's
// own geolocation API (Playwright sets the position, the app asks the real server for the nearest place).
import { expect, test, type Page } from "@playwright/test";
import { listings } from "../api/search-expected.ts";
import { gotoHydrated, pathPattern, placeSearchPath } from "./demo-content.ts";

const BRISTOL = { latitude: 51.4545, longitude: -2.5879 };

const locationInput = (page: Page) =>
  page.getByRole("search", { name: "Property search" }).getByRole("combobox", { name: "Location" });

function placesCall(page: Page, parameter: "term" | "near") {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === "/places" && new URL(response.url()).searchParams.has(parameter),
  );
}

test("typing suggests places from the server; the keyboard picks one and the search names the place", async ({
  page,
}) => {
  await gotoHydrated(page, "/search/sales");
  const input = locationInput(page);
  await expect(input).toHaveAttribute("placeholder", "Enter a location...");
  await expect(input).toHaveAttribute("aria-expanded", "false");

  const suggestions = placesCall(page, "term");
  await input.pressSequentially("Bris");
  const response = await suggestions;
  // Debounced: the typing asks once, for the whole word, not once a letter.
  expect(new URL(response.url()).searchParams.get("term")).toBe("Bris");
  const pairs = (await response.json()) as [string, number][];
  expect(pairs.length).toBeGreaterThan(1);
  expect(pairs.length).toBeLessThanOrEqual(15);

  const listbox = page.getByRole("listbox", { name: "Location suggestions" });
  await expect(input).toHaveAttribute("aria-expanded", "true");
  await expect(listbox.getByRole("option")).toHaveText(pairs.map(([label]) => label));

  // ArrowDown twice highlights the second option; the focus stays in the input (aria-activedescendant).
  await input.press("ArrowDown");
  await input.press("ArrowDown");
  const second = listbox.getByRole("option").nth(1);
  await expect(second).toHaveAttribute("aria-selected", "true");
  await expect(input).toHaveAttribute("aria-activedescendant", (await second.getAttribute("id"))!);
  await expect(input).toBeFocused();
  // ArrowUp wraps from the first option to the last.
  await input.press("ArrowUp");
  await input.press("ArrowUp");
  await expect(listbox.getByRole("option").last()).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");

  const [label, placeId] = pairs[0]!;
  await input.press("Enter");
  // The gid- path the choice makes answers 301 with the place's slug path (issue 18).
  await expect(page).toHaveURL(pathPattern(await placeSearchPath(page, "sales", placeId)));
  await expect(input).toHaveValue(label);
  await expect(listbox).toBeHidden();
});

test("a demo listing's postcode typed in the location box is offered, chosen and searched around", async ({
  page,
}) => {
  // Issue 16: the demo seed makes a place of every listing's postcode (docs/geography.md).
  const listing = listings.find((p) => p.status === "available" && p.channel === "sales")!;
  await gotoHydrated(page, "/search/sales");
  const input = locationInput(page);
  const suggestions = placesCall(page, "term");
  await input.pressSequentially(listing.postcode);
  const pairs = (await (await suggestions).json()) as [string, number][];
  const [label, placeId] = pairs[0]!;
  expect(label.startsWith(`${listing.postcode}, `)).toBe(true);

  const listbox = page.getByRole("listbox", { name: "Location suggestions" });
  await listbox.getByRole("option", { name: label, exact: true }).click();
  // A whole postcode has no slug: its search keeps gid- (docs/search-urls.md).
  await expect(page).toHaveURL(pathPattern(`/search/sales/gid-${placeId}`));
  await expect(input).toHaveValue(label);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(listing.postcode);
  await expect(
    page.getByRole("region", { name: "Results" }).getByRole("heading", { level: 3 }).first(),
  ).toBeVisible();
});

test("Escape closes the suggestions; the clear button empties the input and drops the place", async ({
  page,
}) => {
  await gotoHydrated(page, "/search/sales");
  const input = locationInput(page);
  const clear = page.getByRole("button", { name: "Clear location" });
  await expect(clear).toHaveCount(0); // spec §5: it appears when there is text

  const suggestions = placesCall(page, "term");
  await input.pressSequentially("Bath");
  const [label, placeId] = ((await (await suggestions).json()) as [string, number][])[0]!;
  const listbox = page.getByRole("listbox", { name: "Location suggestions" });
  await expect(listbox).toBeVisible();
  await input.press("Escape");
  await expect(listbox).toBeHidden();
  await expect(input).toHaveAttribute("aria-expanded", "false");

  await input.press("ArrowDown");
  await expect(listbox).toBeVisible();
  await listbox.getByRole("option", { name: label, exact: true }).click();
  await expect(page).toHaveURL(pathPattern(await placeSearchPath(page, "sales", placeId)));

  await clear.click();
  await expect(input).toHaveValue("");
  await expect(input).toBeFocused();
  await expect(clear).toHaveCount(0);
  await expect(page).toHaveURL(/\/search\/sales$/);
});

test.describe("use my location", () => {
  test.use({ permissions: ["geolocation"], geolocation: BRISTOL });

  test("shows 'Fetching your location...' and searches the nearest place", async ({ page, context }) => {
    await gotoHydrated(page, "/search/lettings");
    await context.setGeolocation(BRISTOL);
    const nearest = placesCall(page, "near");
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page.getByText("Fetching your location...")).toBeVisible();

    const response = await nearest;
    expect(new URL(response.url()).searchParams.get("near")).toBe(`${BRISTOL.longitude},${BRISTOL.latitude}`);
    const [label, placeId] = ((await response.json()) as [string, number][])[0]!;
    await expect(page).toHaveURL(pathPattern(await placeSearchPath(page, "lettings", placeId)));
    await expect(locationInput(page)).toHaveValue(label);
  });
});

test("a refused position shows 'Sorry, something went wrong.' and logs it", async ({ page }) => {
  // No geolocation permission granted: the browser refuses the position.
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await gotoHydrated(page, "/search/sales");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByText("Sorry, something went wrong.")).toBeVisible();
  expect(errors.some((text) => text.includes("Use my location failed"))).toBe(true);
  await expect(page).not.toHaveURL(/gid-/);
});

test("a browser without geolocation shows 'Geolocation is not supported by your browser'", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // An old browser: no navigator.geolocation at all.
    delete (Navigator.prototype as { geolocation?: unknown }).geolocation;
  });
  await gotoHydrated(page, "/search/sales");
  await page.getByRole("button", { name: "Use my location" }).click();
  await expect(page.getByText("Geolocation is not supported by your browser")).toBeVisible();
  await expect(page.getByText("Fetching your location...")).toHaveCount(0);
});
