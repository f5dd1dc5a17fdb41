// The sync engine (issue 12): every way in — the command, the drop folder, the push endpoint — runs a feed
// through here. It checks the whole file first (a file refused whole changes nothing), then writes it in
// batches, then, for a full feed, withdraws what the feed no longer lists unless the failsafe says not to.
import type { Db } from "../../../db/client.ts";
import { seedGazetteerIfEmpty } from "../../../db/reference/gazetteer.ts";
import {
  analyzeListings,
  countLiveListings,
  insertHistory,
  selectLiveContentHashes,
  selectLiveListings,
  withdrawListings,
} from "../../listings/index.ts";
import {
  failInterruptedRuns,
  finishImportRun,
  insertImportRun,
  insertImportRunRows,
} from "../repos/import-runs.ts";
import {
  FeedFormatError,
  type FeedListing,
  type FeedRowError,
  type FeedWarning,
} from "../model/feed-listing.ts";
import type { FeedRowResult } from "./import-types.ts";
import { selectBranchesBySourceCodes, updateStaff } from "../repos/feed-branches.ts";
import { branchWithdrawalHolds, withdrawalDecision } from "../model/listing-changes.ts";
import { ensureBranchForCode, upsertFeedBranches, upsertFeedStaff } from "./branches-staff.ts";
import { storeMediaBytes } from "../../../platform/media-store.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";
import { ImportLockedError, withImportLock } from "./import-lock.ts";
import {
  emptyCounts,
  type FeedInput,
  type ImportCounts,
  type ImportDependencies,
  type ImportSummary,
  type Position,
} from "./import-types.ts";
import { logUnchangedRows, writeListingBatch } from "./write-listings.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { WarningTally } from "../model/warning-report.ts";
import { recordAdvertVersions } from "../../advert-rules/index.ts";

const BATCH_SIZE = 100;
const UNCHANGED_BATCH_SIZE = 1_000;
const ANALYZE_AFTER_ROWS = 500;
// What the import log keeps of warnings and errors; counts stay exact beyond it.
const LOGGED_PROBLEMS = 1_000;

type CheckedFeed = {
  listings: number;
  references: Set<string>;
  branchCodes: Set<string>;
  rowErrors: (FeedRowError & { line: number | null })[];
  /** About the file rather than a listing (a staff photo that could not be stored…). */
  warnings: FeedWarning[];
};

/** Pass one: reads every row so that a file refused whole is refused before anything is written. */
async function checkFeed(input: FeedInput): Promise<CheckedFeed> {
  const checked: CheckedFeed = {
    listings: 0,
    references: new Set(),
    branchCodes: new Set(),
    rowErrors: [],
    warnings: [],
  };
  const firstLine = new Map<string, number | null>();
  const previews = input.check ?? (() => previewsOf(input.rows()));
  for await (const row of previews()) {
    if ("error" in row) {
      checked.rowErrors.push({ ...row.error, line: row.error.line ?? row.line });
      // A row that is there but broken must not count as gone.
      if (row.error.reference) checked.references.add(row.error.reference);
      continue;
    }
    const { reference, branchCode } = row;
    if (firstLine.has(reference)) {
      checked.rowErrors.push({
        line: row.line,
        reference,
        field: "AGENT_REF",
        message: `Reference ${reference} appears again (first on line ${firstLine.get(reference) ?? "?"}); this row was skipped`,
      });
      continue;
    }
    firstLine.set(reference, row.line);
    checked.references.add(reference);
    checked.branchCodes.add(branchCode);
    checked.listings += 1;
  }
  return checked;
}

async function* previewsOf(rows: AsyncIterable<FeedRowResult>) {
  // Without stored fingerprints every row comes mapped or as an error.
  for await (const row of rows) {
    if ("error" in row) yield row;
    else if ("listing" in row)
      yield { line: row.line, reference: row.listing.reference, branchCode: row.listing.branchCode };
  }
}

const problemKey = (error: FeedRowError) => `${error.line ?? ""}:${error.message}`;

const describeProblem = (problem: FeedRowError | FeedWarning) => problem;

/** Runs one feed import, logged in import_runs; never throws for a bad file (the summary says why). */
export async function importFeed(db: Db, input: FeedInput, deps: ImportDependencies): Promise<ImportSummary> {
  const counts = emptyCounts();
  const tally = new WarningTally();
  let runId: number | null = null;
  const log = deps.log ?? (() => {});
  try {
    const summary: ImportSummary = await withImportLock(db, input.source, async () => {
      await failInterruptedRuns(db, input.source);
      runId = await insertImportRun(db, {
        source: input.source,
        fileName: input.fileName,
        way: input.way,
        mode: input.mode,
      });
      const id = runId;
      let checked: CheckedFeed;
      try {
        checked = await checkFeed(input);
      } catch (error) {
        if (!(error instanceof FeedFormatError)) throw error;
        await finishImportRun(db, id, {
          state: "refused",
          counts,
          message: error.message,
          errors: [formatError(error)],
        });
        return { runId: id, state: "refused", counts, message: error.message, warningGroups: [] };
      }
      log(`checked ${checked.listings} listings, ${checked.rowErrors.length} bad rows`);
      // Bad listing rows are skipped listings; bad branch or staff rows (added next) are errors only.
      counts.skipped += checked.rowErrors.length;

      // The geocoder's towns must be there whatever ran first: an import before the first server start used to
      // place nothing (issue 36 item 2). A no-op once the gazetteer is loaded.
      const gazetteer = await seedGazetteerIfEmpty(db);
      if (gazetteer) log(`loaded ${gazetteer} gazetteer places`);
      const branchIds = await importBranchesAndStaff(db, input, checked, deps);
      const writeContext = {
        db,
        runId: id,
        source: input.source,
        media: input.media,
        deps,
        counts,
        branchIdFor: branchResolver(db, input.source, branchIds),
        storedMedia: new Map(),
        tally,
      };
      const seen = new Set<string>();
      let batch: FeedListing[] = [];
      let unchanged: { reference: string; id: number }[] = [];
      const flush = async () => {
        if (batch.length > 0) await writeListingBatch(writeContext, batch);
        if (unchanged.length > 0) await logUnchangedRows(writeContext, unchanged);
        batch = [];
        unchanged = [];
      };
      const known = new Set(checked.rowErrors.map(problemKey));
      // Most rows of a day's feed are as they were: the reader skips mapping those (their fingerprints match).
      const stored = await selectLiveContentHashes(db, input.source);
      const isStored = (reference: string, fingerprint: string) =>
        stored.get(reference)?.contentHash === fingerprint;
      for await (const row of input.rows(isStored)) {
        if ("unchanged" in row) {
          if (seen.has(row.unchanged)) continue;
          seen.add(row.unchanged);
          unchanged.push({ reference: row.unchanged, id: stored.get(row.unchanged)!.id });
          if (unchanged.length >= UNCHANGED_BATCH_SIZE) await flush();
          continue;
        }
        if ("error" in row) {
          const error = { ...row.error, line: row.error.line ?? row.line };
          // Errors only the mapping finds (the check pass may not map) are counted now.
          if (!known.has(problemKey(error))) {
            known.add(problemKey(error));
            checked.rowErrors.push(error);
            counts.skipped += 1;
          }
          const reference = error.reference ?? `line ${error.line ?? "?"}`;
          deps.report?.({ reference, id: null, outcome: "skipped", warnings: [error.message] });
          continue;
        }
        if (seen.has(row.listing.reference)) continue;
        seen.add(row.listing.reference);
        batch.push(row.listing);
        if (batch.length >= (deps.batchSize ?? BATCH_SIZE)) await flush();
      }
      await flush();

      // A file of offices and people only (no listing rows at all) is not a statement about the stock.
      const officesOnly =
        checked.listings === 0 && ((input.branches?.length ?? 0) > 0 || (input.staff?.length ?? 0) > 0);
      const message =
        input.mode === "full" && !officesOnly
          ? await withdrawMissing(db, id, input, checked, branchIds, counts, deps)
          : null;
      counts.errors = checked.rowErrors.length;
      // Thousands of new rows make the planner's statistics stale; searches need good plans at once.
      if (counts.created + counts.updated + counts.withdrawn >= ANALYZE_AFTER_ROWS) await analyzeListings(db);
      const fileWarnings = [...(input.fileWarnings?.() ?? []), ...checked.warnings];
      counts.warnings += fileWarnings.length;
      for (const warning of fileWarnings) tally.add(warning, null);
      for (const error of checked.rowErrors)
        tally.add(error, error.reference ?? `line ${error.line ?? "?"}`, { skipped: true });
      const warningGroups = tally.list();
      await finishImportRun(db, id, {
        state: "succeeded",
        counts,
        message,
        warnings: fileWarnings.slice(0, LOGGED_PROBLEMS).map(describeProblem),
        errors: checked.rowErrors.slice(0, LOGGED_PROBLEMS).map(describeProblem),
        warningGroups,
      });
      return { runId: id, state: "succeeded", counts, message, warningGroups };
    });
    // Pages showing listings, branches or staff are cached (server/page-cache.ts): every process forgets them.
    if (summary.state === "succeeded" && counts.created + counts.updated + counts.withdrawn > 0) {
      await announceChange(db, "listings");
    }
    return summary;
  } catch (error) {
    const message =
      error instanceof ImportLockedError || error instanceof FeedFormatError
        ? error.message
        : `Import failed: ${(error as Error).message}`;
    const state =
      error instanceof ImportLockedError || error instanceof FeedFormatError ? "refused" : "failed";
    if (runId !== null) await finishImportRun(db, runId, { state, counts, message }).catch(() => {});
    if (state === "failed") log((error as Error).stack ?? String(error));
    const summary: ImportSummary = { runId, state, counts, message, warningGroups: [] };
    if (error instanceof ImportLockedError) summary.sourceBusy = true;
    return summary;
  }
}

const formatError = (error: FeedFormatError) => ({
  line: error.line,
  field: error.field,
  message: error.message,
});

/** The feed's own branches and staff first, so its listings find them; returns the source's branch ids. */
async function importBranchesAndStaff(
  db: Db,
  input: FeedInput,
  checked: CheckedFeed,
  deps: ImportDependencies,
): Promise<Map<string, number>> {
  const geocodeOne = async (postcode: string, town: string) => {
    const [found] = await deps.geocode([{ postcode, town }]);
    return found && "latitude" in found ? { latitude: found.latitude, longitude: found.longitude } : null;
  };
  if (input.branches?.length) {
    const result = await db.transaction((tx) =>
      upsertFeedBranches(tx, input.source, input.branches!, geocodeOne),
    );
    checked.rowErrors.push(...result.errors);
  }
  if (input.staff?.length) {
    const result = await db.transaction((tx) => upsertFeedStaff(tx, input.source, input.staff!));
    checked.rowErrors.push(...result.errors);
    for (const { staffId, code, photo } of result.photos) {
      try {
        const stored =
          photo.type === "file"
            ? await storeNamedFile(deps.media, input.media, photo.name)
            : await storeMediaBytes(deps.media, await deps.fetchMedia(photo.url));
        if (stored?.mediaKey) await updateStaff(db, staffId, { photoKey: stored.mediaKey });
      } catch (error) {
        // Like a listing's photo: the person is imported, the missing picture is a warning.
        checked.warnings.push({
          field: "photo",
          message: `Staff ${code}: photo could not be stored (${(error as Error).message})`,
        });
      }
    }
  }
  const rows = await selectBranchesBySourceCodes(db, input.source, [...checked.branchCodes]);
  return new Map(rows.map((row) => [row.sourceCode!, row.id]));
}

async function storeNamedFile(store: MediaStore, media: FeedInput["media"], name: string) {
  const bytes = (await media?.read(name)) ?? null;
  if (!bytes) throw new Error(`${name} is not in the feed`);
  return storeMediaBytes(store, bytes);
}

/** A listing's branch id by its code, creating the branch at the listing's position when never seen. */
function branchResolver(db: Db, source: string, known: Map<string, number>) {
  return async (listing: FeedListing, position: Position | null) => {
    const code = listing.branchCode;
    const knownId = known.get(code);
    if (knownId !== undefined) return knownId;
    const { id } = await ensureBranchForCode(db, source, code, position ? { position } : {});
    known.set(code, id);
    return id;
  };
}

/** Pass three of a full feed: its branches' listings it no longer names are withdrawn (never deleted). */
async function withdrawMissing(
  db: Db,
  runId: number,
  input: FeedInput,
  checked: CheckedFeed,
  branchIds: Map<string, number>,
  counts: ImportCounts,
  deps: ImportDependencies,
): Promise<string | null> {
  const live = await countLiveListings(db, input.source);
  // An empty feed names no branch: judged against the whole source, which the failsafe then protects.
  const scope =
    checked.listings === 0
      ? null
      : [...checked.branchCodes].flatMap((code) => {
          const id = branchIds.get(code);
          return id === undefined ? [] : [id];
        });
  const candidates = await selectLiveListings(db, input.source, scope);
  let missing = candidates.filter((listing) => !checked.references.has(listing.reference));
  const decision = withdrawalDecision({
    rowsInFeed: checked.listings,
    liveListings: live,
    toWithdraw: missing.length,
    force: input.force ?? false,
  });
  if (!decision.withdraw) return decision.message;
  // The same failsafe per branch: a feed naming one branch among many passes the source-wide test while
  // withdrawing almost all of that branch.
  const codeOf = new Map([...branchIds].map(([code, id]) => [id, code]));
  const perBranch = new Map<number | null, { live: number; missing: number }>();
  for (const listing of candidates) {
    const entry = perBranch.get(listing.branchId) ?? { live: 0, missing: 0 };
    entry.live += 1;
    if (!checked.references.has(listing.reference)) entry.missing += 1;
    perBranch.set(listing.branchId, entry);
  }
  const holds = branchWithdrawalHolds(
    [...perBranch].map(([id, { live: liveListings, missing: toWithdraw }]) => ({
      branch: (id !== null && codeOf.get(id)) || String(id ?? "none"),
      liveListings,
      toWithdraw,
    })),
    input.force ?? false,
  );
  if (holds.held.length > 0) {
    const held = new Set(holds.held);
    missing = missing.filter((listing) => {
      const code =
        (listing.branchId !== null && codeOf.get(listing.branchId)) || String(listing.branchId ?? "none");
      return !held.has(code);
    });
  }
  const now = deps.now?.() ?? new Date();
  await db.transaction(async (tx) => {
    await withdrawListings(
      tx,
      missing.map((listing) => listing.id),
    );
    await insertHistory(
      tx,
      missing.map((listing) => ({
        propertyId: listing.id,
        changedAt: now,
        event: "withdrawn" as const,
        previousStatus: listing.status,
      })),
    );
    await insertImportRunRows(
      tx,
      missing.map((listing) => ({
        runId,
        reference: listing.reference,
        propertyId: listing.id,
        outcome: "withdrawn" as const,
      })),
    );
    await recordAdvertVersions(
      tx,
      missing.map((listing) => listing.id),
      now,
    );
  });
  for (const listing of missing) {
    counts.withdrawn += 1;
    deps.report?.({ reference: listing.reference, id: listing.id, outcome: "withdrawn", warnings: [] });
  }
  return holds.message;
}

/** The rows of a feed already in memory (a JSON document, a test), in FeedInput's shape. */
export function rowsFromLists(listings: FeedListing[], rowErrors: FeedRowError[] = []) {
  return async function* () {
    for (const error of rowErrors) yield { line: error.line, error };
    for (const listing of listings) yield { line: null, listing };
  };
}

/** A file refused before its rows could be read (a zip bomb, no BLM inside…), logged like any import. */
export async function logRefusedImport(
  db: Db,
  input: Pick<FeedInput, "source" | "fileName" | "way" | "mode">,
  message: string,
): Promise<ImportSummary> {
  const counts = emptyCounts();
  const runId = await insertImportRun(db, { ...input });
  await finishImportRun(db, runId, {
    state: "refused",
    counts,
    message,
    errors: [{ line: null, field: null, message }],
  });
  return { runId, state: "refused", counts, message, warningGroups: [] };
}
