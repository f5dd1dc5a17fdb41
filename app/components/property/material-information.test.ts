import { describe, expect, it } from "vitest";
import { ASK_AGENT, materialInformationItems } from "./material-information.tsx";

const items = (input: Parameters<typeof materialInformationItems>[0]) =>
  Object.fromEntries(materialInformationItems(input));

describe("materialInformationItems", () => {
  it("says 'Ask agent' for everything the agency has not supplied", () => {
    const all = items({ channel: "sales", tenure: null, materialInformation: {} });
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
    expect(Object.values(all).every((value) => value === ASK_AGENT)).toBe(true);
  });

  it("shows supplied values, with money per year and lease years", () => {
    const all = items({
      channel: "sales",
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
    const all = items({
      channel: "sales",
      tenure: "Freehold",
      materialInformation: { domesticRates: "£1,234 per year" },
    });
    expect(all["Domestic rates"]).toBe("£1,234 per year");
    expect(all["Council tax band"]).toBeUndefined();
    expect(all["Lease length remaining"]).toBeUndefined();
  });

  it("leaves tenure and lease charges off a letting", () => {
    const all = items({ channel: "lettings", tenure: null, materialInformation: { councilTaxBand: "B" } });
    expect(all.Tenure).toBeUndefined();
    expect(all["Service charge"]).toBeUndefined();
    expect(all["Council tax band"]).toBe("B");
  });
});
