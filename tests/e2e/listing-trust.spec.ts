// What a visitor sees of prices, badges and statuses (issue 16): a POA listing says POA once on its card and
// its page; a new listing already let agreed carries no 'NEW Listing!' badge; a commercial lettings search
// offers the commercial ladder (annual rents with their monthly value); a sold search is titled as sold.
import { expect, test, type Page } from "@playwright/test";
import { generateAgency } from "../../db/seed/agency.ts";
import { generateListings } from "../../db/seed/listings.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { propertyPath } from "../../domain/urls.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

// The listings the e2e server seeded (same seed, same count).
const now = Date.now();
const listings = [
  ...generateListings(TEST_SEED_LISTINGS, {
    towns: TOWNS,
    agency: generateAgency(TOWNS),
    now: new Date(now),
  }),
].flatMap((batch) => batch.properties);

const DAY = 86_400_000;
const poa = listings.find((p) => p.poa && p.status !== "withdrawn" && !p.parentId)!;
// Listed days ago, yet already let or let agreed: the badge used to say 'NEW Listing!' all the same.
const newButLet = listings.find(
  (p) =>
    p.channel === "lettings" &&
    (p.status === "let" || p.status === "let_agreed") &&
    now - (p.createdAt as Date).getTime() < 6 * DAY,
)!;

const cardOf = (page: Page, id: number) =>
  page
    .getByRole("region", { name: "Results" })
    .locator("article")
    .filter({ has: page.locator(`a[href="${propertyPath(id)}"]`) });

test("a POA listing says POA once, on its card and on its page; its sold search is titled as sold", async ({
  page,
}) => {
  // The seed's POA listing has exchanged: it is among the sold ones, whose search is titled as such.
  expect(["sstc", "sold", "exchanged", "completed"]).toContain(poa.status);
  await gotoHydrated(page, "/search/sales/status-sold");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Property sold or SSTC");
  await expect(page.getByRole("status").filter({ hasText: /propert/ })).toHaveText(
    /^\d+ propert(?:y|ies) sold or SSTC$/,
  );
  const card = cardOf(page, poa.id);
  await expect(card).toHaveCount(1);
  await expect(card.locator("p.text-lg")).toHaveText("POA");
  await expect(card).not.toContainText(/POA\s*POA/);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, propertyPath(poa.id));
  const header = page.locator("article header");
  await expect(header.locator("p.text-3xl")).toHaveText("POA");
  await expect(header).not.toContainText(/POA\s*POA/);
});

test("a new listing already let agreed or let shows its status and no 'NEW Listing!' badge", async ({
  page,
}) => {
  expect(newButLet, "the seed has a recent let or let-agreed listing").toBeDefined();
  await gotoHydrated(page, "/search/lettings/status-all");
  const card = cardOf(page, newButLet.id);
  await expect(card).toHaveCount(1);
  const status = card.getByRole("list", { name: "Status" });
  await expect(status).toContainText(newButLet.status === "let" ? "Let" : "Let Agreed");
  await expect(status).not.toContainText("NEW Listing!");

  await gotoHydrated(page, propertyPath(newButLet.id));
  await expect(page.locator("article header").getByRole("list", { name: "Status" })).not.toContainText(
    "NEW Listing!",
  );
  await expectNoAxeViolations(page);
});

test("a commercial lettings search offers annual rents of £5,000 to £100,000 with their monthly value", async ({
  page,
}) => {
  await gotoHydrated(page, "/search/lettings/tag-commercial");
  const options = page.getByLabel("Max price").locator("option");
  await expect(options).toHaveCount(21); // "No max" and the 20 rungs
  await expect(options.nth(1)).toHaveText("£5,000 pa (£417 pcm)");
  await expect(options.last()).toHaveText("£100,000 pa (£8,333 pcm)");

  // The value is the monthly equivalent the search compares (design §5: lettings prices per month).
  await page.getByLabel("Max price").selectOption({ label: "£40,000 pa (£3,333 pcm)" });
  await expect(page).toHaveURL(/\/search\/lettings\/up-to-3333\/tag-commercial$/);
  await expectNoAxeViolations(page);

  // Back to homes: the residential monthly ladder, and the annual figure is cleared.
  await page.getByLabel("Property type").selectOption("house");
  await expect(page).toHaveURL(/\/search\/lettings\/tag-house$/);
  await expect(page.getByLabel("Max price")).toHaveValue("");
  await expect(page.getByLabel("Max price").locator("option").nth(1)).toHaveText("£200 pcm (£47 pw)");
});
