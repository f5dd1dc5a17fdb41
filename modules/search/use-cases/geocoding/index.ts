// Geocoding listings (issue 12 item 5; docs/geography.md "Geocoding"): the provider GEOCODER names
// ("database", the default, or "postcodes.io"), behind one interface the feed sync calls. A provider that
// fails is logged and the database answers instead: a listing is better placed by its sector or town than
// not at all.
import type { Db } from "../../../../db/client.ts";
import type { Config } from "../../../../platform/config.ts";
import type { Logger } from "../../../../platform/logger.ts";
import { createDatabaseGeocoder, geocodeManyInDatabase, geocodeManyInDatabaseExplained } from "./database.ts";
import { createPostcodesIoGeocoder } from "./postcodes-io.ts";
import type { GeocodeOutcome, GeocodeQuery, GeocodeResult, Geocoder } from "../../../../platform/geocoder.ts";

export {
  GeocoderError,
  type Geocoder,
  type GeocodeOutcome,
  type GeocodePrecision,
  type GeocodeQuery,
  type GeocodeResult,
  type GeocoderProvider,
} from "../../../../platform/geocoder.ts";

export function createGeocoder(
  config: Pick<Config, "geocoder">,
  deps: { db: Db; logger: Logger; fetch?: typeof fetch },
): Geocoder {
  const provider =
    config.geocoder.provider === "postcodes.io"
      ? createPostcodesIoGeocoder({
          db: deps.db,
          baseUrl: config.geocoder.postcodesIoUrl,
          timeoutMs: config.geocoder.timeoutMs,
          fetch: deps.fetch,
        })
      : createDatabaseGeocoder(deps.db);
  const geocodeManyExplained = async (queries: readonly GeocodeQuery[]): Promise<GeocodeOutcome> => {
    if (!queries.length) return { results: [], reasons: [] };
    try {
      if (provider.geocodeManyExplained) return await provider.geocodeManyExplained(queries);
      const results = await provider.geocodeMany(queries);
      return { results, reasons: results.map((result) => (result ? null : `${provider.name}: not found`)) };
    } catch (error) {
      if (provider.name === "database") throw error;
      deps.logger.error(
        { err: error, provider: provider.name },
        "geocoder: provider failed; using the database",
      );
      return geocodeManyInDatabaseExplained(deps.db, queries);
    }
  };
  const geocodeMany = async (queries: readonly GeocodeQuery[]) =>
    (await geocodeManyExplained(queries)).results;
  return {
    provider,
    geocodeMany,
    geocodeManyExplained,
    geocode: async (query) => (await geocodeMany([query]))[0] ?? null,
  };
}

/**
 * The database geocoder, for callers holding only a database: the whole postcode, else its sector's centroid,
 * else its district's, else the town by name; null when none is known.
 */
export async function geocode(db: Db, query: GeocodeQuery): Promise<GeocodeResult | null> {
  return (await geocodeManyInDatabase(db, [query]))[0] ?? null;
}

/** The batch form of geocode(): one query per precision level, however many listings. */
export function geocodeMany(db: Db, queries: readonly GeocodeQuery[]): Promise<(GeocodeResult | null)[]> {
  return geocodeManyInDatabase(db, queries);
}

/** geocodeMany() with, beside each null, why the query was left unplaced (database.ts). */
export function geocodeManyExplained(db: Db, queries: readonly GeocodeQuery[]): Promise<GeocodeOutcome> {
  return geocodeManyInDatabaseExplained(db, queries);
}
