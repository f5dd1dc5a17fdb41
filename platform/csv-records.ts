// The reader under every CSV import (addresses, gazetteer names and postcodes, Price Paid, schools, broadband,
// flood risk): RFC 4180 on csv-parse, lenient where files in the wild are, and telling each skipped record's
// number so an import's report can name it.
import { pipeline, type Readable, type Transform } from "node:stream";
import { parse, type Parser } from "csv-parse";

/** Told of a record that cannot be read as CSV (in practice: its opening quote is never closed, so it runs to
 * the end of the file), with its number counted as the records before it are (the header is record 1). */
export type OnMalformedRecord = (record: number, reason: string) => void;

/**
 * A Transform from the file's bytes (or text) to its records, each an array of fields; a malformed record is
 * handed to `onMalformed` and skipped. Lenient where files in the wild are: rows may have any number of fields,
 * CRLF, LF and CR line ends may be mixed, and a quote inside an unquoted field is kept as a character.
 */
export function createCsvRecordParser(onMalformed: OnMalformedRecord = () => {}): Parser {
  return parse({
    bom: true,
    // csv-parse would otherwise settle on the first line end it meets and read the others as text.
    record_delimiter: ["\r\n", "\n", "\r"],
    relax_column_count: true,
    relax_quotes: true,
    // Blank lines stay records (each reader skips them) so that record numbers count them.
    skip_empty_lines: false,
    skip_records_with_error: true,
    on_skip: (error) => {
      // csv-parse's own line number counts each CR and LF inside quotes; its count of records so far does not.
      const before = typeof error?.records === "number" ? error.records : 0;
      const reason =
        error?.code === "CSV_QUOTE_NOT_CLOSED"
          ? "its opening quote is never closed"
          : (error?.message ?? "not CSV");
      onMalformed(before + 1, reason);
      return undefined;
    },
  });
}

/**
 * The loop of every CSV import: the file's records, read one at a time and numbered from 1 as they come (blank
 * lines and a header counted), go to `onRecord`, awaited before the next; then each record the parser had to skip
 * goes to `onMalformed`, for the import's report (it is known while records before it may still be queued, so it
 * is told after them). `decode` turns the bytes into text first (a publisher's legacy encoding).
 * Not the promise pipeline with the loop as its last stage: an error thrown in the loop would reach it as "The
 * operation was aborted". A failed read destroys the parser with its error, which ends the loop here.
 */
export async function forEachCsvRecord(
  input: Readable,
  handlers: {
    onRecord: (record: string[], line: number) => void | Promise<void>;
    onMalformed: OnMalformedRecord;
  },
  decode?: Transform,
): Promise<void> {
  const malformed: { record: number; reason: string }[] = [];
  const parser = createCsvRecordParser((record, reason) => malformed.push({ record, reason }));
  const records: AsyncIterable<string[]> = decode
    ? pipeline(input, decode, parser, () => {})
    : pipeline(input, parser, () => {});
  let line = 0;
  for await (const record of records) await handlers.onRecord(record, ++line);
  for (const { record, reason } of malformed) handlers.onMalformed(record, reason);
}
