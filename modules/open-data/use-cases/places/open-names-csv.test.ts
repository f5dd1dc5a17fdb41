import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import {
  OPEN_NAMES_COLUMNS,
  isOpenNamesHeader,
  plainAreaName,
  readOpenNamesRecord,
} from "./open-names-csv.ts";

const rows: string[][] = parse(
  readFileSync(new URL("../../../../tests/fixtures/geography/open-names-sample.csv", import.meta.url)),
  { relax_column_count: true },
);

describe("readOpenNamesRecord", () => {
  it("reads a suburb as a neighbourhood of the populated place it lies in, in WGS84", () => {
    expect(rows[0]).toHaveLength(OPEN_NAMES_COLUMNS.length);
    const redland = readOpenNamesRecord(rows[0]!);
    expect(redland).toMatchObject({
      kind: "place",
      place: { name: "Redland", countyName: "Bristol", kind: "neighbourhood" },
    });
    if (redland?.kind !== "place") throw new Error("expected a place");
    expect(redland.place.latitude).toBeCloseTo(51.4717, 3);
    expect(redland.place.longitude).toBeCloseTo(-2.6011, 3);
    expect(readOpenNamesRecord(rows[2]!)).toMatchObject({
      place: { name: "Summertown", countyName: "Oxford" },
    });
  });

  it("reads a city as a town named after its county, without OS's administrative titles", () => {
    expect(readOpenNamesRecord(rows[4]!)).toMatchObject({
      kind: "place",
      place: { name: "Bristol", kind: "town", countyName: "" },
    });
    expect(readOpenNamesRecord(rows[5]!)).toMatchObject({
      place: { name: "Frenchay", kind: "neighbourhood", countyName: "South Gloucestershire" },
    });
  });

  it("leaves out what is not a settlement and reports a position off the grid", () => {
    expect(readOpenNamesRecord(rows[6]!)).toEqual({ kind: "other" });
    expect(readOpenNamesRecord(rows[7]!)).toMatchObject({ kind: "error" });
    expect(readOpenNamesRecord(["", ""])).toBeNull();
  });

  it("knows a header row", () => {
    expect(isOpenNamesHeader([...OPEN_NAMES_COLUMNS])).toBe(true);
    expect(isOpenNamesHeader(rows[0]!)).toBe(false);
  });
});

describe("plainAreaName", () => {
  it.each([
    ["City of Bristol", "Bristol"],
    ["Bristol, City of", "Bristol"],
    ["County of Herefordshire", "Herefordshire"],
    ["City and County of Swansea", "Swansea"],
    ["Oxfordshire", "Oxfordshire"],
  ])("%s → %s", (text, expected) => expect(plainAreaName(text)).toBe(expected));
});
