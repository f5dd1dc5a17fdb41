// Land and Buildings Transaction Tax, Scotland: the residential bands in force since 1 April 2021 (after the
// temporary £250,000 nil band of 15 July 2020 to 31 March 2021), first-time buyer relief since 30 June 2018,
// and the Additional Dwelling Supplement at 8% since 5 December 2024 (all still in force in 2026).
// Sources, one per figure:
// - bands and first-time buyer relief (nil band raised to £175,000, at any price):
//   https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property
// - the ADS: 8% of the whole price, not below £40,000, charged on additional dwellings and on every dwelling a
//   buyer who is not an individual (a company) buys (LBTT(S)A 2013 Sch 2A paras 2 and 3):
//   https://revenue.scot/taxes/land-buildings-transaction-tax/additional-dwelling-supplement-ads
// No non-resident surcharge in Scotland.
import type { StampDutyTable } from "./types.ts";

export const scotland = {
  taxName: "Land and Buildings Transaction Tax",
  effectiveFrom: "2024-12-05",
  source: "https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property",
  base: [
    { minimum_property_price: 0, maximum_property_price: 145_000, rate: 0 },
    { minimum_property_price: 145_000, maximum_property_price: 250_000, rate: 2 },
    { minimum_property_price: 250_000, maximum_property_price: 325_000, rate: 5 },
    { minimum_property_price: 325_000, maximum_property_price: 750_000, rate: 10 },
    { minimum_property_price: 750_000, maximum_property_price: null, rate: 12 },
  ],
  first_time_buyer: [
    { minimum_property_price: 0, maximum_property_price: 175_000, rate: 0 },
    { minimum_property_price: 175_000, maximum_property_price: 250_000, rate: 2 },
    { minimum_property_price: 250_000, maximum_property_price: 325_000, rate: 5 },
    { minimum_property_price: 325_000, maximum_property_price: 750_000, rate: 10 },
    { minimum_property_price: 750_000, maximum_property_price: null, rate: 12 },
  ],
  firstTimeBuyerPriceLimit: null,
  non_uk_resident_surcharge: 0,
  nonUkResidentMinimumPrice: 40_000,
  // The ADS is 8% of the whole price: the same as 8 points on every band.
  additional_property_surcharge: 8,
  surchargeMinimumPrice: 40_000,
  companyRulesNotModelled:
    "Reliefs from the Additional Dwelling Supplement (for example when six or more homes are bought together) are not worked out here.",
} as const satisfies StampDutyTable;
