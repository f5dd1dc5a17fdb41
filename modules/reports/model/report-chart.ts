// The reports' pure parts (issue 15 item 7; docs/admin.md "Reports"): the date range (the agency's days, UK
// time), the days and weeks of a range, series filled with zeros, and the geometry of a server-drawn bar chart.
// Admin pages ship no script, so charts are SVG drawn here and rendered on the server; the table beside each
// chart is drawn from the same ReportTable and is what screen readers and the CSV read.

/** A range of the agency's days, both ends included: YYYY-MM-DD. */
import { ukDay } from "../../../domain/uk-time.ts";
export type ReportRange = { from: string; to: string };

/** With no range asked for, a report shows the last REPORT_DEFAULT_DAYS days, today included. */
export const REPORT_DEFAULT_DAYS = 30;
/** The longest range a report reads: two years of days (a year's comparison either side of a holiday). */
export const REPORT_MAX_DAYS = 731;

export const REPORT_RANGE_MESSAGES = {
  date: "Enter a date as YYYY-MM-DD",
  order: "The start date must be on or before the end date",
  span: `Choose a range of at most ${REPORT_MAX_DAYS} days`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function dayNumber(date: string): number | null {
  if (!DATE.test(date)) return null;
  const ms = Date.parse(`${date}T00:00:00Z`);
  // Date.parse rolls 2026-02-30 over to March: a real date prints back as itself.
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date) return null;
  return ms / DAY_MS;
}

const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Today's date in the UK (the agency's day). */
export function ukToday(now: Date): string {
  return ukDay(now);
}

export function addDays(date: string, days: number): string {
  return dateOf((dayNumber(date) ?? 0) + days);
}

export type RangeResult =
  | { ok: true; range: ReportRange; asked: boolean }
  | { ok: false; range: ReportRange; errors: Partial<Record<"from" | "to", string>> };

/**
 * The range of `?from=&to=`: either may be left empty (the default's end, today, or the start
 * REPORT_DEFAULT_DAYS days before the end). A refused range still carries the default, for the form.
 */
export function parseReportRange(params: URLSearchParams, today: string): RangeResult {
  const fromText = params.get("from")?.trim() ?? "";
  const toText = params.get("to")?.trim() ?? "";
  const fallback = { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today };
  const errors: Partial<Record<"from" | "to", string>> = {};
  if (toText && dayNumber(toText) === null) errors.to = REPORT_RANGE_MESSAGES.date;
  if (fromText && dayNumber(fromText) === null) errors.from = REPORT_RANGE_MESSAGES.date;
  if (errors.from || errors.to) return { ok: false, range: fallback, errors };
  const to = toText || (fromText && fromText > today ? fromText : today);
  const from = fromText || addDays(to, 1 - REPORT_DEFAULT_DAYS);
  const span = dayNumber(to)! - dayNumber(from)! + 1;
  if (span < 1) return { ok: false, range: fallback, errors: { from: REPORT_RANGE_MESSAGES.order } };
  if (span > REPORT_MAX_DAYS)
    return { ok: false, range: fallback, errors: { from: REPORT_RANGE_MESSAGES.span } };
  return { ok: true, range: { from, to }, asked: Boolean(fromText || toText) };
}

/**
 * A range split where the site-wide report reads it (docs/admin.md "Reports"): `rolled`, the days that have
 * ended (up to yesterday), from the daily totals; `live`, today and later, from the events themselves. Either
 * may be empty (from after to).
 */
export function splitRange(range: ReportRange, today: string): { rolled: ReportRange; live: ReportRange } {
  const yesterday = addDays(today, -1);
  return {
    rolled: { from: range.from, to: range.to < yesterday ? range.to : yesterday },
    live: { from: range.from > today ? range.from : today, to: range.to },
  };
}

export const isEmptyRange = (range: ReportRange) => range.from > range.to;

/** Every day of a range. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = dayNumber(range.from)!; day <= dayNumber(range.to)!; day++) days.push(dateOf(day));
  return days;
}

/** The Monday starting the week of a date (weeks run Monday to Sunday, as PostgreSQL's date_trunc('week')). */
export function weekOf(date: string): string {
  const day = dayNumber(date)!;
  // 1970-01-01 was a Thursday: day 0 is 3 days after a Monday.
  return dateOf(day - ((day + 3) % 7));
}

/** The Mondays of the weeks a range touches. */
export function weeksOf(range: ReportRange): string[] {
  const weeks: string[] = [];
  for (let week = weekOf(range.from); week <= range.to; week = addDays(week, 7)) weeks.push(week);
  return weeks;
}

/** Values per key in the order of `keys`, zero where no row has the key. */
export function fillSeries(
  keys: readonly string[],
  rows: readonly { key: string; value: number }[],
): number[] {
  const byKey = new Map<string, number>();
  for (const row of rows) byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.value);
  return keys.map((key) => byKey.get(key) ?? 0);
}

/**
 * One report table: rows (categories: days, weeks, kinds, places…) by columns (series), every figure of a
 * chart. `unit: "seconds"` figures are durations, shown as such and never charted.
 */
export type ReportTable = {
  key: string;
  title: string;
  categoryHeader: string;
  categories: string[];
  /** What a row's category reads as in a page ("3 Nov 2026", "Week of 2 Nov 2026"); the CSV keeps the key. */
  categoryLabels?: string[];
  series: { name: string; values: (number | null)[] }[];
  unit?: "count" | "seconds";
  /**
   * How many of the first series the chart stacks in each bar: 1 for plain bars, more for a whole split by
   * kind, 0 for no chart (a list of places, durations). The series after them are in the table only.
   */
  charted: number;
};

// Text and bar colours with at least 4.5:1 against white (WCAG 1.4.11 asks 3:1 of graphics), told apart by
// hue; stacked segments are also separated by a white line.
export const CHART_COLOURS = ["#1d4ed8", "#b45309", "#047857", "#7e22ce", "#be123c", "#374151"] as const;

/** The smallest 1, 2 or 5 × 10^n at or above `max` (at least 1), for a round axis. */
export function niceMax(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
}

export type ChartGeometry = {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: { value: number; y: number }[];
  bars: {
    category: number;
    series: number;
    x: number;
    y: number;
    width: number;
    height: number;
    value: number;
    fill: string;
  }[];
  labels: { text: string; x: number }[];
};

const MAX_LABELS = 12;

/**
 * The bars of a table's chart: one bar per category, its first `charted` series stacked. Zero values draw no
 * bar. Category labels are thinned to at most MAX_LABELS, evenly.
 */
export function barChartGeometry(table: ReportTable, size = { width: 720, height: 240 }): ChartGeometry {
  const plot = { left: 48, top: 12, right: size.width - 12, bottom: size.height - 28 };
  const charted = chartedSeries(table);
  const totals = table.categories.map((_, c) =>
    charted.reduce((sum, series) => sum + Math.max(0, series.values[c] ?? 0), 0),
  );
  const max = niceMax(Math.max(0, ...totals));
  const scale = (plot.bottom - plot.top) / max;
  const slot = (plot.right - plot.left) / Math.max(1, table.categories.length);
  const barWidth = Math.max(1, slot * 0.8);
  const bars: ChartGeometry["bars"] = [];
  table.categories.forEach((_, c) => {
    let base = plot.bottom;
    charted.forEach((series, s) => {
      const value = Math.max(0, series.values[c] ?? 0);
      if (!value) return;
      const height = value * scale;
      base -= height;
      bars.push({
        category: c,
        series: s,
        x: round(plot.left + c * slot + (slot - barWidth) / 2),
        y: round(base),
        width: round(barWidth),
        height: round(height),
        value,
        fill: CHART_COLOURS[s % CHART_COLOURS.length]!,
      });
    });
  });
  const step = max / 4;
  const ticks = [0, 1, 2, 3, 4]
    .map((i) => i * step)
    .filter((value) => Number.isInteger(value))
    .map((value) => ({ value, y: round(plot.bottom - value * scale) }));
  const every = Math.ceil(table.categories.length / MAX_LABELS);
  const names = table.categoryLabels ?? table.categories;
  const labels = names
    .map((text, c) => ({ text, x: round(plot.left + c * slot + slot / 2) }))
    .filter((_, c) => c % every === 0);
  return { width: size.width, height: size.height, plot, ticks, bars, labels };
}

/** The series a table's chart draws. */
export const chartedSeries = (table: ReportTable) => table.series.slice(0, table.charted);

const round = (n: number) => Math.round(n * 10) / 10;

/** The chart's accessible name: what it shows, its range and its highest figure; the table has the rest. */
export function chartLabel(table: ReportTable): string {
  const charted = chartedSeries(table);
  const totals = table.categories.map((_, c) =>
    charted.reduce((sum, series) => sum + (series.values[c] ?? 0), 0),
  );
  const names = table.categoryLabels ?? table.categories;
  const total = totals.reduce((a, b) => a + b, 0);
  const top = totals.indexOf(Math.max(...totals));
  const what = charted.map((series) => series.name).join(", ");
  const peak = total > 0 && top >= 0 ? `, the most ${totals[top]} (${names[top]})` : "";
  return `Bar chart: ${table.title} — ${what}, ${table.categories.length} bars, ${total} in all${peak}. Every figure is in the table below.`;
}
