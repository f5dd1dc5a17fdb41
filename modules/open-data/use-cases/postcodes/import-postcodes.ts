// `npm run postcodes:import`'s work: a postcode file (ONSPD or Code-Point Open, postcode-csv.ts) streamed into
// the postcodes table in batched upserts, then the places rows of postcode districts and sectors refreshed from
// it. Idempotent: a second run of the same file changes nothing. A bad
// row is reported through `onBadRow` and skipped; the rest of the file still loads.
import { pipeline, type Readable } from "node:stream";
import type { Db } from "../../../../db/client.ts";
import { analyzePlaces } from "../../../../db/repos/places.ts";
import {
  refreshPostcodePlaces,
  upsertPostcodes,
  type PostcodeCentroid,
} from "../../../../db/repos/postcodes.ts";
import { seedGazetteerIfEmpty } from "../../../../db/reference/gazetteer.ts";
import { createCsvRecordParser } from "../../../../platform/csv-records.ts";
import { startPostcodeReader, type PostcodeFormat, type PostcodeReader } from "./postcode-csv.ts";

export type PostcodeImportCounts = {
  /** Data rows read (blank lines and a header not counted). */
  read: number;
  /** Postcodes inserted or changed. */
  written: number;
  /** Terminated postcodes and those without a position. */
  skipped: number;
  /** Bad rows, reported and left out. */
  rejected: number;
};

export type PostcodeImportOptions = {
  /** Detected from the first line when not given. */
  format?: PostcodeFormat;
  /** Rows per upsert statement. */
  batchSize?: number;
  /** A bad row: its record number in the file (the first line is 1) and why. */
  onBadRow?: (record: number, reason: string) => void;
  /** After each batch is written. */
  onProgress?: (counts: PostcodeImportCounts) => void;
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
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const counts: PostcodeImportCounts = { read: 0, written: 0, skipped: 0, rejected: 0 };
  const bad = (record: number, reason: string) => {
    counts.rejected += 1;
    options.onBadRow?.(record, reason);
  };
  let reader: PostcodeReader | null = null;
  let line = 0;
  let batch: PostcodeCentroid[] = [];

  const flush = async () => {
    if (!batch.length) return;
    counts.written += await upsertPostcodes(db, batch);
    batch = [];
    options.onProgress?.({ ...counts });
  };
  const take = async (record: string[]) => {
    const row = reader!.read(record);
    if (row === null) return;
    counts.read += 1;
    if (row.kind === "skipped") counts.skipped += 1;
    else if (row.kind === "error") bad(line, row.message);
    else {
      batch.push(row.centroid);
      if (batch.length >= batchSize) await flush();
    }
  };

  const malformed: { record: number; reason: string }[] = [];
  // As scripts/addresses-import.ts: a failed read destroys the parser with its error, ending the loop.
  const records: AsyncIterable<string[]> = pipeline(
    input,
    createCsvRecordParser((record, reason) => malformed.push({ record, reason })),
    () => {},
  );
  for await (const record of records) {
    line += 1;
    if (!reader) {
      if (record.every((value) => value.trim() === "")) continue;
      const started = startPostcodeReader(record, options.format);
      reader = started.reader;
      if (!started.firstIsData) continue;
    }
    await take(record);
  }
  for (const { record, reason } of malformed) {
    counts.read += 1;
    bad(record, reason);
  }
  if (!reader) throw new Error("The file is empty");
  await flush();
  // Postcode areas are named after their nearest town: the gazetteer must be there first.
  await seedGazetteerIfEmpty(db);
  const placesChanged = await refreshPostcodePlaces(db);
  await analyzePlaces(db);
  return { ...counts, format: reader.format, placesChanged };
}
