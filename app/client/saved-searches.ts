// Saved searches in local storage (spec §4 "Saved search: add (alert_frequency 'I'), remove, …"; update and
// set come with the saved-searches panel of the accounts issue).
// Anonymous visitors keep them in the browser; the server side comes with the accounts issue, which will send
// each of these with POST /search?{query} after sign-up (spec §7).
import { readJson, useStoredJson, writeJson } from "./local-store.ts";

export const SAVED_SEARCHES_KEY = "openhouse.savedSearches";

// spec §3, §9: I (Immediately), W (Weekly), M (Monthly), N (Never); 'I' when added.
export type AlertFrequency = "I" | "W" | "M" | "N";

export type LocalSavedSearch = {
  /** A local id until the server gives one. */
  search_id: string;
  alert_frequency: AlertFrequency;
  /** The canonical search path (design §5): one path per search, so it identifies the search. */
  path: string;
  /** A readable description, e.g. "3 bedroom homes for sale in Bristol". */
  title: string;
  savedAt: string;
};

function parseSearches(value: unknown): LocalSavedSearch[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (s): s is LocalSavedSearch =>
      typeof s === "object" &&
      s !== null &&
      typeof (s as LocalSavedSearch).search_id === "string" &&
      typeof (s as LocalSavedSearch).path === "string",
  );
}

const NONE: LocalSavedSearch[] = [];

export function readSavedSearches(): LocalSavedSearch[] {
  return readJson(SAVED_SEARCHES_KEY, parseSearches, NONE);
}

export function useSavedSearches(): LocalSavedSearch[] {
  return useStoredJson(SAVED_SEARCHES_KEY, parseSearches, NONE);
}

/** Adds the search (alert_frequency 'I'); saving a search already saved changes nothing. */
export function addSavedSearch(search: { path: string; title: string }): void {
  const searches = readSavedSearches();
  if (searches.some((s) => s.path === search.path)) return;
  writeJson(SAVED_SEARCHES_KEY, [
    ...searches,
    {
      search_id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      alert_frequency: "I",
      path: search.path,
      title: search.title,
      savedAt: new Date().toISOString(),
    } satisfies LocalSavedSearch,
  ]);
}

export function removeSavedSearch(searchId: string): void {
  writeJson(
    SAVED_SEARCHES_KEY,
    readSavedSearches().filter((s) => s.search_id !== searchId),
  );
}
