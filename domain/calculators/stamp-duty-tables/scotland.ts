// Land and Buildings Transaction Tax, Scotland, residential rates from 15 July 2020 with the Additional
// Dwelling Supplement at 8% since 5 December 2024 (still in force in 2026).
// Sources: https://revenue.scot/taxes/land-buildings-transaction-tax/residential-property (bands and
// first-time buyer relief: nil band raised to £175,000 at any price) and
// https://revenue.scot/taxes/land-buildings-transaction-tax/additional-dwelling-supplement-ads
// (8% of the whole price, not below £40,000). No non-resident surcharge in Scotland.
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
  // The ADS is 8% of the whole price: the same as 8 points on every band.
  additional_property_surcharge: 8,
  surchargeMinimumPrice: 40_000,
} as const satisfies StampDutyTable;
