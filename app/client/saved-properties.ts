// Saved properties (spec §4 "Saving": "if saved it is removed, else added; stored in local storage and, if
// signed in, sent to the server"). Local storage always holds the visitor's own list: it is what a signed-out
// visitor sees, also right after signing out (spec §4 "Sign-in state"). A signed-in user sees the server's
// list, kept in the app state (app-state.tsx), which falls back to the local list when it cannot be fetched.
import { useCallback } from "react";
import { toast } from "./toast.ts";
import { useAppState } from "./app-state.tsx";
import { accountCalls } from "./account-calls.ts";
import { readJson, useStoredJson, writeJson } from "./local-store.ts";
import { SITE_STORAGE } from "../../domain/site-storage.ts";

export const SAVED_PROPERTIES_KEY = SITE_STORAGE.savedProperties.name;
/** Addresses of locally saved properties, so the sidebar can name them without a call. */
export const SAVED_PROPERTY_LABELS_KEY = SITE_STORAGE.savedPropertyLabels.name;

// spec §8 toasts (customisable: the site's flash texts under these keys win, see savedPropertyToastText)
export const PROPERTY_SAVED = "Property saved.";
export const SAVED_PROPERTY_REMOVED = "Saved property removed.";
export const PROPERTY_SAVED_KEY = "property-saved";
export const SAVED_PROPERTY_REMOVED_KEY = "saved-property-removed";
/** Spec-silent: a server failure while signed in (the local list has changed already). */
export const SAVED_PROPERTY_SYNC_FAILED =
  "Sorry, your saved properties could not be updated. Please try again.";

function parseIds(value: unknown): number[] | null {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : null;
}

function parseLabels(value: unknown): Record<string, string> | null {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, string>)
    : null;
}

const NONE: number[] = [];
const NO_LABELS: Record<string, string> = {};

export function readSavedPropertyIds(): number[] {
  return readJson(SAVED_PROPERTIES_KEY, parseIds, NONE);
}

/** Adds or removes one id in the local list (no duplicates, order of saving kept). */
export function withSaved(ids: readonly number[], propertyId: number, saved: boolean): number[] {
  const others = ids.filter((id) => id !== propertyId);
  return saved ? [...others, propertyId] : others;
}

/** Sets one property's saved state in local storage, remembering its address for the sidebar. */
export function setLocallySaved(propertyId: number, saved: boolean, addressLabel?: string): void {
  writeJson(SAVED_PROPERTIES_KEY, withSaved(readSavedPropertyIds(), propertyId, saved));
  const labels = { ...readJson(SAVED_PROPERTY_LABELS_KEY, parseLabels, NO_LABELS) };
  if (saved && addressLabel) labels[propertyId] = addressLabel;
  if (!saved) delete labels[propertyId];
  writeJson(SAVED_PROPERTY_LABELS_KEY, labels);
}

/** Spec §4: "if saved it is removed, else added" — on the local list. Returns the saved state afterwards. */
export function toggleSavedProperty(propertyId: number): boolean {
  const saved = !readSavedPropertyIds().includes(propertyId);
  setLocallySaved(propertyId, saved);
  return saved;
}

/** The locally stored list, whoever is signed in. */
export function useLocalSavedPropertyIds(): number[] {
  return useStoredJson(SAVED_PROPERTIES_KEY, parseIds, NONE);
}

export function useLocalSavedPropertyLabels(): Record<string, string> {
  return useStoredJson(SAVED_PROPERTY_LABELS_KEY, parseLabels, NO_LABELS);
}

/** The list the visitor sees: the server's when signed in and fetched, else the local one. */
export function useSavedPropertyIds(): number[] {
  const local = useLocalSavedPropertyIds();
  const { saved } = useAppState();
  return saved.propertyIds ?? local;
}

/** A flash text of the site under `key` when it has one, else the spec's default text. */
export function customisableText(messages: Readonly<Record<string, string>>, key: string, fallback: string) {
  const text = Object.hasOwn(messages, key) ? messages[key]?.trim() : undefined;
  return text ? text : fallback;
}

/**
 * The heart's toggle: local storage always; for a signed-in user also the server (spec §7: POST
 * /saved_properties.ljson {property_ids} to add, POST /saved_properties/{id} + delete to remove).
 */
export function useToggleSavedProperty(texts: Readonly<Record<string, string>>) {
  const ids = useSavedPropertyIds();
  const { user, authenticityToken, saved } = useAppState();
  const { setPropertyIds, refresh } = saved;
  return useCallback(
    async (propertyId: number, addressLabel: string) => {
      const nowSaved = !ids.includes(propertyId);
      setLocallySaved(propertyId, nowSaved, addressLabel);
      const message = nowSaved
        ? customisableText(texts, PROPERTY_SAVED_KEY, PROPERTY_SAVED)
        : customisableText(texts, SAVED_PROPERTY_REMOVED_KEY, SAVED_PROPERTY_REMOVED);
      if (!user) {
        toast.success(message);
        return;
      }
      // Shown at once; the server call follows and the list is re-read (for the sidebar's cards).
      setPropertyIds((current) => withSaved(current ?? ids, propertyId, nowSaved));
      const ok = await accountCalls()
        .then((calls) =>
          nowSaved
            ? calls.addSavedProperties([propertyId], authenticityToken)
            : calls.removeSavedProperty(propertyId, authenticityToken),
        )
        .catch(() => false);
      if (ok) toast.success(message);
      else toast.error(SAVED_PROPERTY_SYNC_FAILED);
      await refresh();
    },
    [ids, user, authenticityToken, setPropertyIds, refresh, texts],
  );
}

/** spec §4: the first signed-in load merges local and server saved properties once. */
export const SYNCED_FLAG_KEY = SITE_STORAGE.savedPropertiesSynced.name;

export function isSavedPropertiesListSynced(): boolean {
  return readJson(SYNCED_FLAG_KEY, (value) => value === true, false);
}

export function markSavedPropertiesListSynced(synced: boolean): void {
  writeJson(SYNCED_FLAG_KEY, synced);
}
