import { describe, expect, it } from "vitest";
import { historySince, priceHistory, priceHistoryChartSvg } from "./price-history.ts";

const today = new Date("2026-06-01T12:00:00Z");

describe("priceHistory", () => {
  it("weighs each type's average by its sales, year by year, from the first year with a sale", () => {
    const history = priceHistory(
      [
        { year: 2022, propertyType: "D", sales: 1, average: 400_000 },
        { year: 2022, propertyType: "F", sales: 3, average: 200_000 },
        { year: 2024, propertyType: "T", sales: 2, average: 300_000 },
        { year: 2010, propertyType: "T", sales: 2, average: 100_000 },
      ],
      today,
    );
    expect(history.years).toEqual([
      { year: 2022, sales: 4, average: 250_000 },
      { year: 2023, sales: 0, average: null },
      { year: 2024, sales: 2, average: 300_000 },
      { year: 2025, sales: 0, average: null },
      { year: 2026, sales: 0, average: null },
    ]);
  });

  it("is empty without a sale in the last ten years", () => {
    expect(priceHistory([], today)).toEqual({ years: [] });
    expect(historySince(today)).toBe("2017-01-01");
  });
});

describe("priceHistoryChartSvg", () => {
  it("draws a named, described line broken where a year had no sale, with the title escaped", () => {
    const svg = priceHistoryChartSvg(
      {
        years: [
          { year: 2022, sales: 4, average: 250_000 },
          { year: 2023, sales: 1, average: 260_000 },
          { year: 2024, sales: 0, average: null },
          { year: 2025, sales: 2, average: 300_000 },
        ],
      },
      "Prices in <St John's>",
      "history",
    );
    expect(svg).toMatch(
      /^<svg [^>]*role="img" aria-labelledby="history-title" aria-describedby="history-desc"/,
    );
    expect(svg).toContain('<title id="history-title">Prices in &lt;St John&#39;s&gt;</title>');
    expect(svg).toContain("The average price was £250,000 in 2022 and £300,000 in 2025.");
    expect(svg.match(/<polyline/g)).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(3);
  });
});
