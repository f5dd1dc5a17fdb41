// Land Transaction Tax, Wales: main residential rates from 10 October 2022 and higher residential rates
// (additional properties and corporate buyers) from 11 December 2024, both still in force in 2026.
// Sources, one per figure:
// - both tables: https://www.gov.wales/land-transaction-tax-rates-and-bands (the Welsh Revenue Authority's
//   tables; The Land Transaction Tax (Tax Bands and Tax Rates) (Wales) Regulations 2018 as amended, Tables 1
//   and 2). The higher rates have their own bands (not the main bands + 5 points).
// - who pays the higher rates: an individual's additional dwelling (Sch 5 Part 2) and every dwelling a buyer
//   who is not an individual, a company, buys (Sch 5 Part 4), in both cases only when the price is £40,000 or
//   more (Land Transaction Tax and Anti-avoidance of Devolved Taxes (Wales) Act 2017, Sch 5):
//   https://www.legislation.gov.uk/anaw/2017/1/schedule/5
// No first-time buyer relief or non-resident surcharge in Wales.
import type { StampDutyTable } from "./types.ts";

export const wales = {
  taxName: "Land Transaction Tax",
  effectiveFrom: "2024-12-11",
  source: "https://www.gov.wales/land-transaction-tax-rates-and-bands",
  base: [
    { minimum_property_price: 0, maximum_property_price: 225_000, rate: 0 },
    { minimum_property_price: 225_000, maximum_property_price: 400_000, rate: 6 },
    { minimum_property_price: 400_000, maximum_property_price: 750_000, rate: 7.5 },
    { minimum_property_price: 750_000, maximum_property_price: 1_500_000, rate: 10 },
    { minimum_property_price: 1_500_000, maximum_property_price: null, rate: 12 },
  ],
  corporate_buyer: [
    { minimum_property_price: 0, maximum_property_price: 180_000, rate: 5 },
    { minimum_property_price: 180_000, maximum_property_price: 250_000, rate: 8.5 },
    { minimum_property_price: 250_000, maximum_property_price: 400_000, rate: 10 },
    { minimum_property_price: 400_000, maximum_property_price: 750_000, rate: 12.5 },
    { minimum_property_price: 750_000, maximum_property_price: 1_500_000, rate: 15 },
    { minimum_property_price: 1_500_000, maximum_property_price: null, rate: 17 },
  ],
  non_uk_resident_surcharge: 0,
  nonUkResidentMinimumPrice: 40_000,
  // Wales's higher rates are a table of their own (corporate_buyer), so no points are added on top.
  additional_property_surcharge: 0,
  surchargeMinimumPrice: 40_000,
  companyRulesNotModelled: "Reliefs from the higher rates are not worked out here.",
} as const satisfies StampDutyTable;
