import { describe, expect, it } from "vitest";
import { historyDate, historyText, type ListingHistoryEntry } from "./listing-history.ts";

const entry = (overrides: Partial<ListingHistoryEntry>): ListingHistoryEntry => ({
  changedAt: "2026-11-21T10:00:00Z",
  event: "price",
  price: null,
  previousPrice: null,
  status: null,
  previousStatus: null,
  ...overrides,
});

describe("historyText", () => {
  it("says what changed in a visitor's words", () => {
    expect(historyText(entry({ event: "listed", price: 325_000 }), "sales")).toBe("Added at £325,000");
    expect(historyText(entry({ price: 300_000, previousPrice: 325_000 }), "sales")).toBe(
      "Reduced from £325,000 to £300,000",
    );
    expect(historyText(entry({ price: 1_300, previousPrice: 1_200 }), "lettings")).toBe(
      "Increased from £1,200 pcm to £1,300 pcm",
    );
    expect(historyText(entry({ price: null, previousPrice: 1 }), "sales")).toBe("Price changed to POA");
    expect(historyText(entry({ event: "status", status: "under_offer" }), "sales")).toBe("Now under offer");
    expect(historyText(entry({ event: "withdrawn" }), "sales")).toBe("Taken off the market");
    expect(historyText(entry({ event: "relisted", price: 1_000 }), "lettings")).toBe(
      "Back on the market at £1,000 pcm",
    );
  });
  it("dates on the London calendar", () => {
    expect(historyDate("2026-06-30T23:30:00Z")).toBe("1 July 2026");
  });
});
