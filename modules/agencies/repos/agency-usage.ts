// Each agency's usage for the operators' console (issue 44 item 6): one grouped count per table over every agency,
// through the owner's handle (row-level security would show one agency's rows at a time). Each count is by the
// agency-led primary key or index, so the page costs a handful of index scans however many agencies there are.
import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  agencyRequestDays,
  importRuns,
  leads,
  properties,
  propertyMedia,
  searchEvents,
} from "../../../db/schema.ts";
import type { AgencyUsage } from "../model/agency-usage.ts";

/** Rows of `agency_id, n` → a map by agency. */
async function countsByAgency(db: Db, query: ReturnType<typeof sql>): Promise<Map<number, number>> {
  const { rows } = (await db.execute(query)) as unknown as {
    rows: { agency_id: number; n: number | string }[];
  };
  return new Map(rows.map((row) => [Number(row.agency_id), Number(row.n)]));
}

export async function selectAgencyUsage(ownerDb: Db, since: string): Promise<Map<number, AgencyUsage>> {
  const [listings, media, documentBytes, leadCount, imports, importErrors, searches, requests] =
    await Promise.all([
      countsByAgency(
        ownerDb,
        sql`select agency_id, count(*)::int as n from ${properties} group by agency_id`,
      ),
      countsByAgency(
        ownerDb,
        sql`select agency_id, count(*)::int as n from ${propertyMedia} group by agency_id`,
      ),
      countsByAgency(
        ownerDb,
        sql`select agency_id, coalesce(sum(byte_size), 0)::bigint as n from ${propertyMedia} group by agency_id`,
      ),
      countsByAgency(ownerDb, sql`select agency_id, count(*)::int as n from ${leads} group by agency_id`),
      countsByAgency(
        ownerDb,
        sql`select agency_id, count(*)::int as n from ${importRuns} group by agency_id`,
      ),
      countsByAgency(
        ownerDb,
        sql`select agency_id, count(*)::int as n from ${importRuns} where state in ('failed', 'refused') group by agency_id`,
      ),
      // The searches themselves, not the reports' daily roll-up, which holds only the days a report has read.
      countsByAgency(
        ownerDb,
        sql`select agency_id, coalesce(sum(searches), 0)::bigint as n from ${searchEvents} where created_at >= ${since}::date group by agency_id`,
      ),
      countsByAgency(
        ownerDb,
        sql`select agency_id, coalesce(sum(requests), 0)::bigint as n from ${agencyRequestDays} where day >= ${since} group by agency_id`,
      ),
    ]);
  const ids = new Set([
    ...listings.keys(),
    ...media.keys(),
    ...leadCount.keys(),
    ...imports.keys(),
    ...searches.keys(),
    ...requests.keys(),
  ]);
  return new Map(
    [...ids].map((id) => [
      id,
      {
        listings: listings.get(id) ?? 0,
        mediaFiles: media.get(id) ?? 0,
        documentBytes: documentBytes.get(id) ?? 0,
        leads: leadCount.get(id) ?? 0,
        imports: imports.get(id) ?? 0,
        importErrors: importErrors.get(id) ?? 0,
        searches30Days: searches.get(id) ?? 0,
        requests30Days: requests.get(id) ?? 0,
      },
    ]),
  );
}

/** Adds counted requests to the agency's days (the handle's agency: row-level security fills and guards agency_id). */
export async function addRequestCounts(db: Db, days: Map<string, number>): Promise<void> {
  await db
    .insert(agencyRequestDays)
    .values([...days].map(([day, requests]) => ({ day, requests })))
    .onConflictDoUpdate({
      target: [agencyRequestDays.agencyId, agencyRequestDays.day],
      set: { requests: sql`${agencyRequestDays.requests} + excluded.requests` },
    });
}
