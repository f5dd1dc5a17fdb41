// Save this search (spec §4 "Saved search: add (alert_frequency 'I')"). Anonymous visitors save to local
// storage (spec §1); the server side comes with the accounts issue. Pressing it again removes the search.
import { toast } from "sonner";
import { addSavedSearch, removeSavedSearch, useSavedSearches } from "../../client/saved-searches.ts";

export const SEARCH_SAVED = "Search saved.";
// spec §8 toast
export const SAVED_SEARCH_REMOVED = "Saved search removed";

export function SavedSearchButton({ path, title }: { path: string; title: string }) {
  const saved = useSavedSearches().find((s) => s.path === path);
  return (
    <button
      type="button"
      aria-pressed={saved !== undefined}
      className="oh-button-outline aria-pressed:bg-brand aria-pressed:text-brand-contrast"
      onClick={() => {
        if (saved) {
          removeSavedSearch(saved.search_id);
          toast.success(SAVED_SEARCH_REMOVED);
        } else {
          addSavedSearch({ path, title });
          toast.success(SEARCH_SAVED);
        }
      }}
    >
      {/* One label for both states: aria-pressed tells whether it is saved. */}
      Save search
    </button>
  );
}
