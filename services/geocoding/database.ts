// GEOCODER=database (the default): the postcodes table and the places gazetteer. For each query, the first
// that matches of: the whole postcode's centroid; its sector's centroid (the average of the sector's
// postcodes, kept on the sector's places row); its district's; the town by name. A batch costs one query per
// level, however many listings it holds.
import { readPostcodeQuery } from "../../domain/postcode.ts";
import type { Db } from "../../db/client.ts";
import { selectPlacesNamed, type PlaceRow } from "../../db/repos/places.ts";
import { selectPostcodePlaces, selectPostcodes } from "../../db/repos/postcodes.ts";
import { placeSizes } from "../places.ts";
import type { GeocodePrecision, GeocodeQuery, GeocodeResult, GeocoderProvider } from "./provider.ts";

type Point = { latitude: number; longitude: number };
const answer = (point: Point, precision: GeocodePrecision): GeocodeResult => ({
  latitude: point.latitude,
  longitude: point.longitude,
  precision,
});

export function createDatabaseGeocoder(db: Db): GeocoderProvider {
  return { name: "database", geocodeMany: (queries) => geocodeManyInDatabase(db, queries) };
}

/** What a query's postcode field names: a whole postcode, or only a sector or district ("BS8"). */
export function postcodeLevels(postcode: string | null | undefined) {
  const query = postcode ? readPostcodeQuery(postcode) : null;
  return {
    postcode: query?.kind === "postcode" ? query.postcode : null,
    sector: query && query.kind !== "district" ? query.sector : null,
    district: query?.district ?? null,
  };
}

const ALL_LEVELS: readonly GeocodePrecision[] = ["postcode", "sector", "district", "town"];

/** `levels`: the steps to try, in the fallback order (another provider may do some of them itself). */
export async function geocodeManyInDatabase(
  db: Db,
  queries: readonly GeocodeQuery[],
  steps: readonly GeocodePrecision[] = ALL_LEVELS,
): Promise<(GeocodeResult | null)[]> {
  const levels = queries.map((query) => postcodeLevels(query.postcode));
  const results: (GeocodeResult | null)[] = queries.map(() => null);
  const open = () => results.flatMap((result, index) => (result ? [] : [index]));
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

  if (steps.includes("postcode")) {
    const found = await selectPostcodes(db, distinct(levels.map((l) => l.postcode)));
    const byCode = new Map(found.map((row) => [row.postcode, row]));
    for (const index of open()) {
      const row = byCode.get(levels[index]!.postcode ?? "");
      if (row) results[index] = answer(row, "postcode");
    }
  }
  for (const [level, kind] of [
    ["sector", "postcode_sector"],
    ["district", "postcode_district"],
  ] as const) {
    if (!steps.includes(level)) continue;
    const wanted = open();
    const names = distinct(wanted.map((index) => levels[index]![level]));
    if (!names.length) continue;
    const byName = new Map((await selectPostcodePlaces(db, kind, names)).map((row) => [row.name, row]));
    for (const index of wanted) {
      const row = byName.get(levels[index]![level] ?? "");
      if (row) results[index] = answer(row, level);
    }
  }
  if (!steps.includes("town")) return results;
  const wanted = open();
  const towns = distinct(wanted.map((index) => queries[index]!.town?.trim().toLowerCase() ?? null));
  if (towns.length) {
    const best = await bestPlaceByName(db, await selectPlacesNamed(db, towns));
    for (const index of wanted) {
      const place = best.get(queries[index]!.town?.trim().toLowerCase() ?? "");
      if (place) results[index] = answer(place, "town");
    }
  }
  return results;
}

/** Of the places sharing a name, a gazetteer town before a neighbourhood, then the biggest (services/places.ts). */
async function bestPlaceByName(db: Db, rows: PlaceRow[]): Promise<Map<string, PlaceRow>> {
  const sizes = rows.length > 1 ? await placeSizes(db) : new Map<number, number>();
  const score = (place: PlaceRow) => [place.kind === "town" ? 0 : 1, -(sizes.get(place.id) ?? 1), place.id];
  const best = new Map<string, PlaceRow>();
  for (const place of rows) {
    const key = place.name.toLowerCase();
    const current = best.get(key);
    if (!current || compareScores(score(place), score(current)) < 0) best.set(key, place);
  }
  return best;
}

const compareScores = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};
