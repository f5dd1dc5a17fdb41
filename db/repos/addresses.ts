// The `addresses` table: what the `local` address provider looks up (spec §3 "Address"), filled by the demo
// seed and by `npm run addresses:import`.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import { escapeLike } from "../like-pattern.ts";
import { addresses } from "../schema.ts";

export type AddressRow = typeof addresses.$inferSelect;
export type NewAddress = typeof addresses.$inferInsert;

const compactPostcode = sql`replace(upper(${addresses.postcode}), ' ', '')`;

/**
 * Addresses matching typed text. Text that is a whole or partial postcode ("BS8 1", "bs81ab") matches by
 * postcode prefix (addresses_postcode_idx); anything else needs every typed word
 * to start a word of the address line (addresses_search_trgm serves the LIKEs), ranked by trigram similarity, then in street order.
 */
export async function selectAddressesMatching(db: Db, text: string, limit: number): Promise<AddressRow[]> {
  const term = text.trim().toLowerCase().replace(/\s+/g, " ");
  const compact = term.replace(/ /g, "").toUpperCase();
  const conditions: SQL[] = [];
  const postcodeLike = /^[A-Z]{1,2}\d[A-Z\d]?(\d[A-Z]{0,2})?$/.test(compact);
  if (postcodeLike) {
    conditions.push(sql`${compactPostcode} like ${`${escapeLike(compact)}%`}`);
  } else {
    for (const word of term.split(" ").filter(Boolean)) {
      // Each word must start a word of the address ("mill" finds Mill Lane, not Windmill Hill); the plain
      // LIKE is what the trigram index can serve, the second one keeps only word starts.
      const literal = escapeLike(word);
      conditions.push(sql`${addresses.searchText} like ${`%${literal}%`}`);
      conditions.push(sql`(' ' || ${addresses.searchText}) like ${`% ${literal}%`}`);
    }
  }
  if (!conditions.length) return [];
  return db
    .select()
    .from(addresses)
    .where(and(...conditions))
    .orderBy(
      sql`similarity(${addresses.searchText}, ${term}) desc`,
      asc(addresses.line1),
      // House numbers in numeric order ("2" before "10"); named houses after.
      sql`nullif(regexp_replace(${addresses.buildingNumber}, '\\D', '', 'g'), '')::int nulls last`,
      asc(addresses.buildingName),
      asc(addresses.id),
    )
    .limit(limit);
}

export async function selectAddressById(db: Db, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(eq(addresses.id, id));
  return row ?? null;
}

export async function countAddresses(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(addresses);
  return row?.n ?? 0;
}

/**
 * Inserts addresses that are not there yet (same building name, number, first line and postcode), so an
 * import can run again, or resume after a failure, without doubling rows. Returns how many were new.
 * The rows travel as one JSON parameter per statement: no bound-parameter limit to split around.
 */
export async function insertNewAddresses(db: Db, rows: NewAddress[]): Promise<number> {
  if (!rows.length) return 0;
  const records = rows.map((row) => ({
    building_name: row.buildingName ?? "",
    building_number: row.buildingNumber ?? "",
    line_1: row.line1,
    line_2: row.line2 ?? "",
    line_3: row.line3 ?? "",
    line_4: row.line4 ?? "",
    town_or_city: row.townOrCity,
    county: row.county ?? "",
    postcode: row.postcode,
  }));
  const result = await db.execute(sql`
    with inserted as (
    insert into ${addresses} (building_name, building_number, line_1, line_2, line_3, line_4, town_or_city, county, postcode)
    select distinct on (r.building_name, r.building_number, r.line_1, replace(upper(r.postcode), ' ', ''))
      r.building_name, r.building_number, r.line_1, r.line_2, r.line_3, r.line_4, r.town_or_city, r.county, r.postcode
    from json_to_recordset(${JSON.stringify(records)}::json) as r(
      building_name text, building_number text, line_1 text, line_2 text, line_3 text, line_4 text,
      town_or_city text, county text, postcode text)
    where not exists (
      select 1 from ${addresses} a
      where replace(upper(a.postcode), ' ', '') = replace(upper(r.postcode), ' ', '')
        and a.building_name = r.building_name and a.building_number = r.building_number and a.line_1 = r.line_1
    )
    returning 1)
    select count(*)::int as n from inserted
  `);
  // Both drivers (pg, PGlite) answer {rows}.
  const counted = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(counted[0]?.n ?? 0);
}
