// Saved properties in local storage (spec §4 "Saving": the heart toggles; anonymous visitors keep them in the
// browser). Server sync for signed-in users comes with the accounts issue.
import { readJson, useStoredJson, writeJson } from "./local-store.ts";

export const SAVED_PROPERTIES_KEY = "openhouse.savedProperties";

function parseIds(value: unknown): number[] | null {
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : null;
}

const NONE: number[] = [];

export function readSavedPropertyIds(): number[] {
  return readJson(SAVED_PROPERTIES_KEY, parseIds, NONE);
}

/** Spec §4: "if saved it is removed, else added". Returns whether the property is saved afterwards. */
export function toggleSavedProperty(propertyId: number): boolean {
  const ids = readSavedPropertyIds();
  const saved = !ids.includes(propertyId);
  writeJson(SAVED_PROPERTIES_KEY, saved ? [...ids, propertyId] : ids.filter((id) => id !== propertyId));
  return saved;
}

export function useSavedPropertyIds(): number[] {
  return useStoredJson(SAVED_PROPERTIES_KEY, parseIds, NONE);
}
