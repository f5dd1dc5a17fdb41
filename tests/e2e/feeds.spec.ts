// An agency's own listing arriving through the drop folder (issue 12): a BLM zip with its photos is imported by
// the running server, a second drop reduces its price, and a visitor finds it by postcode, sees its photos,
// price qualifier, the "Reduced" tag and its history, and finds it on the map.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import sharp from "sharp";
import { writeZip } from "../support/zip.ts";
import { e2eFeedsDir } from "../setup/e2e-paths.ts";
import { gotoHydrated } from "./demo-content.ts";

/**
 * The listing one attempt of the test imports. A retry (CI retries once) imports a listing of its own under files
 * of its own: the first attempt's listing and result files are still there, and would answer for it.
 */
function stockFor(retry: number) {
  const ref = retry ? `FT1R${retry}` : "FT1";
  return {
    ref,
    address: `Feedtest Lane${retry ? ` ${retry}` : ""}, Clifton, Bristol`,
    photos: [`E2E_${ref}_IMG_00.jpg`, `E2E_${ref}_IMG_01.JPG`, `E2E_${ref}_IMG_02.jpg`],
    zipName: (name: string) => (retry ? `${name}-retry-${retry}.zip` : `${name}.zip`),
  };
}
type Stock = ReturnType<typeof stockFor>;

function blm(stock: Stock, price: number, updated: string): string {
  // Each column beside its value; the definition line lists the columns in this order.
  const row = {
    AGENT_REF: stock.ref,
    BRANCH_ID: "E2E",
    STATUS_ID: "0",
    BEDROOMS: "3",
    PRICE: String(price),
    PRICE_QUALIFIER: "2",
    PROP_SUB_ID: "3",
    ADDRESS_1: "14",
    ADDRESS_2: "Feedtest Lane",
    TOWN: "Bristol",
    POSTCODE1: "BS8",
    POSTCODE2: "2LG",
    DISPLAY_ADDRESS: stock.address,
    SUMMARY: "A bright semi in Clifton.",
    DESCRIPTION: "<p>A <strong>bright</strong> semi-detached home.</p>",
    CREATE_DATE: "2026-10-01 09:00:00",
    UPDATE_DATE: updated,
    PUBLISHED_FLAG: "1",
    TRANS_TYPE_ID: "1",
    // Part A of the material information in full: without it the advert rules hold a listing back (issue 41).
    TENURE_TYPE_ID: "1",
    COUNCIL_TAX_BAND: "E",
    FEATURE1: "South-facing garden",
    MEDIA_IMAGE_00: stock.photos[0],
    MEDIA_IMAGE_TEXT_00: "Front",
    MEDIA_IMAGE_01: stock.photos[1],
    MEDIA_IMAGE_TEXT_01: "Kitchen",
    MEDIA_IMAGE_02: stock.photos[2],
    MEDIA_IMAGE_TEXT_02: "Garden",
  };
  return [
    "#HEADER#",
    "Version : 3",
    "EOF : '^'",
    "EOR : '~'",
    "Property Count : 1",
    "",
    "#DEFINITION#",
    `${Object.keys(row).join("^")}^~`,
    "#DATA#",
    `${Object.values(row).join("^")}^~`,
    "#END#",
    "",
  ].join("\n");
}

async function drop(stock: Stock, zipBase: string, price: number, updated: string) {
  const name = stock.zipName(zipBase);
  const photos = await Promise.all(
    ["#4a7a9c", "#9c7a4a", "#6a9c4a"].map((background) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const incoming = path.join(e2eFeedsDir(), "incoming", "e2e");
  mkdirSync(incoming, { recursive: true });
  const staging = path.join(e2eFeedsDir(), `${name}.part`);
  await writeZip(
    staging,
    (async function* () {
      yield { name: "stock.blm", data: Buffer.from(blm(stock, price, updated)) };
      for (const [i, photo] of photos.entries())
        yield { name: stock.photos[i]!, data: photo, method: "store" as const };
    })(),
  );
  // Like an FTP upload finishing: the file appears whole under its name.
  renameSync(staging, path.join(incoming, name));
  const processed = path.join(e2eFeedsDir(), "processed", "e2e");
  await expect
    .poll(
      () =>
        existsSync(processed)
          ? readdirSync(processed).find((f) => f.endsWith(`-${name}.result.json`))
          : undefined,
      {
        timeout: 45_000,
      },
    )
    .toBeTruthy();
  const result = readdirSync(processed).find((f) => f.endsWith(`-${name}.result.json`))!;
  return JSON.parse(readFileSync(path.join(processed, result), "utf8")) as {
    state: string;
    counts: Record<string, number>;
  };
}

const locationInput = (page: Page) =>
  page.getByRole("search", { name: "Property search" }).getByRole("combobox", { name: "Location" });

test("an imported listing shows its photos, qualifier, 'Reduced' and history, found by postcode and on the map", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const stock = stockFor(test.info().retry);
  expect(await drop(stock, "stock-1", 475_000, "2026-11-01 09:00:00")).toMatchObject({
    state: "succeeded",
    counts: { created: 1, media: 3 },
  });
  expect(await drop(stock, "stock-2", 450_000, "2026-11-20 09:00:00")).toMatchObject({
    state: "succeeded",
    counts: { updated: 1 },
  });

  // Found by its postcode, chosen from the location suggestions.
  await gotoHydrated(page, "/search/sales");
  const suggestions = page.waitForResponse((r) => new URL(r.url()).pathname === "/places");
  await locationInput(page).pressSequentially("BS8 2LG");
  await suggestions;
  const option = page.getByRole("listbox", { name: "Location suggestions" }).getByRole("option").first();
  await expect(option).toContainText("BS8 2LG");
  await locationInput(page).press("ArrowDown");
  await locationInput(page).press("Enter");
  await expect(page).toHaveURL(/\/search\/sales\/gid-\d+/);

  const results = page.getByRole("region", { name: "Results" });
  const card = results.getByRole("article").filter({ hasText: stock.address });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Guide Price");
  await expect(card).toContainText("£450,000");
  await expect(card.getByRole("list", { name: "Status" })).toContainText("Reduced");
  await expect(card.locator("img").first()).toHaveJSProperty("complete", true);
  expect(
    await card
      .locator("img")
      .first()
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);

  // On the map of these results.
  await page.evaluate(() => (window.location.hash = "#/map"));
  const map = page.getByRole("dialog", { name: "Map" });
  // Issue 16: pins that crowd are clustered; Enter on a cluster zooms in until the listing's own pin shows.
  const pin = map.getByRole("button", { name: stock.address, exact: true });
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  for (let zooms = 0; zooms < 8 && (await pin.count()) === 0; zooms += 1) {
    await map.locator(".oh-map-cluster").first().focus();
    await page.keyboard.press("Enter");
    await expect(page.locator(":focus")).toHaveClass(/leaflet-marker-icon/);
  }
  await expect(pin).toBeVisible();
  await page.evaluate(() => (window.location.hash = ""));

  // Its page: photos, the qualifier, when it was reduced, and the history.
  await card.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(stock.address).first()).toBeVisible();
  await expect(page.getByText("Guide Price").first()).toBeVisible();
  // The CRM's HTML description is shown as formatted text, never as its tags.
  const description = page.getByRole("region", { name: "Description" });
  await expect(description.locator("strong", { hasText: "bright" })).toBeVisible();
  await expect(description).not.toContainText("<p>");
  await expect(page.getByText(/^Reduced on \d{1,2} \w+ \d{4}$/)).toBeVisible();
  const history = page.getByRole("region", { name: "Price and status history" });
  await expect(history.getByRole("listitem")).toHaveText([
    /Reduced from £475,000 to £450,000/,
    /Added at £475,000/,
  ]);
  // The listing's own photos (stored under feeds/), not the site's.
  const photo = page.locator("img[src*='/feeds/']").first();
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});
