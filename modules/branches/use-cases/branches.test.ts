import { describe, expect, it } from "vitest";
import { coveringBranch, postcodeParts } from "./branches.ts";

describe("postcodeParts", () => {
  it("reads full postcodes, outward codes and areas, with or without the space", () => {
    expect(postcodeParts("BS8 1AB")).toEqual({ area: "BS", outward: "BS8" });
    expect(postcodeParts("bs81ab")).toEqual({ area: "BS", outward: "BS8" });
    expect(postcodeParts(" ox2 ")).toEqual({ area: "OX", outward: "OX2" });
    expect(postcodeParts("EC1A 1BB")).toEqual({ area: "EC", outward: "EC1A" });
    expect(postcodeParts("BA")).toEqual({ area: "BA", outward: null });
  });

  it("is null for place names", () => {
    expect(postcodeParts("Bath")).toBeNull();
    expect(postcodeParts("Oxford")).toBeNull();
    expect(postcodeParts("")).toBeNull();
  });
});

describe("coveringBranch (design §4: longest matching coverage wins)", () => {
  const branches = [
    { name: "Area office", postcodeCoverage: ["BS"] },
    { name: "Clifton", postcodeCoverage: ["BS8", "BS6"] },
    { name: "Bath", postcodeCoverage: ["BA1", "BA2", "BA"] },
  ];

  it("prefers the branch covering the outward code over the one covering the area", () => {
    expect(coveringBranch({ area: "BS", outward: "BS8" }, branches)?.name).toBe("Clifton");
    expect(coveringBranch({ area: "BS", outward: "BS1" }, branches)?.name).toBe("Area office");
  });

  it("never matches BS1 against BS10, and is null when nothing covers the postcode", () => {
    expect(coveringBranch({ area: "BS", outward: "BS10" }, [{ postcodeCoverage: ["BS1"] }])).toBeNull();
    expect(coveringBranch({ area: "EX", outward: "EX1" }, branches)).toBeNull();
  });
});
