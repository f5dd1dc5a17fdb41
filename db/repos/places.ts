// The gazetteer (places table) for GET /places: name matches and nearest places.
import { and, asc, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { escapeLike } from "../like-pattern.ts";
import { places } from "../schema.ts";
import { analyzeTables } from "../analyze.ts";

export type PlaceKind = (typeof places.$inferSelect)["kind"];
export type PlaceRow = {
  id: number;
  name: string;
  countyName: string;
  kind: PlaceKind;
  latitude: number;
  longitude: number;
  /** Issue 18: its word in search URLs; null for whole postcodes (db/repos/place-slugs.ts). */
  slug: string | null;
};

/** How a place's name matched the typed text: 0 exactly, 1 at its start, 2 anywhere inside. */
export type NameMatch = 0 | 1 | 2;

/** The columns of a PlaceRow, for every query that answers places. */
export const placeColumns = {
  id: places.id,
  name: places.name,
  countyName: places.countyName,
  kind: places.kind,
  latitude: places.latitude,
  longitude: places.longitude,
  slug: places.slug,
};

// LIKE treats % and _ as wildcards; typed text is matched literally.

const SHORT_TERM = 3;

// Towns and neighbourhoods come before postcode areas that match as well; districts before sectors.
const kindRank = sql<number>`(case ${places.kind} when 'postcode_district' then 1 when 'postcode_sector' then 2 when 'postcode' then 3 else 0 end)`;
const isPostcodeKind = sql`${places.kind} in ('postcode_district', 'postcode_sector', 'postcode')`;

/**
 * Places whose name contains `term` (case-insensitive; the trigram index places_name_trgm serves the
 * contains match; text under three characters matches from the start only), best match first, towns and
 * neighbourhoods before postcode areas, then by name, at most `limit`. Postcode districts and sectors match only from their start, and only when `postcodeLike` (the
 * text could begin a postcode): "s8" finds no "BS8", "Bath" no "BA1"; whole postcodes never match here.
 */
export async function selectPlacesMatching(
  db: Db,
  term: string,
  limit: number,
  { postcodeLike = false } = {},
): Promise<(PlaceRow & { match: NameMatch })[]> {
  const lowered = term.toLowerCase();
  const pattern = escapeLike(lowered);
  const name = sql`lower(${places.name})`;
  const match = sql<NameMatch>`(case when ${name} = ${lowered} then 0 when ${name} like ${`${pattern}%`} then 1 else 2 end)`;
  // One or two letters match names from their start only: "contains" would read every row (the trigram
  // index needs three), and with neighbourhoods loaded that costs over 100 ms (bench/places.ts).
  const contains = lowered.length < SHORT_TERM ? `${pattern}%` : `%${pattern}%`;
  // Whole postcodes are found by exact lookup only (modules/search/use-cases/places.ts): the rows made for earlier visitors'
  // searches are not offered to others.
  const postcodes = postcodeLike
    ? sql`${places.kind} <> 'postcode' and ${name} like ${`${pattern}%`}`
    : sql`false`;
  return db
    .select({ ...placeColumns, match })
    .from(places)
    .where(and(sql`${name} like ${contains}`, sql`(not ${isPostcodeKind} or ${postcodes})`))
    .orderBy(match, kindRank, asc(places.name), asc(places.id))
    .limit(limit);
}

/**
 * The `limit` towns and neighbourhoods nearest a point, nearest first (a KNN scan of places_earth_gist);
 * postcode areas are left out: "use my location" names a place, not a sector.
 */
export async function selectPlacesNear(
  db: Db,
  point: { latitude: number; longitude: number },
  limit: number,
): Promise<PlaceRow[]> {
  return selectPlacesNearWhere(db, point, sql`not ${isPostcodeKind}`, limit);
}

/** The `limit` places meeting `where` nearest a point, nearest first (a KNN scan of places_earth_gist). */
export function selectPlacesNearWhere(
  db: Db,
  point: { latitude: number; longitude: number },
  where: SQL | undefined,
  limit: number,
): Promise<PlaceRow[]> {
  const centre = sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
  return db
    .select(placeColumns)
    .from(places)
    .where(where)
    .orderBy(sql`ll_to_earth(${places.latitude}, ${places.longitude}) <-> ${centre}`, asc(places.id))
    .limit(limit);
}

/** One place by id, or null. */
export async function selectPlace(db: Db, id: number): Promise<PlaceRow | null> {
  const [row] = await db.select(placeColumns).from(places).where(eq(places.id, id));
  return row ?? null;
}

/** These places, in no particular order (unknown ids are left out). */
export async function selectPlacesByIds(db: Db, ids: readonly number[]): Promise<PlaceRow[]> {
  if (!ids.length) return [];
  return db
    .select(placeColumns)
    .from(places)
    .where(inArray(places.id, [...ids]));
}

/**
 * For every gazetteer town, how many gazetteer towns lie within `metres` of it (itself included). GeoNames
 * lists a city's districts as places of their own, so this grows with the size of the built-up area around a
 * place. Neighbourhoods and postcode areas are not counted (they would only measure how finely an import
 * cut the map).
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
      sql`${other.kind} = 'town' and earth_box(${centre}, ${metres}::float8) @> ${point} and earth_distance(${centre}, ${point}) <= ${metres}::float8`,
    )
    .where(eq(places.kind, "town"))
    .groupBy(places.id);
  return new Map(rows.map((row) => [row.id, row.neighbours]));
}

export type NamedQuery = { name: string; county?: string | null };
export type NamedPlaceRow = PlaceRow & {
  /** The query this row answers, as given (its name and county). */
  query: string;
  county: string | null;
  /** The key, place_name_key(), that the query's name and the place's name both reduce to. */
  key: string;
  /**
   * Whether the place's county matches the query's (their place_name_key()s are equal or one holds the other:
   * "Suffolk" / "West Suffolk"); null when the query names no county.
   */
  inCounty: boolean | null;
};

/**
 * The geocoder's last resort (issue 36): for each query, the towns and neighbourhoods whose name reduces to the
 * same place_name_key() as the query's ("Bury St. Edmunds" finds "Bury St Edmunds", "Newcastle on Tyne"
 * "Newcastle upon Tyne"). The rule lives in SQL only (migration 0027, docs/geography.md "Geocoding"); one
 * statement for the whole batch, served by the expression index places_name_key_idx.
 */
export async function selectPlacesNamed(db: Db, queries: readonly NamedQuery[]): Promise<NamedPlaceRow[]> {
  const asked = [
    ...new Map(
      queries
        .map((q) => ({ name: q.name.trim(), county: q.county?.trim() || null }))
        .filter((q) => q.name)
        .map((q) => [JSON.stringify([q.name, q.county]), q]),
    ).values(),
  ];
  if (!asked.length) return [];
  const result = await db.execute(sql`
    with q as (
      select r.name, r.county, place_name_key(r.name) as key, nullif(place_name_key(r.county), '') as county_key
      from json_to_recordset(${JSON.stringify(asked)}::json) as r(name text, county text))
    select p.id, p.name, p.county_name as "countyName", p.kind, p.latitude, p.longitude, p.slug,
      q.name as query, q.county, q.key,
      case when q.county_key is null then null
        else coalesce(c.key = q.county_key or strpos(c.key, q.county_key) > 0 or strpos(q.county_key, c.key) > 0,
          false) end as "inCounty"
    from q join ${places} p on place_name_key(p.name) = q.key
    cross join lateral (select nullif(place_name_key(p.county_name), '') as key) c
    where q.key <> '' and p.kind in ('town', 'neighbourhood')
    order by p.id`);
  return (result as unknown as { rows: NamedPlaceRow[] }).rows.map((row) => ({
    ...row,
    id: Number(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

/** Whether the places table has any row (the gazetteer loads into an empty one: db/seed/gazetteer.ts). */
export async function hasPlaces(db: Db): Promise<boolean> {
  const rows = await db.select({ id: places.id }).from(places).limit(1);
  return rows.length > 0;
}

export type NewSettlement = {
  name: string;
  countyName: string;
  kind: "town" | "neighbourhood";
  latitude: number;
  longitude: number;
  /** A town or neighbourhood of the same name (any case) this close is the same place: not added again. */
  sameWithinMetres: number;
};

/**
 * Adds towns and neighbourhoods the table does not have yet, so a second import of the same file, or a
 * suburb GeoNames already lists, adds nothing. Returns how many were added.
 */
export async function insertNewSettlements(db: Db, rows: NewSettlement[]): Promise<number> {
  if (!rows.length) return 0;
  const result = await db.execute(sql`
    with written as (
      insert into ${places} (name, county_name, country, kind, latitude, longitude)
      select r.name, r.county_name, 'GB', r.kind, r.latitude, r.longitude
      from json_to_recordset(${JSON.stringify(
        rows.map((row) => ({
          name: row.name,
          county_name: row.countyName,
          kind: row.kind,
          latitude: row.latitude,
          longitude: row.longitude,
          within: row.sameWithinMetres,
        })),
      )}::json) as r(name text, county_name text, kind text, latitude float8, longitude float8, within float8)
      where not exists (
        select 1 from ${places} p
        where lower(p.name) = lower(r.name) and p.kind in ('town', 'neighbourhood')
          and earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth(r.latitude, r.longitude)) <= r.within)
      returning 1)
    select count(*)::int as n from written`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** Fresh planner statistics for places, before and after a bulk import changes its size. */
export async function analyzePlaces(db: Db): Promise<void> {
  await analyzeTables(db, [places]);
}
