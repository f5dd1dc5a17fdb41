// Postcode centroids (the `postcodes` table) and the places rows that stand for postcodes, sectors and
// districts in the location search (docs/geography.md "Postcodes in the location search").
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { listingRows } from "../agency-scope.ts";
import { places, postcodes, properties } from "../schema.ts";
import { assignPlaceSlugs } from "./place-slugs.ts";
import { rowsOf } from "../rows.ts";

export type PostcodeCentroid = {
  /** Normalised, "BS8 2LG". */
  postcode: string;
  district: string;
  sector: string;
  latitude: number;
  longitude: number;
  /** "onspd", "codepoint", "demo", … */
  source: string;
};

export type PostcodePlaceKind = "postcode_district" | "postcode_sector" | "postcode";
export type PostcodePlace = {
  id: number;
  kind: PostcodePlaceKind;
  name: string;
  countyName: string;
  latitude: number;
  longitude: number;
};

// The predicate of the partial unique index places_postcode_key, repeated so ON CONFLICT can infer it.
const POSTCODE_KINDS = sql.raw(`kind in ('postcode_district', 'postcode_sector', 'postcode')`);

// The nearest gazetteer town names a postcode place ("BS8 2, Bristol"), as a county names a town.
const nearestTown = (latitude: unknown, longitude: unknown) => sql`(
  select t.name from ${places} t where t.kind = 'town'
  order by ll_to_earth(t.latitude, t.longitude) <-> ll_to_earth(${latitude}, ${longitude}) limit 1)`;

/**
 * Inserts or updates centroids (the last row wins for a postcode given twice); a row whose values are
 * unchanged is not rewritten, so a second import of the same file writes nothing. Returns how many rows were
 * inserted or changed.
 */
export async function upsertPostcodes(db: Db, rows: PostcodeCentroid[]): Promise<number> {
  if (!rows.length) return 0;
  const unique = [...new Map(rows.map((row) => [row.postcode, row])).values()];
  const result = await db.execute(sql`
    with written as (
      insert into ${postcodes} (postcode, district, sector, latitude, longitude, source)
      select r.postcode, r.district, r.sector, r.latitude, r.longitude, r.source
      from json_to_recordset(${JSON.stringify(unique)}::json) as r(
        postcode text, district text, sector text, latitude float8, longitude float8, source text)
      on conflict (postcode) do update set
        district = excluded.district, sector = excluded.sector, latitude = excluded.latitude,
        longitude = excluded.longitude, source = excluded.source
      where (${postcodes.district}, ${postcodes.sector}, ${postcodes.latitude}, ${postcodes.longitude}, ${postcodes.source})
        is distinct from (excluded.district, excluded.sector, excluded.latitude, excluded.longitude, excluded.source)
      returning 1)
    select count(*)::int as n from written`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * The demo agency's own centroids (source "demo"): each demo listing's postcode at the average position of
 * the demo listings carrying it. A postcode an import already knows keeps the imported centroid. Only the demo
 * postcodes of the agency's own districts are replaced: the table is the install's, and another demo agency's
 * towns (and so its postcodes) are elsewhere.
 */
export async function replaceDemoPostcodes(db: Db, districts: string[]): Promise<number> {
  await db.delete(postcodes).where(and(eq(postcodes.source, "demo"), inArray(postcodes.district, districts)));
  const result = await db.execute(sql`
    with written as (
      insert into ${postcodes} (postcode, district, sector, latitude, longitude, source)
      select p.code, split_part(p.code, ' ', 1), left(p.code, length(p.code) - 2),
        round(avg(p.latitude)::numeric, 6)::float8, round(avg(p.longitude)::numeric, 6)::float8, 'demo'
      from (
        select upper(trim(${properties.postcode})) as code, ${properties.latitude} as latitude,
          ${properties.longitude} as longitude
        from ${properties}
        where ${listingRows(db, properties.agencyId)} and ${properties.source} = 'demo') p
      where p.code ~ '^[A-Z]{1,2}[0-9][A-Z0-9]? [0-9][A-Z]{2}$'
      group by p.code
      on conflict (postcode) do nothing
      returning 1)
    select count(*)::int as n from written`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Brings the places rows of postcode districts and sectors in line with the postcodes table: one row per
 * district and per sector at the average of its postcodes, new ones named after their nearest town; and the
 * centroid of every postcode already in places. Rows are never deleted: saved searches name them by id.
 * Returns how many rows were inserted or moved.
 */
export async function refreshPostcodePlaces(db: Db): Promise<number> {
  let changed = 0;
  for (const [kind, column] of [
    ["postcode_district", "district"],
    ["postcode_sector", "sector"],
  ] as const) {
    const result = await db.execute(sql`
      with areas as (
        select ${sql.raw(column)} as name, round(avg(latitude)::numeric, 6)::float8 as latitude,
          round(avg(longitude)::numeric, 6)::float8 as longitude
        from ${postcodes} group by ${sql.raw(column)}),
      written as (
        insert into ${places} (name, county_name, country, kind, latitude, longitude)
        select a.name, coalesce(${nearestTown(sql`a.latitude`, sql`a.longitude`)}, ''), 'GB', ${kind},
          a.latitude, a.longitude
        from areas a
        left join ${places} known on known.kind = ${kind} and known.name = a.name
        where known.id is null or known.latitude <> a.latitude or known.longitude <> a.longitude
        on conflict (kind, name) where ${POSTCODE_KINDS} do update set
          latitude = excluded.latitude, longitude = excluded.longitude
        returning 1)
      select count(*)::int as n from written`);
    changed += Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  // Issue 18: new districts and sectors get their slugs (bs8, bs8-2).
  await assignPlaceSlugs(db);
  const moved = await db.execute(sql`
    with written as (
      update ${places} p set latitude = c.latitude, longitude = c.longitude
      from ${postcodes} c
      where p.kind = 'postcode' and p.name = c.postcode
        and (p.latitude <> c.latitude or p.longitude <> c.longitude)
      returning 1)
    select count(*)::int as n from written`);
  return changed + Number(rowsOf<{ n: number }>(moved)[0]?.n ?? 0);
}

/** The centroids of these normalised postcodes that the table knows. */
export async function selectPostcodes(db: Db, codes: string[]): Promise<PostcodeCentroid[]> {
  if (!codes.length) return [];
  return db.select().from(postcodes).where(inArray(postcodes.postcode, codes));
}

/** The places rows of these postcodes, sectors or districts ("BS8 2LG", "BS8 2", "BS8") that exist. */
export async function selectPostcodePlaces(
  db: Db,
  kind: PostcodePlaceKind,
  names: string[],
): Promise<PostcodePlace[]> {
  if (!names.length) return [];
  const rows = await db
    .select({
      id: places.id,
      kind: places.kind,
      name: places.name,
      countyName: places.countyName,
      latitude: places.latitude,
      longitude: places.longitude,
    })
    .from(places)
    .where(and(eq(places.kind, kind), inArray(places.name, names)));
  return rows as PostcodePlace[];
}

/**
 * The places row of a whole postcode, made from its centroid on first use (the location search offers
 * postcodes as they are typed, rather than holding all 1.7 million in places); null when the postcodes table
 * does not know it.
 */
export async function ensurePostcodePlace(db: Db, postcode: string): Promise<PostcodePlace | null> {
  const [known] = await selectPostcodePlaces(db, "postcode", [postcode]);
  if (known) return known;
  await db.execute(sql`
    insert into ${places} (name, county_name, country, kind, latitude, longitude)
    select c.postcode, coalesce(${nearestTown(sql`c.latitude`, sql`c.longitude`)}, ''), 'GB', 'postcode',
      c.latitude, c.longitude
    from ${postcodes} c where c.postcode = ${postcode}
    on conflict (kind, name) where ${POSTCODE_KINDS} do nothing`);
  const [made] = await selectPostcodePlaces(db, "postcode", [postcode]);
  return made ?? null;
}

/** A postcode area's letters: "IP28 7EE", "IP28" → "IP"; null when the text does not begin so. */
export const postcodeAreaOf = (district: string | null | undefined) =>
  /^[A-Z]{1,2}(?=\d)/.exec(district ?? "")?.[0] ?? null;

/**
 * Where each postcode area lies, as far as the database knows (issue 36: the geocoder keeps a town found by
 * name near its postcode's area): the centroids of the area's districts and sectors in places, or, for an area
 * with none there (postcodes loaded without refreshPostcodePlaces), of its districts in the postcodes table.
 * No entry for an area the database knows nothing of. One statement for the batch; each area is read by range
 * through places_postcode_key and postcodes_district_idx.
 */
export async function selectAreaEvidence(
  db: Db,
  areas: readonly string[],
): Promise<Map<string, { latitude: number; longitude: number }[]>> {
  const wanted = [...new Set(areas)];
  if (!wanted.length) return new Map();
  const result = await db.execute(sql`
    with areas as (select distinct a as area from json_array_elements_text(${JSON.stringify(wanted)}::json) a),
    known as (
      select a.area, pl.latitude, pl.longitude from areas a
      join ${places} pl on pl.kind in ('postcode_district', 'postcode_sector')
        and pl.name >= a.area and pl.name < a.area || 'Z' and substring(pl.name from '^[A-Z]+') = a.area)
    select area, latitude, longitude from known
    union all
    select a.area, avg(c.latitude), avg(c.longitude) from areas a
    join ${postcodes} c on c.district >= a.area and c.district < a.area || 'Z'
      and substring(c.district from '^[A-Z]+') = a.area
    where not exists (select 1 from known k where k.area = a.area)
    group by a.area, c.district`);
  const byArea = new Map<string, { latitude: number; longitude: number }[]>();
  for (const row of rowsOf<{ area: string; latitude: number; longitude: number }>(result)) {
    const points = byArea.get(row.area) ?? [];
    points.push({ latitude: Number(row.latitude), longitude: Number(row.longitude) });
    byArea.set(row.area, points);
  }
  return byArea;
}

export async function countPostcodes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(postcodes);
  return Number(row?.n ?? 0);
}
