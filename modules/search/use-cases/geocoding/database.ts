// GEOCODER=database (the default): the postcodes table and the places gazetteer. For each query, the first
// that matches of: the whole postcode's centroid; its sector's centroid (the average of the sector's
// postcodes, kept on the sector's places row); its district's; the town by name. A batch costs one query per
// level, however many listings it holds (the town step two: the names, then the postcode areas' evidence).
//
// The town step (issue 36; docs/geography.md "Geocoding"):
// - names match by place_name_key(), one SQL rule for both sides ("Bury St. Edmunds" finds "Bury St
//   Edmunds"); the result's `note` says when the spellings differed;
// - with a county, only places in it; with a postcode whose area the database knows anything of (its
//   districts' and sectors' centroids), only places within 40 km of that area;
// - one place left, or several within 5 km of one another: the best of them (town before neighbourhood, then
//   the biggest); several apart: null, never a guess.
// Why a query stays unplaced: geocodeManyInDatabaseExplained() returns `{ results, reasons }`, the reasons
// parallel to the results (a string beside each null, null beside each result); geocodeManyInDatabase()
// returns the results alone, the shape GeocoderProvider.geocodeMany has always had.
import { readPostcodeQuery } from "../../../../domain/postcode.ts";
import type { Db } from "../../../../db/client.ts";
import { selectPlacesNamed, type NamedPlaceRow, type PlaceRow } from "../../../../db/repos/places.ts";
import {
  postcodeAreaOf,
  selectAreaEvidence,
  selectPostcodePlaces,
  selectPostcodes,
} from "../../../../db/repos/postcodes.ts";
import { metresBetween } from "../../../../domain/geo-distance.ts";
import { placeSizes } from "../places.ts";
import type {
  GeocodeOutcome,
  GeocodePrecision,
  GeocodeQuery,
  GeocodeResult,
  GeocoderProvider,
} from "../../../../platform/geocoder.ts";

type Point = { latitude: number; longitude: number };
const answer = (point: Point, precision: GeocodePrecision): GeocodeResult => ({
  latitude: point.latitude,
  longitude: point.longitude,
  precision,
});

export function createDatabaseGeocoder(db: Db): GeocoderProvider {
  return {
    name: "database",
    geocodeMany: (queries) => geocodeManyInDatabase(db, queries),
    geocodeManyExplained: (queries) => geocodeManyInDatabaseExplained(db, queries),
  };
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

/** A town found by name must lie this close to its postcode area's nearest known point. */
export const TOWN_AREA_METRES = 40_000;
/** Places of one name this close to one another are one place (a town and its own neighbourhood row). */
export const SAME_PLACE_METRES = 5_000;

/** `steps`: the levels to try, in the fallback order (another provider may do some of them itself). */
export async function geocodeManyInDatabase(
  db: Db,
  queries: readonly GeocodeQuery[],
  steps: readonly GeocodePrecision[] = ALL_LEVELS,
): Promise<(GeocodeResult | null)[]> {
  return (await geocodeManyInDatabaseExplained(db, queries, steps)).results;
}

/** geocodeManyInDatabase with, beside each null, why (see the top of this file). */
export async function geocodeManyInDatabaseExplained(
  db: Db,
  queries: readonly GeocodeQuery[],
  steps: readonly GeocodePrecision[] = ALL_LEVELS,
): Promise<GeocodeOutcome> {
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
  const reasons: (string | null)[] = queries.map(() => null);
  const unplacedPostcode = (index: number) => {
    const postcode = queries[index]!.postcode?.trim();
    return postcode ? `postcode "${postcode}" not placed` : null;
  };
  if (!steps.includes("town")) {
    for (const index of open()) reasons[index] = unplacedPostcode(index) ?? "no postcode given";
    return { results, reasons };
  }
  const wanted = open();
  const towns = await townsFor(
    db,
    wanted.map((index) => ({ ...queries[index]!, area: postcodeAreaOf(levels[index]!.district) })),
  );
  wanted.forEach((index, i) => {
    const town = towns[i]!;
    if ("place" in town) {
      results[index] = town.note
        ? { ...answer(town.place, "town"), note: town.note }
        : answer(town.place, "town");
    } else {
      reasons[index] = [unplacedPostcode(index), town.reason].filter(Boolean).join("; ");
    }
  });
  return { results, reasons };
}

type TownQuery = GeocodeQuery & { area: string | null };
type TownAnswer = { place: PlaceRow; note: string | null } | { reason: string };

/** The town step for a batch: two queries, however many towns (see the top of this file). */
async function townsFor(db: Db, queries: readonly TownQuery[]): Promise<TownAnswer[]> {
  const asked = queries.map((q) => ({ name: q.town?.trim() ?? "", county: q.county?.trim() || null }));
  const rows = await selectPlacesNamed(
    db,
    asked.filter((q) => q.name),
  );
  const askKey = (name: string, county: string | null) => JSON.stringify([name, county]);
  const candidatesOf = new Map<string, NamedPlaceRow[]>();
  for (const row of rows) {
    const key = askKey(row.query, row.county);
    candidatesOf.set(key, [...(candidatesOf.get(key) ?? []), row]);
  }
  const named = asked.map((q) => candidatesOf.get(askKey(q.name, q.county)) ?? []);
  const inCounty = named.map((candidates) => candidates.filter((c) => c.inCounty !== false));
  const evidence = await selectAreaEvidence(
    db,
    queries.flatMap((q, i) => (q.area && inCounty[i]!.length ? [q.area] : [])),
  );
  // metresBetween() agrees with earthdistance; each (area, place) is measured once however many listings ask.
  const nearArea = new Map<string, boolean>();
  const withinArea = (area: string, place: PlaceRow) => {
    const key = `${area} ${place.id}`;
    let near = nearArea.get(key);
    if (near === undefined) {
      near = evidence.get(area)!.some((point) => metresBetween(point, place) <= TOWN_AREA_METRES);
      nearArea.set(key, near);
    }
    return near;
  };
  let sizes: Map<number, number> | null = null;
  const answers: (TownAnswer | PlaceRow[])[] = queries.map((q, i) => {
    const { name, county } = asked[i]!;
    const all = named[i]!;
    const where = (places: PlaceRow[]) =>
      [...new Set(places.map((p) => p.countyName || "no county"))].join(", ");
    if (!name) return { reason: "no town given" };
    if (!all.length) return { reason: `town "${name}" is not in the gazetteer` };
    let left: PlaceRow[] = inCounty[i]!;
    if (!left.length)
      return {
        reason: `town "${name}" is not in county "${county}" (the gazetteer has it in ${where(all)})`,
      };
    if (q.area && evidence.has(q.area)) {
      left = left.filter((c) => withinArea(q.area!, c));
      if (!left.length) {
        return {
          reason: `town "${name}" is not within ${TOWN_AREA_METRES / 1000} km of postcode area ${q.area} (the gazetteer has it in ${where(all)})`,
        };
      }
    }
    const onePlace = left.every((a) => left.every((b) => metresBetween(a, b) <= SAME_PLACE_METRES));
    if (!onePlace) {
      return {
        reason: `town "${name}" names ${left.length} places (${where(left)}) and neither a county nor the postcode's area says which`,
      };
    }
    return left;
  });
  if (answers.some((a) => Array.isArray(a) && a.length > 1)) sizes = await placeSizes(db);
  return answers.map((a, i) => {
    if (!Array.isArray(a)) return a;
    const place = bestPlace(a, sizes ?? new Map());
    const name = asked[i]!.name;
    const notes = [
      name.toLowerCase() !== place.name.toLowerCase()
        ? `town "${name}" matched gazetteer "${place.name}"`
        : null,
      named[i]!.length > a.length
        ? `one of ${named[i]!.length} places of that name, chosen by ${
            inCounty[i]!.length < named[i]!.length
              ? inCounty[i]!.length > a.length
                ? "county and postcode area"
                : "county"
              : "postcode area"
          }`
        : null,
    ].filter(Boolean);
    return { place, note: notes.length ? notes.join("; ") : null };
  });
}

/** Of places that are one place, a gazetteer town before a neighbourhood, then the biggest (modules/search/use-cases/places.ts). */
function bestPlace(places: readonly PlaceRow[], sizes: Map<number, number>): PlaceRow {
  const score = (place: PlaceRow) => [place.kind === "town" ? 0 : 1, -(sizes.get(place.id) ?? 1), place.id];
  return places.reduce((best, place) => (compareScores(score(place), score(best)) < 0 ? place : best));
}

const compareScores = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};
