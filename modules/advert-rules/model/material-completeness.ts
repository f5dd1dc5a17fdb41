// Material information's completeness (issue 41; the CMA's and National Trading Standards' Parts A–C as the working
// list): how many of the items the property page shows the agency has given, and which are missing, by part. Part A
// (the local tax, and for a sale the tenure and a lease's length, service charge and ground rent) is what a buyer
// or tenant needs before anything else. Reads the page's own items (modules/listings/model/material-information.ts),
// so the count is of exactly what a visitor sees as "Ask the agent". Pure.
import {
  ASK_AGENT,
  EPC_NOT_YET_AVAILABLE,
  materialInformationItems,
  type MaterialInput,
} from "../../listings/model/material-information.ts";

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

const missing = (value: string) => value === ASK_AGENT || value === EPC_NOT_YET_AVAILABLE;

export function materialCompleteness(listing: MaterialInput): MaterialCompleteness {
  const items = materialInformationItems(listing);
  const absent = items.filter(([, value]) => missing(value)).map(([term]) => term);
  const given = items.length - absent.length;
  return {
    given,
    total: items.length,
    percent: Math.floor((given * 100) / items.length),
    missingPartA: absent.filter((term) => PART_A.has(term)),
    missingOther: absent.filter((term) => !PART_A.has(term)),
  };
}

/** One line for the listings desk: "21 of 24 items given (87 %)". */
export const completenessLine = (found: MaterialCompleteness) =>
  `${found.given} of ${found.total} items given (${found.percent} %)`;
