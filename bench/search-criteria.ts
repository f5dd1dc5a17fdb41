// The representative searches the search benches run (bench/search.ts, bench/agencies.ts).
import { EMPTY_CRITERIA, type SearchCriteria } from "../modules/search/model/criteria.ts";

const c = (fields: Partial<SearchCriteria>): SearchCriteria => ({ ...EMPTY_CRITERIA, ...fields });
// Place 622 is Bristol in the seeded gazetteer; the polygon is a triangle over central Bristol.
export const SEARCHES: [string, SearchCriteria][] = [
  ["place + 3 miles", c({ placeId: 622, within: 3 })],
  ["polygon", c({ poly: "o|{xH~rbO_vJ_yF~uJowH" })],
  ["price + beds", c({ minPrice: 250_000, maxPrice: 500_000, minBeds: 3 })],
  ["text", c({ text: "garden" })],
  ["least-expensive-first", c({ channel: "lettings", sorted: "least-expensive-first" })],
  ["most-expensive-first", c({ sorted: "most-expensive-first" })],
  ["most-square-feet-first", c({ sorted: "most-square-feet-first", minBeds: 2 })],
  ["least-square-feet-first", c({ channel: "lettings", sorted: "least-square-feet-first" })],
  ["most-recently-updated-first", c({ sorted: "most-recently-updated-first", status: "all" })],
  ["deep page (most-recently-launched, page 40)", c({ sorted: "most-recently-launched-first", page: 40 })],
];
