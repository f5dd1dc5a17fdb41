import { describe, expect, it } from "vitest";
import {
  adjustForBedrooms,
  chooseComparables,
  describeRecency,
  estimateRange,
  MAX_COMPARABLES,
  median,
  METRES_PER_MILE,
  quantile,
  rentStep,
  saleStep,
  type Comparable,
} from "./valuation-estimate.ts";

const day = 86_400_000;
const now = new Date("2026-11-21T09:00:00Z");
const comparable = (overrides: Partial<Comparable> = {}): Comparable => ({
  price: 300_000,
  bedrooms: 3,
  distance: 100,
  listedAt: new Date(now.getTime() - 10 * day),
  agreed: false,
  ...overrides,
});

describe("median and quantile", () => {
  it("takes the middle value, or the mean of the two middle values", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it("interpolates quartiles between closest ranks", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([1, 2, 3, 4], 0.25)).toBe(1.75);
    expect(quantile([1, 2, 3, 4], 0.75)).toBe(3.25);
  });

  it("refuses an empty list", () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe("rounding steps", () => {
  it("rounds sale prices to steps that grow with the amount", () => {
    expect(saleStep(85_000)).toBe(1_000);
    expect(saleStep(350_000)).toBe(5_000);
    expect(saleStep(750_000)).toBe(10_000);
    expect(saleStep(1_500_000)).toBe(25_000);
  });

  it("rounds rents to £25 below £1,000 a month and £50 above", () => {
    expect(rentStep(950)).toBe(25);
    expect(rentStep(1_400)).toBe(50);
  });
});

describe("adjustForBedrooms", () => {
  it("scales a comparable by a fifth per bedroom of difference", () => {
    expect(adjustForBedrooms(300_000, 2, 3)).toBeCloseTo(360_000);
    expect(adjustForBedrooms(300_000, 4, 3)).toBeCloseTo(240_000);
    expect(adjustForBedrooms(300_000, 3, 3)).toBe(300_000);
  });
});

describe("chooseComparables", () => {
  it("stops widening at the first radius that holds eight", () => {
    const near = Array.from({ length: 8 }, () => comparable({ distance: 0.4 * METRES_PER_MILE }));
    const far = Array.from({ length: 5 }, () => comparable({ distance: 3 * METRES_PER_MILE }));
    const { chosen, radiusMiles } = chooseComparables([...far, ...near]);
    expect(radiusMiles).toBe(0.5);
    expect(chosen).toHaveLength(8);
  });

  it("widens to the largest radius when none holds eight", () => {
    const rows = [
      comparable({ distance: 0.2 * METRES_PER_MILE }),
      comparable({ distance: 9 * METRES_PER_MILE }),
    ];
    const { chosen, radiusMiles } = chooseComparables(rows);
    expect(radiusMiles).toBe(10);
    expect(chosen).toHaveLength(2);
  });

  it("keeps the most recent when there are more than enough", () => {
    const rows = Array.from({ length: 40 }, (_, i) =>
      comparable({ listedAt: new Date(now.getTime() - i * day), price: i }),
    );
    const { chosen } = chooseComparables(rows);
    expect(chosen).toHaveLength(MAX_COMPARABLES);
    expect(chosen.map((c) => c.price)).toEqual(Array.from({ length: MAX_COMPARABLES }, (_, i) => i));
  });
});

describe("estimateRange", () => {
  it("gives the interquartile range rounded outwards, and the median rounded to the step", () => {
    const prices = [280_000, 300_000, 310_000, 320_000, 350_000];
    const rows = prices.map((price, i) =>
      comparable({ price, agreed: i === 0, listedAt: new Date(now.getTime() - (i + 1) * 30 * day) }),
    );
    const estimate = estimateRange(rows, 3, saleStep)!;
    // Quartiles 300,000 and 320,000; median 310,000; ±5% at least: 294,500 and 325,500.
    expect(estimate.low).toBe(290_000);
    expect(estimate.high).toBe(330_000);
    expect(estimate.median).toBe(310_000);
    expect(estimate.comparables).toBe(5);
    expect(estimate.agreed).toBe(1);
    expect(estimate.radiusMiles).toBe(10);
    expect(estimate.newest).toEqual(new Date(now.getTime() - 30 * day));
    expect(estimate.oldest).toEqual(new Date(now.getTime() - 150 * day));
  });

  it("keeps the interquartile range when it is wider than ±5%", () => {
    const rows = [200_000, 250_000, 300_000, 350_000, 400_000].map((price) => comparable({ price }));
    const estimate = estimateRange(rows, 3, saleStep)!;
    expect(estimate.low).toBe(250_000);
    expect(estimate.high).toBe(350_000);
  });

  it("answers null with fewer than three comparables", () => {
    expect(estimateRange([comparable(), comparable()], 3, saleStep)).toBeNull();
    expect(estimateRange([], 3, saleStep)).toBeNull();
  });

  it("works on rents with their own step", () => {
    const rows = [1_100, 1_200, 1_250, 1_300].map((price) => comparable({ price }));
    const estimate = estimateRange(rows, 3, rentStep)!;
    expect(estimate.low % 50).toBe(0);
    expect(estimate.high % 50).toBe(0);
    expect(estimate.low).toBeLessThanOrEqual(1_175);
    expect(estimate.high).toBeGreaterThanOrEqual(1_262.5);
  });
});

describe("describeRecency", () => {
  it("counts calendar months inclusively, then years", () => {
    expect(describeRecency(new Date("2026-11-02"), now)).toBe("this month");
    expect(describeRecency(new Date("2026-09-30"), now)).toBe("the last 3 months");
    expect(describeRecency(new Date("2024-11-01"), now)).toBe("the last 3 years");
  });
});
