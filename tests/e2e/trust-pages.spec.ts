// Legal and trust in the browser (issue 16): the footer's and the cookie banner's links reach the cookie
// policy; the contact page lists the branches; the lead forms and the registration form link the privacy
// notice; a lettings page shows its deposits in pounds and opens the tenant information from a link. axe
// finds nothing on each, with the cookie banner open where a first visit has it.
import { expect, test, type Page } from "@playwright/test";
import { ALL_REJECTED, formatConsentCookie } from "../../modules/accounts/model/cookie-consent.ts";
import { generateAgency } from "../../db/seed/agency.ts";
import { generateListings } from "../../db/seed/listings.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { listingDeposits, formatDeposit } from "../../domain/tenancy-deposits.ts";
import { propertyPath } from "../../domain/urls.ts";
import { isPlainLetting } from "../factories/index.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { demo, gotoHydrated } from "./demo-content.ts";
import { expectNoAxeViolations } from "./axe.ts";

const pages = demo.pages!;
const agency = generateAgency(TOWNS);

// The listings the e2e server seeded (same seed, same count).
const listings = [...generateListings(TEST_SEED_LISTINGS, { towns: TOWNS, agency, now: new Date() })].flatMap(
  (batch) => batch.properties,
);
const letting = listings.find(isPlainLetting)!;

const banner = (page: Page) => page.getByRole("region", { name: demo.consent.heading });

async function chooseNoCookies(page: Page, baseURL: string | undefined) {
  await page
    .context()
    .addCookies([{ name: "oh_consent", value: formatConsentCookie(ALL_REJECTED), url: baseURL! }]);
}

test("the cookie banner's 'Read our cookie policy' reaches the cookie policy, and axe passes with the banner open", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("link", { name: demo.consent.policyLinkText }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.cookies!.title);
  await expect(page.getByRole("heading", { level: 2, name: "Cookies and browser storage" })).toBeVisible();
  // A first visit: the banner is still open over the policy.
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("each footer link reaches its page in the browser, and axe finds nothing on any of them", async ({
  page,
  baseURL,
}) => {
  // An axe run on each of several pages: past the default 30 s on a loaded 2-core CI machine.
  test.setTimeout(90_000);
  await chooseNoCookies(page, baseURL);
  await gotoHydrated(page, "/");
  const legal = page.getByRole("contentinfo").getByRole("navigation", { name: "Legal" });
  for (const link of demo.footer.legalLinks) {
    await legal.getByRole("link", { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${link.url}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[link.url.slice(1)]!.title);
    await expectNoAxeViolations(page);
  }
});

test("the contact page lists every branch with its phone and email links", async ({ page, baseURL }) => {
  await chooseNoCookies(page, baseURL);
  await gotoHydrated(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.contact!.title);
  const branches = page.getByRole("list", { name: "Branches" }).getByRole("listitem");
  // Every branch in the database: the demo's, and any an earlier test added (a feed's new branch code, say).
  await expect(branches.first()).toBeVisible();
  for (const item of await branches.all()) await expect(item.getByRole("heading")).toHaveCount(1);
  expect(await branches.count()).toBeGreaterThanOrEqual(agency.branches.length);
  for (const branch of agency.branches) {
    const item = branches.filter({ has: page.getByRole("heading", { name: branch.name, exact: true }) });
    await expect(item.getByRole("link", { name: branch.email })).toHaveAttribute(
      "href",
      `mailto:${branch.email}`,
    );
    await expect(item.getByRole("link", { name: branch.telephone }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test.describe("a lettings page", () => {
  test("shows the deposits in pounds and opens the tenant information from its link", async ({
    page,
    baseURL,
  }) => {
    const deposits = listingDeposits({
      channel: "lettings",
      price: letting.price!,
      poa: false,
      priceFrequency: letting.priceFrequency ?? "pcm",
      tags: letting.tags ?? [],
      rentFrequency: letting.rentFrequency ?? null,
      quotedPrice: letting.quotedPrice ?? null,
      deposit: letting.deposit ?? null,
    })!;
    await chooseNoCookies(page, baseURL);
    await gotoHydrated(page, propertyPath(letting.id));
    const section = page.getByRole("region", { name: "Deposits and fees" });
    await expect(section.getByText(formatDeposit(deposits.holdingDeposit), { exact: true })).toBeVisible();
    await expect(section.getByText(formatDeposit(deposits.tenancyDeposit), { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await section.getByRole("link", { name: "Tenant fees and information" }).click();
    await expect(page).toHaveURL(/#\/tenant-info$/);
    const dialog = page.getByRole("dialog", { name: "Tenant information" });
    await expect(dialog).toContainText("Tenant Fees Act 2019");
    await expectNoAxeViolations(page);
  });

  test("links the privacy notice from the viewing form, beside its terms box", async ({ page, baseURL }) => {
    await chooseNoCookies(page, baseURL);
    await gotoHydrated(page, `${propertyPath(letting.id)}#/book-a-viewing`);
    const dialog = page.getByRole("dialog", { name: "Book a Viewing" });
    await expect(dialog.getByRole("link", { name: "terms & conditions" })).toHaveAttribute("href", "/terms");
    const privacy = dialog.getByRole("link", { name: "privacy notice (opens in a new tab)" });
    await expect(privacy).toHaveAttribute("href", "/privacy");
    const [notice] = await Promise.all([page.context().waitForEvent("page"), privacy.click()]);
    await expect(notice.getByRole("heading", { level: 1 })).toHaveText(pages.privacy!.title);
  });
});

test("the registration form links the privacy notice", async ({ page, baseURL }) => {
  await chooseNoCookies(page, baseURL);
  await gotoHydrated(page, "/#/user/register");
  const form = page.getByRole("form", { name: "Register" });
  await expect(form.getByRole("link", { name: "privacy notice (opens in a new tab)" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expectNoAxeViolations(page);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("every page has no axe violations at 375 px and no sideways scroll at 320 px", async ({
    page,
    baseURL,
  }) => {
    // One axe run a page, for every trust page: on a loaded CI machine that is more than one test's 30 s.
    test.slow();
    await chooseNoCookies(page, baseURL);
    for (const slug of Object.keys(pages)) {
      await page.setViewportSize({ width: 375, height: 800 });
      await gotoHydrated(page, `/${slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[slug]!.title);
      await expectNoAxeViolations(page);
      // Long email addresses on the contact page wrap rather than push the page sideways.
      await page.setViewportSize({ width: 320, height: 800 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(320);
    }
  });
});
