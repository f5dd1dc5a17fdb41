// Local browser storage as small JSON documents that React can subscribe to (spec §1: anonymous visitors save
// to local browser storage only). A change in this tab and in any other tab reaches every subscriber.
import { useSyncExternalStore } from "react";

const CHANGE_EVENT = "oh-local-store-change";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): saving then simply does not persist.
    return null;
  }
}

/** The stored text under `key`, or null (also on the server, where nothing is stored). */
function readRaw(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

/** The value in stored text, or `fallback` when there is none or it is unreadable (older or hand-edited). */
function parseStored<T>(raw: string | null, parse: (value: unknown) => T | null, fallback: T): T {
  if (raw === null) return fallback;
  try {
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/** The stored value, or `fallback` when there is none or it is unreadable. */
export function readJson<T>(key: string, parse: (value: unknown) => T | null, fallback: T): T {
  return parseStored(readRaw(key), parse, fallback);
}

export function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the visitor keeps the in-page state, nothing else breaks.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function subscribe(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const onLocal = (event: Event) => {
    if ((event as CustomEvent<string>).detail === key) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGE_EVENT, onLocal);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGE_EVENT, onLocal);
  };
}

/**
 * A stored value as React state. The server and the hydrating render see `fallback` (the HTML is the same for
 * every visitor, design §1); the stored value takes over right after hydration.
 */
export function useStoredJson<T>(key: string, parse: (value: unknown) => T | null, fallback: T): T {
  // Snapshots are the raw text, so an unchanged value never re-renders; it is parsed here.
  return parseStored(useStoredText(key), parse, fallback);
}

/** The stored text under `key` as React state (null on the server and while hydrating, like useStoredJson). */
export function useStoredText(key: string): string | null {
  return useSyncExternalStore(
    (onChange) => subscribe(key, onChange),
    () => readRaw(key),
    () => null,
  );
}
