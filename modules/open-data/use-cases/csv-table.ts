// The one streaming loop behind `npm run open-data:import`'s CSV sources (docs/open-data.md): a header row read
// by column name (any order, any case, surrounding spaces ignored; a publisher's older name accepted as an
// alias), data rows read one at a time, written in batches, progress after each batch. A bad row is handed to
// `onBadRow` with its record number (the header is record 1) and skipped; the rest of the file still loads.
// A file whose header lacks a required column is refused before anything is written, naming the column.
import type { Readable } from "node:stream";
import { forEachCsvRecord } from "../../../platform/csv-records.ts";
import { decodeUtf8OrWindows1252 } from "./legacy-text.ts";
import { normalisePostcode } from "../../../domain/postcode.ts";

/** Each column the importer reads: the names a publisher has used for it, the current one first. */
export type ColumnSpec = { names: readonly string[]; required: boolean };

/** What every import counts, whatever else it counts. */
export type RowCounts = {
  /** Data rows read (blank lines and the header not counted). */
  read: number;
  /** Bad rows, reported and left out. */
  rejected: number;
};

export type ImportCounts = RowCounts & {
  /** Rows inserted or changed. */
  written: number;
  /** Rows the file itself marks as not for us (a closed school, a school without a grid reference). */
  skipped: number;
};

/** What every import tells as it goes; C is what it counts (most count as ImportCounts does). */
export type ImportCallbacks<C = ImportCounts> = {
  /** A bad row: its record number in the file (the header is 1) and why. */
  onBadRow?: (record: number, reason: string) => void;
  /** After each batch is written. */
  onProgress?: (counts: C) => void;
  /** Rows per upsert statement. */
  batchSize?: number;
};

/**
 * The bad-row steps every import shares: a bad row counts as rejected and the caller is told its record number
 * and why, then the import goes on with the next row. A record the CSV reader could not read at all
 * (`malformedRecord`) is a row read, and a bad one.
 */
export function badRowReporter(counts: RowCounts, options: Pick<ImportCallbacks<never>, "onBadRow">) {
  const badRow = (record: number, reason: string) => {
    counts.rejected += 1;
    options.onBadRow?.(record, reason);
  };
  const malformedRecord = (record: number, reason: string) => {
    counts.read += 1;
    badRow(record, reason);
  };
  return { badRow, malformedRecord };
}

/**
 * Rows gathered into batches of `size` (one upsert statement each): a batch is written as it fills, and the
 * last, part-full one by `flush` once the file has been read.
 */
export function rowBatches<T>(size: number, write: (rows: T[]) => Promise<void>) {
  let batch: T[] = [];
  const flush = async () => {
    if (!batch.length) return;
    await write(batch);
    batch = [];
  };
  return {
    async add(row: T) {
      batch.push(row);
      if (batch.length >= size) await flush();
    },
    flush,
  };
}

/** A postcode-level source's options: the rows it writes name where they came from ("file" or "demo"). */
export type SourcedImportOptions = ImportCallbacks & { source: string };

/** One data row's values by column key; "" for an optional column the file lacks. */
export type RowValues<K extends string> = { [key in K]: string } & { present: ReadonlySet<K> };

export type RowOutcome<T> = T | { error: string } | { skip: true };

const normalise = (name: string) => name.trim().toLowerCase();

/** Where each column sits; throws naming the first required column the header lacks. */
export function readHeader<K extends string>(
  header: string[],
  columns: Record<K, ColumnSpec>,
): Map<K, number> {
  const names = header.map(normalise);
  const positions = new Map<K, number>();
  const missing: string[] = [];
  for (const [key, spec] of Object.entries(columns) as [K, ColumnSpec][]) {
    const index = spec.names.map((name) => names.indexOf(normalise(name))).find((found) => found >= 0);
    if (index !== undefined) positions.set(key, index);
    else if (spec.required) missing.push(`"${spec.names[0]}"`);
  }
  if (missing.length) {
    throw new Error(`The header row lacks the column ${missing.join(", ")}: is this the right file?`);
  }
  return positions;
}

export async function importCsvTable<K extends string, T>(
  input: Readable,
  options: ImportCallbacks & {
    columns: Record<K, ColumnSpec>;
    /** Extra checks of the header once its columns are known (throw to refuse the file). */
    checkHeader?: (present: ReadonlySet<K>) => void;
    read: (row: RowValues<K>) => RowOutcome<T>;
    /** Writes a batch; returns how many rows it inserted or changed. */
    write: (rows: T[], present: ReadonlySet<K>) => Promise<number>;
  },
): Promise<ImportCounts> {
  const counts: ImportCounts = { read: 0, written: 0, skipped: 0, rejected: 0 };
  const { badRow, malformedRecord } = badRowReporter(counts, options);
  let positions: Map<K, number> | null = null;
  let present: ReadonlySet<K> = new Set();
  const batches = rowBatches<T>(options.batchSize ?? 2_000, async (rows) => {
    counts.written += await options.write(rows, present);
    options.onProgress?.({ ...counts });
  });

  const onRecord = async (record: string[], line: number) => {
    const blank = record.every((value) => value.trim() === "");
    if (!positions) {
      if (blank) return;
      positions = readHeader(record, options.columns);
      present = new Set(positions.keys());
      options.checkHeader?.(present);
      return;
    }
    if (blank) return;
    counts.read += 1;
    const values = { present } as RowValues<K>;
    for (const key of Object.keys(options.columns) as K[]) {
      const index = positions.get(key);
      (values as Record<K, string>)[key] = index === undefined ? "" : (record[index] ?? "").trim();
    }
    const outcome = options.read(values);
    if (outcome && typeof outcome === "object" && "error" in outcome) badRow(line, outcome.error);
    else if (outcome && typeof outcome === "object" && "skip" in outcome) counts.skipped += 1;
    else await batches.add(outcome as T);
  };
  // GIAS publishes in Windows-1252, the others in UTF-8 (legacy-text.ts).
  await forEachCsvRecord(input, { onRecord, onMalformed: malformedRecord }, decodeUtf8OrWindows1252());
  if (!positions) throw new Error("The file is empty");
  await batches.flush();
  return counts;
}

/** A postcode cell in its written form ("BS8 2LG"); an error text when it is not a UK postcode. */
export function postcodeCell(value: string): string | { error: string } {
  return normalisePostcode(value) ?? { error: `"${value}" is not a UK postcode` };
}

/** A number cell: null when blank; an error text when it is not a number in [min, max]. */
export function numberCell(
  value: string,
  column: string,
  range: { min: number; max: number },
): number | null | { error: string } {
  if (value === "") return null;
  const n = Number(value.replace(/,/g, ""));
  if (!Number.isFinite(n) || n < range.min || n > range.max) {
    return { error: `${column} "${value}" is not a number from ${range.min} to ${range.max}` };
  }
  return n;
}

/** A publisher's date from a file name such as edubasealldata20250109.csv or 202401_fixed_postcode…csv. */
export function dateFromFileName(fileName: string): string | null {
  const full = /(20\d\d)(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])(?!\d)/.exec(fileName);
  if (full) return `${full[1]}-${full[2]}-${full[3]}`;
  const month = /(?<!\d)(20\d\d)(0[1-9]|1[0-2])(?!\d)/.exec(fileName);
  return month ? `${month[1]}-${month[2]}-01` : null;
}
