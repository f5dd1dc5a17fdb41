// The map view's markers (issue 16): every result of a search, not one page of it, as compact points
// (modules/search/model/map-markers.ts; GET /search_markers.ljson in docs/search-json.md).
import { selectSearchMarkers, type SearchMarkerRow } from "../repos/search.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { listingPriceText } from "../../../domain/pricing.ts";
import { chargesWithPrice } from "../../advert-rules/model/price-honesty.ts";
import { MAP_MARKER_LIMIT, type MapMarker, type MapMarkers } from "../model/map-markers.ts";
import type { SearchCriteria } from "../model/criteria.ts";
import type { Services } from "../../../platform/services.ts";
import { resolveSearch } from "./search.ts";

/** A row's marker; none for a listing not on the map (the query leaves those out; this tells the compiler). */
export function toMapMarker(row: SearchMarkerRow): MapMarker[] {
  if (row.latitude === null || row.longitude === null) return [];
  const charges = chargesWithPrice({ channel: row.channel, materialInformation: row.materialInformation });
  return [
    {
      id: row.id,
      lat: row.latitude,
      lng: row.longitude,
      price: listingPriceText(row),
      // Only where there are charges: most markers have none, and a map carries up to a thousand.
      ...(charges ? { charges } : {}),
      label: row.displayAddress,
      photo: row.photoKey ? mediaPath(DEFAULT_CARD_SIZE, row.photoKey) : null,
    },
  ];
}

/** The search's markers, whatever page the criteria name; cached like the results (searchProperties). */
export function searchMarkers(services: Services, criteria: SearchCriteria): Promise<MapMarkers> {
  const whole = { ...criteria, page: 1 };
  return services.searchCache.fetch(`markers:${JSON.stringify(whole)}`, async () => {
    const search = await resolveSearch(services, whole);
    // One more than the limit says whether there are more.
    const rows = await selectSearchMarkers(services.db, search, MAP_MARKER_LIMIT + 1);
    return {
      markers: rows.slice(0, MAP_MARKER_LIMIT).flatMap(toMapMarker),
      truncated: rows.length > MAP_MARKER_LIMIT,
    };
  });
}
