import { describe, expect, it } from "vitest";
import {
  ASK_AGENT,
  EPC_NOT_YET_AVAILABLE,
  NONE_KNOWN,
  epcStatement,
  materialInformationItems,
  type MaterialInput,
} from "./material-information.ts";

const base: MaterialInput = {
  channel: "sales",
  tenure: null,
  materialInformation: {},
  tags: [],
  epcRating: null,
  epcChartCount: 0,
};
const items = (input: Partial<MaterialInput>) =>
  Object.fromEntries(materialInformationItems({ ...base, ...input }));

describe("materialInformationItems", () => {
  it("says 'Ask the agent' for everything the agency has not supplied, and that no EPC is available yet", () => {
    const all = items({});
    expect(Object.keys(all)).toEqual(
      expect.arrayContaining([
        "Council tax band",
        "Tenure",
        "Service charge",
        "Ground rent",
        "Flood risk",
        "Broadband",
      ]),
    );
    const { EPC: epc, ...rest } = all;
    expect(epc).toBe(EPC_NOT_YET_AVAILABLE);
    expect(Object.values(rest).every((value) => value === ASK_AGENT)).toBe(true);
  });

  it("shows supplied values, with money per year and lease years", () => {
    const all = items({
      tenure: "Leasehold",
      materialInformation: {
        councilTaxBand: "C",
        leaseYearsRemaining: 112,
        serviceChargePerYear: 1450,
        groundRentPerYear: 0,
      },
    });
    expect(all).toMatchObject({
      "Council tax band": "C",
      Tenure: "Leasehold",
      "Lease length remaining": "112 years",
      "Service charge": "£1,450 per year",
      "Ground rent": "£0 per year",
    });
  });

  it("shows Northern Ireland's domestic rates in place of a council tax band", () => {
    const all = items({ tenure: "Freehold", materialInformation: { domesticRates: "£1,234 per year" } });
    expect(all["Domestic rates"]).toBe("£1,234 per year");
    expect(all["Council tax band"]).toBeUndefined();
    expect(all["Lease length remaining"]).toBeUndefined();
  });

  it("leaves tenure and lease charges off a letting", () => {
    const all = items({ channel: "lettings", materialInformation: { councilTaxBand: "B" } });
    expect(all.Tenure).toBeUndefined();
    expect(all["Service charge"]).toBeUndefined();
    expect(all["Council tax band"]).toBe("B");
  });

  it("gives commercial property business rates, never a council tax band (issue 16)", () => {
    const known = items({
      tags: ["commercial"],
      materialInformation: { councilTaxBand: "D", rateableValue: 12_500 },
    });
    expect(known["Business rates"]).toBe("Rateable value £12,500");
    expect(known["Council tax band"]).toBeUndefined();
    const unknown = items({ channel: "lettings", tags: ["Commercial"], materialInformation: {} });
    expect(unknown["Business rates"]).toBe(ASK_AGENT);
    expect(unknown["Council tax band"]).toBeUndefined();
  });

  it("has Part C's building safety, coal mining, coastal erosion, planning and flood history (issue 16)", () => {
    const blank = items({});
    for (const term of ["Building safety", "Coal mining", "Coastal erosion", "Planning", "Flood history"]) {
      expect(blank[term], term).toBe(ASK_AGENT);
    }
    const said = items({
      materialInformation: {
        buildingSafety: "None known",
        coalMining: "Former coalfield: a mining report is advised",
        coastalErosion: "no",
        planning: "N/A",
        floodHistory: " None ",
      },
    });
    expect(said).toMatchObject({
      "Building safety": NONE_KNOWN,
      "Coal mining": "Former coalfield: a mining report is advised",
      "Coastal erosion": NONE_KNOWN,
      Planning: NONE_KNOWN,
      "Flood history": NONE_KNOWN,
    });
  });
});

describe("epcStatement (issue 16: never no EPC and no statement)", () => {
  it.each<[string | null, number, string]>([
    ["C", 1, "Rating C"],
    ["b", 0, "Rating B"],
    ["Exempt", 0, "Exempt"],
    ["exempt (listed building)", 0, "Exempt (listed building)"],
    [null, 1, "See the EPC chart"],
    [null, 0, "Not yet available"],
    ["  ", 0, "Not yet available"],
  ])("%s with %i charts → %s", (rating, charts, statement) => {
    expect(epcStatement(rating, charts)).toBe(statement);
  });
});
