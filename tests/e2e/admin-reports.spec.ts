// The reports in the browser (issue 15 item 7): a manager runs a few searches on the public site, opens Reports
// from the back office's menu and finds them counted today; every chart agrees with the table under it (each
// bar's value is its row's figure, and the chart's name gives the table's total); a branch's report the same;
// the range form and the CSV links are reached by keyboard; axe on every page.
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe.ts";
import { openBackOfficeSection, signInAsNewStaff } from "./admin-support.ts";

test.use({ viewport: { width: 1280, height: 900 } });

/** For every charted table of the page: bars summed per category equal the charted columns of its row. */
async function expectChartsMatchTables(page: Page) {
  const sections = page.locator("[data-report-table]");
  const count = await sections.count();
  let charts = 0;
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    const svg = section.locator("svg[role=img]");
    if (!(await svg.count())) continue;
    charts += 1;
    const bars = await svg.locator("rect").evaluateAll((rects) =>
      rects.map((r) => ({
        category: r.getAttribute("data-category")!,
        series: Number(r.getAttribute("data-series")),
        value: Number(r.getAttribute("data-value")),
      })),
    );
    const seriesCharted = Math.max(1, ...bars.map((bar) => bar.series + 1));
    const rows = await section.locator("tbody tr").evaluateAll((trs) =>
      trs.map((tr) => ({
        key: tr.getAttribute("data-row")!,
        figures: [...tr.querySelectorAll("td")].map((td) => Number(td.textContent!.replace(/,/g, ""))),
      })),
    );
    let total = 0;
    for (const row of rows) {
      for (let s = 0; s < row.figures.length; s++) {
        const bar = bars.find((b) => b.category === row.key && b.series === s);
        // Charted columns: a bar of the row's figure, or none for a zero; later columns are table-only.
        if (s < seriesCharted) {
          expect(bar?.value ?? 0, `${row.key} column ${s}`).toBe(row.figures[s]);
          total += row.figures[s]!;
        }
      }
    }
    expect(bars.every((bar) => rows.some((row) => row.key === bar.category))).toBe(true);
    await expect(svg).toHaveAttribute("aria-label", new RegExp(`, ${rows.length} bars, ${total} in all`));
  }
  expect(charts).toBeGreaterThan(0);
}

test("a manager sees today's searches in the reports, and each chart agrees with its table", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  for (const channel of ["sales", "sales", "lettings"]) {
    const response = await page.request.get(
      `/search.ljson?channel=${channel}&text=${encodeURIComponent(`e2e ${tag}`)}`,
    );
    expect(response.ok()).toBe(true);
  }

  await signInAsNewStaff(page, { role: "manager", branchIds: [1] });
  await openBackOfficeSection(page, "Reports");

  // Our three searches found nothing: they are among today's, and among the searches that found nothing
  // (written within a second of running: modules/reports/use-cases/search-events.ts).
  const zero = page.locator('[data-report-table="zero-results"]');
  await expect(async () => {
    await page.reload();
    await expect(zero.getByRole("row", { name: `Sales · “e2e ${tag}” 2` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(zero.getByRole("row", { name: `Lettings · “e2e ${tag}” 1` })).toBeVisible();
  await expectChartsMatchTables(page);
  await expectNoAxeViolations(page);

  // Keyboard: from the top, Tab reaches the range form's fields and the first CSV link.
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  const reached = new Set<string>();
  for (let i = 0; i < 60 && !reached.has("csv"); i++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return "";
      if (el.id === "range-from") return "from";
      if (el.id === "range-to") return "to";
      return el.textContent?.startsWith("Download “") ? "csv" : "";
    });
    if (focused) reached.add(focused);
  }
  expect([...reached].sort()).toEqual(["csv", "from", "to"]);

  // A branch's report: leads by week and listings by status, chart and table agreeing.
  await page
    .getByRole("link", { name: /./ })
    .and(page.locator('a[href^="/admin/reports/branches/1?"]'))
    .click();
  await expect(page.getByRole("heading", { name: /: branch report$/, level: 1 })).toBeVisible();
  await expect(page.locator('[data-report-table="listings"] svg[role=img]')).toBeVisible();
  await expectChartsMatchTables(page);
  await expectNoAxeViolations(page);

  // A range that is not one: refused beside its field.
  await page.getByLabel("From", { exact: true }).fill("2026-01-10");
  await page.getByLabel("To", { exact: true }).fill("2026-01-01");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByText("The start date must be on or before the end date")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
