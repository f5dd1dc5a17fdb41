// The back office's feeds page (issue 15 item 6): the UI over the feed engine of issue 12. The sources with
// their live listings, last import and API keys; the import log; one run's per-row outcomes; creating and
// revoking keys; and "import this file now", which runs the same engine as `npm run feed:import` (the same
// per-source lock), with `way` "upload". Every write is audited; a key is never written anywhere but the answer.
import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { Db } from "../../../db/client.ts";
import {
  selectFeedSources,
  selectImportRun,
  selectImportRunPage,
  selectImportRunRows,
  selectLastImportRun,
} from "../repos/admin-feeds.ts";
import { countLiveListings } from "../../listings/index.ts";
import { IMPORT_LOG_PAGE_SIZE, RUN_ROWS_PAGE_SIZE, type RowOutcomeName } from "../model/feed-terms.ts";
import { createFeedApiKey, listFeedApiKeys, revokeFeedApiKey } from "../sync/api-keys.ts";
import { feedImportDependencies } from "../sync/import-dependencies.ts";
import { emptyCounts, type ImportMode, type ImportSummary } from "../sync/import-types.ts";
import { importFeedFile } from "../sync/import-feed-file.ts";
import type { Services } from "../../../platform/services.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";

export type { ImportRunListRow } from "../repos/admin-feeds.ts";

type Staff = Pick<SignedInStaff, "id" | "email">;
const actorOf = (staff: Staff) => ({ staffId: staff.id, email: staff.email });

/** The sources (import log, listings, keys), each with its live listings, last run and keys; and the log. */
export async function feedsOverview(db: Db, query: { before: number | null }) {
  const [sourceNames, keys, runs] = await Promise.all([
    selectFeedSources(db),
    listFeedApiKeys(db),
    selectImportRunPage(db, { before: query.before, limit: IMPORT_LOG_PAGE_SIZE + 1 }),
  ]);
  const sources = await Promise.all(
    sourceNames.map(async (source) => ({
      source,
      liveListings: await countLiveListings(db, source),
      lastRun: await selectLastImportRun(db, source),
      keys: keys.filter((key) => key.source === source),
    })),
  );
  const page = runs.slice(0, IMPORT_LOG_PAGE_SIZE);
  return {
    sources,
    keys,
    runs: page,
    next: runs.length > IMPORT_LOG_PAGE_SIZE ? page.at(-1)!.id : null,
  };
}

/** A run with a page of its per-listing outcomes, or null for no such run. */
export async function importRunDetail(
  db: Db,
  id: number,
  query: { outcome: RowOutcomeName | null; after: number | null },
) {
  const run = await selectImportRun(db, id);
  if (!run) return null;
  const rows = await selectImportRunRows(db, id, { ...query, limit: RUN_ROWS_PAGE_SIZE + 1 });
  const page = rows.slice(0, RUN_ROWS_PAGE_SIZE);
  return { run, rows: page, next: rows.length > RUN_ROWS_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** A new push key for `source`: the plain key is returned here once and stored nowhere (only its SHA-256). */
export async function createKey(
  db: Db,
  staff: Staff,
  input: { source: string; name?: string | null },
  origin: AuditOrigin,
) {
  const created = await createFeedApiKey(db, input);
  await recordAudit(db, {
    actor: actorOf(staff),
    action: "feed.key.create",
    subject: `feed-key:${created.id}`,
    // Never the key or its hash.
    after: { source: created.source, name: created.name },
    origin,
  });
  return created;
}

/** Revokes a key; null for no such key. Revoking a revoked key changes nothing and writes no audit row. */
export async function revokeKey(db: Db, staff: Staff, id: number, origin: AuditOrigin) {
  const before = (await listFeedApiKeys(db)).find((key) => key.id === id);
  if (!before) return null;
  const after = await revokeFeedApiKey(db, id);
  if (after && !before.revokedAt) {
    await recordAudit(db, {
      actor: actorOf(staff),
      action: "feed.key.revoke",
      subject: `feed-key:${id}`,
      before: { source: before.source, name: before.name, revokedAt: null },
      after: { revokedAt: after.revokedAt },
      origin,
    });
  }
  return after;
}

export type UploadInput = {
  /** The uploaded file, as the form sent it. */
  file: Blob;
  /** The name the import log shows; ends with the extension the engine reads it by. */
  fileName: string;
  source: string;
  mode: ImportMode;
  force: boolean;
};

/**
 * "Import this file now": the upload is written to a folder of its own with a random name under FEEDS_DIR
 * (outside the web root), imported by the engine exactly as `feed:import` imports a file, and removed. A file
 * the engine refuses changes nothing and its run says why; a source already importing is refused by the
 * engine's lock (`locked`: no run is logged then).
 */
export async function importUploadedFile(
  services: Pick<Services, "db" | "config" | "geocoder" | "media">,
  staff: Staff,
  input: UploadInput,
  origin: AuditOrigin,
): Promise<ImportSummary & { locked: boolean }> {
  const { db, config } = services;
  const folder = path.join(config.feeds.dir, "uploads", randomUUID());
  let summary: ImportSummary;
  try {
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // The file alone in its folder: a BLM's media are looked for beside it, and nothing else is there.
    const file = path.join(folder, `${randomUUID()}${path.extname(input.fileName).toLowerCase()}`);
    await pipeline(
      Readable.fromWeb(input.file.stream() as NodeReadableStream<Uint8Array>),
      createWriteStream(file, { flags: "wx", mode: 0o600 }),
    );
    summary = await importFeedFile(
      db,
      file,
      {
        source: input.source,
        mode: input.mode,
        way: "upload",
        force: input.force,
        fileName: input.fileName,
        workDir: path.join(config.feeds.dir, "work"),
      },
      feedImportDependencies(services),
    );
  } catch (error) {
    summary = {
      runId: null,
      state: "failed",
      counts: emptyCounts(),
      message: `Import failed: ${(error as Error).message}`,
      warningGroups: [],
    };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  // The engine answers a held lock as "refused" without a run (importFeed catches ImportLockedError).
  const locked = summary.runId === null && summary.state === "refused";
  await recordAudit(db, {
    actor: actorOf(staff),
    action: "feed.import",
    subject: summary.runId !== null ? `import-run:${summary.runId}` : `feed-source:${input.source}`,
    after: {
      source: input.source,
      fileName: input.fileName,
      bytes: input.file.size,
      mode: input.mode,
      force: input.force,
      state: summary.state,
      counts: summary.counts,
      message: summary.message,
    },
    origin,
  });
  return { ...summary, locked };
}
