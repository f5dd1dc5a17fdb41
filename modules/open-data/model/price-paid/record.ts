// One record of HM Land Registry's Price Paid Data as published (CSV, no header, 16 columns; the Registry's
// "Explanations of column headers in the PPD"). Pure: the importer (modules/open-data/use-cases/price-paid/) streams
// the file and hands each record here; the demo seed and the benchmark write theirs with its inverse,
// `formatPricePaidRecord`, so both sides agree on the layout.
import { postcodeParts } from "../../../../domain/postcode.ts";

/** The published columns, in order; the names are the Registry's, as error messages quote them. */
export const PRICE_PAID_COLUMNS = [
  "transaction unique identifier",
  "price",
  "date of transfer",
  "postcode",
  "property type",
  "old/new",
  "duration",
  "PAON",
  "SAON",
  "street",
  "locality",
  "town/city",
  "district",
  "county",
  "PPD category type",
  "record status",
] as const;

export type PropertyTypeCode = "D" | "S" | "T" | "F" | "O";
export type TenureCode = "F" | "L" | "U";
export type RecordStatus = "A" | "C" | "D";

export type PricePaidSale = {
  /** Lower-case UUID, without the braces the file wraps it in. */
  transactionId: string;
  price: number;
  /** YYYY-MM-DD. */
  transferredOn: string;
  postcode: string | null;
  sector: string | null;
  district: string | null;
  propertyType: PropertyTypeCode;
  newBuild: boolean;
  tenure: TenureCode;
  paon: string;
  saon: string;
  street: string;
  locality: string;
  town: string;
  localAuthority: string;
  county: string;
  category: "A" | "B";
};

export type PricePaidRecord =
  | { kind: "sale"; status: "A" | "C"; sale: PricePaidSale }
  | { kind: "deletion"; transactionId: string }
  | { kind: "error"; column: number; message: string };

const UUID = /^\{?([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\}?$/i;
// "2019-06-28 00:00" as published; a bare date is accepted too.
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?: 00:00(?::00)?)?$/;

const columnError = (column: number, found: string, expected: string): PricePaidRecord => ({
  kind: "error",
  column,
  message: `column ${column} (${PRICE_PAID_COLUMNS[column - 1]}) should be ${expected}, not "${found.slice(0, 40)}"`,
});

function validDate(text: string): string | null {
  const parts = DATE.exec(text);
  if (!parts) return null;
  const [, y, m, d] = parts;
  const date = new Date(`${y}-${m}-${d}T00:00:00Z`);
  return date.getUTCMonth() + 1 === Number(m) && date.getUTCDate() === Number(d) ? `${y}-${m}-${d}` : null;
}

/**
 * Checks that the first record of a file has the published layout, so a file of another kind (a header row,
 * the schools CSV, a cut-down extract) is refused before anything is written. Null when it fits, else the
 * message naming the first column that does not.
 */
export function checkPricePaidLayout(fields: string[]): string | null {
  if (fields.length !== PRICE_PAID_COLUMNS.length) {
    const missing = fields.length < PRICE_PAID_COLUMNS.length;
    const column = missing ? fields.length + 1 : PRICE_PAID_COLUMNS.length + 1;
    return missing
      ? `Not a Price Paid file: it has ${fields.length} columns where the published layout has 16; column ${column} (${PRICE_PAID_COLUMNS[column - 1]}) is missing`
      : `Not a Price Paid file: it has ${fields.length} columns where the published layout has 16 (record status is the last)`;
  }
  const record = readPricePaidRecord(fields);
  if (record.kind === "error" && (record.column === 1 || record.column === 3 || record.column === 16)) {
    return `Not a Price Paid file: ${record.message}`;
  }
  return null;
}

/** One record read, or the first column that is wrong. */
export function readPricePaidRecord(fields: string[]): PricePaidRecord {
  if (fields.length !== PRICE_PAID_COLUMNS.length) {
    return { kind: "error", column: 0, message: `it has ${fields.length} columns, not 16` };
  }
  const value = (column: number) => fields[column - 1]!.trim();
  const id = UUID.exec(value(1));
  if (!id) return columnError(1, value(1), "a transaction id such as {8D5B1D6A-…}");
  const transactionId = id[1]!.toLowerCase();
  const status = value(16);
  if (status !== "A" && status !== "C" && status !== "D") return columnError(16, status, "A, C or D");
  // A deletion names the transaction; the Registry repeats the other fields, but nothing else is needed.
  if (status === "D") return { kind: "deletion", transactionId };

  const priceText = value(2);
  const price = Number(priceText);
  if (!/^\d+$/.test(priceText) || !Number.isSafeInteger(price) || price <= 0 || price > 2_000_000_000) {
    return columnError(2, priceText, "a whole number of pounds");
  }
  const transferredOn = validDate(value(3));
  if (!transferredOn) return columnError(3, value(3), "a date such as 2024-06-28 00:00");
  let parts: ReturnType<typeof postcodeParts> = null;
  if (value(4) !== "") {
    parts = postcodeParts(value(4));
    if (!parts) return columnError(4, value(4), "a postcode or empty");
  }
  const type = value(5);
  if (!["D", "S", "T", "F", "O"].includes(type)) return columnError(5, type, "D, S, T, F or O");
  const oldNew = value(6);
  if (oldNew !== "Y" && oldNew !== "N") return columnError(6, oldNew, "Y or N");
  const tenure = value(7);
  if (tenure !== "F" && tenure !== "L" && tenure !== "U") return columnError(7, tenure, "F or L");
  const town = value(12);
  if (!town) return columnError(12, town, "a town");
  const category = value(15);
  if (category !== "A" && category !== "B") return columnError(15, category, "A or B");
  return {
    kind: "sale",
    status,
    sale: {
      transactionId,
      price,
      transferredOn,
      postcode: parts?.postcode ?? null,
      sector: parts?.sector ?? null,
      district: parts?.district ?? null,
      propertyType: type as PropertyTypeCode,
      newBuild: oldNew === "Y",
      tenure,
      paon: value(8),
      saon: value(9),
      street: value(10),
      locality: value(11),
      town,
      localAuthority: value(13),
      county: value(14),
      category,
    },
  };
}

/** A sale as the Registry publishes it: 16 quoted fields, for the demo's own file and the benchmark's. */
export function formatPricePaidRecord(sale: PricePaidSale, status: RecordStatus = "A"): string {
  const fields = [
    `{${sale.transactionId.toUpperCase()}}`,
    String(sale.price),
    `${sale.transferredOn} 00:00`,
    sale.postcode ?? "",
    sale.propertyType,
    sale.newBuild ? "Y" : "N",
    sale.tenure,
    sale.paon,
    sale.saon,
    sale.street,
    sale.locality,
    sale.town,
    sale.localAuthority,
    sale.county,
    sale.category,
    status,
  ];
  return fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(",");
}
