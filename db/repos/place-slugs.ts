// Place slugs in the places table (issue 18; the rule is modules/search/model/place-slugs.ts): given to every town,
// neighbourhood, district and sector that has none, after each load of places (the gazetteer, Open Names,
// postcode areas) and once at start for a database from before the slug column. Slugs already given are
// never rewritten.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { places } from "../schema.ts";
import { SLUGGED_PLACE_KINDS, assignSlugs } from "../../modules/search/model/place-slugs.ts";
import { slugify } from "../../domain/slug.ts";
import { placeColumns, type PlaceRow } from "./places.ts";

const WRITE_BATCH = 5_000;

/** Gives a slug to every place of a slugged kind without one; returns how many were given. */
export async function assignPlaceSlugs(db: Db): Promise<number> {
  // Cheap when there is nothing to do (every start): one indexed look for a row without a slug.
  const [pending] = await db
    .select({ id: places.id })
    .from(places)
    .where(and(isNull(places.slug), inArray(places.kind, [...SLUGGED_PLACE_KINDS])))
    .limit(1);
  if (!pending) return 0;
  return db.transaction(async (tx) => {
    // Two processes starting together, or an import beside a start, must not hand out one slug twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('openhouse:place-slugs'))`);
    const [unslugged, slugged] = await Promise.all([
      tx
        .select({ id: places.id, name: places.name, countyName: places.countyName })
        .from(places)
        .where(and(isNull(places.slug), inArray(places.kind, [...SLUGGED_PLACE_KINDS])))
        .orderBy(asc(places.id)),
      tx.select({ slug: places.slug, name: places.name }).from(places).where(isNotNull(places.slug)),
    ]);
    if (!unslugged.length) return 0;
    const names = new Map<string, number>();
    for (const row of slugged) {
      const name = slugify(row.name);
      names.set(name, (names.get(name) ?? 0) + 1);
    }
    const given = [...assignSlugs(unslugged, { slugs: new Set(slugged.map((row) => row.slug!)), names })].map(
      ([id, slug]) => ({ id, slug }),
    );
    for (let start = 0; start < given.length; start += WRITE_BATCH) {
      await tx.execute(sql`
        update ${places} p set slug = v.slug
        from json_to_recordset(${JSON.stringify(given.slice(start, start + WRITE_BATCH))}::json)
          as v(id int, slug text)
        where p.id = v.id and p.slug is null`);
    }
    return given.length;
  });
}

export type SluggedPlace = PlaceRow;

/** The place holding this slug, or null. */
export async function selectPlaceBySlug(db: Db, slug: string): Promise<SluggedPlace | null> {
  const [row] = await db.select(placeColumns).from(places).where(eq(places.slug, slug));
  return row ?? null;
}

/**
 * Places of a slugged kind whose name reads as `word` once slugified ("newport" → every Newport), found by
 * the start of their name (places_name_lower_idx) and checked here, since slugify has no SQL twin.
 */
export async function selectPlacesNamedBySlug(db: Db, words: readonly string[]): Promise<SluggedPlace[]> {
  const unique = [...new Set(words)].filter(Boolean);
  if (!unique.length) return [];
  // The first two letters of the name as written: "King's Lynn", "Bo’ness" and "St. Albans" differ from their
  // slugs from the third character on. Slug characters are literal in LIKE.
  const prefixes = [...new Set(unique.map((word) => word.split("-")[0]!.slice(0, 2)))];
  const rows = await db
    .select(placeColumns)
    .from(places)
    .where(
      and(
        inArray(places.kind, [...SLUGGED_PLACE_KINDS]),
        sql`(${sql.join(
          prefixes.map((prefix) => sql`lower(${places.name}) like ${`${prefix}%`}`),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(asc(places.id));
  const wanted = new Set(unique);
  return rows.filter((row) => wanted.has(slugify(row.name)));
}

/** The slugs of these places (absent: none given). */
export async function selectSlugsOf(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: places.id, slug: places.slug })
    .from(places)
    .where(and(inArray(places.id, [...ids]), isNotNull(places.slug)));
  return new Map(rows.map((row) => [row.id, row.slug!]));
}
