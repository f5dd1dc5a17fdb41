// The map view's markers (issue 16): every result of a search as a point with the little its pop-up shows, so
// the map can show the whole search rather than one page of 24 cards (GET /search_markers.ljson,
// docs/search-json.md).

/**
 * At most this many markers for one search: the count's own cap (COUNT_CAP in modules/search/use-cases/search.ts), past
 * which the page says "1,000+" and a visitor narrows the search anyway. About 130 bytes a marker, so the
 * largest answer is ~130 kB before compression.
 */
export const MAP_MARKER_LIMIT = 1_000;

export type MapMarker = {
  /** The property id; its page is propertyPath(id). */
  id: number;
  lat: number;
  lng: number;
  /** The card's price text ("Guide Price £325,000", "£1,250 pcm", "POA"). */
  price: string;
  /** The charges stated with the price (issue 41), as on the card; absent when there are none. */
  charges?: string;
  /** The display address: the marker's and the pop-up link's name. */
  label: string;
  /** The first photo at the card size, or null. */
  photo: string | null;
};

export type MapMarkers = {
  markers: MapMarker[];
  /** True when the search has more than MAP_MARKER_LIMIT matches: the first ones, in the search's order. */
  truncated: boolean;
};
