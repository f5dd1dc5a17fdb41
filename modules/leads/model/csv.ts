// CSV for `npm run leads:export` (RFC 4180: CRLF rows, fields with commas, quotes or line breaks quoted and
// their quotes doubled), written by csv-stringify. Text cells that a spreadsheet would run as a formula
// (starting with = + - @, their full-width forms, or a tab or carriage return) get a leading apostrophe
// (OWASP "CSV injection"), so opening the file runs nothing.
import { stringify, type Options } from "csv-stringify/sync";

export type CsvValue = string | number | boolean | Date | null | undefined;

const CSV_OPTIONS: Options = {
  record_delimiter: "\r\n",
  // With an explicit record delimiter csv-stringify would quote only fields holding "\r\n"; a lone CR or LF
  // must be quoted too.
  quote_record_delimiter: true,
  escape_formulas: true,
  cast: {
    date: (value) => value.toISOString(),
    // Its defaults would write true as "1" and false as an empty cell.
    boolean: (value) => String(value),
  },
};

export function csvRow(values: readonly CsvValue[]): string {
  return stringify([values], { ...CSV_OPTIONS, eof: false });
}

export function csvCell(value: CsvValue): string {
  return csvRow([value]);
}

/** A header row then one row per record, each ending in CRLF. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => CsvValue }[],
  rows: Iterable<T>,
) {
  const records: CsvValue[][] = [columns.map((column) => column.header)];
  for (const row of rows) records.push(columns.map((column) => column.value(row)));
  return stringify(records, CSV_OPTIONS);
}
