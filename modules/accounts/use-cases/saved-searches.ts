// Saved searches of signed-in users (issue 6 item 6; spec §7 "Saved items"). A search is stored as its
// canonical path (design §5: one path per search, the link that reruns it) and its criteria; the criteria
// column also keeps the title the browser showed (`title`), so a list needs no second lookup.
import {
  deleteSavedSearch,
  countSavedSearches,
  insertSavedSearch,
  selectSavedSearch,
  selectSavedSearchByPath,
  selectSavedSearches,
  updateSavedSearch,
  type SavedSearchRow,
} from "../repos/saved-items.ts";
import {
  ACCOUNT_MESSAGES as M,
  DEFAULT_ALERT_FREQUENCY,
  MAX_SAVED_SEARCHES,
  isAlertFrequency,
  type AlertFrequency,
} from "../model/fields.ts";
import type { SavedSearchJson } from "../model/json.ts";
import { EMPTY_CRITERIA, type SearchCriteria } from "../../search/model/criteria.ts";
import { withPage } from "../../search/model/state.ts";
import {
  buildSearchParams,
  buildSearchPath,
  parseLocatedSearchPath,
  parseSearchParams,
  parseSearchPath,
} from "../../search/model/url.ts";
import type { Services } from "../../../platform/services.ts";
import { resolvePlaceSlugs, suggestPlaces } from "../../search/index.ts";

/** Query parameters that describe the saved search rather than the search itself. */
const SAVED_SEARCH_KEYS = new Set([
  "alert_frequency",
  "title",
  "id",
  "search_id",
  "path",
  "authenticity_token",
  "client",
]);
const TITLE_MAX_LENGTH = 200;

export type SavedSearchResult =
  | { kind: "ok"; search: SavedSearchJson; created: boolean }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "not-found" };

export function toSavedSearchJson(
  row: Pick<SavedSearchRow, "id" | "path" | "criteria" | "alertFrequency" | "createdAt">,
): SavedSearchJson {
  const parsed = parseSearchPath(row.path);
  const title = typeof row.criteria.title === "string" && row.criteria.title ? row.criteria.title : row.path;
  return {
    search_id: String(row.id),
    alert_frequency: row.alertFrequency,
    path: row.path,
    title,
    savedAt: row.createdAt.toISOString(),
    criteria: parsed.ok ? Object.fromEntries(buildSearchParams(parsed.criteria)) : {},
  };
}

export async function listSavedSearches(services: Services, userId: number): Promise<SavedSearchJson[]> {
  return (await selectSavedSearches(services.db, userId)).map(toSavedSearchJson);
}

type SearchFields =
  | { kind: "none" }
  | { kind: "search"; criteria: SearchCriteria; path: string }
  | { kind: "invalid"; errors: Record<string, string[]> };

/** The search named by `path=` or by the query form's fields (place text resolved as /search? does). */
async function searchOf(services: Services, params: URLSearchParams): Promise<SearchFields> {
  const searchParams = new URLSearchParams([...params].filter(([key]) => !SAVED_SEARCH_KEYS.has(key)));
  const path = params.get("path");
  if (path === null && searchParams.size === 0) return { kind: "none" };
  const parsed = path !== null ? parseLocatedSearchPath(path) : parseSearchParams(searchParams);
  if (!parsed.ok) return { kind: "invalid", errors: { search: [parsed.error] } };
  let criteria = withPage(parsed.criteria, 1);
  // Issue 18: a place named by its slug (/search/sales/bristol, a canonical URL) is stored by its id, as
  // every saved search is, so one search has one saved path.
  if (criteria.placeId === null && parsed.placeSlugs.length) {
    const resolved = await resolvePlaceSlugs(services.db, parsed.placeSlugs);
    if (resolved.kind !== "place") return { kind: "invalid", errors: { search: [M.locationNotFound] } };
    criteria = { ...criteria, placeId: resolved.place.id };
  }
  if (path === null && parsed.locationQuery) {
    const [best] = await suggestPlaces(services.db, parsed.locationQuery);
    if (!best) return { kind: "invalid", errors: { search: [M.locationNotFound] } };
    criteria = { ...criteria, placeId: best[1] };
  }
  return { kind: "search", criteria, path: buildSearchPath(criteria) };
}

function defaultSearch(): { criteria: SearchCriteria; path: string } {
  const criteria: SearchCriteria = { ...EMPTY_CRITERIA, tags: [] };
  return { criteria, path: buildSearchPath(criteria) };
}

function alertFrequencyOf(params: URLSearchParams): AlertFrequency | null | "invalid" {
  const value = params.get("alert_frequency");
  if (value === null || value === "") return null;
  return isAlertFrequency(value) ? value : "invalid";
}

function titleOf(params: URLSearchParams): string | null {
  const title = params
    .get("title")
    ?.replace(/\p{Cc}/gu, " ")
    .trim();
  return title ? title.slice(0, TITLE_MAX_LENGTH) : null;
}

/** POST /search?{query}: saves the search for the user; saving a path already saved returns that one. */
export async function createSavedSearch(
  services: Services,
  userId: number,
  params: URLSearchParams,
): Promise<SavedSearchResult> {
  const frequency = alertFrequencyOf(params);
  if (frequency === "invalid") return { kind: "invalid", errors: { alert_frequency: [M.alertFrequency] } };
  const search = await searchOf(services, params);
  if (search.kind === "invalid") return search;
  // No search fields at all: the default search (every listing for sale), as /search? alone means.
  const { criteria, path } = search.kind === "search" ? search : defaultSearch();
  const existing = await selectSavedSearchByPath(services.db, userId, path);
  if (existing) return { kind: "ok", search: toSavedSearchJson(existing), created: false };
  if ((await countSavedSearches(services.db, userId)) >= MAX_SAVED_SEARCHES) {
    return { kind: "invalid", errors: { base: [M.tooManySavedSearches] } };
  }
  const row = await insertSavedSearch(services.db, {
    userId,
    path,
    criteria: { ...criteria, title: titleOf(params) },
    alertFrequency: frequency ?? DEFAULT_ALERT_FREQUENCY,
  });
  return { kind: "ok", search: toSavedSearchJson(row), created: true };
}

function savedSearchIdOf(params: URLSearchParams): number | null {
  const raw = params.get("id") ?? params.get("search_id") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** POST /saved_searches?{search fields and id} (put): the alert frequency, title and/or the search change. */
export async function updateSavedSearchOf(
  services: Services,
  userId: number,
  params: URLSearchParams,
): Promise<SavedSearchResult> {
  const id = savedSearchIdOf(params);
  if (id === null) return { kind: "not-found" };
  const frequency = alertFrequencyOf(params);
  if (frequency === "invalid") return { kind: "invalid", errors: { alert_frequency: [M.alertFrequency] } };
  const current = await selectSavedSearch(services.db, userId, id);
  if (!current) return { kind: "not-found" };
  const search = await searchOf(services, params);
  if (search.kind === "invalid") return search;
  const title = titleOf(params);
  const changes: Parameters<typeof updateSavedSearch>[3] = {};
  if (frequency) changes.alertFrequency = frequency;
  if (search.kind === "search") {
    changes.path = search.path;
    changes.criteria = { ...search.criteria, title: title ?? current.criteria.title ?? null };
  } else if (title) {
    changes.criteria = { ...current.criteria, title };
  }
  const row = await updateSavedSearch(services.db, userId, id, changes);
  return row ? { kind: "ok", search: toSavedSearchJson(row), created: false } : { kind: "not-found" };
}

/** POST /searches/{search_id} (delete): only the owner's row goes. */
export async function deleteSavedSearchOf(
  services: Services,
  userId: number,
  rawId: string,
): Promise<boolean> {
  const id = /^\d{1,9}$/.test(rawId) ? Number(rawId) : null;
  return id !== null && deleteSavedSearch(services.db, userId, id);
}
