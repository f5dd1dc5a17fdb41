// `npm run open-data:import -- price-paid FILE`'s work: HM Land Registry Price Paid Data (the complete file or
// a monthly update; docs/open-data-price-paid.md) streamed into `price_paid_sales` in batched upserts.
// Additions and changes are upserts (a change carries the whole corrected record); deletions are applied
// after the whole file's additions and changes, so a transaction added and deleted in one file ends deleted
// (the Registry's order: additions, changes, deletions). Idempotent: a second run of the same file writes
// nothing. The first record decides whether the file has the published layout at all: if not, nothing is
// written and the error names the column; later bad rows are reported through `onBadRow` and skipped.
// Into an empty table the file goes as a first load (modules/open-data/repos/price-paid-first-load.ts): all or nothing, and
// several times faster. One batch is written while the next is read.
import { pipeline, type Readable } from "node:stream";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../../../db/client.ts";
import {
  analyzePricePaid,
  deletePricePaidSales,
  placeUnplacedSales,
  upsertPricePaidSales,
} from "../../repos/price-paid.ts";
import {
  createLoadingTable,
  dropLoadingTable,
  FIRST_LOAD_TABLE,
  pricePaidIsEmpty,
  swapInLoadingTable,
} from "../../repos/price-paid-first-load.ts";
import {
  checkPricePaidLayout,
  readPricePaidRecord,
  type PricePaidSale,
} from "../../model/price-paid/record.ts";
import { createCsvRecordParser } from "../../../../platform/csv-records.ts";

export type PricePaidImportCounts = {
  /** Records read (blank lines not counted). */
  read: number;
  /** Sales inserted or changed. */
  written: number;
  /** Sales deleted (record status D). */
  deleted: number;
  /** Bad rows, reported and left out. */
  rejected: number;
};

export type PricePaidImportOptions = {
  /** Rows per upsert statement. */
  batchSize?: number;
  /** A bad row: its record number in the file (the first line is 1) and why. */
  onBadRow?: (record: number, reason: string) => void;
  /** After each batch is written. */
  onProgress?: (counts: PricePaidImportCounts) => void;
};

export type PricePaidImportSummary = PricePaidImportCounts & {
  /** Sales loaded earlier whose postcode centroid has since become known. */
  placed: number;
  /** Whether the file went into an empty table as a first load. */
  firstLoad: boolean;
};

export class PricePaidLayoutError extends Error {}

const DEFAULT_BATCH = 5_000;

export async function importPricePaid(
  db: Db,
  input: Readable,
  options: PricePaidImportOptions = {},
): Promise<PricePaidImportSummary> {
  const firstLoad = await pricePaidIsEmpty(db);
  if (!firstLoad) return { ...(await writeSales(db, input, options)), firstLoad, placed: await finish(db) };
  await createLoadingTable(db);
  try {
    const counts = await writeSales(db, input, options, FIRST_LOAD_TABLE);
    await swapInLoadingTable(db);
    return { ...counts, firstLoad, placed: await finish(db) };
  } finally {
    await dropLoadingTable(db);
  }
}

async function finish(db: Db): Promise<number> {
  const placed = await placeUnplacedSales(db);
  await analyzePricePaid(db);
  return placed;
}

async function writeSales(
  db: Db,
  input: Readable,
  options: PricePaidImportOptions,
  target?: SQL,
): Promise<PricePaidImportCounts> {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  const counts: PricePaidImportCounts = { read: 0, written: 0, deleted: 0, rejected: 0 };
  const bad = (record: number, reason: string) => {
    counts.rejected += 1;
    options.onBadRow?.(record, reason);
  };
  // Deletions wait for the end of the file; monthly files hold a few thousand, the complete file none.
  const deletions = new Set<string>();
  let batch = new Map<string, PricePaidSale>();
  const changed = new Set<string>();
  let line = 0;
  let checked = false;

  // At most one batch is being written while the next is read: the database and the parser work at once, and
  // batches still reach the table in the file's order.
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    await writing;
    if (!batch.size) return;
    const rows = [...batch.values()];
    batch = new Map();
    writing = upsertPricePaidSales(db, rows, target).then((written) => {
      counts.written += written;
      options.onProgress?.({ ...counts });
    });
    // Its failure is thrown by the next flush; this only keeps it from counting as unhandled meanwhile.
    writing.catch(() => {});
  };

  const malformed: { record: number; reason: string }[] = [];
  // As modules/open-data/use-cases/postcodes/import-postcodes.ts: a failed read destroys the parser with its error, ending the loop.
  const records: AsyncIterable<string[]> = pipeline(
    input,
    createCsvRecordParser((record, reason) => malformed.push({ record, reason })),
    () => {},
  );
  try {
    for await (const fields of records) {
      line += 1;
      if (fields.every((value) => value.trim() === "")) continue;
      if (!checked) {
        const wrong = checkPricePaidLayout(fields);
        if (wrong) throw new PricePaidLayoutError(wrong);
        checked = true;
      }
      counts.read += 1;
      const record = readPricePaidRecord(fields);
      if (record.kind === "error") bad(line, record.message);
      else if (record.kind === "deletion") {
        deletions.add(record.transactionId);
        batch.delete(record.transactionId);
      } else if (!deletions.has(record.sale.transactionId)) {
        // (A sale this file has already deleted stays deleted: writing it only to delete it would not be idempotent.)
        const { sale } = record;
        // Within one batch the change wins over the addition it corrects, whatever their order in the file.
        const earlier = batch.get(sale.transactionId);
        if (!(earlier && record.status === "A" && changed.has(sale.transactionId))) {
          batch.set(sale.transactionId, sale);
          if (record.status === "C") changed.add(sale.transactionId);
        }
        if (batch.size >= batchSize) {
          await flush();
          changed.clear();
        }
      }
    }
  } finally {
    // Nothing may still be writing when the caller drops the loading table or reports a failure.
    await writing.catch(() => {});
  }
  for (const { record, reason } of malformed) {
    counts.read += 1;
    bad(record, reason);
  }
  if (!checked) throw new PricePaidLayoutError("The file is empty");
  await flush();
  await writing;
  const ids = [...deletions];
  for (let start = 0; start < ids.length; start += batchSize) {
    counts.deleted += await deletePricePaidSales(db, ids.slice(start, start + batchSize), target);
  }
  if (ids.length) options.onProgress?.({ ...counts });
  return counts;
}
