// Stamp Duty Land Tax, England and Northern Ireland, residential rates from 1 April 2025 (still in force in 2026).
// Sources, one per figure:
// - bands and first-time buyer relief (0% to £300,000, 5% to £500,000, none above £500,000):
//   https://www.gov.uk/stamp-duty-land-tax/residential-property-rates
// - higher rates, 5 points on every band since 31 October 2024, for an individual's additional dwelling and for
//   every dwelling a company buys (Finance Act 2003 Sch 4ZA "higher rates for additional dwellings and dwellings
//   purchased by companies"; HMRC manual SDLTM09735), not below £40,000 (Condition A, SDLTM09770):
//   https://www.gov.uk/guidance/stamp-duty-land-tax-buying-an-additional-residential-property
// - non-UK resident surcharge, 2 points on top of any other rate since 1 April 2021, only when the price is
//   £40,000 or more (de minimis threshold, Sch 9A para 2(3); HMRC manual SDLTM09860):
//   https://www.gov.uk/hmrc-internal-manuals/stamp-duty-land-tax-manual/sdltm09860
// - companies: the 17% rate on a dwelling over £500,000 and its reliefs (Sch 4A):
//   https://www.gov.uk/guidance/stamp-duty-land-tax-corporate-bodies
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
  nonUkResidentMinimumPrice: 40_000,
  additional_property_surcharge: 5,
  surchargeMinimumPrice: 40_000,
  companyRulesNotModelled:
    "A company buying a home for more than £500,000 usually pays a flat 17% instead, unless a relief applies (for example a property rental business or a property developer); this calculator does not work out the 17% rate or any relief.",
} as const satisfies StampDutyTable;
