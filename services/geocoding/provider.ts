// The geocoder port (issue 12 item 5): listings from feeds carry a postcode and a town but no coordinates;
// a provider turns them into a point and says how precise it is. docs/geography.md "Geocoding".
export type GeocodePrecision = "postcode" | "sector" | "district" | "town";

export type GeocodeQuery = { postcode?: string | null; town?: string | null };

export type GeocodeResult = { latitude: number; longitude: number; precision: GeocodePrecision };

export type GeocoderProvider = {
  readonly name: string;
  /** One answer per query, in order; null where nothing matched. Throws GeocoderError when it cannot answer. */
  geocodeMany(queries: readonly GeocodeQuery[]): Promise<(GeocodeResult | null)[]>;
};

/** The provider could not answer (network, timeout, refusal, unreadable answer). */
export class GeocoderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GeocoderError";
  }
}
