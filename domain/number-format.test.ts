import { describe, expect, it } from "vitest";
import { formatPounds, formatPoundsAndPence, groupThousands } from "./number-format.ts";
import { londonCalendarDate } from "./uk-time.ts";

// The reference the hand-written formatting replaces (see the module's comment).
const intlPounds = new Intl.NumberFormat("en-GB", {
  style: "currency",
  currency: "GBP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlCount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

describe("number formatting as Intl's en-GB does it", () => {
  const samples = [
    0, 1, 9, 10, 99, 100, 999, 1_000, 1_200, 9_999, 10_000, 99_999, 100_000, 325_000, 999_999, 1_000_000,
    1_250_000, 10_000_000, 123_456_789, 2.4, 2.5, 999.5, 1_234.49, -1, -999, -1_000, -1_250_000, -2.5, -0.4,
  ];

  it.each(samples)("groupThousands(%d)", (n) => {
    expect(groupThousands(n)).toBe(intlCount.format(n).replace(/^-0$/, "0"));
  });

  it.each(samples)("formatPounds(%d)", (n) => {
    expect(formatPounds(n)).toBe(intlPounds.format(n).replace(/^-£0$/, "£0"));
  });

  it("reads as the spec's examples", () => {
    expect(formatPounds(325_000)).toBe("£325,000");
    expect(groupThousands(1_250)).toBe("1,250");
  });
});

describe("pounds and pence as Intl's en-GB does it", () => {
  const intlPence = new Intl.NumberFormat("en-GB", {
    style: "currency",
    currency: "GBP",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const samples = [
    0, 0.5, 1.005, 1.255, 4.35, 8.345, 276.923, 276.925, 999.995, 1234.5, 12_345.678, 1_000_000.01,
  ];

  it.each(samples)("formatPoundsAndPence(%d)", (n) => {
    expect(formatPoundsAndPence(n)).toBe(intlPence.format(n));
  });

  it("every penny from £0 to £500 and some thousands above", () => {
    const amounts: number[] = [];
    for (let pennies = 0; pennies <= 50_000; pennies++) amounts.push(pennies / 100);
    for (let n = 500; n < 3_000_000; n += 7_777.777) amounts.push(n);
    const differing = amounts.filter((n) => formatPoundsAndPence(n) !== intlPence.format(n));
    expect(differing).toEqual([]);
  });
});

describe("londonCalendarDate", () => {
  const intlLondonDay = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });

  // The day changes at London's midnight: 23:00 UTC in summer, 00:00 UTC in winter. Checking a second either
  // side of both, every day, finds a wrong offset on any day, the clock-change days included.
  it("agrees with Intl's time zone data either side of both possible midnights, every day from 1997 to 2040", () => {
    const end = Date.UTC(2041, 0, 1);
    const differing: string[] = [];
    for (let day = Date.UTC(1997, 0, 1); day < end; day += 86_400_000) {
      for (const offset of [-3_601_000, -3_600_000, -1_000, 0]) {
        const at = new Date(day + offset);
        if (londonCalendarDate(at) !== intlLondonDay.format(at)) differing.push(at.toISOString());
      }
    }
    expect(differing).toEqual([]);
  });

  it("turns at London's midnight either side of the clock changes", () => {
    expect(londonCalendarDate(new Date("2026-03-28T23:59:59Z"))).toBe("2026-03-28");
    expect(londonCalendarDate(new Date("2026-06-30T23:00:00Z"))).toBe("2026-07-01");
    expect(londonCalendarDate(new Date("2026-06-30T22:59:59Z"))).toBe("2026-06-30");
    expect(londonCalendarDate(new Date("2026-10-25T23:30:00Z"))).toBe("2026-10-25");
  });
});
