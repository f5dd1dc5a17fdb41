// The property page's calculators and the #/calculator and #/tenant-info overlays (issue 4 items 5 and 6;
// spec §2, §5 "Calculators", §9 "Calculators").
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { defaultDeposit, formatThousands, monthlyPayments } from "../../domain/calculators/mortgage.ts";
import { demo, gotoHydrated, hydratedPartOf } from "./demo-content.ts";

type Card = { property_url: string; priceValue: number | null; tags: string[] };

/** A listed property of the demo agency, found the way a visitor would: through the search JSON. */
async function demoProperty(page: Page, channel: "sales" | "lettings", minPrice: number, maxPrice: number) {
  const response = await page.request.get(
    `/search.ljson?channel=${channel}&min_price=${minPrice}&max_price=${maxPrice}`,
  );
  const { properties } = (await response.json()) as { properties: Card[] };
  const property = properties.find(
    (card) => card.priceValue && !card.tags.some((tag) => tag.startsWith("gth")),
  );
  if (!property?.priceValue)
    throw new Error(`no demo ${channel} property between £${minPrice} and £${maxPrice}`);
  return { url: property.property_url, price: property.priceValue };
}

const money = (value: number) => `£${formatThousands(value)}`;

/** A sale listing's calculators, hydrated, on the Stamp Duty tab. */
async function stampDutyTabOfSaleListing(page: Page) {
  const property = await demoProperty(page, "sales", 150_000, 900_000);
  await gotoHydrated(page, property.url);
  const section = page.getByRole("region", { name: "Calculators" });
  // The page's lower part hydrates as it comes into view (docs/decisions/017).
  await section.scrollIntoViewIfNeeded();
  await hydratedPartOf(section);
  await section.getByRole("tab", { name: "Stamp Duty" }).click();
  return section;
}

test("the mortgage calculator starts from the property and reacts to input", async ({ page }) => {
  const property = await demoProperty(page, "sales", 150_000, 900_000);
  await gotoHydrated(page, property.url);
  const section = page.getByRole("region", { name: "Calculators" });
  await section.scrollIntoViewIfNeeded();

  const rate = demo.theme.settings.mortgageInterestRate;
  const deposit = defaultDeposit(property.price);
  await expect(section.getByLabel("Property price")).toHaveValue(formatThousands(property.price));
  await expect(section.getByLabel("Deposit")).toHaveValue(formatThousands(deposit));
  await expect(section.getByLabel("Interest rate")).toHaveValue(String(rate));
  await expect(section.getByLabel("Repayment period")).toHaveValue("25");
  const expected = monthlyPayments({ price: property.price, deposit, ratePercent: rate, years: 25 });
  await expect(section.getByTestId("mortgage-repayment")).toHaveText(money(expected.repayment));
  await expect(section.getByTestId("mortgage-interest-only")).toHaveText(money(expected.interestOnly));

  // Digits only, with thousands separators; the result follows as the visitor types.
  await section.getByLabel("Property price").fill("25o,000x0");
  await expect(section.getByLabel("Property price")).toHaveValue("250,000");
  await section.getByLabel("Deposit").fill("50000");
  await section.getByLabel("Interest rate").fill("4.5");
  await expect(section.getByTestId("mortgage-repayment")).toHaveText("£1,112");
  await expect(section.getByTestId("mortgage-interest-only")).toHaveText("£750");

  await section.getByLabel("Interest rate").fill("10.5");
  await expect(section.getByText("Enter a value between 0.01 and 10")).toBeVisible();
  await expect(section.getByLabel("Interest rate")).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByTestId("mortgage-repayment")).toHaveText("£0");
  await section.getByLabel("Interest rate").fill("abc");
  await expect(section.getByText("Enter a value between 0.01 and 10")).toBeVisible();
  await section.getByLabel("Interest rate").fill("4.5");
  await expect(section.getByText("Enter a value between 0.01 and 10")).toHaveCount(0);

  await section.getByLabel("Repayment period").fill("40");
  await expect(section.getByText("Enter a value between 5 and 35")).toBeVisible();
  await expect(section.getByTestId("mortgage-repayment")).toHaveText("£0");
  await section.getByLabel("Repayment period").fill("35");
  await expect(section.getByText("Enter a value between 5 and 35")).toHaveCount(0);
  await expect(section.getByTestId("mortgage-repayment")).not.toHaveText("£0");

  await section.getByLabel("Deposit").fill("300000");
  await expect(section.getByTestId("mortgage-repayment")).toHaveText("£0");
});

test("the stamp duty calculator breaks the tax down by band and its ticks exclude each other", async ({
  page,
}) => {
  const section = await stampDutyTabOfSaleListing(page);

  // gov.uk's worked example: £295,000 costs £4,750 (£2,500 + £2,250), an effective rate of 1.6%.
  await section.getByLabel("Property price").fill("295000");
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£4,750");
  await expect(section.getByTestId("stamp-duty-effective-rate")).toHaveText("1.6%");
  const rows = section.getByRole("table", { name: "Band-by-band breakdown" }).getByRole("row");
  await expect(rows.nth(2)).toContainText("£125,000 to £250,000");
  await expect(rows.nth(2)).toContainText("£2,500");
  await expect(rows.nth(3)).toContainText("£2,250");

  const firstTimeBuyer = section.getByLabel("First time buyer");
  const additional = section.getByLabel("Additional property");
  await firstTimeBuyer.check();
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£0");
  await additional.check();
  await expect(firstTimeBuyer).not.toBeChecked();
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£19,500");
  await firstTimeBuyer.check();
  await expect(additional).not.toBeChecked();

  await section.getByLabel("Country").selectOption("scotland");
  await section.getByLabel("Property price").fill("300000");
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£4,000");
  await section.getByLabel("Country").selectOption("wales");
  await expect(section.getByLabel("First time buyer")).toHaveCount(0);
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£4,500");

  // The price is shared with the mortgage tab.
  await section.getByRole("tab", { name: "Mortgage" }).click();
  await expect(section.getByLabel("Property price")).toHaveValue("300,000");
});

test("'Buying as a company' uses the higher rates, excludes 'First time buyer' and says what it leaves out", async ({
  page,
}) => {
  const section = await stampDutyTabOfSaleListing(page);
  await section.getByLabel("Property price").fill("300000");

  const company = section.getByRole("checkbox", { name: "Buying as a company" });
  const firstTimeBuyer = section.getByRole("checkbox", { name: "First time buyer" });
  // The exclusion is part of each tick's description, so a screen reader reads it with the label.
  await expect(company).toHaveAccessibleDescription(/unticks 'First time buyer'/);
  await expect(firstTimeBuyer).toHaveAccessibleDescription(/unticks 'Buying as a company'/);

  // Keyboard only: Tab to the tick, Space to tick it.
  await firstTimeBuyer.check();
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£0");
  await company.focus();
  await page.keyboard.press("Space");
  await expect(company).toBeChecked();
  await expect(firstTimeBuyer).not.toBeChecked();
  await expect(section.getByRole("status").filter({ hasText: "'First time buyer' unticked" })).toHaveCount(1);
  // England's higher rates: 5% of £125,000 + 7% of £125,000 + 10% of £50,000.
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£20,000");
  await expect(section.getByTestId("stamp-duty-company-note")).toContainText("17%");

  await firstTimeBuyer.check();
  await expect(company).not.toBeChecked();
  await company.check();

  // Wales: the corporate_buyer table (spec §3): 5% of £180,000 + 8.5% of £70,000 + 10% of £50,000.
  await section.getByLabel("Country").selectOption("wales");
  await expect(section.getByTestId("stamp-duty-total")).toHaveText("£19,950");
  await expectNoAxeViolations(page, { include: '[aria-labelledby="calculators-heading"]' });
});

test("#/calculator shows the calculators without the bottom buttons", async ({ page }) => {
  const property = await demoProperty(page, "sales", 150_000, 900_000);
  await gotoHydrated(page, `${property.url}#/calculator`);
  const dialog = page.getByRole("dialog", { name: "Calculators" });
  await expect(dialog.getByRole("tab", { name: "Mortgage" })).toBeVisible();
  await expect(dialog.getByLabel("Property price")).toHaveValue(formatThousands(property.price));
  await dialog.getByLabel("Interest rate").fill("0");
  await expect(dialog.getByText("Enter a value between 0.01 and 10")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Book a viewing" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Get a mortgage" })).toHaveCount(0);
  // The page's own section keeps them (the page is hidden from assistive technology while the dialog is open).
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: "Calculators" }).getByRole("link", { name: "Get a mortgage" }),
  ).toHaveCount(1);
});

test("lettings properties have no calculators and #/tenant-info shows the fee text", async ({ page }) => {
  const property = await demoProperty(page, "lettings", 500, 5_000);
  await gotoHydrated(page, `${property.url}#/calculator`);
  await expect(page.getByRole("region", { name: "Calculators" })).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.evaluate(() => (window.location.hash = "#/tenant-info"));
  const dialog = page.getByRole("dialog", { name: "Tenant information" });
  await expect(dialog.getByRole("heading", { name: "Fees for tenants" })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "lettings@marlowvale.example" })).toHaveAttribute(
    "href",
    "mailto:lettings@marlowvale.example",
  );
  await expect(dialog).toContainText(demo.footer.redressScheme ?? "missing redress scheme");
  await expect(dialog).toContainText(demo.footer.clientMoneyProtection ?? "missing client money protection");
});
