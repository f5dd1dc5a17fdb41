import { describe, expect, it } from "vitest";
import {
  COMMERCIAL_RENT_LADDER,
  LETTINGS_PRICE_LADDER,
  SALES_PRICE_LADDER,
  nearestRung,
  roundAnnualRent,
  roundAskingPrice,
  roundMonthlyRent,
} from "./pricing.ts";

describe("ladders (spec §9)", () => {
  it("sales runs 100k to 1m by 100k, then 2m to 10m by 1m", () => {
    expect(SALES_PRICE_LADDER.slice(0, 3)).toEqual([100_000, 200_000, 300_000]);
    expect(SALES_PRICE_LADDER).toContain(1_000_000);
    expect(SALES_PRICE_LADDER).not.toContain(1_100_000);
    expect(SALES_PRICE_LADDER.at(-1)).toBe(10_000_000);
    expect(SALES_PRICE_LADDER).toHaveLength(19);
  });

  it("commercial rents run 5,000 to 100,000 by 5,000", () => {
    expect(COMMERCIAL_RENT_LADDER[0]).toBe(5_000);
    expect(COMMERCIAL_RENT_LADDER.at(-1)).toBe(100_000);
    expect(COMMERCIAL_RENT_LADDER).toHaveLength(20);
  });
});

describe("roundAskingPrice", () => {
  it("rounds to £5,000 below a million", () => {
    expect(roundAskingPrice(323_400)).toBe(325_000);
    expect(roundAskingPrice(296_100)).toBe(295_000);
  });
  it("rounds to £25,000 up to two million and £50,000 above", () => {
    expect(roundAskingPrice(1_337_000)).toBe(1_325_000);
    expect(roundAskingPrice(3_420_000)).toBe(3_400_000);
  });
  it("keeps prices within £100k and £10m", () => {
    expect(roundAskingPrice(12_000)).toBe(100_000);
    expect(roundAskingPrice(25_000_000)).toBe(10_000_000);
  });
});

describe("rents", () => {
  it("rounds monthly rents to £25 within £200–£3,000", () => {
    expect(roundMonthlyRent(1_163)).toBe(1_175);
    expect(roundMonthlyRent(90)).toBe(200);
    expect(roundMonthlyRent(4_800)).toBe(3_000);
  });
  it("rounds annual commercial rents to £500 within £5,000–£100,000", () => {
    expect(roundAnnualRent(17_340)).toBe(17_500);
    expect(roundAnnualRent(1_000)).toBe(5_000);
    expect(roundAnnualRent(250_000)).toBe(100_000);
  });
});

describe("nearestRung", () => {
  it("finds the closest rung", () => {
    expect(nearestRung(SALES_PRICE_LADDER, 1_400_000)).toBe(1_000_000);
    expect(nearestRung(SALES_PRICE_LADDER, 1_600_000)).toBe(2_000_000);
    expect(nearestRung(LETTINGS_PRICE_LADDER, 1_380)).toBe(1_300);
  });
  it("prefers the lower rung on a tie", () => {
    expect(nearestRung(LETTINGS_PRICE_LADDER, 1_750)).toBe(1_500);
  });
});
