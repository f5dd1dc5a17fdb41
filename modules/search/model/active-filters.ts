// How many filters narrow a search (issue 16): the count on the results page's mobile "Filters" button.
// The place and channel are the search itself (the heading names them), and the order and page only arrange
// its results, so none of them counts. A min/max pair is one filter, as the visitor thinks of "price".
import { DEFAULT_STATUS, type SearchCriteria } from "./criteria.ts";

const set = (...values: unknown[]) => values.some((value) => value !== null);

export function activeFilterCount(c: SearchCriteria): number {
  const filters = [
    set(c.within),
    set(c.poly),
    set(c.minBeds, c.maxBeds),
    set(c.minPrice, c.maxPrice),
    set(c.minNightlyPrice, c.maxNightlyPrice),
    set(c.minSquareFeet, c.maxSquareFeet),
    set(c.minAcreage, c.maxAcreage),
    set(c.area),
    set(c.createdAgo),
    set(c.updatedAgo),
    c.status !== null && c.status !== DEFAULT_STATUS,
    c.text !== null && c.text.trim() !== "",
    set(c.auctionDate),
    c.shortLets,
    c.pets,
  ];
  // Each tag is a filter of its own: "flat" and "garden" are two choices.
  return filters.filter(Boolean).length + c.tags.length;
}
