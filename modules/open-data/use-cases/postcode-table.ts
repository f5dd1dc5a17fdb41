// The postcode-level sources of `npm run open-data:import` (broadband, flood risk): a CSV table with a postcode
// on every row, each row written with the source it came from. What differs between them is their columns, the
// measures a row carries and the upsert that writes them.
import type { Readable } from "node:stream";
import type { Db } from "../../../db/client.ts";
import {
  importCsvTable,
  postcodeCell,
  type ColumnSpec,
  type ImportCounts,
  type RowOutcome,
  type RowValues,
  type SourcedImportOptions,
} from "./csv-table.ts";

/** What every postcode-level row starts with. */
export type PostcodeSourceRow = { postcode: string; source: string };

export type PostcodeTable<K extends string, T extends PostcodeSourceRow> = {
  columns: Record<K | "postcode", ColumnSpec>;
  /** Extra checks of the header once its columns are known (throw to refuse the file). */
  checkHeader?: (present: ReadonlySet<K | "postcode">) => void;
  /** The row with its measures, onto the postcode and source already read; or why the row is bad. */
  readMeasures: (row: RowValues<K | "postcode">, start: PostcodeSourceRow) => RowOutcome<T>;
  /** Writes a batch; returns how many rows it inserted or changed. */
  write: (db: Db, rows: T[], present: ReadonlySet<K | "postcode">) => Promise<number>;
};

/** The import of one postcode-level source: a row whose postcode is not a UK postcode is a bad row. */
export function postcodeTableImporter<K extends string, T extends PostcodeSourceRow>(
  table: PostcodeTable<K, T>,
) {
  return (db: Db, input: Readable, options: SourcedImportOptions): Promise<ImportCounts> =>
    importCsvTable(input, {
      ...options,
      columns: table.columns,
      ...(table.checkHeader ? { checkHeader: table.checkHeader } : {}),
      read(row) {
        const postcode = postcodeCell(row.postcode);
        if (typeof postcode === "object") return postcode;
        return table.readMeasures(row, { postcode, source: options.source });
      },
      write: (rows, present) => table.write(db, rows, present),
    });
}
