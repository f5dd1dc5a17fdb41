// The reports' URLs (issue 15 item 7; docs/admin.md "Reports"). A range travels as `?from=&to=` (YYYY-MM-DD).
import type { ReportRange } from "./report-chart.ts";

export const ADMIN_REPORTS_PATH = "/admin/reports";
export const ADMIN_REPORTS_EXPORT_PATH = "/admin/reports/export.csv";

const rangeQuery = (range: ReportRange | null) =>
  range ? `from=${encodeURIComponent(range.from)}&to=${encodeURIComponent(range.to)}` : "";

const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

export function adminReportsPath(range: ReportRange | null = null): string {
  return withQuery(ADMIN_REPORTS_PATH, rangeQuery(range));
}

export function adminBranchReportPath(id: number, range: ReportRange | null = null): string {
  return withQuery(`${ADMIN_REPORTS_PATH}/branches/${id}`, rangeQuery(range));
}

export function adminListingReportPath(id: number, range: ReportRange | null = null): string {
  return withQuery(`${ADMIN_REPORTS_PATH}/listings/${id}`, rangeQuery(range));
}

/** One table of a report as CSV: `report` site, branch or listing; `id` the branch's or listing's. */
export function adminReportCsvPath(
  report: { kind: "site" } | { kind: "branch" | "listing"; id: number },
  table: string,
  range: ReportRange,
): string {
  const id = report.kind === "site" ? "" : `&id=${report.id}`;
  return `${ADMIN_REPORTS_EXPORT_PATH}?report=${report.kind}${id}&table=${encodeURIComponent(table)}&${rangeQuery(range)}`;
}
