import { describe, expect, it } from "vitest";
import { completenessLine, materialCompleteness } from "./material-completeness.ts";

const sale = {
  channel: "sales" as const,
  tenure: "Leasehold",
  tags: [],
  epcRating: "C",
  epcChartCount: 0,
  materialInformation: {
    councilTaxBand: "C",
    leaseYearsRemaining: 120,
    serviceChargePerYear: 1200,
    parking: "Allocated space",
    heating: "Gas central heating",
  },
};

describe("materialCompleteness", () => {
  it("counts the items a page shows, and names the missing ones by part", () => {
    const found = materialCompleteness(sale);
    expect(found.missingPartA).toEqual(["Ground rent"]);
    expect(found.missingOther).toContain("Water");
    expect(found.missingOther).not.toContain("EPC");
    expect(found.given + found.missingPartA.length + found.missingOther.length).toBe(found.total);
    expect(completenessLine(found)).toBe(`${found.given} of ${found.total} items given (${found.percent} %)`);
  });

  it("asks a let only for its local tax in Part A: a tenant pays no service charge or ground rent", () => {
    const found = materialCompleteness({ ...sale, channel: "lettings", materialInformation: {} });
    expect(found.missingPartA).toEqual(["Council tax band"]);
  });

  it("asks a freehold for no lease terms in Part A: its blank service charge is among the rest", () => {
    const found = materialCompleteness({
      ...sale,
      tenure: "Freehold",
      materialInformation: { councilTaxBand: "C" },
    });
    expect(found.missingPartA).toEqual([]);
    expect(found.missingOther).toContain("Service charge");
  });

  it("counts a missing EPC as missing", () => {
    expect(materialCompleteness({ ...sale, epcRating: null }).missingOther).toContain("EPC");
  });
});
