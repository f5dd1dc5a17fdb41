// The empty state's suggestions: each one widens the search by dropping one kind of filter (or growing the
// radius), so a visitor with no results is one click from some.
import {
  DISTANCE_OPTIONS,
  EMPTY_CRITERIA,
  type SearchCriteria,
} from "../../../modules/search/model/criteria.ts";
import { distanceLabel } from "./filter-options.ts";

export type Widening = { label: string; criteria: SearchCriteria };

type Rule = (c: SearchCriteria) => Widening | null;

const widen = (label: string, criteria: SearchCriteria): Widening => ({
  label,
  criteria: { ...criteria, page: 1 },
});

// Ordered from the filters that usually cut the most to the broadest step, dropping the location.
const RULES: Rule[] = [
  (c) => {
    const wider = DISTANCE_OPTIONS.find((miles) => c.within !== null && miles > c.within * 2);
    return wider === undefined
      ? null
      : widen(`Search ${distanceLabel(wider).toLowerCase()}`, { ...c, within: wider });
  },
  (c) => (c.poly ? widen("Remove the drawn area", { ...c, poly: null }) : null),
  (c) =>
    c.minPrice !== null || c.maxPrice !== null || c.minNightlyPrice !== null || c.maxNightlyPrice !== null
      ? widen("Any price", {
          ...c,
          minPrice: null,
          maxPrice: null,
          minNightlyPrice: null,
          maxNightlyPrice: null,
        })
      : null,
  (c) =>
    c.minBeds !== null || c.maxBeds !== null
      ? widen("Any number of bedrooms", { ...c, minBeds: null, maxBeds: null })
      : null,
  (c) => (c.tags.length ? widen("Any property type", { ...c, tags: [] }) : null),
  (c) => (c.text ? widen(`Remove the keywords “${c.text}”`, { ...c, text: null }) : null),
  (c) =>
    c.minSquareFeet !== null || c.maxSquareFeet !== null || c.minAcreage !== null || c.maxAcreage !== null
      ? widen("Any size", {
          ...c,
          minSquareFeet: null,
          maxSquareFeet: null,
          minAcreage: null,
          maxAcreage: null,
        })
      : null,
  (c) =>
    c.createdAgo !== null || c.updatedAgo !== null || c.auctionDate !== null
      ? widen("Any date", { ...c, createdAgo: null, updatedAgo: null, auctionDate: null })
      : null,
  (c) =>
    c.shortLets || c.pets
      ? widen("Without short lets or pets", { ...c, shortLets: false, pets: false })
      : null,
  (c) => (c.status !== null && c.status !== "all" ? widen("Any status", { ...c, status: "all" }) : null),
  (c) =>
    c.placeId !== null || c.area !== null || c.branchId !== null
      ? widen("Search every area", { ...c, placeId: null, within: null, area: null, branchId: null })
      : null,
];

/** The ways to widen `criteria`, most useful first; the last clears every filter but the channel. */
export function wideningSuggestions(criteria: SearchCriteria): Widening[] {
  const suggestions = RULES.map((rule) => rule(criteria)).filter((w): w is Widening => w !== null);
  if (suggestions.length > 1) {
    suggestions.push(
      widen("Clear all filters", { ...EMPTY_CRITERIA, channel: criteria.channel, sorted: criteria.sorted }),
    );
  }
  return suggestions;
}
