// The answer of a search (design §5 "JSON"): one page of property cards and where it sits in the results.
import type { PropertyCard } from "../property-card.ts";
import type { SearchCriteria } from "./criteria.ts";

export type Pagination = {
  page: number;
  total_pages: number;
  /** Exact, or the cap when total_count_is_capped (shown as "1,000+"). */
  total_count: number;
  total_count_is_capped: boolean;
  has_next_page: boolean;
  has_prev_page: boolean;
};
export type SearchResults = { properties: PropertyCard[]; pagination: Pagination };

/** A place as a search names it (spec §7 "/places"), with its centre for the map's radius circle. */
export type SearchPlace = {
  place_id: number;
  name: string;
  county_name: string;
  latitude: number;
  longitude: number;
};

/** The results page's data (app/routes/pages/search.tsx), which the map overlay shows too. */
export type SearchPageData = {
  criteria: SearchCriteria;
  results: SearchResults;
  place: SearchPlace | null;
  canonicalUrl: string;
  /** The time the card tags are judged at ('NEW Listing!'), so the server and browser renders agree. */
  now: number;
};
