// Stamp Duty Land Tax, England and Northern Ireland, residential rates from 1 April 2025 (still in force in 2026).
// Sources: https://www.gov.uk/stamp-duty-land-tax/residential-property-rates (bands, first-time buyers,
// higher rates for additional dwellings +5 points since 31 October 2024, non-UK resident +2 points since
// 1 April 2021; the higher rates do not apply below £40,000).
import type { StampDutyTable } from "./types.ts";

export const england = {
  taxName: "Stamp Duty Land Tax",
  effectiveFrom: "2025-04-01",
  source: "https://www.gov.uk/stamp-duty-land-tax/residential-property-rates",
  base: [
    { minimum_property_price: 0, maximum_property_price: 125_000, rate: 0 },
    { minimum_property_price: 125_000, maximum_property_price: 250_000, rate: 2 },
    { minimum_property_price: 250_000, maximum_property_price: 925_000, rate: 5 },
    { minimum_property_price: 925_000, maximum_property_price: 1_500_000, rate: 10 },
    { minimum_property_price: 1_500_000, maximum_property_price: null, rate: 12 },
  ],
  first_time_buyer: [
    { minimum_property_price: 0, maximum_property_price: 300_000, rate: 0 },
    { minimum_property_price: 300_000, maximum_property_price: 500_000, rate: 5 },
  ],
  firstTimeBuyerPriceLimit: 500_000,
  non_uk_resident_surcharge: 2,
  additional_property_surcharge: 5,
  surchargeMinimumPrice: 40_000,
} as const satisfies StampDutyTable;
