// Search history (spec §4 "Search history"): the searches a visitor made, kept in local storage, and the
// 'Back to search' link built from the last one (spec §2). Entries are oldest first, so the newest is the
// last entry, the one spec §2 rebuilds the link from.
import { EMPTY_CRITERIA, type SearchCriteria } from "./criteria.ts";
import { buildSearchPath, parseSearchPath } from "./url.ts";

// spec §9: "Search history max 10 entries."
export const SEARCH_HISTORY_LIMIT = 10;

export type SearchHistoryEntry = {
  criteria: SearchCriteria;
  /** The polygon was widened by the map view (moving or zooming), not drawn by the visitor. */
  expandedPolygon: boolean;
  /** The property the visitor last opened from these results. */
  clickedProperty: number | null;
};

/** Oldest first; the newest search is the last entry. */
export type SearchHistory = readonly SearchHistoryEntry[];

const CRITERIA_KEYS = Object.keys(EMPTY_CRITERIA) as (keyof SearchCriteria)[];

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}

/** spec §4: identical "ignoring page and expanded polygon". */
function isSameSearch(a: SearchHistoryEntry, b: SearchHistoryEntry): boolean {
  const ignorePolygon = a.expandedPolygon || b.expandedPolygon;
  return CRITERIA_KEYS.every(
    (key) =>
      key === "page" || (key === "poly" && ignorePolygon) || sameValue(a.criteria[key], b.criteria[key]),
  );
}

/** Fields that do not narrow a search, so a search of only these plus a polygon is "only expandedPolygon". */
const NOT_NARROWING: ReadonlySet<keyof SearchCriteria> = new Set(["channel", "poly", "page", "sorted"]);

/** spec §4: "A search with only expandedPolygon" (the map widened an otherwise empty search). */
function isOnlyExpandedPolygon(entry: SearchHistoryEntry): boolean {
  return (
    entry.expandedPolygon &&
    CRITERIA_KEYS.every(
      (key) => NOT_NARROWING.has(key) || sameValue(entry.criteria[key], EMPTY_CRITERIA[key]),
    )
  );
}

/**
 * spec §4: records a search. An identical search (ignoring page and expanded polygon) only updates the
 * newest entry's page; a search with only an expanded polygon is not recorded; at most 10 entries stay.
 * Returns the same array when nothing changes, so callers can skip writing local storage.
 */
export function recordSearch(history: SearchHistory, entry: SearchHistoryEntry): SearchHistory {
  if (isOnlyExpandedPolygon(entry)) return history;
  const newest = history.at(-1);
  if (newest && isSameSearch(newest, entry)) {
    if (newest.criteria.page === entry.criteria.page) return history;
    return [
      ...history.slice(0, -1),
      { ...newest, criteria: { ...newest.criteria, page: entry.criteria.page } },
    ];
  }
  return [...history, entry].slice(-SEARCH_HISTORY_LIMIT);
}

/**
 * A property page visit is recorded as the newest search's clicked property (so the results can bring it
 * back into view). spec §4: a visit matching the newest entry's clickedProperty is not recorded.
 */
export function recordPropertyVisit(history: SearchHistory, propertyId: number): SearchHistory {
  const newest = history.at(-1);
  if (!newest || newest.clickedProperty === propertyId) return history;
  return [...history.slice(0, -1), { ...newest, clickedProperty: propertyId }];
}

export function lastSearch(history: SearchHistory): SearchHistoryEntry | null {
  return history.at(-1) ?? null;
}

/** spec §2: "The 'Back to search' link rebuilds /search from the last entry"; null hides the link. */
export function backToSearchPath(history: SearchHistory): string | null {
  const newest = lastSearch(history);
  return newest ? buildSearchPath(newest.criteria) : null;
}

function readEntry(stored: unknown): SearchHistoryEntry | null {
  if (typeof stored !== "object" || stored === null) return null;
  const { criteria, expandedPolygon, clickedProperty } = stored as Record<string, unknown>;
  if (typeof criteria !== "object" || criteria === null) return null;
  try {
    // The grammar is the validator: a stored search survives if its canonical path parses back.
    const parsed = parseSearchPath(buildSearchPath({ ...EMPTY_CRITERIA, ...criteria }));
    if (!parsed.ok) return null;
    return {
      criteria: parsed.criteria,
      expandedPolygon: expandedPolygon === true,
      clickedProperty: Number.isSafeInteger(clickedProperty) ? (clickedProperty as number) : null,
    };
  } catch {
    return null;
  }
}

/** The history from local storage (already JSON-parsed), dropping entries that are no longer valid. */
export function readSearchHistory(stored: unknown): SearchHistory {
  if (!Array.isArray(stored)) return [];
  return stored
    .map(readEntry)
    .filter((entry) => entry !== null)
    .slice(-SEARCH_HISTORY_LIMIT);
}
