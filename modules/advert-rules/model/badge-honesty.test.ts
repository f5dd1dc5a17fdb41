import { describe, expect, it } from "vitest";
import { homeKey, marketingRunBefore } from "./badge-honesty.ts";

const home = {
  channel: "sales" as const,
  postcode: "bs8 4ru",
  houseNumber: "7",
  houseName: null,
  street: " Harbour  Road",
};

describe("homeKey", () => {
  it("knows a home by channel, postcode, number or name and street, however they are written", () => {
    expect(homeKey(home)).toBe("sales|BS84RU|7|harbour road");
    expect(homeKey({ ...home, postcode: "BS8 4RU", street: "harbour road" })).toBe(homeKey(home));
    expect(homeKey({ ...home, houseNumber: null, houseName: "Rose Cottage" })).toBe(
      "sales|BS84RU|rose cottage|harbour road",
    );
    expect(homeKey({ ...home, channel: "lettings" })).not.toBe(homeKey(home));
  });

  it("does not match a home with neither number nor name", () => {
    expect(homeKey({ ...home, houseNumber: " ", houseName: null })).toBeNull();
  });
});

describe("marketingRunBefore", () => {
  const at = (iso: string) => new Date(`${iso}T09:00:00Z`);
  const listed = (reference: string, from: string, to: string) => ({
    reference,
    listedAt: at(from),
    lastMarketedAt: at(to),
  });

  it("dates a relisted home from the start of its run of marketing", () => {
    // Listed in June, withdrawn in October, listed again in November under a new reference.
    expect(marketingRunBefore([listed("A1", "2026-06-01", "2026-10-01")], at("2026-11-20"))).toEqual({
      reference: "A1",
      firstListedAt: at("2026-06-01"),
    });
    // Two relistings in a row: back to the first.
    expect(
      marketingRunBefore(
        [listed("A2", "2026-09-01", "2026-10-15"), listed("A1", "2026-03-01", "2026-08-01")],
        at("2026-11-20"),
      ),
    ).toEqual({ reference: "A1", firstListedAt: at("2026-03-01") });
  });

  it("starts a new run after six months off the market, and with no earlier listing", () => {
    expect(marketingRunBefore([listed("A1", "2025-01-01", "2026-05-19")], at("2026-11-20"))).toBeNull();
    // The 2024 listing ended more than six months before the June one began: the run starts in June.
    expect(
      marketingRunBefore(
        [listed("A2", "2026-06-01", "2026-10-01"), listed("A0", "2024-01-01", "2024-03-01")],
        at("2026-11-20"),
      ),
    ).toEqual({ reference: "A2", firstListedAt: at("2026-06-01") });
    expect(marketingRunBefore([], at("2026-11-20"))).toBeNull();
  });
});
