// A place's average price over time, every type together (issue 42 item 9: "show the area's prices over time as
// a chart on the house-price pages, as portals do"). Pure: the chart and the table under it come from the same
// figures. The chart is an SVG string the server writes into the page itself (no script, no image request): its
// text is escaped here, and its numbers are numbers.
import { escapeHtml } from "../../../../domain/escape-html.ts";
import { formatPounds } from "../../../../domain/number-format.ts";
import type { YearTypeFigure } from "./trend.ts";

/** How far back the chart goes: ten years, as portals' sold-price graphs do. */
export const HISTORY_YEARS = 10;

export type PriceHistoryYear = { year: number; average: number | null; sales: number };
export type PriceHistory = { years: PriceHistoryYear[] };

/** The first day of the chart's window: 1 January, HISTORY_YEARS - 1 years before this year. */
export function historySince(today: Date): string {
  return `${today.getUTCFullYear() - (HISTORY_YEARS - 1)}-01-01`;
}

/**
 * One entry per year from the first year with a sale in the window to this year (a year without one has no
 * average). The yearly figures come by type; a year's average over every type weighs each type by its sales.
 */
export function priceHistory(figures: YearTypeFigure[], today: Date): PriceHistory {
  const last = today.getUTCFullYear();
  const first = Math.min(
    ...figures.map((figure) => figure.year).filter((year) => year > last - HISTORY_YEARS),
  );
  if (!Number.isFinite(first)) return { years: [] };
  const years: PriceHistoryYear[] = [];
  for (let year = first; year <= last; year += 1) {
    const ofYear = figures.filter((figure) => figure.year === year);
    const sales = ofYear.reduce((sum, figure) => sum + figure.sales, 0);
    const total = ofYear.reduce((sum, figure) => sum + figure.average * figure.sales, 0);
    years.push({ year, sales, average: sales ? Math.round(total / sales) : null });
  }
  return { years };
}

const WIDTH = 640;
const HEIGHT = 280;
const PAD = { left: 72, right: 16, top: 16, bottom: 36 };
const LINE = "#1d4ed8"; // 3:1 against white at least (WCAG 1.4.11)
const INK = "#1e293b";

function shortPounds(amount: number): string {
  return amount >= 1_000_000 ? `£${(amount / 1_000_000).toFixed(1)}m` : `£${Math.round(amount / 1_000)}k`;
}

/**
 * The chart as inline SVG: the average by year as a line (broken where a year had no sale), pounds up, years
 * along. Named for assistive technology by `title` and summed up by a description (first and last average);
 * the table beside it gives every figure.
 */
export function priceHistoryChartSvg(history: PriceHistory, title: string, idPrefix: string): string {
  const known = history.years.filter((entry) => entry.average !== null);
  const top = known.length ? Math.max(...known.map((entry) => entry.average!)) * 1.1 : 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const count = history.years.length;
  const x = (i: number) => PAD.left + (count > 1 ? (plotW * i) / (count - 1) : plotW / 2);
  const y = (value: number) => PAD.top + plotH - (plotH * value) / top;
  const parts: string[] = [];
  for (let step = 0; step <= 4; step += 1) {
    const value = (top * step) / 4;
    const lineY = y(value).toFixed(1);
    parts.push(
      `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${lineY}" y2="${lineY}" stroke="#cbd5e1"/>`,
      `<text x="${PAD.left - 8}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${shortPounds(value)}</text>`,
    );
  }
  history.years.forEach((entry, i) => {
    parts.push(
      `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 20}" text-anchor="middle">${entry.year}</text>`,
    );
  });
  // A year without a sale breaks the line rather than joining its neighbours as if prices were known there.
  let run: string[] = [];
  const runs: string[][] = [];
  history.years.forEach((entry, i) => {
    if (entry.average === null) {
      if (run.length) runs.push(run);
      run = [];
      return;
    }
    run.push(`${x(i).toFixed(1)},${y(entry.average).toFixed(1)}`);
  });
  if (run.length) runs.push(run);
  for (const points of runs) {
    if (points.length > 1)
      parts.push(`<polyline points="${points.join(" ")}" fill="none" stroke="${LINE}" stroke-width="3"/>`);
    for (const point of points) {
      const [cx, cy] = point.split(",");
      parts.push(`<circle cx="${cx}" cy="${cy}" r="4" fill="${LINE}"/>`);
    }
  }
  const first = known[0];
  const last = known.at(-1);
  const description =
    first && last
      ? `The average price was ${formatPounds(first.average!)} in ${first.year} and ${formatPounds(last.average!)} in ${last.year}.`
      : "No sales recorded.";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" ` +
    `aria-labelledby="${idPrefix}-title" aria-describedby="${idPrefix}-desc" class="h-auto w-full max-w-2xl">` +
    `<title id="${idPrefix}-title">${escapeHtml(title)}</title>` +
    `<desc id="${idPrefix}-desc">${escapeHtml(description)}</desc>` +
    `<g font-family="system-ui, sans-serif" font-size="13" fill="${INK}">${parts.join("")}</g></svg>`
  );
}
