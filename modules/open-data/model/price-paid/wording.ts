// How Price Paid data is named and credited to visitors (issue 17; docs/open-data-price-paid.md). Pure: shared by
// the property page's "sold nearby" panel (browser), the house-prices pages and the valuation.
import { titleCaseAddress } from "../../../../domain/address-case.ts";
import type { PropertyTypeCode, TenureCode } from "./record.ts";

/** The attribution the Open Government Licence asks for, word for word as HM Land Registry gives it. */
export const PRICE_PAID_LICENCE =
  "Contains HM Land Registry data © Crown copyright and database right 2026. This data is licensed under the Open Government Licence v3.0.";
export const PRICE_PAID_SOURCE = "HM Land Registry Price Paid Data";
export const OGL_URL = "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";

export const PROPERTY_TYPE_LABELS: Record<PropertyTypeCode, string> = {
  D: "Detached",
  S: "Semi-detached",
  T: "Terraced",
  F: "Flat",
  O: "Other",
};
/** The types a chart or table shows, in this order: "other" (garages, plots, mixed use) says little. */
export const CHARTED_TYPES: readonly PropertyTypeCode[] = ["D", "S", "T", "F"];

export const TENURE_LABELS: Record<TenureCode, string> = { F: "Freehold", L: "Leasehold", U: "Unknown" };

/** The Registry's type for one of the agency's listing types; null when none compares (land, commercial). */
export function pricePaidTypeOf(listingType: string): PropertyTypeCode | null {
  const type = listingType.toLowerCase();
  if (/semi/.test(type)) return "S";
  if (/terrace|town house|cottage/.test(type)) return "T";
  if (/flat|maisonette|studio|apartment|penthouse/.test(type)) return "F";
  if (/detached|bungalow|farmhouse|barn|house/.test(type)) return "D";
  return null;
}

/** "28 Jun 2024" from "2024-06-28", in en-GB, whatever the visitor's time zone. */
export function formatSaleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** A sale with its address as shown (the server writes it; the browser only displays it). */
export function withSaleAddress<Sale extends { saon: string; paon: string; street: string }>(
  sale: Sale,
): Sale & { address: string } {
  return { ...sale, address: saleAddress(sale) };
}

/**
 * "Flat 3, Highbury Court, Cambridge Park": the Registry's capitals as UK addresses are written ("1 St John's
 * Road", "O'Connell Street", "Stratford-upon-Avon": domain/address-case.ts).
 */
export function saleAddress(sale: { saon: string; paon: string; street: string }): string {
  return titleCaseAddress(
    [
      sale.saon,
      /^\d/.test(sale.paon) && sale.street ? `${sale.paon} ${sale.street}` : sale.paon,
      /^\d/.test(sale.paon) ? "" : sale.street,
    ]
      .filter(Boolean)
      .join(", "),
  );
}
