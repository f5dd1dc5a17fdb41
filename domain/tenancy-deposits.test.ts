import { describe, expect, it } from "vitest";
import { formatDeposit, listingDeposits, tenancyDeposits } from "./tenancy-deposits.ts";

describe("tenancy deposits (Tenant Fees Act 2019; issue 16)", () => {
  it("takes a week's rent as monthly × 12 / 52: the holding deposit, and five weeks for the tenancy", () => {
    expect(tenancyDeposits({ amount: 1300, per: "month" })).toEqual({
      annualRent: 15_600,
      weeklyRent: 300,
      holdingDeposit: 300,
      tenancyDeposit: 1500,
      tenancyDepositWeeks: 5,
    });
  });

  it("cuts to the penny rather than rounding up, so no figure is above the cap", () => {
    // £1,200 pcm: £276.923… a week, £1,384.615… for five weeks.
    const deposits = tenancyDeposits({ amount: 1200, per: "month" })!;
    expect(deposits.holdingDeposit).toBe(276.92);
    expect(deposits.tenancyDeposit).toBe(1384.61);
    // Five weeks of the exact weekly rent, not five times the rounded one (5 × £276.92 = £1,384.60).
    expect(deposits.tenancyDeposit).not.toBe(5 * deposits.holdingDeposit);
  });

  // Six weeks from an annual rent of £50,000, five below it: the boundary met from each kind of rent. A monthly
  // rent crosses it between £4,166.66 and £4,166.67 (× 12 = £49,999.92 and £50,000.04); a weekly rent is taken
  // as it is.
  it.each([
    [
      "exactly £50,000 a year",
      50_000,
      "year",
      { tenancyDepositWeeks: 6, tenancyDeposit: 5769.23, holdingDeposit: 961.53 },
    ],
    ["just below £50,000 a year", 49_999.99, "year", { tenancyDepositWeeks: 5, tenancyDeposit: 4807.69 }],
    ["£4,166.66 a month", 4166.66, "month", { tenancyDepositWeeks: 5 }],
    ["£4,166.67 a month", 4166.67, "month", { tenancyDepositWeeks: 6 }],
    [
      "£4,166 a month",
      4166,
      "month",
      { annualRent: 49_992, tenancyDepositWeeks: 5, tenancyDeposit: 4806.92 },
    ],
    [
      "£4,167 a month",
      4167,
      "month",
      { annualRent: 50_004, tenancyDepositWeeks: 6, tenancyDeposit: 5769.69 },
    ],
    [
      "£250 a week",
      250,
      "week",
      { weeklyRent: 250, holdingDeposit: 250, tenancyDeposit: 1250, tenancyDepositWeeks: 5 },
    ],
    ["£961.54 a week (£50,000.08 a year)", 961.54, "week", { tenancyDepositWeeks: 6 }],
  ] as const)("gives a rent of %s its deposits", (_rent, amount, per, deposits) => {
    expect(tenancyDeposits({ amount, per })).toMatchObject(deposits);
  });

  it("has no deposits without a rent", () => {
    expect(tenancyDeposits({ amount: 0, per: "month" })).toBeNull();
    expect(tenancyDeposits({ amount: -5, per: "month" })).toBeNull();
    expect(tenancyDeposits({ amount: Number.NaN, per: "month" })).toBeNull();
  });

  it("shows pence only when there are some", () => {
    expect(formatDeposit(300)).toBe("£300");
    expect(formatDeposit(1384.61)).toBe("£1,384.61");
    expect(formatDeposit(1384.6)).toBe("£1,384.60");
  });
});

describe("a lettings listing's deposits", () => {
  const letting = {
    channel: "lettings" as const,
    price: 1300,
    poa: false,
    priceFrequency: "pcm" as const,
    tags: [],
    rentFrequency: null,
    quotedPrice: null,
    deposit: null,
  };

  it("come from the monthly rent, or the annual one, or the rent a feed quoted per week", () => {
    expect(listingDeposits(letting)).toMatchObject({ holdingDeposit: 300, tenancyDeposit: 1500 });
    expect(listingDeposits({ ...letting, price: 60_000, priceFrequency: "pa" })).toMatchObject({
      annualRent: 60_000,
      tenancyDepositWeeks: 6,
    });
    expect(
      listingDeposits({ ...letting, price: 1083, rentFrequency: "weekly", quotedPrice: 250 }),
    ).toMatchObject({ weeklyRent: 250, tenancyDeposit: 1250 });
  });

  it("show the agency's own tenancy deposit when it is within the cap, and the cap when it is not", () => {
    expect(listingDeposits({ ...letting, deposit: 1400 })).toMatchObject({
      tenancyDeposit: 1400,
      tenancyDepositFromListing: true,
    });
    expect(listingDeposits({ ...letting, deposit: 1800 })).toMatchObject({
      tenancyDeposit: 1500,
      tenancyDepositFromListing: false,
    });
  });

  it("are none for a sale, a rent on application or a commercial let", () => {
    expect(listingDeposits({ ...letting, channel: "sales" })).toBeNull();
    expect(listingDeposits({ ...letting, poa: true, price: null })).toBeNull();
    expect(listingDeposits({ ...letting, tags: ["Commercial"] })).toBeNull();
  });
});
