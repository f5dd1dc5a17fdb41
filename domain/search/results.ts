// The answer of a search (design §5 "JSON"): one page of property cards and where it sits in the results.
import type { PropertyCard } from "../property-card.ts";

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
