// The reader under every CSV import (addresses, gazetteer names and postcodes, Price Paid, schools, broadband,
// flood risk): RFC 4180 on csv-parse, lenient where files in the wild are, and telling each skipped record's
// number so an import's report can name it.
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
