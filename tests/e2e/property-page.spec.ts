// The property page in a real browser (issue 4): facts and "Ask the agent", previous/next across a results page
// boundary, 'Back to search', and axe.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { generateAgency } from "../../db/seed/agency.ts";
import { generateListings } from "../../db/seed/listings.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { gotoHydrated } from "./demo-content.ts";
import { propertyPath } from "../../domain/urls.ts";

// The listings the e2e server seeded (same seed, same count), to pick one with a known gap.
const listings = [
  ...generateListings(TEST_SEED_LISTINGS, { towns: TOWNS, agency: generateAgency(TOWNS), now: new Date() }),
].flatMap((batch) => batch.properties);

const noCouncilTaxBand = listings.find(
  (p) =>
    p.channel === "sales" &&
    p.status === "available" &&
    (p.bedrooms ?? 0) > 0 &&
    !p.materialInformation?.councilTaxBand &&
    !p.materialInformation?.domesticRates,
)!;

type SearchJson = { properties: { property_id: number }[] };

test("shows the key facts, and 'Ask the agent' where the agency gave no data", async ({ page }) => {
  await gotoHydrated(page, propertyPath(noCouncilTaxBand.id));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`for sale in ${noCouncilTaxBand.town}`);
  const fact = (term: string) =>
    page.locator("dl[aria-label='Key facts'] div", { hasText: term }).locator("dd");
  await expect(fact("Bedrooms")).toHaveText(String(noCouncilTaxBand.bedrooms));
  await expect(fact("Type")).toHaveText(noCouncilTaxBand.propertyType);
  const councilTax = page.locator("section[aria-labelledby='material-information'] dl > div", {
    hasText: "Council tax band",
  });
  await expect(councilTax.locator("dd")).toHaveText("Ask the agent");
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
  await gotoHydrated(page, propertyPath(noCouncilTaxBand.id));
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
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
  await gotoHydrated(page, propertyPath(noCouncilTaxBand.id));
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
  await expect(section.getByRole("link", { name: "Open Government Licence v3.0" })).toHaveCount(4);

  const results = await new AxeBuilder({ page })
    .include("section[aria-labelledby='around-home']")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(" ")) })),
  ).toEqual([]);
});

test("'Around this home' loads from its button by keyboard where the browser cannot watch scrolling", async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  await gotoHydrated(page, propertyPath(noCouncilTaxBand.id));
  const section = page.getByRole("region", { name: "Around this home" });
  const button = section.getByRole("button", { name: "Show schools, broadband and flood risk" });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(section).toHaveAttribute("data-around-home", "shown");
  // The panels take the button's place and its focus goes to the section's heading, so the next Tab stays
  // inside the section.
  await expect(section.getByRole("heading", { level: 2, name: "Around this home" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(section.getByRole("link").first()).toBeFocused();
});
