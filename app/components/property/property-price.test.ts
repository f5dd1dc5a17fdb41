import { describe, expect, it } from "vitest";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";
import { rentEquivalents } from "./property-price.tsx";

const letting = (price: number | null, priceFrequency: "pcm" | "pa" | "outright") =>
  ({ channel: "lettings", price, priceFrequency, card: { priceValue: price } }) as Pick<
    PropertyDetails,
    "channel" | "price" | "priceFrequency" | "card"
  >;

describe("rentEquivalents", () => {
  it("gives a monthly rent's weekly equivalent, rounded up (spec §9)", () => {
    // 1,200 × 12 / 52 = 276.92…
    expect(rentEquivalents(letting(1_200, "pcm"))).toBe("£277 pw");
  });

  it("gives an annual rent's monthly and weekly equivalents", () => {
    // 24,000 / 12 = 2,000 pcm; 2,000 × 12 / 52 = 461.5…
    expect(rentEquivalents(letting(24_000, "pa"))).toBe("£2,000 pcm / £462 pw");
  });

  it("gives nothing for sales or a letting without a price", () => {
    expect(rentEquivalents({ ...letting(300_000, "outright"), channel: "sales" })).toBeNull();
    expect(rentEquivalents(letting(null, "pcm"))).toBeNull();
  });
});
