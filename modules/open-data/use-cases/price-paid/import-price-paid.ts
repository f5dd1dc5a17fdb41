// `npm run open-data:import -- price-paid FILE`'s work: HM Land Registry Price Paid Data (the complete file or
// a monthly update; docs/open-data-price-paid.md) streamed into `price_paid_sales` in batched upserts.
// Additions and changes are upserts (a change carries the whole corrected record); deletions are applied
// after the whole file's additions and changes, so a transaction added and deleted in one file ends deleted
// (the Registry's order: additions, changes, deletions). Idempotent: a second run of the same file writes
// nothing. The first record decides whether the file has the published layout at all: if not, nothing is
// written and the error names the column; later bad rows are reported through `onBadRow` and skipped.
// Into an empty table the file goes as a first load (modules/open-data/repos/price-paid-first-load.ts): all or nothing, and
// several times faster. One batch is written while the next is read.
import type { Readable } from "node:stream";
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
import { forEachCsvRecord } from "../../../../platform/csv-records.ts";
import { badRowReporter, type ImportCallbacks, type RowCounts } from "../csv-table.ts";

/** Rows read are records (the file has no header); blank lines are not counted. */
export type PricePaidImportCounts = RowCounts & {
  /** Sales inserted or changed. */
  written: number;
  /** Sales deleted (record status D). */
  deleted: number;
};

export type PricePaidImportOptions = ImportCallbacks<PricePaidImportCounts>;

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
  const { badRow, malformedRecord } = badRowReporter(counts, options);
  // Deletions wait for the end of the file; monthly files hold a few thousand, the complete file none.
  const deletions = new Set<string>();
  let batch = new Map<string, PricePaidSale>();
  const changed = new Set<string>();
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

  const onRecord = async (fields: string[], line: number) => {
    if (fields.every((value) => value.trim() === "")) return;
    if (!checked) {
      const wrong = checkPricePaidLayout(fields);
      if (wrong) throw new PricePaidLayoutError(wrong);
      checked = true;
    }
    counts.read += 1;
    const record = readPricePaidRecord(fields);
    if (record.kind === "error") badRow(line, record.message);
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
  };
  try {
    await forEachCsvRecord(input, { onRecord, onMalformed: malformedRecord });
  } finally {
    // Nothing may still be writing when the caller drops the loading table or reports a failure.
    await writing.catch(() => {});
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
