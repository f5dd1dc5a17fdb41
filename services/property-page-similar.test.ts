import { describe, expect, it } from "vitest";
import { parseSearchPath, buildSearchPath } from "../modules/search/model/url.ts";
import { priceBand, similarHomesCriteria } from "./property-page-similar.ts";

const listing = {
  channel: "sales" as const,
  price: 325_000,
  priceFrequency: "outright" as const,
  bedrooms: 3,
  branchId: 4,
};

describe("priceBand", () => {
  it("snaps ±20% to the sales ladder", () => {
    expect(priceBand("sales", 325_000)).toEqual({ minPrice: 200_000, maxPrice: 400_000 });
  });

  it("snaps lettings to the pcm ladder", () => {
    expect(priceBand("lettings", 1_000)).toEqual({ minPrice: 800, maxPrice: 1_200 });
  });

  it("leaves a side open past the ends of the ladder", () => {
    expect(priceBand("sales", 90_000)).toEqual({ minPrice: null, maxPrice: 200_000 });
    expect(priceBand("sales", 12_000_000)).toEqual({ minPrice: 9_000_000, maxPrice: null });
  });
});

describe("similarHomesCriteria", () => {
  it("searches the town's place with the same channel, beds and price band", () => {
    const criteria = similarHomesCriteria(listing, 77);
    expect(criteria).toMatchObject({
      channel: "sales",
      placeId: 77,
      area: null,
      minBeds: 3,
      minPrice: 200_000,
      maxPrice: 400_000,
    });
  });

  it("falls back to the branch's area when the town is not a place", () => {
    expect(similarHomesCriteria(listing, null)).toMatchObject({ placeId: null, area: 4 });
  });

  it("compares an annual rent as its monthly equivalent and leaves POA unbanded", () => {
    const annual = similarHomesCriteria(
      { ...listing, channel: "lettings", price: 12_000, priceFrequency: "pa", bedrooms: 0 },
      null,
    );
    expect(annual).toMatchObject({ minPrice: 800, maxPrice: 1_200, minBeds: null });
    expect(similarHomesCriteria({ ...listing, price: null }, 1)).toMatchObject({
      minPrice: null,
      maxPrice: null,
    });
  });

  it("builds a canonical path the search grammar accepts", () => {
    const path = buildSearchPath(similarHomesCriteria(listing, 77));
    const parsed = parseSearchPath(path);
    expect(parsed.ok && parsed.isCanonical).toBe(true);
  });
});
