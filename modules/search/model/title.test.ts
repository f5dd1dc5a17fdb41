import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "./criteria.ts";
import { marketWords, resultCountText, searchTitle } from "./title.ts";

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

  it("says what a status filter shows instead of 'for sale' (issue 16)", () => {
    expect(searchTitle({ ...EMPTY_CRITERIA, status: "sold" }, "Bristol")).toBe(
      "Property sold or SSTC in Bristol",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, status: "under-offer", tags: ["house"] }, null)).toBe(
      "Houses under offer",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, channel: "lettings", status: "let" }, null)).toBe(
      "Property let or let agreed",
    );
    expect(searchTitle({ ...EMPTY_CRITERIA, status: "available" }, null)).toBe("Property for sale");
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

  it("counts what a status filter shows (issue 16)", () => {
    expect(resultCountText(28, "sales", false, "sold")).toBe("28 properties sold or SSTC");
    expect(resultCountText(1, "sales", false, "under-offer")).toBe("1 property under offer");
    expect(resultCountText(3, "lettings", false, "under-offer")).toBe("3 properties let agreed");
    expect(resultCountText(5, "lettings", false, "let")).toBe("5 properties let or let agreed");
    expect(resultCountText(9, "lettings", false, null)).toBe("9 properties to let");
  });
});

describe("marketWords", () => {
  it("keeps the spec's 'for sale' / 'to let' for available listings", () => {
    expect(marketWords("sales")).toBe("for sale");
    expect(marketWords("lettings", "available")).toBe("to let");
  });

  it("names every status of an 'all' search", () => {
    expect(marketWords("sales", "all")).toBe("for sale, under offer or sold");
    expect(marketWords("lettings", "all")).toBe("to let, let agreed or let");
  });
});
