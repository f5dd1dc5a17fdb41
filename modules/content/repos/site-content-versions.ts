// site_content_versions rows (issue 15 item 1): every version of the site's content, the published one copied
// into site_content. The newest published version is live; an unpublished, undiscarded version newer than it is
// the draft (every save makes a new one; the newest is the draft the editors work on).
import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { siteContentVersions } from "../../../db/schema.ts";

export type ContentVersionRow = Omit<typeof siteContentVersions.$inferSelect, "agencyId">;
export type ContentVersionSummary = Omit<ContentVersionRow, "content">;

const summaryColumns = {
  id: siteContentVersions.id,
  note: siteContentVersions.note,
  createdByStaffId: siteContentVersions.createdByStaffId,
  createdByEmail: siteContentVersions.createdByEmail,
  createdAt: siteContentVersions.createdAt,
  publishedAt: siteContentVersions.publishedAt,
  discardedAt: siteContentVersions.discardedAt,
};

export async function insertContentVersion(
  db: Db,
  row: {
    content: unknown;
    note: string;
    createdBy: { staffId: number; email: string } | null;
    published: boolean;
  },
): Promise<ContentVersionSummary> {
  const [inserted] = await db
    .insert(siteContentVersions)
    .values({
      content: row.content,
      note: row.note,
      createdByStaffId: row.createdBy?.staffId ?? null,
      createdByEmail: row.createdBy?.email ?? null,
      publishedAt: row.published ? sql`now()` : null,
    })
    .returning(summaryColumns);
  return inserted!;
}

/** The live version: the one published last (versions are published in id order). */
export async function selectPublishedVersion(db: Db): Promise<ContentVersionRow | null> {
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(and(ownRows(db, siteContentVersions.agencyId), isNotNull(siteContentVersions.publishedAt)))
    .orderBy(desc(siteContentVersions.publishedAt), desc(siteContentVersions.id))
    .limit(1);
  return row ?? null;
}

/** The draft: the newest version saved after the live one, neither published nor discarded. */
export async function selectDraftVersion(db: Db, afterId: number): Promise<ContentVersionRow | null> {
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(
      and(
        ownRows(db, siteContentVersions.agencyId),
        gt(siteContentVersions.id, afterId),
        isNull(siteContentVersions.publishedAt),
        isNull(siteContentVersions.discardedAt),
      ),
    )
    .orderBy(desc(siteContentVersions.id))
    .limit(1);
  return row ?? null;
}

export async function selectContentVersion(db: Db, id: number): Promise<ContentVersionRow | null> {
  const [row] = await db
    .select()
    .from(siteContentVersions)
    .where(and(ownRows(db, siteContentVersions.agencyId), eq(siteContentVersions.id, id)));
  return row ?? null;
}

/** The history, newest first. */
export async function selectContentVersions(db: Db, limit: number): Promise<ContentVersionSummary[]> {
  return db
    .select(summaryColumns)
    .from(siteContentVersions)
    .where(ownRows(db, siteContentVersions.agencyId))
    .orderBy(desc(siteContentVersions.id))
    .limit(limit);
}

export async function markVersionPublished(db: Db, id: number): Promise<void> {
  await db
    .update(siteContentVersions)
    .set({ publishedAt: sql`now()` })
    .where(and(ownRows(db, siteContentVersions.agencyId), eq(siteContentVersions.id, id)));
}

/** Discards every draft saved after the live version (the newest and the ones it grew from). */
export async function discardDrafts(db: Db, afterId: number): Promise<number> {
  const rows = await db
    .update(siteContentVersions)
    .set({ discardedAt: sql`now()` })
    .where(
      and(
        ownRows(db, siteContentVersions.agencyId),
        gt(siteContentVersions.id, afterId),
        isNull(siteContentVersions.publishedAt),
        isNull(siteContentVersions.discardedAt),
      ),
    )
    .returning({ id: siteContentVersions.id });
  return rows.length;
}

/** Serialises content writes (a transaction-scoped advisory lock): saves, publishing, rollbacks, file loads. */
export async function lockContentVersions(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('openhouse.site_content_versions'))`);
}
