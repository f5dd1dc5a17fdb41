// The search a visitor makes (spec §3 "Search (currentSearch)"), as the URL grammar (design §5) carries it.
// SearchCriteria is what decides the results; the client's SearchState adds what only the UI needs.

// spec §2 "Sort values"
export const SORT_ORDERS = [
  "least-expensive-first",
  "most-expensive-first",
  "most-recent-first",
  "most-square-feet-first",
  "least-square-feet-first",
  "most-recently-launched-first",
  "most-recently-updated-first",
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The order of a search that names none: newest first. */
export const DEFAULT_SORT: SortOrder = "most-recent-first";

export const CHANNELS = ["sales", "lettings"] as const;
export type SearchChannel = (typeof CHANNELS)[number];

// design §5 "status-{available|all|sold|let|under-offer}"; null means the default, available.
export const STATUS_FILTERS = ["available", "all", "sold", "let", "under-offer"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
/** What a search without a status filter shows (criteria.status null). */
export const DEFAULT_STATUS: StatusFilter = "available";

// spec §9 "Distance options (miles)"
export const DISTANCE_OPTIONS = [0.25, 0.5, 1, 2, 3, 4, 5, 10, 15, 20, 25] as const;

// spec §9 "Hero radius options: +1, 2, 3, 5, 10, 15, 20, 30 miles": the hero form can send 30 miles, which the
// filter bar's list lacks, so URLs accept both lists.
export const HERO_RADIUS_OPTIONS = [1, 2, 3, 5, 10, 15, 20, 30] as const;
export const ACCEPTED_DISTANCES: readonly number[] = [
  ...new Set<number>([...DISTANCE_OPTIONS, ...HERO_RADIUS_OPTIONS]),
].sort((a, b) => a - b);

export const RESULTS_PER_PAGE = 24;

export type SearchCriteria = {
  channel: SearchChannel;
  /** A place from GET /places (gid-{placeId}). */
  placeId: number | null;
  /** Miles around the place (within-{D}-miles), one of ACCEPTED_DISTANCES. */
  within: number | null;
  /** A drawn area: a Google encoded polyline of [lat, lng] points (poly-{base64url of it} in the URL). */
  poly: string | null;
  minBeds: number | null;
  maxBeds: number | null;
  /** Whole pounds; lettings per calendar month. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Short lets, whole pounds per night. */
  minNightlyPrice: number | null;
  maxNightlyPrice: number | null;
  minAcreage: number | null;
  maxAcreage: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  /** area-{N}: the area a branch covers (its postcode districts), by branch id. */
  area: number | null;
  /** updated-in-{N}-days */
  updatedAgo: number | null;
  /** newer-than-{N}-days */
  createdAgo: number | null;
  status: StatusFilter | null;
  /** Tags to include; a leading '!' excludes the tag (tag-{a,b,!c}). */
  tags: string[];
  /** Free text over address and description (text-{percent-encoded}). */
  text: string | null;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  shortLets: boolean;
  pets: boolean;
  sorted: SortOrder | null;
  /** 1-based */
  page: number;
  /** Listings marketed by this branch (query form branch_id only). */
  branchId: number | null;
};

export const EMPTY_CRITERIA: SearchCriteria = {
  channel: "sales",
  placeId: null,
  within: null,
  poly: null,
  minBeds: null,
  maxBeds: null,
  minPrice: null,
  maxPrice: null,
  minNightlyPrice: null,
  maxNightlyPrice: null,
  minAcreage: null,
  maxAcreage: null,
  minSquareFeet: null,
  maxSquareFeet: null,
  area: null,
  updatedAgo: null,
  createdAgo: null,
  status: null,
  tags: [],
  text: null,
  auctionDate: null,
  shortLets: false,
  pets: false,
  sorted: null,
  page: 1,
  branchId: null,
};

/** What the browser keeps beside the criteria (spec §3 currentSearch). */
export type SearchState = SearchCriteria & {
  place: { place_id: number; name: string; county_name: string } | null;
  /** The location input's text. */
  q: string;
  isQuerySearch: boolean;
  suggestions: [label: string, placeId: number][];
  viewport: number[];
  clickedProperty: number | null;
};
