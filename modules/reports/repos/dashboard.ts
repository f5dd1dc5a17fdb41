// The dashboard that opens the back office (issue 42 item 6): new leads by branch and age, and the listings that
// need attention, each scoped in SQL by the member of staff's branches like the inbox and the desk. Reads only.
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { BranchScope } from "../../staff/model/roles.ts";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { leads, properties, propertyMedia } from "../../../db/schema.ts";
import { scopeCondition } from "../../leads/index.ts";

export type NewLeadAgeRow = { branchId: number | null; band: number; count: number };

/**
 * New leads in the scope, counted per branch and per age band: band i holds the leads created before
 * `cutoffs[i - 1]` and at or after `cutoffs[i]` (cutoffs youngest first; the last band has no lower bound).
 * Read from the partial index of new leads.
 */
export async function selectNewLeadAges(
  db: Db,
  scope: BranchScope,
  cutoffs: readonly Date[],
): Promise<NewLeadAgeRow[]> {
  const band = sql.join(
    [
      sql`case`,
      ...cutoffs.map((cutoff, i) => sql`when ${leads.createdAt} >= ${cutoff.toISOString()} then ${i}`),
      sql`else ${cutoffs.length} end`,
    ],
    sql` `,
  );
  return db
    .select({
      branchId: leads.branchId,
      band: sql<number>`(${band})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(leads)
    .where(and(ownRows(db, leads.agencyId), eq(leads.status, "new"), scopeCondition(scope)))
    .groupBy(leads.branchId, sql`2`);
}

function listingScope(scope: BranchScope): SQL | undefined {
  if (scope.kind === "all") return undefined;
  return scope.branchIds.length > 0 ? inArray(properties.branchId, scope.branchIds) : sql`false`;
}

/** What a listing on the public site can lack that staff should put right. */
export type ListingAttention = "no-photos" | "no-description";

const photos = alias(propertyMedia, "m");
const hasNoPhoto = (db: Db) =>
  sql`not exists (select 1 from ${propertyMedia} m where ${listingRows(db, photos.agencyId)} and m.property_id = ${properties.id} and m.kind = 'photo')`;
const hasNoDescription = () => sql`btrim(${properties.description}) = ''`;

const ATTENTION: Record<ListingAttention, (db: Db) => SQL> = {
  "no-photos": hasNoPhoto,
  "no-description": hasNoDescription,
};

export type AttentionListing = { id: number; reference: string; displayAddress: string };

/**
 * The listings on the public site (not withdrawn) in the scope that lack `what`: how many (up to `cap` + 1)
 * and the first few by reference.
 */
export async function selectListingsNeedingAttention(
  db: Db,
  scope: BranchScope,
  what: ListingAttention,
  { cap, examples }: { cap: number; examples: number },
): Promise<{ count: number; listings: AttentionListing[] }> {
  const where = and(
    listingRows(db, properties.agencyId),
    ne(properties.status, "withdrawn"),
    listingScope(scope),
    ATTENTION[what](db),
  );
  const matching = db
    .select({ one: sql`1`.as("one") })
    .from(properties)
    .where(where)
    .limit(cap + 1)
    .as("matching");
  const [[counted], listings] = await Promise.all([
    db.select({ count: sql<number>`count(*)::int` }).from(matching),
    db
      .select({
        id: properties.id,
        reference: properties.reference,
        displayAddress: properties.displayAddress,
      })
      .from(properties)
      .where(where)
      .orderBy(asc(properties.reference), asc(properties.id))
      .limit(examples),
  ]);
  return { count: counted?.count ?? 0, listings };
}
