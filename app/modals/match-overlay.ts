// Spec §2: "Modal routes are matched exactly by path."
import { matchPath } from "react-router";
import type { OverlayEntry, OverlayParams } from "./registry.ts";

export type OverlayMatch = { entry: OverlayEntry; params: OverlayParams; path: string };

export function matchOverlay(entries: readonly OverlayEntry[], path: string | null): OverlayMatch | null {
  if (path === null) return null;
  for (const entry of entries) {
    const match = matchPath({ path: entry.path, caseSensitive: true, end: true }, path);
    if (match) return { entry, params: match.params, path };
  }
  return null;
}
