// The reports (issue 15 item 7; docs/admin.md "Reports"): per listing, per branch and site-wide, each a list of
// ReportTable (modules/reports/model/report-chart.ts) that the page draws as charts and tables and the CSV writes out.
// Scope: a listing or branch outside the member of staff's branches is null, as if it did not exist (404).
import {
  selectAlertEventsByDay,
  selectBranchLeadsByWeek,
  selectBranchListingsByStatus,
  selectBranchResponseTimes,
  selectListingLeadsByKind,
  selectListingSavesByDay,
  selectListingViewsByDay,
  readReport,
  rollUpReportDays,
  selectReportBranch,
  selectReportListing,
  selectSearchesByDay,
  selectTopPlaces,
  selectTopZeroResultSearches,
} from "../repos/reports.ts";
import type { Db } from "../../../db/client.ts";
import { selectScopeBranches } from "../../leads/index.ts";
import { INBOX_LEAD_KINDS, LEAD_KIND_LABELS } from "../../leads/model/lead-inbox-terms.ts";
import { STATUS_LABELS } from "../../listings/model/listing-fields.ts";
import {
  daysOf,
  fillSeries,
  isEmptyRange,
  parseReportRange,
  splitRange,
  ukToday,
  weeksOf,
  type ReportRange,
  type ReportTable,
} from "../model/report-chart.ts";
import { branchScope, inScope } from "../../staff/model/roles.ts";
import { toCsv } from "../../leads/model/csv.ts";
import type { SignedInStaff } from "../../staff/index.ts";

/** How many places (and zero-result searches) the site-wide report lists. */
export const TOP_PLACES = 20;

export type ReportKind = "site" | "branch" | "listing";

/** The range a report's `?from=&to=` asks for, in the agency's days, with today (in the UK) it was read on. */
export function readReportRange(params: URLSearchParams, now = new Date()) {
  const today = ukToday(now);
  return { ...parseReportRange(params, today), today };
}

const DAY_LABEL = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const dayLabel = (date: string) => DAY_LABEL.format(new Date(`${date}T00:00:00Z`));

function dayTable(
  key: string,
  title: string,
  range: ReportRange,
  series: { name: string; rows: { key: string; value: number }[] }[],
  charted = 1,
): ReportTable {
  const days = daysOf(range);
  return {
    key,
    title,
    categoryHeader: "Day",
    categories: days,
    categoryLabels: days.map(dayLabel),
    series: series.map((s) => ({ name: s.name, values: fillSeries(days, s.rows) })),
    charted,
  };
}

const KINDS: readonly string[] = INBOX_LEAD_KINDS;
const kindLabel = (kind: string) => LEAD_KIND_LABELS[kind] ?? kind;

// A listing.

export async function listingReport(db: Db, staff: SignedInStaff, id: number, range: ReportRange) {
  if (!Number.isSafeInteger(id)) return null;
  const listing = await selectReportListing(db, id);
  if (!listing || !inScope(branchScope(staff), listing.branchId)) return null;
  // One after another: a transaction is one connection, which runs one query at a time anyway.
  const [views, saves, leadKinds] = await readReport(db, async (tx) => [
    await selectListingViewsByDay(tx, id, range),
    await selectListingSavesByDay(tx, id, range),
    await selectListingLeadsByKind(tx, id, range),
  ]);
  const tables: ReportTable[] = [
    dayTable("views", "Views and saves by day", range, [
      { name: "Views", rows: views },
      { name: "Saves", rows: saves },
    ]),
    {
      key: "leads",
      title: "Leads by kind",
      categoryHeader: "Kind",
      categories: [...KINDS],
      categoryLabels: KINDS.map(kindLabel),
      series: [{ name: "Leads", values: fillSeries(KINDS, leadKinds) }],
      charted: 1,
    },
  ];
  return { listing, tables };
}

// A branch.

export function reportBranches(db: Db, staff: SignedInStaff) {
  return selectScopeBranches(db, branchScope(staff));
}

export async function branchReport(db: Db, staff: SignedInStaff, id: number, range: ReportRange) {
  if (!Number.isSafeInteger(id) || !inScope(branchScope(staff), id)) return null;
  const branch = await selectReportBranch(db, id);
  if (!branch) return null;
  const [weekly, responses, statuses] = await readReport(
    db,
    async (tx) =>
      [
        await selectBranchLeadsByWeek(tx, id, range),
        await selectBranchResponseTimes(tx, id, range),
        await selectBranchListingsByStatus(tx, id),
      ] as const,
  );
  const weeks = weeksOf(range);
  const byKind = (kind: string | null) => responses.find((row) => row.kind === kind);
  const responseKinds = [...KINDS, "all"];
  const statusKeys = Object.keys(STATUS_LABELS);
  const tables: ReportTable[] = [
    {
      key: "leads",
      title: "Leads by week and kind",
      categoryHeader: "Week starting",
      categories: weeks,
      categoryLabels: weeks.map(dayLabel),
      series: KINDS.map((kind) => ({
        name: kindLabel(kind),
        values: fillSeries(
          weeks,
          weekly.filter((row) => row.kind === kind).map((row) => ({ key: row.week, value: row.value })),
        ),
      })),
      charted: KINDS.length,
    },
    {
      key: "response",
      title: "Time to first response",
      categoryHeader: "Kind",
      categories: responseKinds,
      categoryLabels: [...KINDS.map(kindLabel), "All kinds"],
      series: [
        { name: "Leads", values: responseKinds.map((k) => byKind(k === "all" ? null : k)?.received ?? 0) },
        {
          name: "Responded to",
          values: responseKinds.map((k) => byKind(k === "all" ? null : k)?.responded ?? 0),
        },
        {
          name: "Median time to first response",
          values: responseKinds.map((k) => byKind(k === "all" ? null : k)?.medianSeconds ?? null),
        },
      ],
      unit: "seconds",
      charted: 0,
    },
    {
      key: "listings",
      title: "Listings by status now",
      categoryHeader: "Status",
      categories: statusKeys,
      categoryLabels: statusKeys.map((key) => STATUS_LABELS[key as keyof typeof STATUS_LABELS]),
      series: [{ name: "Listings", values: fillSeries(statusKeys, statuses) }],
      charted: 1,
    },
  ];
  return { branch, tables };
}

// Site-wide.

const NOTHING_TYPED = "(no place or text: filters only)";

export async function siteReport(db: Db, range: ReportRange, today: string): Promise<ReportTable[]> {
  const { rolled, live } = splitRange(range, today);
  const [searches, places, zeros, alerts] = await readReport(db, async (tx) => {
    if (!isEmptyRange(rolled)) await rollUpReportDays(tx, rolled);
    return [
      await selectSearchesByDay(tx, rolled, live),
      await selectTopPlaces(tx, rolled, live, TOP_PLACES),
      await selectTopZeroResultSearches(tx, rolled, live, TOP_PLACES),
      await selectAlertEventsByDay(tx, rolled, live),
    ] as const;
  });
  const pick = <T extends { key: string }>(rows: T[], field: keyof T) =>
    rows.map((row) => ({ key: row.key, value: Number(row[field]) }));
  return [
    dayTable(
      "searches",
      "Searches run by day",
      range,
      [
        { name: "Sales", rows: pick(searches, "sales") },
        { name: "Lettings", rows: pick(searches, "lettings") },
        { name: "Found nothing", rows: pick(searches, "zero") },
      ],
      2,
    ),
    {
      key: "places",
      title: `Most-searched places (top ${TOP_PLACES})`,
      categoryHeader: "Place",
      categories: places.map((row) => row.key),
      series: [
        { name: "Searches", values: places.map((row) => row.value) },
        { name: "Found nothing", values: places.map((row) => row.zero) },
      ],
      charted: 0,
    },
    {
      key: "zero-results",
      title: `Searches that found nothing (top ${TOP_PLACES})`,
      categoryHeader: "Searched for",
      categories: zeros.map((row) =>
        [row.channel, row.place, row.searchText ? `“${row.searchText}”` : null].filter(Boolean).join(" · "),
      ),
      categoryLabels: zeros.map(
        (row) =>
          [
            row.channel === "sales" ? "Sales" : "Lettings",
            row.place,
            row.searchText ? `“${row.searchText}”` : null,
          ]
            .filter(Boolean)
            .join(" · ") + (row.place || row.searchText ? "" : ` ${NOTHING_TYPED}`),
      ),
      series: [{ name: "Searches", values: zeros.map((row) => row.value) }],
      charted: 0,
    },
    dayTable("alerts", "Alert emails sent and unsubscribes by day", range, [
      { name: "Alert emails sent", rows: pick(alerts, "sent") },
      { name: "Unsubscribes", rows: pick(alerts, "unsubscribed") },
    ]),
  ];
}

// The CSV of one table: its category key and label, then one column per series (durations in seconds).

export function reportTableCsv(table: ReportTable): string {
  const labels = table.categoryLabels ?? table.categories;
  const columns = [
    { header: table.categoryHeader, value: (c: number) => table.categories[c] },
    ...(table.categoryLabels ? [{ header: "Label", value: (c: number) => labels[c] }] : []),
    ...table.series.map((series) => ({
      header:
        table.unit === "seconds" && series.name.startsWith("Median")
          ? `${series.name} (seconds)`
          : series.name,
      value: (c: number) => series.values[c] ?? null,
    })),
  ];
  return toCsv(
    columns,
    table.categories.map((_, c) => c),
  );
}

/**
 * One table of a report, for its CSV: null when the report, its branch or listing (outside the scope too) or
 * the table does not exist.
 */
export async function findReportTable(
  db: Db,
  staff: SignedInStaff,
  report: { kind: string; id: number },
  key: string,
  range: ReportRange,
  today: string,
): Promise<ReportTable | null> {
  const tables =
    report.kind === "site"
      ? await siteReport(db, range, today)
      : report.kind === "branch"
        ? (await branchReport(db, staff, report.id, range))?.tables
        : report.kind === "listing"
          ? (await listingReport(db, staff, report.id, range))?.tables
          : undefined;
  return tables?.find((table) => table.key === key) ?? null;
}
