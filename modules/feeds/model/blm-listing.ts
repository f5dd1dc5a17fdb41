// One BLM v3 data row (column → text) into the source-neutral FeedListing (issue 12). The codes and what they
// become: ./blm-codes.ts and docs/feeds.md. A row missing what a listing cannot do without (its key, branch,
// channel, status, a readable price) is a FeedRowError; anything else odd is a warning on the listing.
import type { ListingMediaKind, MaterialInformation, RentFrequency } from "../../../domain/agency.ts";
import {
  BLM_AREA_UNIT,
  BLM_FURNISHED,
  BLM_LET_TYPE,
  BLM_PRICE_QUALIFIER,
  BLM_RENT_FREQUENCY,
  BLM_STATUS,
  BLM_TENURE,
  BLM_TRANS_TYPE,
  type FeedStatus,
  monthlyRent,
  normalisePostcode,
  parseFeedDateTime,
  parseFeedDay,
  propertyTypeOf,
} from "./blm-codes.ts";
import { feedDescription, htmlToPlainText } from "./feed-text.ts";
import type { FeedListing, FeedMedia, FeedRowError, FeedWarning } from "./feed-listing.ts";
import { isCountyName } from "./uk-counties.ts";
import { normalisePostcode as wholePostcode } from "../../../domain/postcode.ts";

export type BlmRow = Readonly<Record<string, string>>;

export type BlmMapped = { listing: FeedListing } | { error: FeedRowError };

/** MEDIA_IMAGE_00, MEDIA_FLOOR_PLAN_TEXT_01… → its group, number and whether it is the caption column. */
export const MEDIA_COLUMN = /^MEDIA_(IMAGE|FLOOR_PLAN|DOCUMENT|VIRTUAL_TOUR)_(TEXT_)?(\d{2,3})$/;

/** A bare file name with an image or PDF extension (BLM: {BRANCH}_{REF}_{IMG|FLP|DOC}_{nn}.{ext}). */
const MEDIA_FILE = /^[^\\/:*?"<>|\s][^\\/:*?"<>|]*\.(?:jpe?g|gif|png|pdf)$/i;
const MEDIA_URL = /^https?:\/\/[^\s]+$/i;

const FEATURE_COLUMNS = Array.from({ length: 10 }, (_, i) => `FEATURE${i + 1}`);

const BILLS: ReadonlyArray<[string, string]> = [
  ["LET_BILL_INC_WATER", "Water"],
  ["LET_BILL_INC_GAS", "Gas"],
  ["LET_BILL_INC_ELECTRICITY", "Electricity"],
  ["LET_BILL_INC_TV_LICIENCE", "TV licence"],
  ["LET_BILL_INC_TV_LICENCE", "TV licence"],
  ["LET_BILL_INC_TV_SUBSCRIPTION", "TV subscription"],
  ["LET_BILL_INC_INTERNET", "Internet"],
];

const yes = (value: string) => /^(y|yes|1|true)$/i.test(value);

/** Whole pounds from "250000", "250,000.00", "£1,250"; undefined when it is not a number. */
function pounds(value: string): number | undefined {
  const cleaned = value.replace(/[£,\s]/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Math.round(Number(cleaned));
}

function wholeNumber(value: string): number | undefined {
  const cleaned = value.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : undefined;
}

/** Maps one row; `line` is where the row starts in the file (for the error). */
export function blmRowToListing(row: BlmRow, line: number | null = null): BlmMapped {
  const get = (column: string) => (row[column] ?? "").trim();
  const warnings: FeedWarning[] = [];
  const warn = (field: string | null, message: string, kind?: string) =>
    warnings.push(kind ? { field, message, kind } : { field, message });

  const reference = get("AGENT_REF");
  const fail = (field: string, message: string): BlmMapped => ({
    error: { line, reference: reference || null, field, message },
  });
  if (!reference) return fail("AGENT_REF", "AGENT_REF is empty: the row has no key");
  const branchCode = get("BRANCH_ID");
  if (!branchCode) return fail("BRANCH_ID", "BRANCH_ID is empty");
  const channel = BLM_TRANS_TYPE[get("TRANS_TYPE_ID")];
  if (!channel)
    return fail("TRANS_TYPE_ID", `TRANS_TYPE_ID "${get("TRANS_TYPE_ID")}" is not 1 (sale) or 2 (letting)`);
  const statusCode = get("STATUS_ID");
  let status: FeedStatus | undefined = BLM_STATUS[statusCode];
  if (!status) return fail("STATUS_ID", `STATUS_ID "${statusCode}" is not a BLM status (0–7)`);
  // A sale's status on a letting (or the reverse) is a CRM slip: keep the nearest status of the right channel.
  const crossed: Partial<Record<FeedStatus, FeedStatus>> =
    channel === "lettings" ? { sstc: "let_agreed", sold: "let" } : { let_agreed: "sstc", let: "sold" };
  if (crossed[status]) {
    warn("STATUS_ID", `STATUS_ID ${statusCode} is not a ${channel} status; read as ${crossed[status]}`);
    status = crossed[status]!;
  }

  const rawPrice = get("PRICE");
  const amount = rawPrice === "" ? null : pounds(rawPrice);
  if (amount === undefined) return fail("PRICE", `PRICE "${rawPrice}" is not an amount in pounds`);
  // CRMs write "250,000", "£250,000" or "250 000": read as the amount, and said so.
  if (amount !== null && !/^\d+(\.\d+)?$/.test(rawPrice))
    warn("PRICE", `PRICE "${rawPrice}" read as ${amount}`, "price-written-loosely");

  const tags: string[] = [];
  const tag = (name: string) => {
    if (!tags.includes(name)) tags.push(name);
  };

  // Property type and the group tag the search filters use.
  const typeCode = get("PROP_SUB_ID") || "0";
  const type = propertyTypeOf(typeCode);
  if (!type)
    warn("PROP_SUB_ID", `PROP_SUB_ID ${typeCode} is not a Rightmove property type; shown as "Other"`);
  const propertyType = type && typeCode !== "0" ? type.label : "Other";
  if (type?.group) tag(type.group);

  // Lettings: let type, rent frequency.
  const letTypeCode = get("LET_TYPE_ID");
  let letType = channel === "lettings" ? BLM_LET_TYPE[letTypeCode || "0"] : null;
  if (letType === undefined) {
    warn("LET_TYPE_ID", `LET_TYPE_ID ${letTypeCode} is not a BLM let type; read as not specified`);
    letType = null;
  }
  if (letType === "student") tag("student");
  if (letType === "short") tag("short let");
  const commercial = type?.group === "commercial" || letType === "commercial";
  if (commercial) tag("commercial");
  if (yes(get("NEW_HOME_FLAG"))) tag("new home");

  // Price, qualifier, frequency.
  const qualifierCode = get("PRICE_QUALIFIER") || "0";
  let qualifier = BLM_PRICE_QUALIFIER[qualifierCode];
  if (!qualifier) {
    warn("PRICE_QUALIFIER", `PRICE_QUALIFIER ${qualifierCode} is not a BLM price qualifier; none shown`);
    qualifier = { text: null };
  }
  if (qualifier.tag) tag(qualifier.tag);
  if (yes(get("SHARED_OWNERSHIP"))) tag("shared ownership");
  const poa = qualifier.poa === true;

  let price: number | null = poa || amount === null || amount === 0 ? null : amount;
  if (!poa && price === null) warn("PRICE", "no price and not POA: shown without a price");
  let priceFrequency: FeedListing["priceFrequency"] = "outright";
  let rentFrequency: RentFrequency | null = null;
  let quotedPrice: number | null = null;
  if (channel === "lettings") {
    const frequencyCode = get("LET_RENT_FREQUENCY") || "1";
    rentFrequency = BLM_RENT_FREQUENCY[frequencyCode] ?? null;
    if (!rentFrequency) {
      warn(
        "LET_RENT_FREQUENCY",
        `LET_RENT_FREQUENCY ${frequencyCode} is not a BLM frequency; read as monthly`,
      );
      rentFrequency = "monthly";
    }
    quotedPrice = price;
    if (commercial && rentFrequency === "annual") {
      priceFrequency = "pa"; // commercial rents are shown per year, as quoted
    } else {
      priceFrequency = "pcm";
      if (price !== null) price = monthlyRent(price, rentFrequency);
    }
  }

  // Address.
  const address1 = get("ADDRESS_1");
  const houseNumber = /^\d/.test(address1) ? address1 : null;
  const houseName = address1 && !houseNumber ? address1 : null;
  const street = get("ADDRESS_2");
  const postcode = normalisePostcode(get("POSTCODE1"), get("POSTCODE2"));
  const town = get("TOWN") || townFromAddressLines(row, postcode, warn);
  if (!postcode) warn("POSTCODE1", "no postcode: the listing cannot be placed on the map until it has one");
  const displayAddress =
    htmlToPlainText(get("DISPLAY_ADDRESS")) ||
    [street, town, get("POSTCODE1").toUpperCase()].filter(Boolean).join(", ");

  const bedroomsText = get("BEDROOMS");
  let bedrooms = wholeNumber(bedroomsText || "0");
  if (bedrooms === undefined) {
    warn("BEDROOMS", `BEDROOMS "${bedroomsText}" is not a whole number; read as 0`);
    bedrooms = 0;
  }

  // Sizes (commercial): square feet from sq ft or sq m, acreage from acres or hectares.
  let squareFeet: number | null = null;
  let acreage: number | null = null;
  const sizeText = get("MAX_SIZE_ENTERED") || get("MIN_SIZE_ENTERED");
  if (sizeText) {
    const size = Number(sizeText.replace(/,/g, ""));
    const unit = BLM_AREA_UNIT[get("AREA_SIZE_UNIT_ID") || "1"];
    if (!Number.isFinite(size) || size <= 0 || !unit) {
      warn("MAX_SIZE_ENTERED", `size "${sizeText}" (unit "${get("AREA_SIZE_UNIT_ID")}") not understood`);
    } else if (unit === "sq ft") squareFeet = Math.round(size);
    else if (unit === "sq m") squareFeet = Math.round(size * 10.7639);
    else acreage = Math.round((unit === "acres" ? size : size * 2.47105) * 100) / 100;
  }

  // Lettings details.
  const furnCode = get("LET_FURN_ID");
  let furnished: string | null = null;
  if (channel === "lettings" && furnCode) {
    const known = BLM_FURNISHED[furnCode];
    if (known === undefined) warn("LET_FURN_ID", `LET_FURN_ID ${furnCode} is not a BLM furnishing code`);
    else furnished = known;
  }
  const availableText = get("LET_DATE_AVAILABLE");
  const availableFrom = availableText ? parseFeedDay(availableText.slice(0, 10)) : null;
  if (availableText && !availableFrom) warn("LET_DATE_AVAILABLE", `"${availableText}" is not a date`);
  const deposit = get("LET_BOND") ? (pounds(get("LET_BOND")) ?? null) : null;
  const minimumTermMonths = wholeNumber(get("LET_CONTRACT_IN_MONTHS")) || null;
  const billsIncluded = [...new Set(BILLS.filter(([column]) => yes(get(column))).map(([, bill]) => bill))];

  const tenureCode = get("TENURE_TYPE_ID");
  const tenure = BLM_TENURE[tenureCode] ?? null;
  if (tenureCode && tenureCode !== "0" && !tenure)
    warn("TENURE_TYPE_ID", `TENURE_TYPE_ID ${tenureCode} unknown`);

  const materialInformation: MaterialInformation = {};
  if (get("COUNCIL_TAX_BAND")) materialInformation.councilTaxBand = get("COUNCIL_TAX_BAND").toUpperCase();
  const years = wholeNumber(get("TENURE_UNEXPIRED_YEARS"));
  if (years !== undefined) materialInformation.leaseYearsRemaining = years;
  const serviceCharge = pounds(get("ANNUAL_SERVICE_CHARGE"));
  if (serviceCharge !== undefined) materialInformation.serviceChargePerYear = serviceCharge;
  const groundRent = pounds(get("ANNUAL_GROUND_RENT"));
  if (groundRent !== undefined) materialInformation.groundRentPerYear = groundRent;

  const date = (column: string) => {
    const text = get(column);
    const parsed = text ? parseFeedDateTime(text) : null;
    if (text && !parsed) warn(column, `"${text}" is not a date and time`);
    return parsed;
  };

  const listing: FeedListing = {
    reference,
    branchCode,
    channel,
    status,
    published: get("PUBLISHED_FLAG") === "" || yes(get("PUBLISHED_FLAG")),
    price,
    poa,
    priceQualifier: qualifier.text,
    priceFrequency,
    rentFrequency,
    quotedPrice,
    bedrooms,
    bathrooms: 0,
    receptionRooms: 0,
    propertyType,
    tags,
    houseName,
    houseNumber,
    street,
    locality: (get("ADDRESS_3") !== town && get("ADDRESS_3")) || null,
    town,
    county: (get("ADDRESS_4") !== town && get("ADDRESS_4")) || null,
    postcode,
    displayAddress,
    latitude: null,
    longitude: null,
    squareFeet,
    acreage,
    summary: htmlToPlainText(get("SUMMARY")),
    description: feedDescription(get("DESCRIPTION"), "DESCRIPTION", warnings),
    keyFeatures: FEATURE_COLUMNS.map((column) => htmlToPlainText(get(column))).filter(Boolean),
    tenure,
    materialInformation,
    epcRating: null,
    furnished,
    availableFrom,
    deposit,
    minimumTermMonths,
    shortLet: letType === "short",
    petsAllowed: false,
    auctionDate: null,
    createdAt: date("CREATE_DATE"),
    feedUpdatedAt: date("UPDATE_DATE"),
    media: blmMedia(row, warn),
    warnings,
    administrationFee: htmlToPlainText(get("ADMINISTRATION_FEE")) || null,
    billsIncluded,
  };
  return { listing };
}

/**
 * Some CRMs leave TOWN empty and write the town as the last address line: the last non-empty of ADDRESS_4 and
 * ADDRESS_3 that is neither the postcode nor a county is taken, with a warning naming it.
 */
function townFromAddressLines(
  row: BlmRow,
  postcode: string,
  warn: (field: string | null, message: string, kind?: string) => void,
): string {
  for (const column of ["ADDRESS_4", "ADDRESS_3"]) {
    const line = (row[column] ?? "").trim();
    if (!line) continue;
    const isPostcode =
      wholePostcode(line) !== null || line.replace(/\s+/g, "").toUpperCase() === postcode.replace(/\s+/g, "");
    if (isPostcode || isCountyName(line)) continue;
    warn("TOWN", `TOWN is empty; the town is read from ${column} "${line}"`, "town-from-address-line");
    return line;
  }
  warn("TOWN", "TOWN is empty and no address line names a town", "town-missing");
  return "";
}

type MediaGroup = "IMAGE" | "FLOOR_PLAN" | "DOCUMENT" | "VIRTUAL_TOUR";

/** The row's media in column order, positions counted per kind. */
export function blmMedia(row: BlmRow, warn: (field: string, message: string) => void): FeedMedia[] {
  const media: FeedMedia[] = [];
  const positions: Partial<Record<ListingMediaKind, number>> = {};
  for (const [column, raw] of Object.entries(row)) {
    const match = MEDIA_COLUMN.exec(column);
    const value = raw.trim();
    if (!match || match[2] || !value) continue;
    const group = match[1] as MediaGroup;
    const number = Number(match[3]);
    const caption = (row[`MEDIA_${group}_TEXT_${match[3]}`] ?? "").trim() || null;
    let kind: ListingMediaKind;
    let document = false;
    let epcCaption = false;
    if (group === "IMAGE") {
      kind = number >= 60 ? "epc" : "photo"; // 60+ are EPC graphs
      epcCaption = number >= 60;
    } else if (group === "FLOOR_PLAN") kind = "floorplan";
    else if (group === "VIRTUAL_TOUR") kind = "virtual_tour";
    else if (number >= 50) {
      kind = "epc"; // 50+ are EPC certificates
      document = true;
      epcCaption = true;
    } else {
      kind = "document"; // 00–49: brochures and other documents, captioned by MEDIA_DOCUMENT_TEXT_nn
      document = true;
    }
    const source: FeedMedia["source"] | null = MEDIA_URL.test(value)
      ? { type: "url", url: value }
      : MEDIA_FILE.test(value) && kind !== "virtual_tour"
        ? { type: "file", name: value }
        : null;
    if (!source) {
      warn(column, `"${value}" is neither a file name nor an http(s) URL; ignored`);
      continue;
    }
    const position = positions[kind] ?? 0;
    positions[kind] = position + 1;
    const item: FeedMedia = { kind, position, source, caption: epcCaption ? "EPC" : caption };
    if (document) item.document = true;
    media.push(item);
  }
  return media;
}
