// The visitor's search history and last clicked property in local storage (spec §4 "Search history"), with
// the rules of modules/search/model/history.ts, and what the property page needs for 'Back to search' (spec §2).
import type { SearchCriteria } from "../../modules/search/model/criteria.ts";
import {
  backToSearchPath,
  readSearchHistory,
  recordPropertyVisit,
  recordSearch,
  type SearchHistory,
} from "../../modules/search/model/history.ts";
import { readJson, useStoredJson, writeJson } from "./local-store.ts";

import { LAST_CLICKED_PROPERTY_KEY, SEARCH_HISTORY_KEY } from "./storage-keys.ts";

export { LAST_CLICKED_PROPERTY_KEY, SEARCH_HISTORY_KEY };

const EMPTY: SearchHistory = [];

function readHistory(): SearchHistory {
  return readJson(SEARCH_HISTORY_KEY, readSearchHistory, EMPTY);
}

function save(before: SearchHistory, after: SearchHistory): void {
  // The rules return the same history when nothing changes: no write, no re-render.
  if (after !== before) writeJson(SEARCH_HISTORY_KEY, after);
}

/** A results page the visitor saw; `expandedPolygon` when the map's visible area made the search. */
export function recordSearchView(criteria: SearchCriteria, { expandedPolygon = false } = {}): void {
  const history = readHistory();
  save(history, recordSearch(history, { criteria, expandedPolygon, clickedProperty: null }));
}

/** The visitor opened a property from the results (a card click, or the property page itself). */
export function recordClickedProperty(propertyId: number): void {
  const history = readHistory();
  save(history, recordPropertyVisit(history, propertyId));
  writeJson(LAST_CLICKED_PROPERTY_KEY, propertyId);
}

/** Where 'Back to search' leads, or null with no history (the link is then not shown). */
export function useBackToSearchPath(): string | null {
  return backToSearchPath(useStoredJson(SEARCH_HISTORY_KEY, readSearchHistory, EMPTY));
}

const parseId = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);

/** The property last opened from a results page (spec §4), for the property page's previous/next links. */
export function readLastClickedProperty(): number | null {
  return readJson(LAST_CLICKED_PROPERTY_KEY, parseId, null);
}
