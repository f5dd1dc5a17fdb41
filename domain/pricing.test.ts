import { describe, expect, it } from "vitest";
import {
  BEDROOM_OPTIONS,
  COMMERCIAL_LETTINGS_LADDER_PA,
  LETTINGS_PRICE_LADDER_PCM,
  SALES_PRICE_LADDER,
  formatPounds,
  hasCommercialTag,
  monthlyFromAnnual,
  pppwPrice,
  pricesSurviveTagChange,
  priceOptions,
  priceText,
  splitPriceText,
  studentPppw,
  weeklyFromMonthly,
} from "./pricing.ts";

describe("ladders (spec §9 search options)", () => {
  it("sales: 100k to 1m in 100k steps, then 2m to 10m in 1m steps", () => {
    expect(SALES_PRICE_LADDER).toEqual([
      100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000, 2_000_000,
      3_000_000, 4_000_000, 5_000_000, 6_000_000, 7_000_000, 8_000_000, 9_000_000, 10_000_000,
    ]);
  });

  it("lettings pcm as listed", () => {
    expect(LETTINGS_PRICE_LADDER_PCM).toEqual([
      200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1500, 2000,
    ]);
  });

  it("commercial lettings: 5,000 to 100,000 a year in steps of 5,000", () => {
    expect(COMMERCIAL_LETTINGS_LADDER_PA).toHaveLength(20);
    expect(COMMERCIAL_LETTINGS_LADDER_PA[0]).toBe(5_000);
    expect(COMMERCIAL_LETTINGS_LADDER_PA.at(-1)).toBe(100_000);
    expect(COMMERCIAL_LETTINGS_LADDER_PA.every((pa, i) => pa === 5_000 * (i + 1))).toBe(true);
  });

  it("bedrooms 1 to 6 by default", () => {
    expect(BEDROOM_OPTIONS).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe("priceOptions", () => {
  it("uses the spec's ladders without theme ranges", () => {
    expect(priceOptions("sales", {}).slice(0, 2)).toEqual([
      { value: 100_000, label: "£100,000" },
      { value: 200_000, label: "£200,000" },
    ]);
    expect(priceOptions("sales", {}).map((o) => o.value)).toEqual(SALES_PRICE_LADDER);
    expect(priceOptions("lettings", {})[10]).toEqual({ value: 1200, label: "£1,200 pcm" });
  });

  it("honours the theme's salesPriceRange (thousands) and lettingsPriceRangeMonthly (spec §3)", () => {
    expect(priceOptions("sales", { salesPriceRange: [150, 250] })).toEqual([
      { value: 150_000, label: "£150,000" },
      { value: 250_000, label: "£250,000" },
    ]);
    expect(priceOptions("lettings", { lettingsPriceRangeMonthly: [650] })).toEqual([
      { value: 650, label: "£650 pcm" },
    ]);
    // The sales range does not leak into lettings.
    expect(priceOptions("lettings", { salesPriceRange: [150] })).toHaveLength(
      LETTINGS_PRICE_LADDER_PCM.length,
    );
  });

  it("commercial lettings: annual labels, per-month values (annual / 12, rounded)", () => {
    const options = priceOptions("lettings", {}, { commercial: true });
    expect(options[0]).toEqual({ value: 417, label: "£5,000 pa (£417 pcm)" });
    expect(options.at(-1)).toEqual({ value: 8333, label: "£100,000 pa (£8,333 pcm)" });
    expect(options).toHaveLength(20);
  });

  it("a search is commercial when it includes the commercial tag (not when it excludes it)", () => {
    expect(hasCommercialTag(["commercial"])).toBe(true);
    expect(hasCommercialTag(["Commercial "])).toBe(true);
    expect(hasCommercialTag(["!commercial", "house"])).toBe(false);
    expect(hasCommercialTag([])).toBe(false);
  });

  it("keeps a letting's prices only while it stays on the same ladder", () => {
    expect(pricesSurviveTagChange("lettings", ["house"], ["flat"])).toBe(true);
    expect(pricesSurviveTagChange("lettings", ["house"], ["commercial"])).toBe(false);
    expect(pricesSurviveTagChange("lettings", ["commercial"], [])).toBe(false);
    expect(pricesSurviveTagChange("sales", ["house"], ["commercial"])).toBe(true);
  });
});

describe("rent conversions (spec §9)", () => {
  it.each([
    [1200, 277],
    [1300, 300],
    [650, 150],
    [200, 47],
    [0, 0],
  ])("weekly from %i pcm = %i (monthly / (52/12), rounded up)", (pcm, weekly) => {
    expect(weeklyFromMonthly(pcm)).toBe(weekly);
  });

  it("annual to monthly rounds to the nearest pound", () => {
    expect(monthlyFromAnnual(5_000)).toBe(417);
    expect(monthlyFromAnnual(12_000)).toBe(1_000);
    expect(monthlyFromAnnual(10_000)).toBe(833);
  });

  it.each([
    [1950, 450],
    [2000, 462],
    [1000, 231],
  ])("student PPPW of %i = %i (priceValue x 12 / 52, rounded)", (value, pppw) => {
    expect(studentPppw(value)).toBe(pppw);
  });
});

describe("pppwPrice (spec §9 student weekly price, spec §3 displayPppwWithoutBedroomDivision)", () => {
  const on = { displayStudentPropertyAsPppw: true, displayPppwWithoutBedroomDivision: false };
  const studentLet = { channel: "lettings" as const, priceValue: 1950, bedrooms: 3, tags: ["Student"] };

  it("divides by the bedrooms before rounding", () => {
    expect(pppwPrice(studentLet, on)).toBe(150);
    expect(pppwPrice({ ...studentLet, priceValue: 2000 }, on)).toBe(154);
  });

  it("does not divide when displayPppwWithoutBedroomDivision is on, nor with no bedrooms", () => {
    expect(pppwPrice(studentLet, { ...on, displayPppwWithoutBedroomDivision: true })).toBe(450);
    expect(pppwPrice({ ...studentLet, bedrooms: 0 }, on)).toBe(450);
  });

  it("is null unless lettings, student-tagged, priced and the setting on", () => {
    expect(pppwPrice(studentLet, { ...on, displayStudentPropertyAsPppw: false })).toBeNull();
    expect(pppwPrice({ ...studentLet, channel: "sales" }, on)).toBeNull();
    expect(pppwPrice({ ...studentLet, tags: ["garden"] }, on)).toBeNull();
    expect(pppwPrice({ ...studentLet, priceValue: null }, on)).toBeNull();
  });
});

describe("price text (spec §3 property card, spec §9 prices shown with £)", () => {
  it("formats whole pounds with separators", () => {
    expect(formatPounds(325000)).toBe("£325,000");
    expect(formatPounds(1200)).toBe("£1,200");
    expect(formatPounds(10_000_000)).toBe("£10,000,000");
    expect(formatPounds(0)).toBe("£0");
  });

  it.each([
    [
      { price: 325000, poa: false, qualifier: "Guide Price", frequency: "outright", channel: "sales" },
      "Guide Price £325,000",
    ],
    [{ price: 325000, poa: false, qualifier: null, frequency: "outright", channel: "sales" }, "£325,000"],
    [{ price: 325000, poa: false, qualifier: "  ", frequency: "outright", channel: "sales" }, "£325,000"],
    [{ price: 1200, poa: false, qualifier: null, frequency: "pcm", channel: "lettings" }, "£1,200 pcm"],
    [{ price: 1200, poa: false, qualifier: null, frequency: "outright", channel: "lettings" }, "£1,200 pcm"],
    [{ price: 24000, poa: false, qualifier: null, frequency: "pa", channel: "lettings" }, "£24,000 pa"],
    [{ price: 325000, poa: true, qualifier: "Guide Price", frequency: "outright", channel: "sales" }, "POA"],
    [{ price: null, poa: false, qualifier: null, frequency: "outright", channel: "sales" }, "POA"],
  ] as const)("%o → %s", (fields, text) => {
    expect(priceText(fields)).toBe(text);
  });

  it.each([
    ["Guide Price £325,000", { label: "Guide Price", amount: "£325,000" }],
    ["£1,200 pcm", { label: "", amount: "£1,200 pcm" }],
    ["Offers in Excess of £500,000", { label: "Offers in Excess of", amount: "£500,000" }],
    // Issue 16: "POA" is the no-amount text, not a label, so the page shows it once (it said "POA POA").
    ["POA", { label: "", amount: null }],
    ["Price on application", { label: "Price on application", amount: null }],
    ["", { label: "", amount: null }],
  ])("splits %s", (text, parts) => {
    expect(splitPriceText(text)).toEqual(parts);
  });
});

describe("priceText of a rent a feed quoted per week (issue 12)", () => {
  const base = { poa: false, qualifier: null, frequency: "pcm" as const, channel: "lettings" as const };
  it("shows the weekly or per-person amount as quoted, anything else per month", () => {
    expect(priceText({ ...base, price: 1_300, quoted: { frequency: "weekly", amount: 300 } })).toBe(
      "£300 pw",
    );
    expect(priceText({ ...base, price: 650, quoted: { frequency: "pppw", amount: 150 } })).toBe("£150 pppw");
    expect(priceText({ ...base, price: 1_000, quoted: { frequency: "quarterly", amount: 3_000 } })).toBe(
      "£1,000 pcm",
    );
    expect(priceText({ ...base, price: 1_000, quoted: { frequency: null, amount: null } })).toBe(
      "£1,000 pcm",
    );
    expect(priceText({ ...base, price: null, quoted: { frequency: "weekly", amount: 300 } })).toBe("POA");
  });
});
