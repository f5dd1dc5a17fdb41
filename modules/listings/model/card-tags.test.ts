import { describe, expect, it } from "vitest";
import { cardTags, countsAsSold, type CardTagInput, type PropertyStatus } from "./card-tags.ts";

const NOW = new Date("2026-06-15T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const OLD = new Date(NOW.getTime() - 30 * DAY).toISOString();

function card(overrides: Partial<CardTagInput>): CardTagInput {
  return {
    channel: "sales",
    status: "available",
    tags: [],
    createdAt: OLD,
    auctionDate: null,
    exchangedPrice: null,
    ...overrides,
  };
}

const sstcAsSstc = { displaySstcStatusAsSold: false };
const sstcAsSold = { displaySstcStatusAsSold: true };

describe("cardTags (spec §4 property card tags)", () => {
  it("an old available listing has no tags", () => {
    expect(cardTags(card({}), sstcAsSstc, NOW)).toEqual([]);
  });

  it.each<[PropertyStatus, "sales" | "lettings", string]>([
    ["under_offer", "sales", "Under offer"],
    ["let_agreed", "sales", "Under offer"],
    ["under_offer", "lettings", "Let Agreed"],
    ["let_agreed", "lettings", "Let Agreed"],
  ])("%s on %s shows '%s'", (status, channel, tag) => {
    expect(cardTags(card({ status, channel }), sstcAsSstc, NOW)).toEqual([tag]);
  });

  it.each<PropertyStatus>(["sold", "exchanged", "completed"])(
    "%s shows 'Sold' whatever the SSTC setting",
    (status) => {
      expect(cardTags(card({ status }), sstcAsSstc, NOW)).toEqual(["Sold"]);
      expect(cardTags(card({ status }), sstcAsSold, NOW)).toEqual(["Sold"]);
    },
  );

  it("sstc shows 'SSTC', or 'Sold' with displaySstcStatusAsSold", () => {
    expect(cardTags(card({ status: "sstc" }), sstcAsSstc, NOW)).toEqual(["SSTC"]);
    expect(cardTags(card({ status: "sstc" }), sstcAsSold, NOW)).toEqual(["Sold"]);
  });

  it("an auction past its date with an exchanged price counts as sold", () => {
    const auction = card({ auctionDate: "2026-06-14", exchangedPrice: 250_000 });
    expect(countsAsSold(auction, NOW)).toBe(true);
    expect(cardTags(auction, sstcAsSstc, NOW)).toEqual(["Sold"]);
  });

  it("an auction on or before its day, or past it without an exchanged price, is not sold", () => {
    expect(countsAsSold(card({ auctionDate: "2026-06-15", exchangedPrice: 250_000 }), NOW)).toBe(false);
    expect(countsAsSold(card({ auctionDate: "2026-07-01", exchangedPrice: 250_000 }), NOW)).toBe(false);
    expect(countsAsSold(card({ auctionDate: "2026-06-01", exchangedPrice: null }), NOW)).toBe(false);
  });

  it("judges the auction day on the London calendar", () => {
    // 23:30 UTC on 14 June is already 15 June in London (BST): the 14 June auction is past.
    const lateEvening = new Date("2026-06-14T23:30:00Z");
    expect(countsAsSold(card({ auctionDate: "2026-06-14", exchangedPrice: 1 }), lateEvening)).toBe(true);
  });

  it("'Let' for a let lettings property only", () => {
    expect(cardTags(card({ channel: "lettings", status: "let" }), sstcAsSstc, NOW)).toEqual(["Let"]);
    expect(cardTags(card({ channel: "sales", status: "let" }), sstcAsSstc, NOW)).toEqual([]);
  });

  it("'New Home' when the tags include new home", () => {
    expect(cardTags(card({ tags: ["garden", "New Home"] }), sstcAsSstc, NOW)).toEqual(["New Home"]);
  });

  it("'NEW Listing!' within 7 days of creation, not after", () => {
    const fresh = new Date(NOW.getTime() - 7 * DAY).toISOString();
    const stale = new Date(NOW.getTime() - 7 * DAY - 1000).toISOString();
    expect(cardTags(card({ createdAt: fresh }), sstcAsSstc, NOW)).toEqual(["NEW Listing!"]);
    expect(cardTags(card({ createdAt: new Date(NOW.getTime() - DAY) }), sstcAsSstc, NOW)).toEqual([
      "NEW Listing!",
    ]);
    expect(cardTags(card({ createdAt: stale }), sstcAsSstc, NOW)).toEqual([]);
  });

  it("no 'NEW Listing!' when sold", () => {
    const recent = new Date(NOW.getTime() - DAY).toISOString();
    expect(cardTags(card({ createdAt: recent, status: "sstc" }), sstcAsSstc, NOW)).toEqual(["SSTC"]);
    expect(
      cardTags(card({ createdAt: recent, auctionDate: "2026-06-01", exchangedPrice: 9 }), sstcAsSstc, NOW),
    ).toEqual(["Sold"]);
  });

  it("lists the tags in the spec's order", () => {
    const recent = new Date(NOW.getTime() - DAY).toISOString();
    expect(
      cardTags(card({ status: "under_offer", tags: ["new home"], createdAt: recent }), sstcAsSstc, NOW),
    ).toEqual(["Under offer", "New Home"]);
    expect(
      cardTags(card({ status: "completed", tags: ["new home"], createdAt: recent }), sstcAsSold, NOW),
    ).toEqual(["Sold", "New Home"]);
    expect(
      cardTags(
        card({ channel: "lettings", status: "let", tags: ["new home"], createdAt: recent }),
        sstcAsSstc,
        NOW,
      ),
    ).toEqual(["Let", "New Home"]);
    expect(
      cardTags(card({ status: "available", tags: ["new home"], createdAt: recent }), sstcAsSstc, NOW),
    ).toEqual(["New Home", "NEW Listing!"]);
  });

  it("'NEW Listing!' only on available listings, never let, let agreed or under offer (issue 16)", () => {
    const recent = new Date(NOW.getTime() - DAY).toISOString();
    const lettings = { channel: "lettings" as const, createdAt: recent };
    expect(cardTags(card({ ...lettings, status: "let" }), sstcAsSstc, NOW)).toEqual(["Let"]);
    expect(cardTags(card({ ...lettings, status: "let_agreed" }), sstcAsSstc, NOW)).toEqual(["Let Agreed"]);
    expect(cardTags(card({ createdAt: recent, status: "under_offer" }), sstcAsSstc, NOW)).toEqual([
      "Under offer",
    ]);
    expect(cardTags(card({ ...lettings, status: "available" }), sstcAsSstc, NOW)).toEqual(["NEW Listing!"]);
  });
});

describe("the 'Reduced' tag (issue 12)", () => {
  it("shows for 14 days after a price drop while the home is available or under offer", () => {
    const reducedAt = new Date(NOW.getTime() - 3 * DAY).toISOString();
    expect(cardTags(card({ reducedAt }), sstcAsSstc, NOW)).toEqual(["Reduced"]);
    expect(cardTags(card({ reducedAt, status: "under_offer" }), sstcAsSstc, NOW)).toEqual([
      "Under offer",
      "Reduced",
    ]);
    expect(
      cardTags(card({ reducedAt: new Date(NOW.getTime() - 14 * DAY).toISOString() }), sstcAsSstc, NOW),
    ).toEqual(["Reduced"]);
    expect(
      cardTags(card({ reducedAt: new Date(NOW.getTime() - 15 * DAY).toISOString() }), sstcAsSstc, NOW),
    ).toEqual([]);
    expect(cardTags(card({ reducedAt, status: "sstc" }), sstcAsSstc, NOW)).toEqual(["SSTC"]);
    expect(cardTags(card({ reducedAt, status: "let", channel: "lettings" }), sstcAsSstc, NOW)).toEqual([
      "Let",
    ]);
    expect(cardTags(card({ reducedAt: null }), sstcAsSstc, NOW)).toEqual([]);
  });
});
