// The Instant Valuation → Book a Valuation hand-over (issue 5 item 3: "a button into Book a Valuation with the
// details carried over").
//
// Contract: before navigating to #/book-a-valuation the Instant Valuation stores, in sessionStorage under
// `openhouse.valuation-prefill`, the JSON {postcode, propertyType, bedrooms, address?}. Book a Valuation reads
// it with readValuationPrefill() as it renders and removes it with clearValuationPrefill() once it has mounted,
// so a later visit starts blank. Reading and removing are apart because React may render a form, throw that
// render away (a lazy part still loading) and render it again: a read that removed would leave the second
// render blank. sessionStorage keeps the details to this tab and lets them survive the lazy chunk load.
import type { LookedUpAddress } from "../../../domain/address.ts";
import { SITE_STORAGE } from "../../../domain/site-storage.ts";

export const VALUATION_PREFILL_KEY = SITE_STORAGE.valuationPrefill.name;

export type ValuationPrefill = {
  /** As the visitor typed it, normalised ("BS8 1AB"). */
  postcode: string;
  /** One of modules/open-data/model/valuation-estimate.ts PROPERTY_TYPE_FAMILIES values ("house", "flat", "bungalow", …). */
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

/** The carried-over details, or null; they stay until clearValuationPrefill(). */
export function readValuationPrefill(): ValuationPrefill | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(VALUATION_PREFILL_KEY);
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

export function clearValuationPrefill(): void {
  try {
    sessionStorage.removeItem(VALUATION_PREFILL_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
