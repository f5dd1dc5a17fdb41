// The geocoder port (issue 12 item 5): listings from feeds carry a postcode and a town but no coordinates;
// a provider turns them into a point and says how precise it is. docs/geography.md "Geocoding". The wings
// (the feed sync, the listings and branch desks) depend on this port; the search wing builds the geocoder
// from the configured provider.
export type GeocodePrecision = "postcode" | "sector" | "district" | "town";

/**
 * `county`: the listing's county as the feed gives it; a town found by name must lie in it (issue 36,
 * modules/search/use-cases/geocoding/database.ts).
 */
export type GeocodeQuery = { postcode?: string | null; town?: string | null; county?: string | null };

export type GeocodeResult = {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
  /**
   * What the town step tolerated, for the import report: `town "Bury St. Edmunds" matched gazetteer "Bury St
   * Edmunds"`; absent when nothing was.
   */
  note?: string;
};

/** geocodeMany's answers with, beside each null, why the query was left unplaced (null beside a result). */
export type GeocodeOutcome = { results: (GeocodeResult | null)[]; reasons: (string | null)[] };

export type GeocoderProvider = {
  readonly name: string;
  /** One answer per query, in order; null where nothing matched. Throws GeocoderError when it cannot answer. */
  geocodeMany(queries: readonly GeocodeQuery[]): Promise<(GeocodeResult | null)[]>;
  /** The same answers, with the reasons for the nulls (a provider without it gives no reasons). */
  geocodeManyExplained?(queries: readonly GeocodeQuery[]): Promise<GeocodeOutcome>;
};

/** The provider could not answer (network, timeout, refusal, unreadable answer). */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GeocoderError";
  }
}

export type Geocoder = {
  readonly provider: GeocoderProvider;
  geocode(query: GeocodeQuery): Promise<GeocodeResult | null>;
  /** One answer per query, in order: for a feed's whole file at once (10,000 listings is a few queries). */
  geocodeMany(queries: readonly GeocodeQuery[]): Promise<(GeocodeResult | null)[]>;
  /** The same answers with, beside each null, why it was left unplaced (issue 36), for the import report. */
  geocodeManyExplained(queries: readonly GeocodeQuery[]): Promise<GeocodeOutcome>;
};

/**
 * Where a typed postcode and town are, as coordinates; null when they cannot be placed. The back office's desks
 * place a listing or a branch whose address staff changed with the same geocoder the feed sync uses.
 */
export async function positionFor(
  geocoder: Geocoder,
  place: { postcode: string; town: string },
): Promise<{ latitude: number; longitude: number } | null> {
  const found = await geocoder.geocode(place);
  return found ? { latitude: found.latitude, longitude: found.longitude } : null;
}
