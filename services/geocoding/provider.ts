// The geocoder port (issue 12 item 5): listings from feeds carry a postcode and a town but no coordinates;
// a provider turns them into a point and says how precise it is. docs/geography.md "Geocoding".
export type GeocodePrecision = "postcode" | "sector" | "district" | "town";

/**
 * `county`: the listing's county as the feed gives it; a town found by name must lie in it (issue 36,
 * services/geocoding/database.ts).
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
