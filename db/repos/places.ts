// The gazetteer (places table) for GET /places: name matches and nearest places.
import { asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { places } from "../schema.ts";

export type PlaceRow = { id: number; name: string; countyName: string; latitude: number; longitude: number };

/** How a place's name matched the typed text: 0 exactly, 1 at its start, 2 anywhere inside. */
export type NameMatch = 0 | 1 | 2;

const placeColumns = {
  id: places.id,
  name: places.name,
  countyName: places.countyName,
  latitude: places.latitude,
  longitude: places.longitude,
};

// LIKE treats % and _ as wildcards; typed text is matched literally.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Places whose name contains `term` (case-insensitive; the trigram index places_name_trgm serves the
 * contains match), best match first, then by name, at most `limit`.
 */
export async function selectPlacesMatching(
  db: Db,
  term: string,
  limit: number,
): Promise<(PlaceRow & { match: NameMatch })[]> {
  const lowered = term.toLowerCase();
  const pattern = escapeLike(lowered);
  const name = sql`lower(${places.name})`;
  const match = sql<NameMatch>`(case when ${name} = ${lowered} then 0 when ${name} like ${`${pattern}%`} then 1 else 2 end)`;
  return db
    .select({ ...placeColumns, match })
    .from(places)
    .where(sql`${name} like ${`%${pattern}%`}`)
    .orderBy(match, asc(places.name), asc(places.id))
    .limit(limit);
}

/** The `limit` places nearest a point, nearest first (a KNN scan of places_earth_gist). */
export async function selectPlacesNear(
  db: Db,
  point: { latitude: number; longitude: number },
  limit: number,
): Promise<PlaceRow[]> {
  const centre = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  return db
    .select(placeColumns)
    .from(places)
    .orderBy(sql`ll_to_earth(${places.latitude}, ${places.longitude}) <-> ${centre}`, asc(places.id))
    .limit(limit);
}

/** One place by id, or null. */
export async function selectPlace(db: Db, id: number): Promise<PlaceRow | null> {
  const [row] = await db.select(placeColumns).from(places).where(eq(places.id, id));
  return row ?? null;
}

/**
 * For every place, how many gazetteer places lie within `metres` of it (itself included). GeoNames lists a
 * city's districts as places of their own, so this grows with the size of the built-up area around a place.
 */
export async function selectPlaceNeighbourCounts(db: Db, metres: number): Promise<Map<number, number>> {
  const other = alias(places, "other");
  const centre = sql`ll_to_earth(${places.latitude}, ${places.longitude})`;
  const point = sql`ll_to_earth(${other.latitude}, ${other.longitude})`;
  const rows = await db
    .select({ id: places.id, neighbours: count() })
    .from(places)
    .innerJoin(
      other,
      sql`earth_box(${centre}, ${metres}::float8) @> ${point} and earth_distance(${centre}, ${point}) <= ${metres}::float8`,
    )
    .groupBy(places.id);
  return new Map(rows.map((row) => [row.id, row.neighbours]));
}
