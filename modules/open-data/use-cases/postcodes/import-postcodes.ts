// `npm run postcodes:import`'s work: a postcode file (ONSPD or Code-Point Open, postcode-csv.ts) streamed into
// the postcodes table in batched upserts, then the places rows of postcode districts and sectors refreshed from
// it. Idempotent: a second run of the same file changes nothing. A bad
// row is reported through `onBadRow` and skipped; the rest of the file still loads.
import type { Readable } from "node:stream";
import type { Db } from "../../../../db/client.ts";
import { analyzePlaces } from "../../../../db/repos/places.ts";
import {
  refreshPostcodePlaces,
  upsertPostcodes,
  type PostcodeCentroid,
} from "../../../../db/repos/postcodes.ts";
import { seedGazetteerIfEmpty } from "../../../../db/reference/gazetteer.ts";
import { forEachCsvRecord } from "../../../../platform/csv-records.ts";
import { badRowReporter, rowBatches, type ImportCallbacks, type ImportCounts } from "../csv-table.ts";
import { startPostcodeReader, type PostcodeFormat, type PostcodeReader } from "./postcode-csv.ts";

/** Postcodes read, written, skipped (terminated, or without a position) and rejected. */
export type PostcodeImportCounts = ImportCounts;

export type PostcodeImportOptions = ImportCallbacks & {
  /** Detected from the first line when not given. */
  format?: PostcodeFormat;
};

export type PostcodeImportSummary = PostcodeImportCounts & {
  format: PostcodeFormat;
  /** Places rows of postcode districts, sectors and postcodes inserted or moved. */
  placesChanged: number;
};

const DEFAULT_BATCH = 5_000;

export async function importPostcodes(
  db: Db,
  input: Readable,
  options: PostcodeImportOptions = {},
): Promise<PostcodeImportSummary> {
  const counts: PostcodeImportCounts = { read: 0, written: 0, skipped: 0, rejected: 0 };
  const { badRow, malformedRecord } = badRowReporter(counts, options);
  // Set by the file's first record (a callback's assignment: TypeScript cannot follow it into a plain let).
  const state: { reader: PostcodeReader | null } = { reader: null };
  const batches = rowBatches<PostcodeCentroid>(options.batchSize ?? DEFAULT_BATCH, async (centroids) => {
    counts.written += await upsertPostcodes(db, centroids);
    options.onProgress?.({ ...counts });
  });

  const onRecord = async (record: string[], line: number) => {
    if (!state.reader) {
      if (record.every((value) => value.trim() === "")) return;
      const started = startPostcodeReader(record, options.format);
      state.reader = started.reader;
      if (!started.firstIsData) return;
    }
    const row = state.reader.read(record);
    if (row === null) return;
    counts.read += 1;
    if (row.kind === "skipped") counts.skipped += 1;
    else if (row.kind === "error") badRow(line, row.message);
    else await batches.add(row.centroid);
  };
  await forEachCsvRecord(input, { onRecord, onMalformed: malformedRecord });
  const { reader } = state;
  if (!reader) throw new Error("The file is empty");
  await batches.flush();
  // Postcode areas are named after their nearest town: the gazetteer must be there first.
  await seedGazetteerIfEmpty(db);
  const placesChanged = await refreshPostcodePlaces(db);
  await analyzePlaces(db);
  return { ...counts, format: reader.format, placesChanged };
}
