// The answer of a search (design §5 "JSON"): one page of property cards and where it sits in the results.
import type { PropertyCard } from "../../listings/model/property-card.ts";
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

/** What a place is (docs/geography.md "Postcodes in the location search"). */
export type PlaceKind = "town" | "neighbourhood" | "postcode_district" | "postcode_sector" | "postcode";

/** A place as a search names it (spec §7 "/places"), with its centre for the map's radius circle. */
export type SearchPlace = {
  place_id: number;
  name: string;
  county_name: string;
  latitude: number;
  longitude: number;
  /** Issue 18: the place's word in the canonical search URL; null for a place named by gid- only. */
  slug: string | null;
  /** How a heading names it: "Bristol", "Clifton, Bristol" (modules/search/model/place-slugs.ts placeHeadingName). */
  title: string;
  kind: PlaceKind;
};

/** A link to a place's landing page: "Property for sale in Bristol" → /search/sales/bristol (issue 18). */
export type PlaceLink = { title: string; path: string };

/** One row of a landing page's asking prices (issue 18). */
export type BedroomPrices = {
  /** Null: listings that give no bedroom count (land, commercial). */
  bedrooms: number | null;
  /** Every match, priced or not. */
  count: number;
  /** Of the priced matches, in comparable pounds (per calendar month for lettings); null when none is priced. */
  median: number | null;
  lowest: number | null;
  highest: number | null;
};

export type LandingBranch = {
  name: string;
  path: string;
  address: string;
  /** The channel's own number when the branch has one. */
  telephone: string;
  email: string;
};

/** What a place's landing page adds to its results (services/place-landing.ts). */
export type PlaceLanding = {
  /** The agency's intro for the place (site content placePages.intros), as paragraphs; [] when none. */
  intro: string[];
  /** Asking prices by bedrooms (pounds; lettings per calendar month), and the table's caption. */
  prices: BedroomPrices[];
  pricesCaption: string;
  branch: LandingBranch | null;
  nearby: PlaceLink[];
  /** The same place's landing page for the other channel, when it has listings. */
  otherChannel: PlaceLink | null;
};

/** The results page's data (app/routes/pages/search.tsx), which the map overlay shows too. */
export type SearchPageData = {
  kind: "results";
  criteria: SearchCriteria;
  results: SearchResults;
  place: SearchPlace | null;
  canonicalUrl: string;
  /** The time the card tags are judged at ('NEW Listing!'), so the server and browser renders agree. */
  now: number;
  /** The page's title (its heading too) and meta description, written on the server. */
  title: string;
  description: string;
  /** "123 properties for sale". */
  countText: string;
  /** The title a saved search of it gets (the search's first page). */
  savedTitle: string;
  /** The path a saved search of it keeps: its first page (a saved search is the search, not one page of it). */
  savedPath: string;
  /** Set on a place's landing page: its canonical search with nothing else chosen. */
  landing: PlaceLanding | null;
};

/** The same route when a location's slugs name no one place (issue 18): the places they may mean. */
export type PlaceChooserData = {
  kind: "chooser";
  /** The page's title and heading. */
  title: string;
  /** The slugs as the URL gave them. */
  words: string[];
  /** True: several places go by them (200); false: none does, these are near matches (404). */
  known: boolean;
  /** The heading over the choices. */
  choicesHeading: string;
  channel: SearchCriteria["channel"];
  /** Each place's search, the URL's other filters kept. */
  choices: PlaceLink[];
  /** The same search with no place. */
  everywhere: PlaceLink;
};
