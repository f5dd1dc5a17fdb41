import { describe, expect, it } from "vitest";
import { chargesWithPrice } from "./price-honesty.ts";

describe("chargesWithPrice", () => {
  it("states a sale's unavoidable charges with its price", () => {
    expect(
      chargesWithPrice({
        channel: "sales",
        materialInformation: { serviceChargePerYear: 1200, groundRentPerYear: 250, estateChargePerYear: 180 },
      }),
    ).toBe(
      "Plus a service charge of £1,200 a year, ground rent of £250 a year and an estate charge of £180 a year.",
    );
    expect(chargesWithPrice({ channel: "sales", materialInformation: { reservationFee: 500 } })).toBe(
      "Plus a reservation fee of £500.",
    );
  });

  it("says nothing for a peppercorn or unknown charge, a freehold without charges, or a let", () => {
    expect(chargesWithPrice({ channel: "sales", materialInformation: { groundRentPerYear: 0 } })).toBeNull();
    expect(chargesWithPrice({ channel: "sales", materialInformation: {} })).toBeNull();
    expect(
      chargesWithPrice({ channel: "lettings", materialInformation: { serviceChargePerYear: 1200 } }),
    ).toBeNull();
  });
});
