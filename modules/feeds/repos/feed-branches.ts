// Branches and staff as feeds own them (issue 12): rows keyed by (source, source_code), the CRM's own codes.
// The plain inserts and updates of both tables are the back office's too (its branch and team editors).
import { and, asc, eq, inArray, like, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like-pattern.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { branches, properties, staff } from "../../../db/schema.ts";

export type FeedBranchRow = typeof branches.$inferSelect;
export type NewFeedBranchRow = typeof branches.$inferInsert;
export type FeedStaffRow = typeof staff.$inferSelect;
export type NewFeedStaffRow = typeof staff.$inferInsert;

export async function selectBranchesBySourceCodes(
  db: Db,
  source: string,
  codes: readonly string[],
): Promise<FeedBranchRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(branches)
    .where(
      and(
        listingRows(db, branches.agencyId),
        eq(branches.source, source),
        inArray(branches.sourceCode, [...codes]),
      ),
    );
}

export async function selectBranchBySourceCode(
  db: Db,
  source: string,
  code: string,
): Promise<FeedBranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(
      and(listingRows(db, branches.agencyId), eq(branches.source, source), eq(branches.sourceCode, code)),
    );
  return row ?? null;
}

/**
 * The branch whose contact details stand for the agency: the first demo branch in display order, else the
 * first branch of any source, else null (an empty database).
 */
export async function selectMainBranch(db: Db): Promise<FeedBranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(listingRows(db, branches.agencyId))
    .orderBy(sql`${branches.source} <> 'demo'`, asc(branches.position), asc(branches.id))
    .limit(1);
  return row ?? null;
}

/** Slugs already taken among `base` and `base-N`, so a new branch can pick the next free one. */
export async function selectSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: branches.slug })
    .from(branches)
    .where(
      and(
        listingRows(db, branches.agencyId),
        or(eq(branches.slug, base), like(branches.slug, `${escapeLike(base)}-%`)),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertBranch(db: Db, row: NewFeedBranchRow): Promise<FeedBranchRow> {
  const [inserted] = await db.insert(branches).values(row).returning();
  return inserted!;
}

export async function updateBranch(db: Db, id: number, changes: Partial<NewFeedBranchRow>): Promise<void> {
  await db
    .update(branches)
    .set(changes)
    .where(and(ownRows(db, branches.agencyId), eq(branches.id, id)));
}

export async function selectStaffBySourceCodes(
  db: Db,
  source: string,
  codes: readonly string[],
): Promise<FeedStaffRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.source, source), inArray(staff.sourceCode, [...codes])));
}

export async function insertStaff(db: Db, row: NewFeedStaffRow): Promise<FeedStaffRow> {
  const [inserted] = await db.insert(staff).values(row).returning();
  return inserted!;
}

export async function updateStaff(db: Db, id: number, changes: Partial<NewFeedStaffRow>): Promise<void> {
  await db
    .update(staff)
    .set(changes)
    .where(and(ownRows(db, staff.agencyId), eq(staff.id, id)));
}

/** A source's listings on the market at one of its branches (RTDF's GetBranchPropertyList), newest change first. */
export async function selectSourceListingsAtBranch(
  db: Db,
  input: { source: string; branchCode: string; channel: "sales" | "lettings" | null },
): Promise<{ id: number; reference: string; channel: "sales" | "lettings"; feedUpdatedAt: Date | null }[]> {
  return db
    .select({
      id: properties.id,
      reference: properties.reference,
      channel: properties.channel,
      feedUpdatedAt: properties.feedUpdatedAt,
    })
    .from(properties)
    .innerJoin(
      branches,
      and(eq(branches.agencyId, properties.agencyId), eq(branches.id, properties.branchId)),
    )
    .where(
      and(
        ownRows(db, properties.agencyId),
        ownRows(db, branches.agencyId),
        eq(properties.source, input.source),
        eq(branches.source, input.source),
        eq(branches.sourceCode, input.branchCode),
        ne(properties.status, "withdrawn"),
        input.channel ? eq(properties.channel, input.channel) : undefined,
      ),
    )
    .orderBy(asc(properties.reference));
}
