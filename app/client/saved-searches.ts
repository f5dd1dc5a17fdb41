// Saved searches (spec §4 "Saved search: add (alert_frequency 'I'), remove, update, set"). Anonymous visitors
// keep them in local storage (spec §1); a signed-in user's list is the server's (GET /saved_searches.ljson,
// held in the app state), and saving also goes to the server (POST /search?{query}). Sign-out empties the
// list (spec §4 "Sign-in state"). After sign-up each local search is sent with POST /search?{query} (spec §7).
import { useCallback } from "react";
import { toast } from "./toast.ts";
import {
  DEFAULT_ALERT_FREQUENCY,
  SAVED_SEARCH_REMOVED as REMOVED_TEXT,
  type AlertFrequency,
} from "../../modules/accounts/model/alert-frequency.ts";
import { accountCalls } from "./account-calls.ts";
import { useAppState } from "./app-state.tsx";
import {
  SAVED_SEARCHES_KEY,
  readSavedSearches,
  useLocalSavedSearches,
  type LocalSavedSearch,
} from "./local-saved-searches.ts";
import { writeJson } from "./local-store.ts";
import type { SavedSearchQueryInput } from "./saved-search-query.ts";

export type { AlertFrequency };
export {
  SAVED_SEARCHES_KEY,
  clearLocalSavedSearches,
  readSavedSearches,
  useLocalSavedSearches,
  type LocalSavedSearch,
} from "./local-saved-searches.ts";

// spec §8 toast; saving has no spec text, this one is ours.
export const SEARCH_SAVED = "Search saved.";
export const SAVED_SEARCH_REMOVED = REMOVED_TEXT;
/** Spec-silent: a server failure while signed in. */
export const SAVED_SEARCH_SYNC_FAILED = "Sorry, your saved searches could not be updated. Please try again.";

/** The list the visitor sees: the server's when signed in and fetched, else the local one. */
export function useSavedSearches(): LocalSavedSearch[] {
  const local = useLocalSavedSearches();
  const { saved } = useAppState();
  return saved.searches ?? local;
}

/** Adds the search (alert_frequency 'I'); saving a search already saved changes nothing. */
export function addSavedSearch(search: { path: string; title: string }): void {
  const searches = readSavedSearches();
  if (searches.some((s) => s.path === search.path)) return;
  writeJson(SAVED_SEARCHES_KEY, [
    ...searches,
    {
      search_id: `local-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`,
      alert_frequency: DEFAULT_ALERT_FREQUENCY,
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

function removeLocalSavedSearchByPath(path: string): void {
  writeJson(
    SAVED_SEARCHES_KEY,
    readSavedSearches().filter((s) => s.path !== path),
  );
}

/** Spec §4 sign-out: "saved searches to empty". */

// The query needs the search URL grammar (4 KB), which a page showing the 'Save search' button does not
// otherwise load: it comes with the first call to the server (issue 13).
const savedSearchQueryLater = (search: SavedSearchQueryInput) =>
  import("./saved-search-query.ts").then((module) => module.savedSearchQuery(search));

/** The actions on saved searches; local for anonymous visitors, local and server for a signed-in user. */
export function useSavedSearchActions() {
  const { user, authenticityToken, saved } = useAppState();
  const refresh = saved.refresh;
  const signedIn = user !== null;

  const save = useCallback(
    async (search: { path: string; title: string }) => {
      addSavedSearch(search);
      if (!signedIn) {
        toast.success(SEARCH_SAVED);
        return;
      }
      const query = await savedSearchQueryLater({ ...search, alert_frequency: DEFAULT_ALERT_FREQUENCY });
      const ok = query
        ? await accountCalls()
            .then((calls) => calls.createSavedSearch(query, authenticityToken))
            .catch(() => false)
        : false;
      if (ok) toast.success(SEARCH_SAVED);
      else toast.error(SAVED_SEARCH_SYNC_FAILED);
      await refresh();
    },
    [signedIn, authenticityToken, refresh],
  );

  const remove = useCallback(
    async (search: LocalSavedSearch) => {
      removeLocalSavedSearchByPath(search.path);
      if (!signedIn) {
        toast.success(SAVED_SEARCH_REMOVED);
        return;
      }
      const ok = await accountCalls()
        .then((calls) => calls.deleteSavedSearch(search.search_id, authenticityToken))
        .catch(() => false);
      if (ok) toast.success(SAVED_SEARCH_REMOVED);
      else toast.error(SAVED_SEARCH_SYNC_FAILED);
      await refresh();
    },
    [signedIn, authenticityToken, refresh],
  );

  /** Spec §6: only signed-in users see (and so change) the alert frequency; it lives on the server. */
  const setFrequency = useCallback(
    async (search: LocalSavedSearch, alertFrequency: AlertFrequency): Promise<boolean> => {
      const query = await savedSearchQueryLater({ ...search, alert_frequency: alertFrequency });
      const ok = query
        ? await accountCalls()
            .then((calls) => calls.updateSavedSearch(query, authenticityToken))
            .catch(() => false)
        : false;
      if (!ok) toast.error(SAVED_SEARCH_SYNC_FAILED);
      await refresh();
      return ok;
    },
    [authenticityToken, refresh],
  );

  return { save, remove, setFrequency };
}
