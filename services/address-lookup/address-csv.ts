// The CSV that `npm run addresses:import` reads: RFC 4180 (commas, double quotes, "" inside quotes, CRLF or LF,
// newlines allowed inside quotes), a header row naming the columns, UTF-8 with or without a byte order mark.
// Columns, by header name in any order (the spec §3 lookup result's own names; others are ignored):
//   line_1, town_or_city, postcode                                          required
//   building_name, building_number, line_2, line_3, line_4, county          optional
import { isValidPostcode, normalisePostcode } from "../../domain/leads/lead-fields.ts";
import { LOOKED_UP_ADDRESS_FIELDS } from "../../domain/address.ts";

export const ADDRESS_COLUMNS = LOOKED_UP_ADDRESS_FIELDS;
export const REQUIRED_COLUMNS = ["line_1", "town_or_city", "postcode"] as const;

/** Splits CSV text, fed in chunks, into records; `end()` flushes the last record. */
export function createCsvParser() {
  let field = "";
  let record: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let pendingCr = false;
  let started = false;

  function push(chunk: string): string[][] {
    const records: string[][] = [];
    for (let i = 0; i < chunk.length; i += 1) {
      let c = chunk[i]!;
      if (!started) {
        started = true;
        if (c === "\uFEFF") continue;
      }
      if (pendingCr) {
        pendingCr = false;
        if (c === "\n") continue;
      }
      if (quoted) {
        if (c === '"') {
          if (chunk[i + 1] === '"') {
            field += '"';
            i += 1;
          } else if (i + 1 === chunk.length) {
            // A quote at a chunk's end: whether it is doubled is only known with the next chunk.
            quoted = false;
            afterQuote = true;
          } else {
            quoted = false;
          }
        } else {
          field += c;
        }
        continue;
      }
      if (afterQuote) {
        afterQuote = false;
        if (c === '"') {
          field += '"';
          quoted = true;
          continue;
        }
      }
      if (c === '"' && field === "") {
        quoted = true;
      } else if (c === ",") {
        record.push(field);
        field = "";
      } else if (c === "\n" || c === "\r") {
        if (c === "\r") pendingCr = true;
        record.push(field);
        records.push(record);
        record = [];
        field = "";
      } else {
        c = c === "\t" ? " " : c;
        field += c;
      }
    }
    return records;
  }

  function end(): string[][] {
    if (field === "" && record.length === 0) return [];
    record.push(field);
    const last = record;
    record = [];
    field = "";
    return [last];
  }

  return { push, end };
}

export type AddressRecord = Record<(typeof ADDRESS_COLUMNS)[number], string>;

/** Where each known column sits, from the header row; throws naming the required columns that are missing. */
export function readHeader(header: string[]): Map<(typeof ADDRESS_COLUMNS)[number], number> {
  const positions = new Map<(typeof ADDRESS_COLUMNS)[number], number>();
  header.forEach((name, index) => {
    const column = name.trim().toLowerCase() as (typeof ADDRESS_COLUMNS)[number];
    if ((ADDRESS_COLUMNS as readonly string[]).includes(column)) positions.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length) throw new Error(`The header row lacks ${missing.join(", ")}`);
  return positions;
}

/** One data row as an address, or the reason it cannot be one. Blank lines answer null. */
export function readAddress(
  row: string[],
  positions: Map<(typeof ADDRESS_COLUMNS)[number], number>,
): AddressRecord | { error: string } | null {
  if (row.every((value) => value.trim() === "")) return null;
  const address = {} as AddressRecord;
  for (const column of ADDRESS_COLUMNS) {
    const index = positions.get(column);
    address[column] = (index === undefined ? "" : (row[index] ?? ""))
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 200);
  }
  if (!address.line_1) return { error: "line_1 is empty" };
  if (!address.town_or_city) return { error: "town_or_city is empty" };
  if (!isValidPostcode(address.postcode)) return { error: `"${address.postcode}" is not a UK postcode` };
  address.postcode = normalisePostcode(address.postcode);
  return address;
}
