import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { wideningSuggestions } from "./widen-search.ts";

const search = (changes: Partial<SearchCriteria>): SearchCriteria => ({ ...EMPTY_CRITERIA, ...changes });

describe("wideningSuggestions", () => {
  it("has nothing to suggest for a search without filters", () => {
    expect(wideningSuggestions(EMPTY_CRITERIA)).toEqual([]);
  });

  it("grows the radius to more than twice its size", () => {
    const [wider] = wideningSuggestions(search({ placeId: 7, within: 1 }));
    expect(wider).toEqual({ label: "Search within 3 miles", criteria: search({ placeId: 7, within: 3 }) });
    expect(wideningSuggestions(search({ placeId: 7, within: 25 }))[0]!.label).toBe("Search every area");
  });

  it("drops one kind of filter at a time, back to page 1, and ends with clearing them all", () => {
    const criteria = search({
      channel: "lettings",
      minPrice: 500,
      maxPrice: 900,
      minBeds: 2,
      tags: ["flat"],
      page: 4,
    });
    expect(wideningSuggestions(criteria)).toEqual([
      { label: "Any price", criteria: { ...criteria, minPrice: null, maxPrice: null, page: 1 } },
      { label: "Any number of bedrooms", criteria: { ...criteria, minBeds: null, page: 1 } },
      { label: "Any property type", criteria: { ...criteria, tags: [], page: 1 } },
      { label: "Clear all filters", criteria: search({ channel: "lettings" }) },
    ]);
  });

  it("offers every status when only some are searched", () => {
    expect(wideningSuggestions(search({ status: "sold" }))).toEqual([
      { label: "Any status", criteria: search({ status: "all" }) },
    ]);
  });
});
