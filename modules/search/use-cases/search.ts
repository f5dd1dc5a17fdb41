// The property search use case (issue 3 item 2): turns SearchCriteria into a resolved search (statuses, the
// place's circle, the decoded polygon, the branch's area), runs it and shapes the cards and pagination.
import { themeSettingsOf } from "../../content/model/default-theme.ts";
import type { Pagination, SearchResults } from "../model/results.ts";
import polyline from "@mapbox/polyline";
import { countSearch, selectBranchCoverage, selectSearchPage, type PropertySearch } from "../repos/search.ts";
import { selectPlace } from "../../../db/repos/places.ts";
import {
  DEFAULT_SORT,
  DEFAULT_STATUS,
  RESULTS_PER_PAGE,
  type SearchCriteria,
  type StatusFilter,
} from "../model/criteria.ts";
import { searchEventOf, type SearchEvent } from "../model/search-event.ts";
import type { Services } from "../../../platform/services.ts";
import { loadPropertyCards } from "./property-card.ts";
import { getSiteContent } from "../../content/index.ts";

/** Input that parsed but names nothing real (an unknown place or area, a polygon that is not one). */
export class SearchInputError extends Error {}

// What each status-{…} filter shows (design §5). Withdrawn listings are never shown by any of them.
export const STATUSES_OF_FILTER: Record<StatusFilter, PropertySearch["statuses"]> = {
  available: ["available"],
  all: null,
  sold: ["sstc", "sold", "exchanged", "completed"],
  let: ["let_agreed", "let"],
  // The lettings counterpart of an offer is an agreed let (both show the 'Under offer' tag family, spec §4).
  "under-offer": ["under_offer", "let_agreed"],
};

/** A place chosen without within-{D}-miles: a town's centre and its suburbs. */
export const DEFAULT_PLACE_RADIUS_MILES = 3;
export const METRES_PER_MILE = 1609.344;
/** A drawn area needs three corners; more than this is not a hand-drawn shape. */
export const MAX_POLYGON_POINTS = 1_000;

/** Decodes a drawn area (Google encoded polyline of lat/lng points) into [longitude, latitude] corners. */
export function decodePolygon(encoded: string): [number, number][] {
  let points: [number, number][];
  try {
    points = polyline.decode(encoded);
  } catch {
    throw new SearchInputError("The drawn area is not a valid encoded polyline.");
  }
  const valid = points.every(
    ([lat, lng]) =>
      Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180,
  );
  if (!valid || points.length < 3 || points.length > MAX_POLYGON_POINTS) {
    throw new SearchInputError(
      `The drawn area needs between 3 and ${MAX_POLYGON_POINTS} points with valid coordinates.`,
    );
  }
  return points.map(([lat, lng]) => [lng, lat]);
}

/** Splits tag-{a,!b}: a leading '!' excludes the tag. */
export function splitTags(tags: string[]): { include: string[]; exclude: string[] } {
  const include = tags.filter((t) => !t.startsWith("!"));
  const exclude = tags.filter((t) => t.startsWith("!")).map((t) => t.slice(1));
  return { include, exclude: exclude.filter(Boolean) };
}

/** Looks up what the criteria name (place, area) and states the search for the repository. */
export async function resolveSearch(
  services: Pick<Services, "db" | "listingAgencyIds">,
  criteria: SearchCriteria,
): Promise<PropertySearch> {
  const { db, listingAgencyIds } = services;
  let circle: PropertySearch["circle"] = null;
  let circlePlace: PropertySearch["place"] = null;
  if (criteria.placeId !== null) {
    const place = await selectPlace(db, criteria.placeId);
    if (!place) throw new SearchInputError(`There is no place with id ${criteria.placeId}.`);
    const miles = criteria.within ?? DEFAULT_PLACE_RADIUS_MILES;
    circle = { latitude: place.latitude, longitude: place.longitude, metres: miles * METRES_PER_MILE };
    circlePlace = { name: place.name, kind: place.kind };
  }
  let postcodeCoverage: string[] | null = null;
  if (criteria.area !== null) {
    // An area that names no branch (a closed branch, an old site's link) is a filter that matches nothing, on
    // the results page and in the JSON call alike (issue 42 item 10): the grammar reads it, the data answers it.
    postcodeCoverage = (await selectBranchCoverage(db, criteria.area)) ?? [];
  }
  const { include, exclude } = splitTags(criteria.tags);
  const page = Math.max(1, Math.trunc(criteria.page));
  return {
    agencyIds: listingAgencyIds,
    channel: criteria.channel,
    statuses: STATUSES_OF_FILTER[criteria.status ?? DEFAULT_STATUS],
    circle,
    place: circlePlace,
    polygon: criteria.poly ? decodePolygon(criteria.poly) : null,
    minPrice: criteria.minPrice,
    maxPrice: criteria.maxPrice,
    minNightlyPrice: criteria.minNightlyPrice,
    maxNightlyPrice: criteria.maxNightlyPrice,
    minBeds: criteria.minBeds,
    maxBeds: criteria.maxBeds,
    minAcreage: criteria.minAcreage,
    maxAcreage: criteria.maxAcreage,
    minSquareFeet: criteria.minSquareFeet,
    maxSquareFeet: criteria.maxSquareFeet,
    postcodeCoverage,
    createdWithinDays: criteria.createdAgo,
    updatedWithinDays: criteria.updatedAgo,
    includeTags: include,
    excludeTags: exclude,
    text: criteria.text?.trim() || null,
    auctionDate: criteria.auctionDate,
    shortLets: criteria.shortLets,
    pets: criteria.pets,
    branchId: criteria.branchId,
    sort: criteria.sorted ?? DEFAULT_SORT,
    limit: RESULTS_PER_PAGE,
    offset: (page - 1) * RESULTS_PER_PAGE,
  };
}

/**
 * Counting every match of a broad search costs more than finding its first page, so counts stop at
 * COUNT_CAP (or ten pages past the one asked for): beyond that the answer is "1,000+", which is all a
 * visitor needs to decide to narrow the search.
 */
export const COUNT_CAP = 1_000;

export function countCap(search: Pick<PropertySearch, "offset" | "limit">): number {
  return Math.max(COUNT_CAP, search.offset + search.limit * 10);
}

export function pagination(page: number, counted: { count: number; capped: boolean }): Pagination {
  const totalPages = Math.ceil(counted.count / RESULTS_PER_PAGE);
  return {
    page,
    total_pages: totalPages,
    total_count: counted.count,
    total_count_is_capped: counted.capped,
    has_next_page: page < totalPages,
    has_prev_page: page > 1,
  };
}

/**
 * One page of results as property cards, with the pagination of the whole search. Anonymous results are the
 * same for everyone, so identical searches within SEARCH_CACHE_SECONDS share one answer (and concurrent ones
 * one query): listings may show up to that many seconds late, which no visitor can tell from a slower feed.
 */
export function searchProperties(services: Services, criteria: SearchCriteria): Promise<SearchResults> {
  return services.searchCache.fetch(JSON.stringify(criteria), () => runSearch(services, criteria));
}

/**
 * A visitor's search (the results page, GET /search.ljson): its results, and its event for the reports
 * (modules/search/model/search-event.ts), which the route hands to the host in SEARCH_EVENT_HEADER so that answers
 * from the page cache count too. Searches the site makes itself (home blocks, sections, branch pages) are not
 * visitors' searches and call searchProperties.
 */
export async function visitorSearch(
  services: Services,
  criteria: SearchCriteria,
  place: { title: string } | null,
): Promise<{ results: SearchResults; event: SearchEvent | null }> {
  const results = await searchProperties(services, criteria);
  return { results, event: searchEventOf(criteria, place?.title ?? null, results.pagination.total_count) };
}

async function runSearch(services: Services, criteria: SearchCriteria): Promise<SearchResults> {
  const { db } = services;
  const search = await resolveSearch(services, criteria);
  const [rows, totalCount, content] = await Promise.all([
    selectSearchPage(db, search),
    countSearch(db, search, countCap(search)),
    getSiteContent(db),
  ]);
  return {
    properties: await loadPropertyCards(db, rows, themeSettingsOf(content.theme)),
    pagination: pagination(search.offset / RESULTS_PER_PAGE + 1, totalCount),
  };
}
