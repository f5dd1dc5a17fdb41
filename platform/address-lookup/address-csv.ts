// The CSV that `npm run addresses:import` reads: RFC 4180 (commas, double quotes, "" inside quotes, CRLF or LF,
// newlines allowed inside quotes), a header row naming the columns, UTF-8 with or without a byte order mark.
// Columns, by header name in any order (the spec §3 lookup result's own names; others are ignored):
//   line_1, town_or_city, postcode                                          required
//   building_name, building_number, line_2, line_3, line_4, county          optional
import { isValidPostcode, normalisePostcode } from "../../modules/leads/model/lead-fields.ts";
import { LOOKED_UP_ADDRESS_FIELDS } from "../../domain/address.ts";

export const ADDRESS_COLUMNS = LOOKED_UP_ADDRESS_FIELDS;
export const REQUIRED_COLUMNS = ["line_1", "town_or_city", "postcode"] as const;

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
