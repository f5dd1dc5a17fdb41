// The Instant Valuation → Book a Valuation hand-over (issue 5 item 3: "a button into Book a Valuation with the
// details carried over").
//
// Contract: before navigating to #/book-a-valuation the Instant Valuation stores, in sessionStorage under
// `openhouse.valuation-prefill`, the JSON {postcode, propertyType, bedrooms, address?}. Book a Valuation calls
// takeValuationPrefill() once when it opens: it answers the details (or null) and removes them, so a later
// visit starts blank. sessionStorage keeps it to this tab and lets it survive the lazy chunk load.
import type { LookedUpAddress } from "../../../domain/address.ts";

export const VALUATION_PREFILL_KEY = "openhouse.valuation-prefill";

export type ValuationPrefill = {
  /** As the visitor typed it, normalised ("BS8 1AB"). */
  postcode: string;
  /** One of domain/valuation-estimate.ts PROPERTY_TYPE_FAMILIES values ("house", "flat", "bungalow", …). */
  propertyType: string;
  bedrooms: number;
  address?: LookedUpAddress;
};

export function saveValuationPrefill(prefill: ValuationPrefill): void {
  try {
    sessionStorage.setItem(VALUATION_PREFILL_KEY, JSON.stringify(prefill));
  } catch (error) {
    // Storage refused (private mode, quota): the booking form simply starts blank.
    console.error("Could not keep the valuation details", error);
  }
}

/** The carried-over details, once: they are removed as they are read. */
export function takeValuationPrefill(): ValuationPrefill | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(VALUATION_PREFILL_KEY);
    sessionStorage.removeItem(VALUATION_PREFILL_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ValuationPrefill>;
    if (typeof value.postcode !== "string" || typeof value.propertyType !== "string") return null;
    if (typeof value.bedrooms !== "number" || !Number.isInteger(value.bedrooms)) return null;
    return value as ValuationPrefill;
  } catch {
    return null;
  }
}
