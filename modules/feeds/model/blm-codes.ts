// Rightmove BLM v3 code tables and what each code becomes in our model (issue 12; docs/feeds.md "BLM v3: what
// each code becomes"). Pure: the importer maps rows with these, and any page may print the tables.
import type { PropertyStatus } from "../../listings/model/card-tags.ts";
import type { RentFrequency } from "../../../domain/agency.ts";
import { londonTime } from "../../../domain/uk-time.ts";

export type FeedStatus = Exclude<PropertyStatus, "withdrawn">;

/** STATUS_ID. 2 is Scotland's "sold subject to concluded missives" (shown as SSTC); 4 "reserved" has no status
 * of its own here, so it shows as under offer. */
export const BLM_STATUS: Readonly<Record<string, FeedStatus>> = {
  "0": "available",
  "1": "sstc",
  "2": "sstc",
  "3": "under_offer",
  "4": "under_offer",
  "5": "let_agreed",
  "6": "sold",
  "7": "let",
};

/** TRANS_TYPE_ID: 1 resale, 2 lettings. */
export const BLM_TRANS_TYPE: Readonly<Record<string, "sales" | "lettings">> = {
  "1": "sales",
  "2": "lettings",
};

export type PriceQualifierCode = { text: string | null; poa?: true; tag?: string };

/** PRICE_QUALIFIER: the words shown before the amount, as UK agents write them. 8 and 13 are unassigned. */
export const BLM_PRICE_QUALIFIER: Readonly<Record<string, PriceQualifierCode>> = {
  "0": { text: null },
  "1": { text: null, poa: true },
  "2": { text: "Guide Price" },
  "3": { text: "Fixed Price" },
  "4": { text: "Offers in Excess of" },
  "5": { text: "OIRO" },
  // A tender is not an auction (no date, no auction rules): it stays a qualifier, without the auction tag.
  "6": { text: "Sale by Tender" },
  "7": { text: "From" },
  "9": { text: "Shared Ownership", tag: "shared ownership" },
  "10": { text: "Offers Over" },
  "11": { text: "Part Buy Part Rent" },
  "12": { text: "Shared Equity" },
  "14": { text: "Equity Loan" },
  "15": { text: "Offers Invited" },
};

/** LET_RENT_FREQUENCY (empty = monthly). 4 is unassigned. */
export const BLM_RENT_FREQUENCY: Readonly<Record<string, RentFrequency>> = {
  "0": "weekly",
  "1": "monthly",
  "2": "quarterly",
  "3": "annual",
  "5": "pppw",
};

/** Calendar months per payment period: a rent × this = pounds per calendar month. */
const MONTHS_PER_PERIOD: Readonly<Record<RentFrequency, number>> = {
  weekly: 12 / 52,
  monthly: 1,
  quarterly: 3,
  annual: 12,
  pppw: 12 / 52,
};

/** A rent quoted at `frequency` in pounds per calendar month, rounded to the pound (weekly × 52 / 12). */
export function monthlyRent(amount: number, frequency: RentFrequency): number {
  return Math.round(amount / MONTHS_PER_PERIOD[frequency]);
}

export type LetType = "long" | "short" | "student" | "commercial";

/** LET_TYPE_ID: 0 not specified. */
export const BLM_LET_TYPE: Readonly<Record<string, LetType | null>> = {
  "0": null,
  "1": "long",
  "2": "short",
  "3": "student",
  "4": "commercial",
};

/** LET_FURN_ID: 3 is "not specified". */
export const BLM_FURNISHED: Readonly<Record<string, string | null>> = {
  "0": "Furnished",
  "1": "Part furnished",
  "2": "Unfurnished",
  "3": null,
  "4": "Furnished or unfurnished",
};

/** TENURE_TYPE_ID. */
export const BLM_TENURE: Readonly<Record<string, string>> = {
  "1": "Freehold",
  "2": "Leasehold",
  "3": "Feudal",
  "4": "Commonhold",
  "5": "Share of Freehold",
};

/** AREA_SIZE_UNIT_ID (commercial sizes). */
export const BLM_AREA_UNIT: Readonly<Record<string, "sq ft" | "sq m" | "acres" | "hectares">> = {
  "1": "sq ft",
  "2": "sq m",
  "3": "acres",
  "4": "hectares",
};

/** The search tag a property type adds: the demo data's group tags (db/seed/listings.ts), so filters match. */
export type PropertyGroup = "house" | "flat" | "bungalow" | "land" | "commercial";

export type PropertyTypeCode = { label: string; group: PropertyGroup | null };

const t = (label: string, group: PropertyGroup | null = null): PropertyTypeCode => ({ label, group });

/**
 * PROP_SUB_ID: Rightmove's property types. Labels follow the demo data where it names the same thing
 * ("Farmhouse", "Office"), Rightmove's wording otherwise. 178–310 are commercial ("commercial" tag).
 */
export const BLM_PROPERTY_TYPE: Readonly<Record<string, PropertyTypeCode>> = {
  "0": t("Not Specified"),
  "1": t("Terraced House", "house"),
  "2": t("End of Terrace House", "house"),
  "3": t("Semi-Detached House", "house"),
  "4": t("Detached House", "house"),
  "5": t("Mews House", "house"),
  "6": t("Cluster House", "house"),
  "7": t("Ground Flat", "flat"),
  "8": t("Flat", "flat"),
  "9": t("Studio", "flat"),
  "10": t("Ground Maisonette", "flat"),
  "11": t("Maisonette", "flat"),
  "12": t("Bungalow", "bungalow"),
  "13": t("Terraced Bungalow", "bungalow"),
  "14": t("Semi-Detached Bungalow", "bungalow"),
  "15": t("Detached Bungalow", "bungalow"),
  "16": t("Mobile Home"),
  "20": t("Land", "land"),
  "21": t("Link Detached House", "house"),
  "22": t("Town House", "house"),
  "23": t("Cottage", "house"),
  "24": t("Chalet", "house"),
  "25": t("Character Property", "house"),
  "26": t("House", "house"),
  "27": t("Villa", "house"),
  "28": t("Apartment", "flat"),
  "29": t("Penthouse", "flat"),
  "30": t("Finca", "house"),
  "43": t("Barn Conversion", "house"),
  "44": t("Serviced Apartments", "flat"),
  "45": t("Parking"),
  "46": t("Sheltered Housing"),
  "47": t("Retirement Property"),
  "48": t("House Share", "house"),
  "49": t("Flat Share", "flat"),
  "50": t("Park Home"),
  "51": t("Garages"),
  "52": t("Farmhouse", "house"),
  "53": t("Equestrian"),
  "56": t("Duplex", "flat"),
  "59": t("Triplex", "flat"),
  "178": t("Office", "commercial"),
  "181": t("Business Park", "commercial"),
  "184": t("Serviced Office", "commercial"),
  "187": t("Retail Property (High Street)", "commercial"),
  "190": t("Retail Property (Out of Town)", "commercial"),
  "193": t("Convenience Store", "commercial"),
  "196": t("Garage", "commercial"),
  "199": t("Hairdresser / Barber Shop", "commercial"),
  "202": t("Hotel", "commercial"),
  "205": t("Petrol Station", "commercial"),
  "208": t("Post Office", "commercial"),
  "211": t("Pub", "commercial"),
  "214": t("Workshop & Retail Space", "commercial"),
  "217": t("Distribution Warehouse", "commercial"),
  "220": t("Factory", "commercial"),
  "223": t("Heavy Industrial", "commercial"),
  "226": t("Industrial Park", "commercial"),
  "229": t("Light Industrial", "commercial"),
  "232": t("Storage", "commercial"),
  "235": t("Showroom", "commercial"),
  "238": t("Warehouse", "commercial"),
  "241": t("Land (Commercial)", "commercial"),
  "244": t("Commercial Development", "commercial"),
  "247": t("Industrial Development", "commercial"),
  "250": t("Residential Development", "commercial"),
  "253": t("Commercial Property", "commercial"),
  "256": t("Data Centre", "commercial"),
  "259": t("Farm", "commercial"),
  "262": t("Healthcare Facility", "commercial"),
  "265": t("Marine Property", "commercial"),
  "268": t("Mixed Use", "commercial"),
  "271": t("Research & Development Facility", "commercial"),
  "274": t("Science Park", "commercial"),
  "277": t("Guest House", "commercial"),
  "280": t("Hospitality", "commercial"),
  "283": t("Leisure Facility", "commercial"),
  "298": t("Takeaway", "commercial"),
  "301": t("Childcare Facility", "commercial"),
  "304": t("Smallholding", "commercial"),
  "307": t("Place of Worship", "commercial"),
  "310": t("Trade Counter", "commercial"),
  // A house type despite its number (Rightmove added it after the commercial block).
  "511": t("Coach House", "house"),
};

/** "Other" for a code not in the table; the caller warns. */
export function propertyTypeOf(code: string): PropertyTypeCode | null {
  return BLM_PROPERTY_TYPE[code] ?? null;
}

/** "bs8 2lg" / "BS82LG" halves → "BS8 2LG"; the outward code alone when the inward half is missing. */
export function normalisePostcode(outward: string, inward: string): string {
  const out = outward.replace(/\s+/g, "").toUpperCase();
  const inn = inward.replace(/\s+/g, "").toUpperCase();
  return out && inn ? `${out} ${inn}` : out || inn;
}

const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?)?$/;
const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A feed's date and time as London local time: "2024-03-01 09:30:00" (the BLM form), "2024-03-01",
 * "01/03/2024 09:30" (day first, as UK systems write it), or anything with an explicit zone that
 * `Date.parse` reads ("2024-03-01T09:30:00Z", RFC 2822). null when it is none of these.
 */
export function parseFeedDateTime(text: string): Date | null {
  const s = text.trim();
  if (!s) return null;
  const ymd = YMD.exec(s);
  if (ymd) return londonTime(+ymd[1]!, +ymd[2]!, +ymd[3]!, +(ymd[4] ?? 0), +(ymd[5] ?? 0), +(ymd[6] ?? 0));
  const dmy = DMY.exec(s);
  if (dmy) return londonTime(+dmy[3]!, +dmy[2]!, +dmy[1]!, +(dmy[4] ?? 0), +(dmy[5] ?? 0), +(dmy[6] ?? 0));
  // Only forms that carry their own zone (Z, +01:00, GMT, RFC 2822): never the machine's local time.
  if (!/(?:Z|[+-]\d{2}:?\d{2}|GMT|UTC)$/i.test(s)) return null;
  const parsed = Date.parse(s);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

/** A feed's date as YYYY-MM-DD (its calendar day as written), or null. */
export function parseFeedDay(text: string): string | null {
  const s = text.trim();
  const ymd = YMD.exec(s);
  const dmy = ymd ? null : DMY.exec(s);
  const [y, m, d] = ymd ? [+ymd[1]!, +ymd[2]!, +ymd[3]!] : dmy ? [+dmy[3]!, +dmy[2]!, +dmy[1]!] : [];
  if (y === undefined || londonTime(y, m!, d!) === null) return null;
  return `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}
