// CSV for `npm run leads:export` (RFC 4180: CRLF rows, fields with commas, quotes or line breaks quoted and
// their quotes doubled). Text cells that a spreadsheet would run as a formula (starting with = + - @, or a tab
// or carriage return) get a leading apostrophe (OWASP "CSV injection"), so opening the file runs nothing.

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === "string") text = FORMULA_START.test(value) ? `'${value}` : value;
  else text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(",");
}

/** A header row then one row per record, each ending in CRLF. */
export function toCsv<T>(
  columns: readonly { header: string; value: (row: T) => CsvValue }[],
  rows: Iterable<T>,
) {
  const lines = [csvRow(columns.map((column) => column.header))];
  for (const row of rows) lines.push(csvRow(columns.map((column) => column.value(row))));
  return lines.map((line) => `${line}\r\n`).join("");
}
