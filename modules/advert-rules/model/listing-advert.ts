// A listing as the advert rules read it (issue 41): the words and price a visitor would see, and what the checks
// conclude for the site. One function for the feed import, the listings desk and its editor's script, so the three
// can never judge the same listing differently.
import type { MaterialInformation } from "../../../domain/agency.ts";
import { blocksPublication, checkAdvert, type Advert, type AdvertFinding } from "./check-advert.ts";
import { partAFinding } from "./material-completeness.ts";
import type { AdvertPolicy } from "./advert-settings.ts";

/** The columns of a listing the rules read (a stored row, an import's row or the editor's form values). */
export type AdvertColumns = {
  channel: "sales" | "lettings";
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  summary: string;
  description: string;
  keyFeatures: readonly string[];
  tags: readonly string[];
  shortLet: boolean;
  /** Part A of the material information is read from these (model/material-completeness.ts). */
  tenure: string | null;
  materialInformation: MaterialInformation;
};

/** The Renters' Rights Act governs residential lets: a commercial unit's lease is outside it. */
const isCommercial = (tags: readonly string[]) =>
  tags.some((tag) => tag.trim().toLowerCase() === "commercial");

export function advertOf(listing: AdvertColumns): Advert {
  return {
    // A commercial let is read as a sale would be: no lettings rule applies to it.
    channel: listing.channel === "lettings" && isCommercial(listing.tags) ? "sales" : listing.channel,
    price: listing.price,
    poa: listing.poa,
    priceQualifier: listing.priceQualifier,
    summary: listing.summary,
    description: listing.description,
    features: listing.keyFeatures,
    tags: listing.tags,
    // A short let is a holiday let, which the Act leaves outside periodic tenancies.
    // (A feed's minimum term in months is stored but never shown: only the advert's words can offer one.)
    letKind: listing.shortLet ? "holiday" : null,
  };
}

export type AdvertHold = { advertFindings: AdvertFinding[]; heldBack: boolean };

/**
 * What the rules find in a listing and whether it stays off the public site until mended, under the agency's
 * policy (whether a Part A item missing holds it back or only warns).
 */
export function advertHoldOf(listing: AdvertColumns, policy: AdvertPolicy): AdvertHold {
  const partA = partAFinding(listing, policy.partAMissing);
  const advertFindings = [...checkAdvert(advertOf(listing)), ...(partA ? [partA] : [])];
  return { advertFindings, heldBack: blocksPublication(advertFindings) };
}

const FIELD_NAMES: Record<AdvertFinding["field"], string> = {
  price: "the price",
  priceQualifier: "the price qualifier",
  summary: "the summary",
  description: "the description",
  features: "the key features",
  tags: "the tags",
  materialInformation: "the material information",
};

/** One finding as a sentence for the import report and the desk: the words, where, the rule and the fix. */
export function findingSentence(found: AdvertFinding): string {
  if (found.field === "materialInformation")
    return `Not given: ${found.phrase} (Part A of ${FIELD_NAMES.materialInformation}) — ${found.source}. ${found.fix}`;
  const words = found.field === "price" ? "no stated rent" : `"${found.phrase}"`;
  return `${words} in ${FIELD_NAMES[found.field]} — ${found.source}. ${found.fix}`;
}

/** Which findings a list shows, as one string: a list is redrawn only when this changes. */
export const findingsKey = (findings: readonly AdvertFinding[]) =>
  findings.map((found) => `${found.rule}|${found.field}|${found.phrase}`).join("\n");

export const NO_FINDINGS = "The advert rules find nothing to mend.";

/** A finding as the listings desk lists it: what it costs, the rule in plain words, and the rest. */
export function findingLines(found: AdvertFinding): { title: string; detail: string } {
  return {
    title: `${found.severity === "block" ? "Keeps it off the site" : "Warning"}: ${found.explanation}`,
    detail: findingSentence(found),
  };
}

/** A field's whole number as typed ("£1,450"), or null when it holds none. */
function wholeNumber(text: string): number | null {
  const digits = text.replace(/[£,\s]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** The editor's form values as the rules read them: the same reading in the browser as on the server. */
export function advertColumnsOfForm(
  read: (name: string) => string,
  fixed: { channel: "sales" | "lettings"; shortLet: boolean },
  poa: boolean,
): AdvertColumns {
  return {
    ...partAOfForm(read),
    ...fixed,
    price: wholeNumber(read("price")),
    poa,
    priceQualifier: read("priceQualifier").trim() || null,
    summary: read("summary"),
    description: read("description"),
    keyFeatures: read("keyFeatures")
      .split(/\r?\n/)
      .filter((line) => line.trim()),
    tags: read("tags")
      .split(",")
      .filter((tag) => tag.trim()),
  };
}

// The Part A fields of the editor (modules/listings/model/listing-fields.ts MATERIAL_PARTS), as the rules read them.
const PART_A_TEXT = ["councilTaxBand", "domesticRates"] as const;
const PART_A_AMOUNTS = [
  "leaseYearsRemaining",
  "serviceChargePerYear",
  "groundRentPerYear",
  "rateableValue",
] as const;

function partAOfForm(read: (name: string) => string): Pick<AdvertColumns, "tenure" | "materialInformation"> {
  const materialInformation: MaterialInformation = {};
  for (const key of PART_A_TEXT) materialInformation[key] = read(`materialInformation.${key}`).trim() || null;
  for (const key of PART_A_AMOUNTS)
    materialInformation[key] = wholeNumber(read(`materialInformation.${key}`));
  return { tenure: read("tenure").trim() || null, materialInformation };
}
