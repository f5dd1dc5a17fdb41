import { describe, expect, it } from "vitest";
import { couldStartPostcode, normalisePostcode, postcodeParts, readPostcodeQuery } from "./postcode.ts";

describe("normalisePostcode", () => {
  it.each([
    ["bs82lg", "BS8 2LG"],
    [" BS8  2lg ", "BS8 2LG"],
    ["sw1a1aa", "SW1A 1AA"],
    ["B1 1AA", "B1 1AA"],
    ["B1  1AA", "B1 1AA"],
    ["ox495nu", "OX49 5NU"],
    ["M11AE", "M1 1AE"],
  ])("%s → %s", (text, expected) => expect(normalisePostcode(text)).toBe(expected));

  it.each(["", "BS8", "BS8 2", "BS8 2L", "NOT A PC", "12345", "BS8 2LGX"])("refuses %j", (text) =>
    expect(normalisePostcode(text)).toBeNull(),
  );
});

describe("postcodeParts", () => {
  it("splits a postcode into its sector and district", () => {
    expect(postcodeParts("bs82lg")).toEqual({ postcode: "BS8 2LG", sector: "BS8 2", district: "BS8" });
    expect(postcodeParts("SW1A 1AA")).toEqual({ postcode: "SW1A 1AA", sector: "SW1A 1", district: "SW1A" });
    expect(postcodeParts("Bath")).toBeNull();
  });
});

describe("readPostcodeQuery", () => {
  it("reads whole postcodes in any spacing, sectors with their space, and districts", () => {
    expect(readPostcodeQuery("bs8 2lg")).toEqual({
      kind: "postcode",
      postcode: "BS8 2LG",
      sector: "BS8 2",
      district: "BS8",
    });
    expect(readPostcodeQuery(" bs8   2 ")).toEqual({ kind: "sector", sector: "BS8 2", district: "BS8" });
    expect(readPostcodeQuery("ox2")).toEqual({ kind: "district", district: "OX2" });
    expect(readPostcodeQuery("SW1A")).toEqual({ kind: "district", district: "SW1A" });
  });

  it("reads place names and half-typed inward codes as nothing", () => {
    for (const text of ["Bath", "Redland", "BS8 2L", "BS", "", "Clifton, Bristol"]) {
      expect(readPostcodeQuery(text)).toBeNull();
    }
  });
});

describe("couldStartPostcode", () => {
  it("is true for the start of a postcode, false for a place name", () => {
    for (const text of ["b", "BS", "bs8", "BS8 2", "bs8 2l", "SW1A 1AA"])
      expect(couldStartPostcode(text)).toBe(true);
    for (const text of ["Bath", "8s", "8", "Redland", "BS8 2LGX", ""])
      expect(couldStartPostcode(text)).toBe(false);
  });
});
