import { describe, expect, it } from "vitest";
import { buyerOptions, stampDuty, type BuyerType, type StampDutyInput } from "./stamp-duty.ts";
import { stampDutyTables, type StampDutyCountry } from "./stamp-duty-tables/index.ts";

const total = (
  country: StampDutyCountry,
  price: number,
  buyer: BuyerType = "standard",
  nonUkResident = false,
  company = false,
) => stampDuty({ country, price, buyer, nonUkResident, company }).total;

const bandTaxes = (input: StampDutyInput) =>
  stampDuty(input)
    .bands.filter((band) => band.taxable > 0)
    .map((band) => [band.taxable, band.rate, band.tax]);

describe("England SDLT (gov.uk residential property rates, from 1 April 2025)", () => {
  it("matches gov.uk's worked example: £295,000 costs £4,750, band by band", () => {
    const result = stampDuty({ country: "england", price: 295_000, buyer: "standard", nonUkResident: false });
    expect(result.bands.map((b) => [b.taxable, b.rate, b.tax])).toEqual([
      [125_000, 0, 0],
      [125_000, 2, 2_500],
      [45_000, 5, 2_250],
      [0, 10, 0],
      [0, 12, 0],
    ]);
    expect(result.total).toBe(4_750);
    expect(result.effectiveRate).toBe(1.6);
  });

  it.each([
    [125_000, 0],
    [250_000, 2_500],
    [925_000, 36_250],
    [1_500_000, 93_750],
    [2_000_000, 153_750],
  ])("at the band boundary £%i costs £%i", (price, tax) => {
    expect(total("england", price)).toBe(tax);
  });

  it("rounds each band to 1 decimal and the total to whole pounds", () => {
    const justOver = stampDuty({
      country: "england",
      price: 125_003,
      buyer: "standard",
      nonUkResident: false,
    });
    expect(justOver.bands[1]?.tax).toBe(0.1);
    expect(justOver.total).toBe(0);
    expect(total("england", 125_001)).toBe(0);
  });

  it("gives first-time buyers 0% to £300,000 and 5% to £500,000 (gov.uk: £500,000 costs £10,000)", () => {
    expect(total("england", 300_000, "first_time_buyer")).toBe(0);
    expect(total("england", 425_000, "first_time_buyer")).toBe(6_250);
    expect(total("england", 500_000, "first_time_buyer")).toBe(10_000);
  });

  it("gives no first-time buyer relief above £500,000: £500,001 pays the standard rates", () => {
    const result = stampDuty({
      country: "england",
      price: 500_001,
      buyer: "first_time_buyer",
      nonUkResident: false,
    });
    expect(result.bands).toHaveLength(5);
    expect(result.bands[2]?.tax).toBe(12_500.1);
    expect(result.total).toBe(total("england", 500_001));
    expect(result.total).toBe(15_000);
  });

  it("adds 5 points for an additional property (gov.uk: £300,000 costs £20,000)", () => {
    expect(total("england", 300_000, "additional_property")).toBe(20_000);
  });

  it("charges no additional-property surcharge below £40,000", () => {
    expect(total("england", 39_999, "additional_property")).toBe(0);
    expect(total("england", 40_000, "additional_property")).toBe(2_000);
  });

  it("charges no non-UK resident surcharge below its £40,000 de minimis (HMRC SDLTM09860)", () => {
    // Sch 9A para 2(3): the surcharge applies when the chargeable consideration is £40,000 or more.
    expect(total("england", 39_999, "standard", true)).toBe(0);
    expect(total("england", 40_000, "standard", true)).toBe(800);
    expect(total("england", 39_999, "additional_property", true)).toBe(0);
    // 5 + 2 points on £40,000.
    expect(total("england", 40_000, "additional_property", true)).toBe(2_800);
  });

  it("adds 2 points for a non-UK resident, on top of any other rates", () => {
    expect(total("england", 300_000, "standard", true)).toBe(11_000);
    expect(total("england", 300_000, "additional_property", true)).toBe(26_000);
    expect(total("england", 400_000, "first_time_buyer", true)).toBe(13_000);
  });
});

describe("England SDLT for a company (Sch 4ZA: higher rates for dwellings purchased by companies)", () => {
  it("charges a company the higher rates band by band: £300,000 costs £20,000", () => {
    // 5% of £125,000 + 7% of £125,000 + 10% of £50,000 (the gov.uk residential rates, each + 5 points).
    const input = {
      country: "england",
      price: 300_000,
      buyer: "standard",
      nonUkResident: false,
      company: true,
    };
    expect(bandTaxes(input as StampDutyInput)).toEqual([
      [125_000, 5, 6_250],
      [125_000, 7, 8_750],
      [50_000, 10, 5_000],
    ]);
    expect(total("england", 300_000, "standard", false, true)).toBe(20_000);
    // The same whether or not 'Additional property' is ticked too.
    expect(total("england", 300_000, "additional_property", false, true)).toBe(20_000);
  });

  it("charges no higher rates below £40,000 (SDLTM09770 Condition A)", () => {
    expect(total("england", 39_999, "standard", false, true)).toBe(0);
    expect(total("england", 40_000, "standard", false, true)).toBe(2_000);
  });

  it("gives a company no first-time buyer relief", () => {
    // £400,000: 6,250 + 8,750 + 10% of £150,000, where a first-time buyer would pay £5,000.
    expect(total("england", 400_000, "first_time_buyer")).toBe(5_000);
    expect(total("england", 400_000, "first_time_buyer", false, true)).toBe(30_000);
  });

  it("adds the non-UK resident surcharge for a non-resident company: £300,000 costs £26,000", () => {
    expect(total("england", 300_000, "standard", true, true)).toBe(26_000);
  });

  it("does not model the 17% rate above £500,000, and says so", () => {
    // £600,000 at the higher rates: 6,250 + 8,750 + 10% of £350,000 (17% of the price would be £102,000).
    expect(total("england", 600_000, "standard", false, true)).toBe(50_000);
    expect(stampDutyTables.england.companyRulesNotModelled).toMatch(/more than £500,000 .*flat 17%/);
  });
});

describe("Scotland LBTT (Revenue Scotland, ADS 8% from 5 December 2024)", () => {
  it.each([
    [145_000, 0],
    [250_000, 2_100],
    [300_000, 4_600],
    [325_000, 5_850],
    [750_000, 48_350],
    [1_000_000, 78_350],
  ])("£%i costs £%i", (price, tax) => {
    expect(total("scotland", price)).toBe(tax);
  });

  it("raises the nil band to £175,000 for first-time buyers (up to £600 off, at any price)", () => {
    expect(total("scotland", 175_000, "first_time_buyer")).toBe(0);
    expect(total("scotland", 300_000, "first_time_buyer")).toBe(4_000);
    expect(total("scotland", 1_000_000, "first_time_buyer")).toBe(77_750);
  });

  it("adds the 8% Additional Dwelling Supplement on the whole price from £40,000", () => {
    expect(total("scotland", 300_000, "additional_property")).toBe(28_600);
    expect(total("scotland", 39_999, "additional_property")).toBe(0);
    expect(total("scotland", 40_000, "additional_property")).toBe(3_200);
  });

  it("has no non-resident surcharge", () => {
    expect(total("scotland", 300_000, "standard", true)).toBe(4_600);
  });

  it("charges a company the Additional Dwelling Supplement and no first-time buyer relief", () => {
    // £4,600 LBTT + 8% of £300,000.
    expect(total("scotland", 300_000, "standard", false, true)).toBe(28_600);
    expect(total("scotland", 300_000, "first_time_buyer", false, true)).toBe(28_600);
    expect(total("scotland", 39_999, "standard", false, true)).toBe(0);
  });
});

describe("Wales LTT (Welsh Revenue Authority; higher rates from 11 December 2024)", () => {
  it.each([
    [225_000, 0],
    [250_000, 1_500],
    [400_000, 10_500],
    [750_000, 36_750],
    [1_500_000, 111_750],
    [2_000_000, 171_750],
  ])("main rates: £%i costs £%i", (price, tax) => {
    expect(total("wales", price)).toBe(tax);
  });

  it.each([
    [180_000, 9_000],
    [250_000, 14_950],
    [400_000, 29_950],
    [750_000, 73_700],
    [1_500_000, 186_200],
    [2_000_000, 271_200],
  ])("higher rates (additional property or company): £%i costs £%i", (price, tax) => {
    expect(total("wales", price, "additional_property")).toBe(tax);
  });

  it("charges no higher rates below £40,000", () => {
    expect(total("wales", 39_999, "additional_property")).toBe(0);
    expect(total("wales", 40_000, "additional_property")).toBe(2_000);
  });

  it("charges a company the corporate_buyer table (spec §3): £250,000 costs £14,950", () => {
    // The WRA's higher residential rates: 5% of £180,000 + 8.5% of £70,000.
    const input = {
      country: "wales",
      price: 250_000,
      buyer: "standard",
      nonUkResident: false,
      company: true,
    };
    expect(bandTaxes(input as StampDutyInput)).toEqual([
      [180_000, 5, 9_000],
      [70_000, 8.5, 5_950],
    ]);
    expect(total("wales", 250_000, "standard", false, true)).toBe(14_950);
    expect(total("wales", 2_000_000, "standard", false, true)).toBe(271_200);
    expect(total("wales", 39_999, "standard", false, true)).toBe(0);
    expect(total("wales", 40_000, "standard", false, true)).toBe(2_000);
  });

  it("has no first-time buyer relief or non-resident surcharge", () => {
    expect(total("wales", 300_000, "first_time_buyer", true)).toBe(total("wales", 300_000));
    expect(buyerOptions("wales")).toEqual({ firstTimeBuyer: false, nonUkResident: false });
    expect(buyerOptions("england")).toEqual({ firstTimeBuyer: true, nonUkResident: true });
    expect(buyerOptions("scotland")).toEqual({ firstTimeBuyer: true, nonUkResident: false });
  });
});

describe("invalid prices", () => {
  it.each([0, -5, Number.NaN])("a price of %s costs nothing at an effective rate of 0", (price) => {
    const input: StampDutyInput = { country: "england", price, buyer: "standard", nonUkResident: true };
    expect(stampDuty(input)).toMatchObject({ total: 0, effectiveRate: 0 });
  });
});
