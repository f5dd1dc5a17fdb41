import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "../../../modules/search/model/criteria.ts";
import {
  RANGE_FILTERS,
  bedroomChoices,
  numberOrNull,
  priceChoices,
  type RangeKey,
  type RangeLadders,
} from "./filter-fields.ts";
import { QUERY_FIELDS } from "./query-fields.ts";

const ladders: RangeLadders = {
  bedrooms: [1, 2],
  prices: [{ value: 100_000, label: "£100,000" }],
  squareFeet: [500, 1000, 2000],
  acres: [0.5, 1, 5],
};
const filter = (key: RangeKey) => RANGE_FILTERS.find((f) => f.key === key)!;
const values = (key: RangeKey, search = EMPTY_CRITERIA) =>
  filter(key)
    .choices(ladders, search)
    .map((choice) => choice.value);

describe("RANGE_FILTERS", () => {
  it("submits each range as its query field, with a 'no min' or 'no max' choice", () => {
    for (const { key, name, anyLabel } of RANGE_FILTERS) {
      expect(name).toBe(QUERY_FIELDS[key]);
      expect(anyLabel).toBe(key.startsWith("min") ? "No min" : "No max");
    }
  });

  it("limits a size's choices by the other end of its range", () => {
    expect(values("minSquareFeet")).toEqual([500, 1000, 2000]);
    expect(values("minSquareFeet", { ...EMPTY_CRITERIA, maxSquareFeet: 2000 })).toEqual([500, 1000]);
    expect(values("maxSquareFeet", { ...EMPTY_CRITERIA, minSquareFeet: 500 })).toEqual([1000, 2000]);
    expect(values("maxAcreage", { ...EMPTY_CRITERIA, minAcreage: 1 })).toEqual([5]);
  });

  it("labels sizes in square feet and acres", () => {
    expect(filter("maxSquareFeet").choices(ladders, EMPTY_CRITERIA)[2]).toEqual({
      value: 2000,
      label: "2,000 sq ft",
    });
    expect(
      filter("minAcreage")
        .choices(ladders, EMPTY_CRITERIA)
        .map((c) => c.label),
    ).toEqual(["0.5 acres", "1 acre", "5 acres"]);
  });

  it("gives the acre ranges the filter bar's shorter labels", () => {
    expect(filter("minAcreage")).toMatchObject({ label: "Min size (acres)", shortLabel: "Min acres" });
    expect(filter("minSquareFeet").shortLabel).toBeUndefined();
  });
});

describe("bedroomChoices", () => {
  it("calls no bedrooms a studio", () => {
    expect(bedroomChoices([0, 1, 2]).map((c) => c.label)).toEqual(["Studio", "1", "2"]);
  });
});

describe("priceChoices", () => {
  const settings = { salesPriceRange: [150, 250], lettingsPriceRangeMonthly: [650] };

  it("takes the theme's ladders", () => {
    expect(priceChoices("sales", settings, { weeklyRents: true })).toEqual([
      { value: 150_000, label: "£150,000" },
      { value: 250_000, label: "£250,000" },
    ]);
  });

  it("adds the weekly equivalent to rents only when asked", () => {
    expect(priceChoices("lettings", settings, { weeklyRents: true })).toEqual([
      { value: 650, label: "£650 pcm (£150 pw)" },
    ]);
    expect(priceChoices("lettings", settings, { weeklyRents: false })).toEqual([
      { value: 650, label: "£650 pcm" },
    ]);
  });
});

describe("numberOrNull", () => {
  it("reads the empty choice as no filter", () => {
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull("2.5")).toBe(2.5);
  });
});
