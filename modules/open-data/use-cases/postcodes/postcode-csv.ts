// The two postcode files `npm run postcodes:import` reads (docs/geography.md), one record at a time:
// - ONS Postcode Directory (ONSPD) CSV: a header row; by name, in any order and any case:
//     pcds (the postcode, one space; pcd or pcd2 when pcds is absent), lat, long, doterm (date terminated,
//     blank while the postcode is live). Terminated postcodes and those without a grid reference
//     (lat 99.999999) are skipped; every other column is ignored.
// - OS Code-Point Open CSV: no header; by position: 1 Postcode, 2 Positional_quality_indicator, 3 Eastings,
//     4 Northings (British National Grid metres; 5–10, country and administrative codes, are ignored).
//     Quality 90 (no coordinates) is skipped.
import { postcodeParts } from "../../../../domain/postcode.ts";
import type { PostcodeCentroid } from "../../../../db/repos/postcodes.ts";
import { gridToWgs84, isOnGrid } from "../../../../domain/british-national-grid.ts";

export type PostcodeFormat = "onspd" | "codepoint";
export const POSTCODE_FORMATS: readonly PostcodeFormat[] = ["onspd", "codepoint"];

export type PostcodeRecord =
  | { kind: "postcode"; centroid: PostcodeCentroid }
  /** A row the format itself marks as unusable: not an error, only counted. */
  | { kind: "skipped"; reason: "terminated" | "no position" }
  | { kind: "error"; message: string };

/** Reads the data rows of one format (made by startPostcodeReader from the file's first record). */
export type PostcodeReader = {
  format: PostcodeFormat;
  /** Null for a blank line. */
  read(record: string[]): PostcodeRecord | null;
};

const clean = (value: string | undefined) => (value ?? "").trim();
const isBlank = (record: string[]) => record.every((value) => value.trim() === "");

function onspdColumns(
  header: string[],
): { postcode: number; lat: number; long: number; doterm: number } | null {
  const names = header.map((name) => name.trim().toLowerCase());
  const postcode = ["pcds", "pcd", "pcd2"].map((name) => names.indexOf(name)).find((index) => index >= 0);
  const lat = names.indexOf("lat");
  const long = names.indexOf("long");
  if (postcode === undefined || lat < 0 || long < 0) return null;
  return { postcode, lat, long, doterm: names.indexOf("doterm") };
}

function looksLikeCodePoint(record: string[]): boolean {
  return (
    record.length >= 4 &&
    postcodeParts(clean(record[0])) !== null &&
    /^\d+$/.test(clean(record[2])) &&
    /^\d+$/.test(clean(record[3]))
  );
}

const isCodePointHeader = (record: string[]) => clean(record[0]).toLowerCase() === "postcode";

/**
 * Which format a file is, from its first record: a header with pcds (or pcd), lat and long is ONSPD; a row
 * that starts with a postcode and has whole-number eastings and northings in columns 3 and 4, or Code-Point's
 * own column names, is Code-Point Open. Null when it is neither.
 */
export function detectPostcodeFormat(firstRecord: string[]): PostcodeFormat | null {
  if (onspdColumns(firstRecord)) return "onspd";
  if (looksLikeCodePoint(firstRecord) || isCodePointHeader(firstRecord)) return "codepoint";
  return null;
}

/**
 * The reader for a file whose first record is `first`, in `format` (detected when not given); `first` itself
 * is consumed when it is a header, and handed back as data otherwise. Throws when the format cannot be
 * known or an ONSPD header lacks a required column.
 */
export function startPostcodeReader(
  first: string[],
  format?: PostcodeFormat,
): { reader: PostcodeReader; firstIsData: boolean } {
  const detected = detectPostcodeFormat(first);
  if (format && detected && format !== detected) {
    throw new Error(`--format ${format} was given, but the first line reads as ${detected}`);
  }
  const chosen = format ?? detected;
  if (!chosen) {
    throw new Error(
      "Cannot tell the file's format from its first line: expected an ONSPD header (pcds, lat, long) " +
        "or Code-Point Open rows (postcode, quality, eastings, northings); give --format",
    );
  }
  if (chosen === "onspd") {
    const columns = onspdColumns(first);
    if (!columns) throw new Error("The ONSPD header row lacks pcds (or pcd), lat or long");
    return { reader: onspdReader(columns), firstIsData: false };
  }
  return { reader: codePointReader(), firstIsData: !isCodePointHeader(first) };
}

function centroid(text: string, latitude: number, longitude: number, source: string): PostcodeRecord {
  const parts = postcodeParts(text);
  if (!parts) return { kind: "error", message: `"${text}" is not a UK postcode` };
  return { kind: "postcode", centroid: { ...parts, latitude, longitude, source } };
}

function onspdReader(columns: NonNullable<ReturnType<typeof onspdColumns>>): PostcodeReader {
  return {
    format: "onspd",
    read(record) {
      if (isBlank(record)) return null;
      if (columns.doterm >= 0 && clean(record[columns.doterm]) !== "") {
        return { kind: "skipped", reason: "terminated" };
      }
      const latText = clean(record[columns.lat]);
      const longText = clean(record[columns.long]);
      // ONSPD's mark for a postcode without a grid reference.
      if (latText === "99.999999") return { kind: "skipped", reason: "no position" };
      const latitude = Number(latText);
      const longitude = Number(longText);
      if (!latText || !longText || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        return { kind: "error", message: `lat "${latText}" and long "${longText}" are not numbers` };
      }
      if (latitude < 49 || latitude > 61 || longitude < -9 || longitude > 2.1) {
        return { kind: "error", message: `lat ${latitude}, long ${longitude} is outside the UK` };
      }
      return centroid(clean(record[columns.postcode]), latitude, longitude, "onspd");
    },
  };
}

function codePointReader(): PostcodeReader {
  return {
    format: "codepoint",
    read(record) {
      if (isBlank(record)) return null;
      if (clean(record[1]) === "90") return { kind: "skipped", reason: "no position" };
      const eastingText = clean(record[2]);
      const northingText = clean(record[3]);
      const easting = Number(eastingText);
      const northing = Number(northingText);
      if (eastingText === "0" && northingText === "0") return { kind: "skipped", reason: "no position" };
      if (!eastingText || !northingText || !isOnGrid(easting, northing)) {
        return {
          kind: "error",
          message: `eastings "${eastingText}" and northings "${northingText}" are not on the National Grid`,
        };
      }
      const { latitude, longitude } = gridToWgs84(easting, northing);
      return centroid(clean(record[0]), latitude, longitude, "codepoint");
    },
  };
}
