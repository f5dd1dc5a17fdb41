// Links and navigation between searches. Every search has one canonical path (design §5); moving to another
// is a client-side navigation (no full reload), so the back button simply returns to the previous search.
// While the map view is open (#/map) links carry it, as the grammar builds them (spec §2). The page's place
// is named by its slug while the search keeps that place (issue 18), so a link needs no redirect.
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { buildSearchPath, type SearchPathOptions } from "../../../modules/search/model/url.ts";
import { useHashPath } from "../../modals/hash-navigation.ts";

export function useSearchLinks(place: SearchPathOptions["place"] = null) {
  const inMap = useHashPath() === "/map";
  const { hash } = useLocation();
  const navigate = useNavigate();
  const href = useCallback(
    (criteria: SearchCriteria) => buildSearchPath(criteria, { map: inMap, place }),
    [inMap, place],
  );
  /** Goes to the search, keeping the open overlay (the map view) open. */
  const go = useCallback(
    (criteria: SearchCriteria) => void navigate(`${buildSearchPath(criteria, { place })}${hash}`),
    [navigate, hash, place],
  );
  return { href, go };
}
