import { describe, expect, it } from "vitest";
import { activeFilterCount } from "./active-filters.ts";
import { EMPTY_CRITERIA } from "./criteria.ts";

describe("activeFilterCount (the mobile Filters button's count)", () => {
  it("counts nothing for a place's plain search, its order or its page", () => {
    expect(
      activeFilterCount({
        ...EMPTY_CRITERIA,
        channel: "lettings",
        placeId: 622,
        sorted: "most-expensive-first",
        page: 3,
        status: "available",
        text: "  ",
      }),
    ).toBe(0);
  });

  it("counts a min/max pair once, each tag, keywords, flags and a status other than available", () => {
    expect(activeFilterCount({ ...EMPTY_CRITERIA, minBeds: 0 })).toBe(1);
    expect(activeFilterCount({ ...EMPTY_CRITERIA, minPrice: 100_000, maxPrice: 300_000 })).toBe(1);
    expect(
      activeFilterCount({
        ...EMPTY_CRITERIA,
        within: 5,
        minBeds: 2,
        maxPrice: 300_000,
        tags: ["flat", "!auction"],
        status: "all",
        text: "garden, garage",
        pets: true,
        maxAcreage: 1.5,
      }),
    ).toBe(9);
  });
});
