// OS Open Names CSV (the product's DATA/*.csv files: no header row; the column order is the product's own,
// shipped in DOC/OS_Open_Names_Header.csv), read for `npm run places:import`. Of its 34 columns these are
// read, by position:
//   3 NAME1, 7 TYPE, 8 LOCAL_TYPE, 9 GEOMETRY_X, 10 GEOMETRY_Y (British National Grid metres),
//   19 POPULATED_PLACE, 22 DISTRICT_BOROUGH, 25 COUNTY_UNITARY
// Only populated places are kept: LOCAL_TYPE City, Town, Suburban Area, Village, Hamlet, Other Settlement.
import { gridToWgs84, isOnGrid } from "../../../../domain/british-national-grid.ts";

export const OPEN_NAMES_COLUMNS = [
  "ID",
  "NAMES_URI",
  "NAME1",
  "NAME1_LANG",
  "NAME2",
  "NAME2_LANG",
  "TYPE",
  "LOCAL_TYPE",
  "GEOMETRY_X",
  "GEOMETRY_Y",
  "MOST_DETAIL_VIEW_RES",
  "LEAST_DETAIL_VIEW_RES",
  "MBR_XMIN",
  "MBR_YMIN",
  "MBR_XMAX",
  "MBR_YMAX",
  "POSTCODE_DISTRICT",
  "POSTCODE_DISTRICT_URI",
  "POPULATED_PLACE",
  "POPULATED_PLACE_URI",
  "POPULATED_PLACE_TYPE",
  "DISTRICT_BOROUGH",
  "DISTRICT_BOROUGH_URI",
  "DISTRICT_BOROUGH_TYPE",
  "COUNTY_UNITARY",
  "COUNTY_UNITARY_URI",
  "COUNTY_UNITARY_TYPE",
  "REGION",
  "REGION_URI",
  "COUNTRY",
  "COUNTRY_URI",
  "RELATED_SPATIAL_OBJECT",
  "SAME_AS_DBPEDIA",
  "SAME_AS_GEONAMES",
] as const;

const at = (column: (typeof OPEN_NAMES_COLUMNS)[number]) => OPEN_NAMES_COLUMNS.indexOf(column);

/** LOCAL_TYPE values kept, and the places kind each becomes. */
export const SETTLEMENT_KINDS: Record<string, "town" | "neighbourhood"> = {
  City: "town",
  Town: "town",
  "Suburban Area": "neighbourhood",
  Village: "neighbourhood",
  Hamlet: "neighbourhood",
  "Other Settlement": "neighbourhood",
};

export type OpenNamesPlace = {
  name: string;
  /** What the place reads after its name: the town or district it lies in ("Clifton, Bristol"). */
  countyName: string;
  kind: "town" | "neighbourhood";
  latitude: number;
  longitude: number;
};

export type OpenNamesRecord =
  | { kind: "place"; place: OpenNamesPlace }
  /** Not a settlement (a road, a postcode, a hill…): left out, not an error. */
  | { kind: "other" }
  | { kind: "error"; message: string };

/** The header row some extracts carry (the product's data files have none). */
export const isOpenNamesHeader = (record: string[]) => record[0]?.trim().toUpperCase() === "ID";

/**
 * "City of Bristol" → "Bristol", "Bristol, City of" → "Bristol", "County of Herefordshire" → "Herefordshire":
 * the administrative titles OS carries, which a visitor does not type.
 */
export function plainAreaName(name: string): string {
  return name
    .trim()
    .replace(/^(?:City and County of|City of|County of|Royal Borough of|London Borough of)\s+/i, "")
    .replace(/,\s*(?:City and County of|City of|County of)$/i, "")
    .trim();
}

/** One data row as a settlement, null for a blank line. */
export function readOpenNamesRecord(record: string[]): OpenNamesRecord | null {
  if (record.every((value) => value.trim() === "")) return null;
  const field = (column: (typeof OPEN_NAMES_COLUMNS)[number]) => (record[at(column)] ?? "").trim();
  const kind = SETTLEMENT_KINDS[field("LOCAL_TYPE")];
  if (field("TYPE") !== "populatedPlace" || !kind) return { kind: "other" };
  const name = field("NAME1");
  if (!name) return { kind: "error", message: "NAME1 is empty" };
  const easting = Number(field("GEOMETRY_X"));
  const northing = Number(field("GEOMETRY_Y"));
  if (!field("GEOMETRY_X") || !field("GEOMETRY_Y") || !isOnGrid(easting, northing)) {
    return {
      kind: "error",
      message: `GEOMETRY_X "${field("GEOMETRY_X")}" and GEOMETRY_Y "${field("GEOMETRY_Y")}" are not on the National Grid`,
    };
  }
  // The populated place a suburb belongs to, else its district or county, never its own name again.
  const within = [field("POPULATED_PLACE"), field("DISTRICT_BOROUGH"), field("COUNTY_UNITARY")]
    .map(plainAreaName)
    .find((area) => area !== "" && area.toLowerCase() !== name.toLowerCase());
  return {
    kind: "place",
    place: { name, countyName: within ?? "", kind, ...gridToWgs84(easting, northing) },
  };
}
