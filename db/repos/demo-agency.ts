// Bulk writes for the demo agency seed: wipe the agency's tables, insert in large batches, tidy up.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { analyzeTables } from "../analyze.ts";
import { agencyOfHandle, listingRows, ownRows } from "../agency-scope.ts";
import {
  articles,
  branches,
  departments,
  formDefinitions,
  places,
  postcodes,
  properties,
  propertyMedia,
  propertyViews,
  siteContent,
  staff,
} from "../schema.ts";
import { removeDemoOpenData } from "../../modules/open-data/index.ts";

/**
 * The tables the seed owns. Users, sessions and saved searches are never touched, nor are places (saved
 * searches name them by id; imports add neighbourhoods and postcode areas) or imported postcodes.
 */
export const AGENCY_TABLES = [
  branches,
  departments,
  staff,
  properties,
  propertyMedia,
  propertyViews,
  articles,
  formDefinitions,
  siteContent,
];

/**
 * Empties the agency's own rows of these tables (row-level security keeps every other agency's), last table first.
 * The rows that point into them follow their foreign keys: saved properties and views go with their listing; a
 * lead or a form submission stays, without its listing. Not TRUNCATE: that empties a table for every agency.
 */
export async function wipeAgencyData(db: Db): Promise<void> {
  for (const table of [...AGENCY_TABLES].reverse()) await db.delete(table).where(ownRows(db, table.agencyId));
}

export async function hasBranches(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(listingRows(db, branches.agencyId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the agency has the demo's branches (source "demo"): the demo made it, rather than an operator. */
export async function hasDemoBranches(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.source, "demo")))
    .limit(1);
  return rows.length > 0;
}

/** Fresh planner statistics after a bulk load, so the first searches get good plans. */
export async function analyzeAgencyTables(db: Db): Promise<void> {
  await analyzeTables(db, [...AGENCY_TABLES, places, postcodes]);
}

/** Whether anything but the demo agency is in the database: a feed has been imported, or ran at all. */
export async function hasImportedData(db: Db): Promise<boolean> {
  const agency = agencyOfHandle(db);
  const result = await db.execute(
    sql`SELECT (EXISTS (SELECT 1 FROM import_runs WHERE agency_id = ${agency})
      OR EXISTS (SELECT 1 FROM branches WHERE agency_id = ${agency} AND source <> 'demo')) AS found`,
  );
  const rows = (result as unknown as { rows: { found: boolean }[] }).rows;
  return rows[0]?.found === true;
}

/**
 * Removes the demo agency's listings (with their media and history), staff, branches and postcodes, keeping
 * everything a feed brought. Leads keep their text; their links to the removed rows become null.
 */
export async function removeDemoAgency(db: Db) {
  return db.transaction(async (tx) => {
    const removed = async (statement: ReturnType<typeof sql>) =>
      ((await tx.execute(statement)) as unknown as { rows: unknown[] }).rows.length;
    const agency = agencyOfHandle(tx);
    const deleted = await tx.execute(
      sql`DELETE FROM ${properties} WHERE agency_id = ${agency} AND source = 'demo' RETURNING split_part(upper(trim(postcode)), ' ', 1) AS district`,
    );
    const listingDistricts = (deleted as unknown as { rows: { district: string }[] }).rows;
    const districts = [...new Set(listingDistricts.map((row) => row.district))];
    const people = await removed(
      sql`DELETE FROM ${staff} WHERE agency_id = ${agency} AND source = 'demo' RETURNING id`,
    );
    const offices = await removed(
      sql`DELETE FROM ${branches} b WHERE b.agency_id = ${agency} AND b.source = 'demo'
          AND NOT EXISTS (SELECT 1 FROM ${properties} p WHERE p.agency_id = ${agency} AND p.branch_id = b.id)
          RETURNING id`,
    );
    // The postcodes table is the install's: another demo agency's postcodes (other districts) stay.
    const codes = districts.length
      ? (
          await tx
            .delete(postcodes)
            .where(and(eq(postcodes.source, "demo"), inArray(postcodes.district, districts)))
            .returning({ postcode: postcodes.postcode })
        ).length
      : 0;
    // Issue 17: the demo's open data files (schools, broadband, flood risk) go with it.
    const openData = await removeDemoOpenData(tx);
    return {
      listings: listingDistricts.length,
      staff: people,
      branches: offices,
      postcodes: codes,
      openData,
    };
  });
}
