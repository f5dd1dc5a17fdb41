import { describe, expect, it } from "vitest";
import { saleStep } from "../valuation-estimate.ts";
import { blendEstimate, indexToToday } from "./valuation-blend.ts";

const trend = [
  { year: 2024, average: 400_000 },
  { year: 2025, average: 420_000 },
  { year: 2026, average: 440_000 },
];

describe("indexToToday", () => {
  it("scales a sale by the latest year's average over its own year's", () => {
    expect(indexToToday({ price: 300_000, transferredOn: "2024-05-01" }, trend)).toBeCloseTo(330_000);
    expect(indexToToday({ price: 300_000, transferredOn: "2026-01-10" }, trend)).toBe(300_000);
  });

  it("leaves a sale alone when its year has no figure, and caps a wild index", () => {
    expect(indexToToday({ price: 300_000, transferredOn: "2019-05-01" }, trend)).toBe(300_000);
    const thin = [
      { year: 2025, average: 100_000 },
      { year: 2026, average: 400_000 },
    ];
    expect(indexToToday({ price: 200_000, transferredOn: "2025-03-01" }, thin)).toBeCloseTo(266_000);
  });
});

describe("blendEstimate", () => {
  // Indexed to 2026: 330,000, 352,000 (320,000 × 1.1), 314,286 (300,000 × 440/420), 350,000.
  const sales = [
    { price: 300_000, transferredOn: "2024-02-01" },
    { price: 320_000, transferredOn: "2024-09-01" },
    { price: 300_000, transferredOn: "2025-04-01" },
    { price: 350_000, transferredOn: "2026-02-01" },
  ];

  it("weights each source by its count and says how many of each it used", () => {
    const listings = { low: 300_000, high: 360_000, median: 340_000, comparables: 4 };
    // Sales: quartiles 326,071 and 350,500, median 340,000. Equal weights: median 340,000,
    // low (300,000 + 326,071) / 2 = 313,036 → 310,000, high (360,000 + 350,500) / 2 = 355,250 → 360,000.
    expect(blendEstimate(listings, sales, trend, saleStep)).toEqual({
      low: 310_000,
      high: 360_000,
      median: 340_000,
      listingsUsed: 4,
      salesUsed: 4,
    });
  });

  it("uses the sales alone when the agency has no estimate, and the listings alone with too few sales", () => {
    expect(blendEstimate(null, sales, trend, saleStep)).toMatchObject({
      median: 340_000,
      listingsUsed: 0,
      salesUsed: 4,
    });
    const listings = { low: 300_000, high: 360_000, median: 340_000, comparables: 5 };
    expect(blendEstimate(listings, sales.slice(0, 2), trend, saleStep)).toEqual({
      low: 300_000,
      high: 360_000,
      median: 340_000,
      listingsUsed: 5,
      salesUsed: 0,
    });
  });

  it("gives nothing when neither source has enough", () => {
    expect(blendEstimate(null, sales.slice(0, 2), trend, saleStep)).toBeNull();
  });
});
