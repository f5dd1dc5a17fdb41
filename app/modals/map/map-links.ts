// Links the map view builds, and how the page tells its searches apart (kept out of map.tsx so a page can
// import them without loading the map's chunk).
import type { Location } from "react-router";
import type { SearchCriteria } from "../../../domain/search/criteria.ts";
import { buildSearchPath, type SearchPathOptions } from "../../../domain/search/url.ts";

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

/**
 * A search, seen on the map: design §5 "links built while it is open carry hashbang=map" (and #/map). The
 * page's place goes by its slug while the search keeps it (issue 18), so the map stays open without a redirect.
 */
export function mapViewHref(criteria: SearchCriteria, place: SearchPathOptions["place"] = null): string {
  return buildSearchPath(criteria, { map: true, place });
}
