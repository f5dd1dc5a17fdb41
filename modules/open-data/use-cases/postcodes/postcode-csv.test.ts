import { describe, expect, it } from "vitest";
import { gridToWgs84, isOnGrid } from "../../../../domain/british-national-grid.ts";
import { detectPostcodeFormat, startPostcodeReader } from "./postcode-csv.ts";

const ONSPD_HEADER = ["pcd", "pcd2", "pcds", "dointr", "doterm", "oseast1m", "osnrth1m", "lat", "long"];
const onspd = (pcds: string, doterm: string, lat: string, long: string) => [
  pcds.replace(" ", ""),
  pcds,
  pcds,
  "198001",
  doterm,
  "",
  "",
  lat,
  long,
];

describe("gridToWgs84", () => {
  // Published WGS84 centroids of postcodes whose OS grid references are known (ONSPD / postcodes.io).
  it.each([
    ["SW1A 1AA", 529090, 179645, 51.501009, -0.141588],
    ["OX49 5NU", 464447, 195647, 51.655929, -1.069752],
  ])("%s: %d, %d → %d, %d within 0.0005°", (_, easting, northing, latitude, longitude) => {
    const point = gridToWgs84(easting, northing);
    expect(Math.abs(point.latitude - latitude)).toBeLessThan(0.0005);
    expect(Math.abs(point.longitude - longitude)).toBeLessThan(0.0005);
  });

  it("knows the grid's extent", () => {
    expect(isOnGrid(529090, 179645)).toBe(true);
    expect(isOnGrid(0, 0)).toBe(false);
    expect(isOnGrid(9_999_999, 100)).toBe(false);
    expect(isOnGrid(Number.NaN, 100)).toBe(false);
  });
});

describe("detectPostcodeFormat", () => {
  it("recognises an ONSPD header in any case and column order", () => {
    expect(detectPostcodeFormat(ONSPD_HEADER)).toBe("onspd");
    expect(detectPostcodeFormat(["LONG", "LAT", "PCDS", "DOTERM"])).toBe("onspd");
    expect(detectPostcodeFormat(["pcd", "lat", "long"])).toBe("onspd");
  });

  it("recognises Code-Point Open rows (no header) and its column names", () => {
    expect(detectPostcodeFormat(["SW1A1AA", "10", "529090", "179645", "E92000001"])).toBe("codepoint");
    expect(detectPostcodeFormat(["B1  1AA", "10", "407000", "286500"])).toBe("codepoint");
    expect(detectPostcodeFormat(["Postcode", "Positional_quality_indicator", "Eastings", "Northings"])).toBe(
      "codepoint",
    );
  });

  it("answers null for anything else", () => {
    expect(detectPostcodeFormat(["line_1", "town_or_city", "postcode"])).toBeNull();
    expect(detectPostcodeFormat(["SW1A1AA", "10", "51.5", "-0.14"])).toBeNull();
    expect(detectPostcodeFormat([])).toBeNull();
  });
});

describe("the ONSPD reader", () => {
  const { reader, firstIsData } = startPostcodeReader(ONSPD_HEADER);

  it("consumes the header and reads live postcodes, normalised, with their sector and district", () => {
    expect(firstIsData).toBe(false);
    expect(reader.read(onspd("BS8 2LG", "", "51.463700", "-2.608000"))).toEqual({
      kind: "postcode",
      centroid: {
        postcode: "BS8 2LG",
        sector: "BS8 2",
        district: "BS8",
        latitude: 51.4637,
        longitude: -2.608,
        source: "onspd",
      },
    });
  });

  it("skips terminated postcodes and those without a grid reference", () => {
    expect(reader.read(onspd("BS8 9ZZ", "200512", "51.45", "-2.61"))).toEqual({
      kind: "skipped",
      reason: "terminated",
    });
    expect(reader.read(onspd("ZZ99 1ZZ", "", "99.999999", "0.000000"))).toEqual({
      kind: "skipped",
      reason: "no position",
    });
  });

  it("reports bad rows and ignores blank lines", () => {
    expect(reader.read(onspd("NOT A PC", "", "51.5", "-2.6"))).toMatchObject({ kind: "error" });
    expect(reader.read(onspd("BS8 2LG", "", "abc", "-2.6"))).toMatchObject({ kind: "error" });
    expect(reader.read(onspd("BS8 2LG", "", "40.1", "-2.6"))).toMatchObject({ kind: "error" });
    expect(reader.read(["", " "])).toBeNull();
  });

  it("refuses a header without the columns it needs", () => {
    expect(() => startPostcodeReader(["pcds", "lat"], "onspd")).toThrow(/pcds|lat|long/);
    expect(() => startPostcodeReader(["a", "b"])).toThrow(/--format/);
    expect(() => startPostcodeReader(ONSPD_HEADER, "codepoint")).toThrow(/reads as onspd/);
  });
});

describe("the Code-Point Open reader", () => {
  it("hands the first row back as data and converts eastings and northings", () => {
    const first = ["SW1A1AA", "10", "529090", "179645", "E92000001", "", "", "", "E09000033", ""];
    const { reader, firstIsData } = startPostcodeReader(first);
    expect(reader.format).toBe("codepoint");
    expect(firstIsData).toBe(true);
    const row = reader.read(first);
    expect(row).toMatchObject({ kind: "postcode", centroid: { postcode: "SW1A 1AA", source: "codepoint" } });
    if (row?.kind !== "postcode") throw new Error("expected a postcode");
    expect(row.centroid.latitude).toBeCloseTo(51.501009, 3);
    expect(row.centroid.longitude).toBeCloseTo(-0.141588, 3);
  });

  it("skips its header row and positions of quality 90, and reports bad coordinates", () => {
    const { reader, firstIsData } = startPostcodeReader(
      ["Postcode", "Positional_quality_indicator"],
      "codepoint",
    );
    expect(firstIsData).toBe(false);
    expect(reader.read(["ZZ991ZZ", "90", "0", "0"])).toEqual({ kind: "skipped", reason: "no position" });
    expect(reader.read(["BS1 1XX", "10", "abc", "174140"])).toMatchObject({ kind: "error" });
    expect(reader.read(["BS1 1XX", "10", "", ""])).toMatchObject({ kind: "error" });
  });
});
