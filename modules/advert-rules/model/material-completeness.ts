// Material information's completeness (issue 41; the CMA's and National Trading Standards' Parts A–C as the working
// list): how many of the items the property page shows the agency has given, and which are missing, by part. Part A
// (the local tax, and for a sale the tenure and a lease's length, service charge and ground rent) is what a buyer
// or tenant needs before anything else. Reads the page's own items (modules/listings/model/material-information.ts),
// so the count is of exactly what a visitor sees as "Ask the agent". A listing missing a Part A item is held back
// from the site, or warned about, as the agency chooses (model/advert-settings.ts). Pure.
import { hasCommercialTag } from "../../../domain/pricing.ts";
import {
  ASK_AGENT,
  EPC_NOT_YET_AVAILABLE,
  materialInformationItems,
  type MaterialInput,
} from "../../listings/model/material-information.ts";
import type { AdvertFinding } from "./check-advert.ts";
import type { PartAOutcome } from "./advert-settings.ts";

const PART_A = new Set([
  "Council tax band",
  "Domestic rates",
  "Business rates",
  "Tenure",
  "Lease length remaining",
  "Service charge",
  "Ground rent",
]);

export type MaterialCompleteness = {
  given: number;
  total: number;
  /** Whole per cent of the items given. */
  percent: number;
  /** Part A items the page shows as "Ask the agent". */
  missingPartA: string[];
  /** Every other item missing (Parts B and C, the EPC). */
  missingOther: string[];
};

// A lease's length, service charge and ground rent are Part A for a leasehold (or a share of freehold, which is
// sold with a lease); a freehold has none to state, and a sale of unknown tenure is first asked its tenure.
const LEASE_ITEMS = new Set(["Lease length remaining", "Service charge", "Ground rent"]);
const hasLease = (tenure: string | null) => /leasehold|share of freehold/i.test(tenure ?? "");

const missing = (value: string) => value === ASK_AGENT || value === EPC_NOT_YET_AVAILABLE;

/** What Part A asks of a listing: its local tax, and for a sale its tenure and, with a lease, the lease's terms. */
export type PartAInput = Pick<MaterialInput, "channel" | "tenure" | "materialInformation"> & {
  tags: readonly string[];
};

/** The Part A items the listing's page would show as "Ask the agent", in the page's order. */
export function missingPartA(listing: PartAInput): string[] {
  return materialInformationItems({ ...listing, tags: [...listing.tags], epcRating: null, epcChartCount: 0 })
    .filter(
      ([term, value]) =>
        PART_A.has(term) && missing(value) && (!LEASE_ITEMS.has(term) || hasLease(listing.tenure)),
    )
    .map(([term]) => term);
}

export function materialCompleteness(listing: MaterialInput): MaterialCompleteness {
  const items = materialInformationItems(listing);
  const absent = items.filter(([, value]) => missing(value)).map(([term]) => term);
  const given = items.length - absent.length;
  const partA = missingPartA(listing);
  return {
    given,
    total: items.length,
    percent: Math.floor((given * 100) / items.length),
    missingPartA: partA,
    missingOther: absent.filter((term) => !partA.includes(term)),
  };
}

/** The material information rule, named as the phrase rules are (model/phrase-rules.ts). */
export const PART_A_RULE = {
  id: "material-information",
  source:
    "Consumer protection law as the CMA and National Trading Standards apply it (material information, Part A)",
  explanation:
    "A buyer or tenant must be told the Part A facts before anything else: the council tax band (or rates), and for a sale the tenure and a lease's length, service charge and ground rent. Leaving one out can mislead by omission.",
  fix: "Give the missing items in the listing's material information, Part A.",
} as const;

/**
 * The finding of a listing whose Part A is incomplete, as the agency's setting makes it: blocking or a warning.
 * A commercial listing is outside it (the guidance is for homes; its buyer or tenant is a business).
 */
export function partAFinding(listing: PartAInput, outcome: PartAOutcome): AdvertFinding | null {
  if (hasCommercialTag(listing.tags)) return null;
  const absent = missingPartA(listing);
  if (absent.length === 0) return null;
  return {
    rule: PART_A_RULE.id,
    severity: outcome,
    field: "materialInformation",
    phrase: absent.join(", ").toLowerCase(),
    source: PART_A_RULE.source,
    explanation: PART_A_RULE.explanation,
    fix: PART_A_RULE.fix,
  };
}

/** One line for the listings desk: "21 of 24 items given (87 %)". */
export const completenessLine = (found: MaterialCompleteness) =>
  `${found.given} of ${found.total} items given (${found.percent} %)`;
