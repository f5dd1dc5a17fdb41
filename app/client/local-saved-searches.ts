// The saved searches this browser keeps (spec §1: anonymous visitors keep them in local storage): reading and
// emptying the list, apart from app/client/saved-searches.ts so the app state (on every page) does not bring the
// search URL grammar into the first render (issue 13 item 3).
import type { AlertFrequency } from "../../modules/accounts/model/alert-frequency.ts";
import { readJson, useStoredJson, writeJson } from "./local-store.ts";
import { SITE_STORAGE } from "../../domain/site-storage.ts";

export const SAVED_SEARCHES_KEY = SITE_STORAGE.savedSearches.name;

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

/** The locally stored list. */
export function useLocalSavedSearches(): LocalSavedSearch[] {
  return useStoredJson(SAVED_SEARCHES_KEY, parseSearches, NONE);
}

export function clearLocalSavedSearches(): void {
  writeJson(SAVED_SEARCHES_KEY, []);
}
