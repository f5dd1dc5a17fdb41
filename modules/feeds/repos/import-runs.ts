// The import log (issue 12 "Ways in"): one row per feed import with its counts, warnings and errors, and one
// row per listing with its outcome; and the per-source lock that keeps two imports of a source apart.
import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { feedImportLocks, importRunRows, importRuns } from "../../../db/schema.ts";

export type ImportRunInsert = typeof importRuns.$inferInsert;
export type ImportRunRowInsert = typeof importRunRows.$inferInsert;
export type ImportRunRecord = Omit<typeof importRuns.$inferSelect, "agencyId">;

export async function insertImportRun(db: Db, row: ImportRunInsert): Promise<number> {
  const [inserted] = await db.insert(importRuns).values(row).returning({ id: importRuns.id });
  return inserted!.id;
}

export async function finishImportRun(
  db: Db,
  id: number,
  outcome: Pick<ImportRunInsert, "state" | "counts" | "warnings" | "errors" | "message" | "warningGroups">,
): Promise<void> {
  await db
    .update(importRuns)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(and(ownRows(db, importRuns.agencyId), eq(importRuns.id, id)));
}

export async function insertImportRunRows(db: Db, rows: ImportRunRowInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(importRunRows).values(rows);
}

/** Runs of a source left "running" by a process that died: marked failed when their lock has lapsed. */
export async function failInterruptedRuns(db: Db, source: string): Promise<void> {
  await db
    .update(importRuns)
    .set({ state: "failed", finishedAt: sql`now()`, message: "Interrupted (the importing process stopped)" })
    .where(
      and(ownRows(db, importRuns.agencyId), eq(importRuns.source, source), eq(importRuns.state, "running")),
    );
}

export async function selectImportRuns(db: Db, limit: number): Promise<ImportRunRecord[]> {
  return db
    .select()
    .from(importRuns)
    .where(ownRows(db, importRuns.agencyId))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(limit);
}

export async function hasImportRuns(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(ownRows(db, importRuns.agencyId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Takes the source's import lock for `ttlMs` unless another holder has it and its lease is still running.
 * One statement, so two processes racing for it cannot both win.
 */
export async function tryTakeImportLock(db: Db, source: string, holder: string, ttlMs: number) {
  const rows = await db
    .insert(feedImportLocks)
    .values({ source, holder, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: [feedImportLocks.agencyId, feedImportLocks.source],
      set: { holder, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` },
      setWhere: lt(feedImportLocks.expiresAt, sql`now()`),
    })
    .returning({ holder: feedImportLocks.holder });
  return rows.length > 0 && rows[0]!.holder === holder;
}

/** Extends a held lock; false when it was lost (lapsed and taken by another process). */
export async function renewImportLock(db: Db, source: string, holder: string, ttlMs: number) {
  const rows = await db
    .update(feedImportLocks)
    .set({ expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .where(
      and(
        ownRows(db, feedImportLocks.agencyId),
        eq(feedImportLocks.source, source),
        eq(feedImportLocks.holder, holder),
      ),
    )
    .returning({ source: feedImportLocks.source });
  return rows.length > 0;
}

export async function releaseImportLock(db: Db, source: string, holder: string): Promise<void> {
  await db
    .delete(feedImportLocks)
    .where(
      and(
        ownRows(db, feedImportLocks.agencyId),
        eq(feedImportLocks.source, source),
        eq(feedImportLocks.holder, holder),
      ),
    );
}

export async function selectImportLockHolder(db: Db, source: string): Promise<string | null> {
  const [row] = await db
    .select({ holder: feedImportLocks.holder })
    .from(feedImportLocks)
    .where(and(ownRows(db, feedImportLocks.agencyId), eq(feedImportLocks.source, source)));
  return row?.holder ?? null;
}

/** Takes a lock from `previous` (a holder known to be dead); false if someone else got there first. */
export async function takeOverImportLock(
  db: Db,
  source: string,
  previous: string,
  holder: string,
  ttlMs: number,
): Promise<boolean> {
  const rows = await db
    .update(feedImportLocks)
    .set({ holder, expiresAt: sql`now() + ${ttlMs} * interval '1 millisecond'` })
    .where(
      and(
        ownRows(db, feedImportLocks.agencyId),
        eq(feedImportLocks.source, source),
        eq(feedImportLocks.holder, previous),
      ),
    )
    .returning({ source: feedImportLocks.source });
  return rows.length > 0;
}
