// The house-prices pages in a real browser (issue 17): a demo town's page from the demo's own HM Land Registry
// sales, read as a person and a screen reader would (headings, captioned tables, the chart's table, the
// credit), with no axe violations, and its links to the agency's searches reached and followed by keyboard.
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { gotoHydrated } from "./demo-content.ts";

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 667 },
]) {
  test(`a town's house prices at ${viewport.width} px: sales, averages, the credit, no axe violations`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, "/house-prices/cheltenham");
    await expect(page).toHaveTitle(/House prices in Cheltenham/);
    await expect(page.getByRole("heading", { level: 1, name: "House prices in Cheltenham" })).toBeVisible();

    const recent = page.getByRole("region", { name: "Recent sales" });
    const sales = recent.getByRole("table", { name: "The latest sales registered in Cheltenham" });
    await expect(sales).toBeVisible();
    expect(await sales.getByRole("row").count()).toBeGreaterThan(1);
    await expect(sales.getByRole("columnheader").first()).toBeVisible();

    // Issue 42 item 9: the prices over time, drawn in the page as an SVG image with a name and a description,
    // and the table of every year's figure (the axe check below covers both).
    const overTime = page.getByRole("region", { name: "Prices over time" });
    const chart = overTime.getByRole("img", { name: /^Average price paid in Cheltenham, \d{4}–\d{4}/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAccessibleDescription(/^The average price was £[\d,]+ in \d{4}/);
    const years = overTime.getByRole("table", { name: /^Average price paid in Cheltenham/ });
    await expect(years.getByRole("columnheader", { name: "Average price" })).toBeVisible();
    expect(await years.getByRole("row").count()).toBeGreaterThan(2);

    const averages = page.getByRole("region", { name: "Average prices by type and year" });
    // The chart is an image the table beside it says in words: the image itself is decorative.
    await expect(averages.getByRole("img")).toHaveCount(0);
    await expect(averages.getByRole("table")).toBeVisible();
    await expect(
      page.getByRole("main").getByText("Contains HM Land Registry data © Crown copyright"),
    ).toBeVisible();

    await expectNoAxeViolations(page);
  });
}

test("the page's first link after its heading leads to the agency's listings there, by keyboard", async ({
  page,
}) => {
  await gotoHydrated(page, "/house-prices/cheltenham");
  await page.getByRole("heading", { level: 1 }).evaluate((heading) => {
    heading.setAttribute("tabindex", "-1");
    (heading as HTMLElement).focus();
  });
  await page.keyboard.press("Tab");
  const link = page.locator(":focus");
  await expect(link).toHaveAttribute("href", /^\/search\/(sales|lettings)\//);
  const href = (await link.getAttribute("href"))!;
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Cheltenham");
});
