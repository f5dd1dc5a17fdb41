// A place's prices by property type and year (issue 17: "the price per type in the postcode sector over 5 years
// as a small chart with an accessible table"). Pure: the table rows and the SVG chart come from the same
// figures, so what the chart draws is what the table says. The SVG is drawn on the server and served as an
// image (no script, no inline style), the table beside it being the accessible form.
import { escapeHtml } from "../../../../domain/escape-html.ts";
import type { PropertyTypeCode } from "./record.ts";
import { CHARTED_TYPES, PROPERTY_TYPE_LABELS } from "./wording.ts";

export const TREND_YEARS = 5;

export type YearTypeFigure = {
  year: number;
  propertyType: PropertyTypeCode;
  sales: number;
  average: number;
};

export type TrendTable = {
  years: number[];
  rows: {
    propertyType: PropertyTypeCode;
    label: string;
    cells: ({ average: number; sales: number } | null)[];
  }[];
};

/** The first day of the window: 1 January, TREND_YEARS - 1 years before this year. */
export function trendSince(today: Date): string {
  return `${today.getUTCFullYear() - (TREND_YEARS - 1)}-01-01`;
}

/** One row per charted type that has any sale, one cell per year of the window (null: no sale that year). */
export function trendTable(figures: YearTypeFigure[], today: Date): TrendTable {
  const last = today.getUTCFullYear();
  const years = Array.from({ length: TREND_YEARS }, (_, i) => last - TREND_YEARS + 1 + i);
  const rows = CHARTED_TYPES.flatMap((type) => {
    const cells = years.map((year) => {
      const figure = figures.find((f) => f.year === year && f.propertyType === type);
      return figure ? { average: figure.average, sales: figure.sales } : null;
    });
    return cells.some(Boolean) ? [{ propertyType: type, label: PROPERTY_TYPE_LABELS[type], cells }] : [];
  });
  return { years, rows };
}

// Colours with 3:1 contrast on white (WCAG 1.4.11), told apart by dash pattern as well as hue.
const SERIES_STYLE: Record<PropertyTypeCode, { colour: string; dash: string }> = {
  D: { colour: "#1d4ed8", dash: "" },
  S: { colour: "#b45309", dash: "6 3" },
  T: { colour: "#047857", dash: "2 3" },
  F: { colour: "#7e22ce", dash: "8 3 2 3" },
  O: { colour: "#475569", dash: "1 2" },
};

const WIDTH = 480;
const HEIGHT = 240;
const PAD = { left: 64, right: 12, top: 12, bottom: 56 };

function shortPounds(amount: number): string {
  return amount >= 1_000_000 ? `£${(amount / 1_000_000).toFixed(1)}m` : `£${Math.round(amount / 1_000)}k`;
}

/** The chart as a standalone SVG document: a line per type, the years along, pounds up, a key below. */
export function trendChartSvg(table: TrendTable, title: string): string {
  const values = table.rows.flatMap((row) => row.cells.flatMap((cell) => (cell ? [cell.average] : [])));
  const top = values.length ? Math.max(...values) * 1.1 : 1;
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (table.years.length > 1 ? (plotW * i) / (table.years.length - 1) : plotW / 2);
  const y = (v: number) => PAD.top + plotH - (plotH * v) / top;
  const parts: string[] = [];
  for (let step = 0; step <= 4; step += 1) {
    const value = (top * step) / 4;
    parts.push(
      `<line x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${y(value).toFixed(1)}" y2="${y(value).toFixed(1)}" stroke="#e2e8f0"/>`,
      `<text x="${PAD.left - 6}" y="${(y(value) + 4).toFixed(1)}" text-anchor="end">${shortPounds(value)}</text>`,
    );
  }
  table.years.forEach((year, i) => {
    parts.push(
      `<text x="${x(i).toFixed(1)}" y="${HEIGHT - PAD.bottom + 18}" text-anchor="middle">${year}</text>`,
    );
  });
  table.rows.forEach((row, index) => {
    const style = SERIES_STYLE[row.propertyType];
    const points = row.cells.flatMap((cell, i) =>
      cell ? [`${x(i).toFixed(1)},${y(cell.average).toFixed(1)}`] : [],
    );
    parts.push(
      `<polyline points="${points.join(" ")}" fill="none" stroke="${style.colour}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""}/>`,
      ...points.map((point) => {
        const [cx, cy] = point.split(",");
        return `<circle cx="${cx}" cy="${cy}" r="3" fill="${style.colour}"/>`;
      }),
    );
    const keyX = PAD.left + index * 100;
    const keyY = HEIGHT - 14;
    parts.push(
      `<line x1="${keyX}" x2="${keyX + 22}" y1="${keyY - 4}" y2="${keyY - 4}" stroke="${style.colour}" stroke-width="2.5"${style.dash ? ` stroke-dasharray="${style.dash}"` : ""}/>`,
      `<text x="${keyX + 28}" y="${keyY}">${escapeHtml(row.label)}</text>`,
    );
  });
  if (!table.rows.length) {
    parts.push(`<text x="${WIDTH / 2}" y="${HEIGHT / 2}" text-anchor="middle">No sales recorded</text>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img">` +
    `<title>${escapeHtml(title)}</title>` +
    `<g font-family="system-ui, sans-serif" font-size="12" fill="#1e293b">${parts.join("")}</g></svg>`
  );
}
