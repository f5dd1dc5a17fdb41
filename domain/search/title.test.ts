import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "./criteria.ts";
import { resultCountText, searchTitle } from "./title.ts";

describe("searchTitle", () => {
  it("names the channel and the place", () => {
    expect(searchTitle(EMPTY_CRITERIA, null)).toBe("Property for sale");
    expect(searchTitle({ ...EMPTY_CRITERIA, channel: "lettings" }, "Bath, Somerset")).toBe(
      "Property to let in Bath, Somerset",
    );
  });

  it("names bedrooms and a single property type", () => {
    expect(searchTitle({ ...EMPTY_CRITERIA, minBeds: 3, maxBeds: 3 }, "Bristol")).toBe(
      "3 bedroom homes for sale in Bristol",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, minBeds: 2, tags: ["house"] }, null)).toBe(
      "2+ bedroom houses for sale",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, minBeds: 0, maxBeds: 0, tags: ["flat"] }, null)).toBe(
      "Studio flats for sale",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, maxBeds: 2, tags: ["house", "flat"] }, null)).toBe(
      "Up to 2 bedroom homes for sale",
    );
  });

  it("says which page", () => {
    expect(searchTitle({ ...EMPTY_CRITERIA, page: 3 }, null)).toBe("Property for sale (page 3)");
  });
});

describe("resultCountText", () => {
  it("counts properties with the spec's wording", () => {
    expect(resultCountText(1234, "sales")).toBe("1,234 properties for sale");
    expect(resultCountText(1, "lettings")).toBe("1 property to let");
    expect(resultCountText(0, "lettings")).toBe("0 properties to let");
    expect(resultCountText(1000, "sales", true)).toBe("1,000+ properties for sale");
  });
});
