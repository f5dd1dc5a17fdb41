import { describe, expect, it } from "vitest";
import { calculatorOverlayData, calculatorsShown } from "./visibility.ts";

const sale = { channel: "sales" as const, price: 325_000, poa: false, tags: ["garden"] };

describe("calculatorsShown (spec §9)", () => {
  it("shows them for a priced sale", () => {
    expect(calculatorsShown(sale)).toBe(true);
  });

  it.each([
    ["lettings", { ...sale, channel: "lettings" as const }],
    ["no price", { ...sale, price: null }],
    ["a zero price", { ...sale, price: 0 }],
    ["price on application", { ...sale, poa: true }],
    ["the 'gth commercial' tag", { ...sale, tags: ["gth commercial"] }],
    ["the 'gth development' tag", { ...sale, tags: ["garden", "GTH Development"] }],
  ])("hides them for %s", (_, property) => {
    expect(calculatorsShown(property)).toBe(false);
  });
});

describe("calculatorOverlayData", () => {
  it("hands #/calculator the price, channel and tags of a priced sale only", () => {
    expect(calculatorOverlayData(sale)).toEqual({ price: 325_000, channel: "sales", tags: ["garden"] });
    expect(calculatorOverlayData({ ...sale, channel: "lettings" })).toBeUndefined();
  });
});
