// Save this search (spec §4 "Saved search: add (alert_frequency 'I')"). Anonymous visitors save to local
// storage (spec §1); a signed-in user's search is saved on the server too. Pressing it again removes it.
import { useSavedSearchActions, useSavedSearches } from "../../client/saved-searches.ts";

export function SavedSearchButton({ path, title }: { path: string; title: string }) {
  const saved = useSavedSearches().find((s) => s.path === path);
  const { save, remove } = useSavedSearchActions();
  return (
    <button
      type="button"
      aria-pressed={saved !== undefined}
      className="oh-button-outline aria-pressed:bg-brand aria-pressed:text-brand-contrast"
      onClick={() => void (saved ? remove(saved) : save({ path, title }))}
    >
      {/* One label for both states: aria-pressed tells whether it is saved. */}
      Save search
    </button>
  );
}
