import { describe, expect, it } from "vitest";
import { historyEvents, nextReducedAt, withdrawalDecision } from "./listing-changes.ts";

const now = new Date("2026-11-23T10:00:00Z");

describe("historyEvents", () => {
  it("records the first sight, a return, and each price and status change", () => {
    expect(historyEvents(null, { price: 300_000, status: "available" })).toEqual([
      { event: "listed", price: 300_000, status: "available" },
    ]);
    expect(historyEvents({ price: 1, status: "withdrawn" }, { price: 2, status: "available" })).toEqual([
      { event: "relisted", price: 2, status: "available", previousStatus: "withdrawn" },
    ]);
    expect(
      historyEvents({ price: 300_000, status: "available" }, { price: 290_000, status: "under_offer" }),
    ).toEqual([
      { event: "price", price: 290_000, previousPrice: 300_000 },
      { event: "status", status: "under_offer", previousStatus: "available" },
    ]);
    expect(historyEvents({ price: 5, status: "sstc" }, { price: 5, status: "sstc" })).toEqual([]);
  });

  it("records a withdrawal made on the desk, and nothing while a listing stays withdrawn", () => {
    expect(historyEvents({ price: 5, status: "sstc" }, { price: 5, status: "withdrawn" })).toEqual([
      { event: "withdrawn", previousStatus: "sstc" },
    ]);
    expect(historyEvents({ price: 5, status: "withdrawn" }, { price: 6, status: "withdrawn" })).toEqual([]);
  });
});

describe("nextReducedAt", () => {
  const earlier = new Date("2026-11-01T00:00:00Z");
  const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
  type Stored = Parameters<typeof nextReducedAt>[0];
  type Incoming = Parameters<typeof nextReducedAt>[1];
  // Marks a drop, clears a rise or POA, keeps an unchanged price.
  it.each<[string, Stored, Incoming, Date | null]>([
    [
      "a drop from a price asked for 28 days",
      { price: 10, status: "available", reducedAt: null, priceSince: daysBefore(28) },
      { price: 9, status: "available" },
      now,
    ],
    [
      "a drop from a price asked for 27 days (raised to be 'reduced')",
      { price: 10, status: "available", reducedAt: null, priceSince: daysBefore(27) },
      { price: 9, status: "available" },
      null,
    ],
    [
      "a second drop soon after a genuine one",
      { price: 9, status: "available", reducedAt: earlier, priceSince: daysBefore(3) },
      { price: 8, status: "available" },
      earlier,
    ],
    [
      "a rise",
      { price: 9, status: "available", reducedAt: earlier, priceSince: earlier },
      { price: 10, status: "available" },
      null,
    ],
    [
      "POA",
      { price: 9, status: "available", reducedAt: earlier, priceSince: earlier },
      { price: null, status: "available" },
      null,
    ],
    [
      "an unchanged price",
      { price: 9, status: "available", reducedAt: earlier, priceSince: earlier },
      { price: 9, status: "sstc" },
      earlier,
    ],
    ["a first sight", null, { price: 9, status: "available" }, null],
    [
      "a return from withdrawn",
      { price: 10, status: "withdrawn", reducedAt: null, priceSince: earlier },
      { price: 9, status: "available" },
      null,
    ],
  ])("after %s", (_change, stored, incoming, expected) => {
    expect(nextReducedAt(stored, incoming, now)).toBe(expected);
  });
});

describe("withdrawalDecision (the failsafe)", () => {
  it("withdraws up to half of the live listings, nothing for an empty feed or more than half, anything when forced", () => {
    expect(withdrawalDecision({ rowsInFeed: 10, liveListings: 10, toWithdraw: 5, force: false })).toEqual({
      withdraw: true,
      message: null,
    });
    expect(
      withdrawalDecision({ rowsInFeed: 4, liveListings: 10, toWithdraw: 6, force: false }).withdraw,
    ).toBe(false);
    expect(
      withdrawalDecision({ rowsInFeed: 0, liveListings: 10, toWithdraw: 10, force: false }).message,
    ).toMatch(/no listings/);
    expect(
      withdrawalDecision({ rowsInFeed: 0, liveListings: 10, toWithdraw: 10, force: true }).withdraw,
    ).toBe(true);
    expect(withdrawalDecision({ rowsInFeed: 3, liveListings: 3, toWithdraw: 0, force: false })).toEqual({
      withdraw: false,
      message: null,
    });
  });
});
