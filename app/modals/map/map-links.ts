// Links the map view builds (kept out of map.tsx so a page can import them without loading the map's chunk).
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { buildSearchPath, type SearchPathOptions } from "../../../modules/search/model/url.ts";

/**
 * A search, seen on the map: design §5 "links built while it is open carry hashbang=map" (and #/map). The
 * page's place goes by its slug while the search keeps it (issue 18), so the map stays open without a redirect.
 */
export function mapViewHref(criteria: SearchCriteria, place: SearchPathOptions["place"] = null): string {
  return buildSearchPath(criteria, { map: true, place });
}
