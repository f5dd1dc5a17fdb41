import { describe, expect, it } from "vitest";
import { bestCoveringBranch, postcodePrefixes } from "./postcode-coverage.ts";

describe("postcodePrefixes", () => {
  it("lists the full postcode, sector, district and area, longest first", () => {
    expect(postcodePrefixes("bs81ab")).toEqual(["BS8 1AB", "BS8 1", "BS8", "BS"]);
    expect(postcodePrefixes(" SW1A 1AA ")).toEqual(["SW1A 1AA", "SW1A 1", "SW1A", "SW"]);
  });

  it("works on an outward code alone", () => {
    expect(postcodePrefixes("BS16")).toEqual(["BS16", "BS"]);
  });
});

describe("bestCoveringBranch", () => {
  const area = { id: 1, position: 0, coverage: ["BS"] };
  const district = { id: 2, position: 1, coverage: ["BS8", "BS6"] };
  const sector = { id: 3, position: 2, coverage: ["BS8 4"] };

  it("picks the longest matching prefix (design §4)", () => {
    expect(bestCoveringBranch("BS8 1AB", [area, district, sector])?.id).toBe(2);
    expect(bestCoveringBranch("BS8 4QT", [area, district, sector])?.id).toBe(3);
    expect(bestCoveringBranch("BS3 1AA", [area, district, sector])?.id).toBe(1);
  });

  it("does not let BS1 match BS10", () => {
    const bs1 = { id: 4, position: 0, coverage: ["BS1"] };
    expect(bestCoveringBranch("BS10 5AA", [bs1])).toBeNull();
    expect(bestCoveringBranch("BS1 5AA", [bs1])?.id).toBe(4);
  });

  it("answers null when no branch covers the postcode", () => {
    expect(bestCoveringBranch("EX1 1AA", [area, district])).toBeNull();
  });

  it("breaks a tie by display order, then id", () => {
    const a = { id: 7, position: 2, coverage: ["BA1"] };
    const b = { id: 5, position: 1, coverage: ["BA1"] };
    const c = { id: 4, position: 1, coverage: ["BA1"] };
    expect(bestCoveringBranch("BA1 1AA", [a, b, c])?.id).toBe(4);
  });
});
