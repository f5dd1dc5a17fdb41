// How a page tells a search the map view made as the visitor moved it from one the visitor made (spec §4: the
// search history does not record the first). Apart from the map's links, so the results page's first
// JavaScript need not carry the search URL grammar they are built with (issue 13).
import type { Location } from "react-router";

/** Navigation state of a "search as I move the map" search: spec §4, the search history does not record it. */
export const EXPANDED_POLYGON_STATE = { expandedPolygon: true } as const;

export function isExpandedPolygonSearch(location: Pick<Location, "state">): boolean {
  const state: unknown = location.state;
  return (
    typeof state === "object" &&
    state !== null &&
    "expandedPolygon" in state &&
    state.expandedPolygon === true
  );
}
