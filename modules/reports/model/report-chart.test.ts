import { describe, expect, it } from "vitest";
import {
  REPORT_RANGE_MESSAGES,
  barChartGeometry,
  chartLabel,
  daysOf,
  fillSeries,
  isEmptyRange,
  splitRange,
  niceMax,
  parseReportRange,
  ukToday,
  weekOf,
  weeksOf,
  type ReportTable,
} from "./report-chart.ts";
import { normaliseSearchText, searchEventOf } from "../../search/model/search-event.ts";

const q = (s: string) => new URLSearchParams(s);

describe("report range", () => {
  it("defaults to the last 30 days, today included", () => {
    expect(parseReportRange(q(""), "2026-11-26")).toEqual({
      ok: true,
      range: { from: "2026-10-28", to: "2026-11-26" },
      asked: false,
    });
  });
  it("takes a range, or one end of it", () => {
    expect(parseReportRange(q("from=2026-01-01&to=2026-12-31"), "2026-11-26")).toMatchObject({
      ok: true,
      range: { from: "2026-01-01", to: "2026-12-31" },
    });
    expect(parseReportRange(q("from=2026-11-01"), "2026-11-26")).toMatchObject({
      range: { from: "2026-11-01", to: "2026-11-26" },
    });
    expect(parseReportRange(q("to=2026-03-31"), "2026-11-26")).toMatchObject({
      range: { from: "2026-03-02", to: "2026-03-31" },
    });
  });
  // Dates that are not dates, a reversed range and one over two years.
  it.each([
    ["from=2026-02-30", { from: REPORT_RANGE_MESSAGES.date }],
    ["to=yesterday", { to: REPORT_RANGE_MESSAGES.date }],
    ["from=2026-11-02&to=2026-11-01", { from: REPORT_RANGE_MESSAGES.order }],
    ["from=2024-01-01&to=2026-01-01", { from: REPORT_RANGE_MESSAGES.span }],
  ])("refuses %s", (query, errors) => {
    expect(parseReportRange(q(query), "2026-11-26")).toMatchObject({ ok: false, errors });
  });
  it("reads today in UK time", () => {
    expect(ukToday(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(ukToday(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });
});

describe("days and weeks", () => {
  it("lists every day across a month's end and a clock change", () => {
    const days = daysOf({ from: "2026-10-24", to: "2026-11-02" });
    expect(days).toHaveLength(10);
    expect(days[0]).toBe("2026-10-24");
    expect(days.at(-1)).toBe("2026-11-02");
  });
  it("starts weeks on Monday", () => {
    expect(weekOf("2026-11-26")).toBe("2026-11-23"); // a Thursday
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23"); // Sunday
    expect(weeksOf({ from: "2026-11-01", to: "2026-11-16" })).toEqual([
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
    ]);
  });
  it("splits a range into ended days and today", () => {
    expect(splitRange({ from: "2026-11-01", to: "2026-11-26" }, "2026-11-26")).toEqual({
      rolled: { from: "2026-11-01", to: "2026-11-25" },
      live: { from: "2026-11-26", to: "2026-11-26" },
    });
    const past = splitRange({ from: "2025-06-01", to: "2025-06-30" }, "2026-11-26");
    expect(past.rolled).toEqual({ from: "2025-06-01", to: "2025-06-30" });
    expect(isEmptyRange(past.live)).toBe(true);
    expect(isEmptyRange(splitRange({ from: "2026-11-26", to: "2026-11-26" }, "2026-11-26").rolled)).toBe(
      true,
    );
  });
  it("fills missing keys with zeros", () => {
    expect(
      fillSeries(
        ["a", "b", "c"],
        [
          { key: "c", value: 2 },
          { key: "a", value: 1 },
        ],
      ),
    ).toEqual([1, 0, 2]);
  });
});

describe("bar chart geometry", () => {
  const table: ReportTable = {
    key: "t",
    title: "Leads by week",
    categoryHeader: "Week",
    categories: ["w1", "w2", "w3"],
    series: [
      { name: "Viewing", values: [2, 0, 5] },
      { name: "Valuation", values: [1, 0, 3] },
    ],
    charted: 2,
  };
  it("rounds the axis to 1, 2 or 5 × 10^n", () => {
    expect([0, 1, 3, 7, 10, 11, 180, 501].map(niceMax)).toEqual([1, 1, 5, 10, 10, 20, 200, 1000]);
  });
  it("stacks each category's series, one bar per non-zero value, in scale", () => {
    const chart = barChartGeometry(table);
    expect(chart.bars.map((bar) => [bar.category, bar.series, bar.value])).toEqual([
      [0, 0, 2],
      [0, 1, 1],
      [2, 0, 5],
      [2, 1, 3],
    ]);
    const plotHeight = chart.plot.bottom - chart.plot.top;
    // max 8 → axis 10: a bar of 5 is half the plot, and the stack sits on the one below it.
    const [, , five, three] = chart.bars;
    expect(five!.height).toBeCloseTo(plotHeight / 2, 0);
    expect(three!.y + three!.height).toBeCloseTo(five!.y, 0);
    expect(
      chart.bars.every((bar) => bar.y >= chart.plot.top && bar.y + bar.height <= chart.plot.bottom + 0.1),
    ).toBe(true);
  });
  it("charts only the first series of a plain bar table, and thins labels", () => {
    const days = Array.from({ length: 30 }, (_, i) => `d${i}`);
    const chart = barChartGeometry({
      ...table,
      charted: 1,
      categories: days,
      series: [
        { name: "Views", values: days.map((_, i) => i % 3) },
        { name: "Saves", values: days.map(() => 9) },
      ],
    });
    expect(chart.bars.every((bar) => bar.series === 0)).toBe(true);
    expect(chart.bars).toHaveLength(20);
    expect(chart.labels.length).toBeLessThanOrEqual(12);
  });
  it("names the chart with its total and peak", () => {
    expect(chartLabel(table)).toBe(
      "Bar chart: Leads by week — Viewing, Valuation, 3 bars, 11 in all, the most 8 (w3). Every figure is in the table below.",
    );
  });
});

describe("search events", () => {
  it("keep the place, the normalised text and the count, on a search's first page only", () => {
    expect(normaliseSearchText("  Sea   VIEW\tcottage ")).toBe("sea view cottage");
    expect(normaliseSearchText("   ")).toBeNull();
    expect(normaliseSearchText("x".repeat(100))).toHaveLength(60);
    expect(searchEventOf({ channel: "sales", text: null, page: 1 }, "Bristol", 0)).toEqual({
      channel: "sales",
      place: "Bristol",
      searchText: null,
      resultCount: 0,
    });
    expect(searchEventOf({ channel: "sales", text: "x", page: 2 }, null, 3)).toBeNull();
  });
});
