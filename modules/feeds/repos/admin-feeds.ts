// The back office's feeds page (issue 15 item 6): the feed sources, their last import, the import log by
// cursor and one run's per-row outcomes. The writes (keys, imports) are the feed engine's own
// (feed-api-keys.ts, import-runs.ts); this file only reads.
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, ownRows } from "../../../db/agency-scope.ts";
import { feedApiKeys, importRunRows, importRuns, properties } from "../../../db/schema.ts";
import type { ImportRunRecord } from "./import-runs.ts";

/** Listing sources that are not feeds: the seeded demo agency's and the desk's own (docs/admin.md). */
const NOT_FEEDS = ["demo", "manual"];

/**
 * Every source seen in the import log, among listings or among API keys. The listings' sources are read by
 * skipping along properties_source_reference_key (a loose index scan: one probe per distinct source), so the
 * cost does not grow with the number of listings.
 */
export async function selectFeedSources(db: Db): Promise<string[]> {
  const agency = agencyOfHandle(db);
  const result = await db.execute(sql`
    with recursive listing_sources as (
      (select ${properties.source} as source from ${properties} where ${properties.agencyId} = ${agency}
        order by ${properties.source} limit 1)
      union all
      select (select p.source from ${properties} p where p.agency_id = ${agency} and p.source > s.source
        order by p.source limit 1)
      from listing_sources s where s.source is not null
    ),
    run_sources as (
      (select ${importRuns.source} as source from ${importRuns} where ${importRuns.agencyId} = ${agency}
        order by ${importRuns.source} limit 1)
      union all
      select (select r.source from ${importRuns} r where r.agency_id = ${agency} and r.source > s.source
        order by r.source limit 1)
      from run_sources s where s.source is not null
    )
    select source from listing_sources where source is not null
    union select source from run_sources where source is not null
    union select distinct ${feedApiKeys.source} from ${feedApiKeys} where ${feedApiKeys.agencyId} = ${agency}
    order by source
  `);
  const rows = (result as unknown as { rows: { source: string }[] }).rows;
  return rows.map((row) => row.source).filter((source) => !NOT_FEEDS.includes(source));
}

/** The newest run of a source (import_runs_source_started_idx), or null. */
export async function selectLastImportRun(db: Db, source: string): Promise<ImportRunRecord | null> {
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(ownRows(db, importRuns.agencyId), eq(importRuns.source, source)))
    .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
    .limit(1);
  return row ?? null;
}

export type ImportRunListRow = Omit<ImportRunRecord, "warnings" | "errors" | "warningGroups">;

/** The import log, newest first, by cursor: runs with an id below `before` (the primary key read backwards). */
export async function selectImportRunPage(
  db: Db,
  { before, limit }: { before: number | null; limit: number },
): Promise<ImportRunListRow[]> {
  return db
    .select({
      id: importRuns.id,
      source: importRuns.source,
      fileName: importRuns.fileName,
      way: importRuns.way,
      mode: importRuns.mode,
      state: importRuns.state,
      startedAt: importRuns.startedAt,
      finishedAt: importRuns.finishedAt,
      counts: importRuns.counts,
      message: importRuns.message,
    })
    .from(importRuns)
    .where(and(ownRows(db, importRuns.agencyId), before ? lt(importRuns.id, before) : undefined))
    .orderBy(desc(importRuns.id))
    .limit(limit);
}

export async function selectImportRun(db: Db, id: number): Promise<ImportRunRecord | null> {
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(ownRows(db, importRuns.agencyId), eq(importRuns.id, id)));
  return row ?? null;
}

export type ImportRunRowView = {
  id: number;
  reference: string;
  outcome: (typeof importRunRows.$inferSelect)["outcome"];
  warnings: string[];
  /** The listing's id when the listing still exists. */
  listingId: number | null;
};

/** One run's per-listing outcomes in the order written, by cursor (`after` a row id), optionally one outcome. */
export async function selectImportRunRows(
  db: Db,
  runId: number,
  {
    outcome,
    after,
    limit,
  }: { outcome: ImportRunRowView["outcome"] | null; after: number | null; limit: number },
): Promise<ImportRunRowView[]> {
  return db
    .select({
      id: importRunRows.id,
      reference: importRunRows.reference,
      outcome: importRunRows.outcome,
      warnings: importRunRows.warnings,
      listingId: properties.id,
    })
    .from(importRunRows)
    .leftJoin(properties, eq(properties.id, importRunRows.propertyId))
    .where(
      and(
        ownRows(db, importRunRows.agencyId),
        eq(importRunRows.runId, runId),
        outcome ? eq(importRunRows.outcome, outcome) : undefined,
        after ? gt(importRunRows.id, after) : undefined,
      ),
    )
    .orderBy(importRunRows.id)
    .limit(limit);
}
