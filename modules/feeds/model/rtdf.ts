// Rightmove's Real Time Datafeed (RTDF), received as if we were Rightmove (issue 38; docs/feeds-rtdf.md). The
// requests' shapes are the published JSON schemas (the MIT-licensed `ijxy/rightmove-rtdf` repository,
// json-schema/property/*.json); a call that does not match them is refused whole, in RTDF's own answer shape,
// naming the field. RTDF's property is a BLM row in JSON (the same address lines, status, price qualifier,
// property type, tenure and furnishing codes), so a listing is translated into a BLM row and mapped by the BLM
// mapping, with every rule and tolerance of BLM imports; its warnings name the RTDF field, not the BLM column.
import { z } from "zod";
import { londonWallClock } from "../../../domain/uk-time.ts";
import { blmRowToListing, type BlmMapped } from "./blm-listing.ts";
import type { FeedListing, FeedRowError, FeedWarning } from "./feed-listing.ts";

const text = (max: number, min = 0) => z.string().min(min).max(max);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish();
const count = z.number().int().min(0);
const flag = nullable(z.boolean());

const network = z.object({ network_id: z.number().int() });
const channel = z.union([z.literal(1), z.literal(2)]);

const address = z.object({
  house_name_number: text(60, 1),
  address_2: nullable(text(60)),
  address_3: nullable(text(60)),
  address_4: nullable(text(60)),
  town: text(60, 1),
  postcode_1: text(4, 1),
  postcode_2: text(3, 1),
  display_address: text(120, 1),
  latitude: nullable(z.number().min(-90).max(90)),
  longitude: nullable(z.number().min(-180).max(180)),
  pov_latitude: nullable(z.number()),
  pov_longitude: nullable(z.number()),
  pov_pitch: nullable(z.number()),
  pov_heading: nullable(z.number()),
  pov_zoom: nullable(z.number().int()),
});

const priceInformation = z.object({
  price: z.number().min(1),
  price_qualifier: nullable(z.number().int()),
  deposit: nullable(z.number().min(0)),
  administration_fee: nullable(text(4000)),
  rent_frequency: nullable(
    z.union([z.literal(1), z.literal(4), z.literal(12), z.literal(52), z.literal(365)]),
  ),
  tenure_type: nullable(z.number().int()),
  auction: flag,
  tenure_unexpired_years: nullable(z.number().min(0)),
  price_per_unit_area: nullable(z.number().min(0)),
  price_per_unit_per_annum: nullable(z.number().min(0)),
  shared_ownership: flag,
  shared_ownership_percentage: nullable(z.number().min(0).max(100)),
  shared_ownership_rent: nullable(z.number()),
  shared_ownership_rent_frequency: nullable(z.number().int()),
  annual_ground_rent: nullable(z.number().min(0)),
  ground_rent_review_period_years: nullable(z.number().min(0)),
  ground_rent_percentage_increase: nullable(z.number().min(0)),
  annual_service_charge: nullable(z.number().min(0)),
});

const areaUnit = z.number().int().min(1).max(4);
const BILL_FLAGS = [
  "all_bills_inc",
  "water_bill_inc",
  "gas_bill_inc",
  "electricity_bill_inc",
  "oil_bill_inc",
  "council_tax_inc",
  "tv_licence_inc",
  "sat_cable_tv_bill_inc",
  "internet_bill_inc",
] as const;

const details = z.object({
  summary: text(1000, 1),
  description: text(32000, 1),
  features: nullable(z.array(text(200, 1)).max(10)),
  bedrooms: count,
  bathrooms: nullable(count),
  reception_rooms: nullable(count),
  parking: nullable(z.array(z.number().int())),
  outside_space: nullable(z.array(z.number().int())),
  year_built: nullable(count),
  internal_area: nullable(z.number().min(0)),
  internal_area_unit: nullable(areaUnit),
  land_area: nullable(z.number().min(0)),
  land_area_unit: nullable(areaUnit),
  sizing: nullable(
    z.object({
      minimum: nullable(z.number().min(0)),
      maximum: nullable(z.number().min(0)),
      area_unit: nullable(areaUnit),
    }),
  ),
  floors: nullable(count),
  entrance_floor: nullable(z.number().int()),
  condition: nullable(z.number().int()),
  accessibility: nullable(z.array(z.number().int())),
  heating: nullable(z.array(z.number().int())),
  sewerage: nullable(z.string()),
  water: nullable(z.string()),
  electricity: nullable(z.array(z.string())),
  broadband: nullable(z.array(z.string())),
  furnished_type: nullable(z.number().int()),
  pets_allowed: flag,
  smokers_considered: flag,
  sharers_considered: flag,
  burglar_alarm: flag,
  washing_machine: flag,
  dishwasher: flag,
  ...Object.fromEntries(BILL_FLAGS.map((name) => [name, flag])),
  council_tax_exempt: flag,
  business_for_sale: flag,
  comm_use_class: nullable(z.array(z.number().int()).max(6)),
  council_tax_band: nullable(z.string()),
  domestic_rates: nullable(z.number().min(0)),
  rooms: nullable(z.array(z.unknown()).max(99)),
  // Required by the 1.4.1-era schema, absent from older feeds: accepted either way (issue 38).
  risks: nullable(z.record(z.string(), z.unknown())),
  obligations: nullable(z.record(z.string(), z.unknown())),
});

const media = z.object({
  media_type: z.number().int().min(1).max(7),
  media_url: text(250, 1),
  caption: nullable(text(50)),
  sort_order: nullable(count),
  media_update_date: nullable(z.string()),
});

const property = z.object({
  agent_ref: text(80, 1),
  published: z.boolean(),
  property_type: z.number().int().min(0),
  status: z.number().int().min(1).max(6),
  new_home: flag,
  student_property: flag,
  house_flat_share: flag,
  create_date: nullable(z.string()),
  update_date: nullable(z.string()),
  date_available: nullable(z.string()),
  contract_months: nullable(count),
  minimum_term: nullable(count),
  let_type: nullable(z.number().int()),
  address,
  price_information: priceInformation,
  details,
  media: nullable(z.array(media).max(999)),
});

export const sendPropertyDetailsRequest = z.object({
  network,
  branch: z.object({ branch_id: z.number().int(), channel, overseas: flag }),
  property,
});
export type SendPropertyDetailsRequest = z.infer<typeof sendPropertyDetailsRequest>;

export const removePropertyRequest = z.object({
  network,
  branch: z.object({ branch_id: z.number().int(), channel }),
  // Strict, as the published schema (additionalProperties: false): a SendPropertyDetails body is never one.
  property: z.strictObject({
    agent_ref: text(80, 1),
    removal_reason: nullable(z.number().int().min(7).max(12)),
    transaction_date: nullable(z.string()),
  }),
});
export type RemovePropertyRequest = z.infer<typeof removePropertyRequest>;

export const getBranchPropertyListRequest = z.object({
  network,
  branch: z.object({ branch_id: z.number().int(), channel: nullable(channel) }),
});
export type GetBranchPropertyListRequest = z.infer<typeof getBranchPropertyListRequest>;

// ---- answers ----

/** Our own error codes (Rightmove's numeric list is served only behind its client certificate). */
export const RTDF_ERRORS = {
  key: "OH-KEY",
  json: "OH-JSON",
  field: "OH-FIELD",
  listing: "OH-LISTING",
  notFound: "OH-NOT-FOUND",
  failed: "OH-FAILED",
  busy: "OH-BUSY",
} as const;

/** The message of every refused call (its errors say why). */
export const RTDF_REFUSED = "The request was refused; nothing was changed";

export type RtdfProblem = { error_code: string; error_description: string; error_value: string | null };

/** RTDF's timestamps: dd-MM-yyyy HH:mm:ss, UK time. */
export function rtdfTimestamp(at: Date): string {
  const { day, month, year, hour, minute, second } = londonWallClock(at);
  return `${day}-${month}-${year} ${hour}:${minute}:${second}`;
}

/** The envelope every RTDF answer has, with what the call adds (`property`, `branch`…). */
export function rtdfAnswer(
  requested: { requestId: string; at: Date },
  outcome: { success: boolean; message: string; errors?: RtdfProblem[]; warnings?: FeedWarning[] },
  extra: Record<string, unknown> = {},
) {
  return {
    request_id: requested.requestId,
    message: outcome.message,
    success: outcome.success,
    request_timestamp: rtdfTimestamp(requested.at),
    response_timestamp: rtdfTimestamp(new Date()),
    ...extra,
    errors: outcome.errors?.length ? outcome.errors : null,
    warnings: outcome.warnings?.length
      ? outcome.warnings.map((warning) => ({
          warning_code: warning.kind ?? "OH-WARNING",
          warning_description: warning.message,
          warning_value: warning.field,
        }))
      : null,
  };
}

/** A request that does not match its schema: each problem names its field as a JSON path. */
export function schemaProblems(error: z.ZodError): RtdfProblem[] {
  return error.issues.slice(0, 20).map((issue) => ({
    error_code: RTDF_ERRORS.field,
    error_description: issue.message,
    error_value: issue.path.join(".") || null,
  }));
}

/** Parses a body as the call's request; the problems when it is not JSON or not the call's shape. */
export function parseRtdf<T>(
  schema: z.ZodType<T>,
  body: string,
): { ok: true; request: T } | { ok: false; problems: RtdfProblem[] } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return {
      ok: false,
      problems: [
        { error_code: RTDF_ERRORS.json, error_description: "The body is not JSON", error_value: null },
      ],
    };
  }
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, request: parsed.data }
    : { ok: false, problems: schemaProblems(parsed.error) };
}

// ---- the listing ----

/** RTDF status → BLM STATUS_ID (RTDF counts from 1: Available, SSTC, SSTCM, Under Offer, Reserved, Let Agreed). */
const STATUS: Record<number, string> = { 1: "0", 2: "1", 3: "2", 4: "3", 5: "4", 6: "5" };
/** RTDF rent_frequency (payments a year) → BLM LET_RENT_FREQUENCY. Daily rents are converted to monthly. */
const RENT_FREQUENCY: Record<number, string> = { 1: "3", 4: "2", 12: "1", 52: "0" };
const MEDIA_GROUP: Record<number, string> = { 1: "IMAGE", 2: "FLOOR_PLAN", 3: "DOCUMENT", 4: "VIRTUAL_TOUR" };
const BILL_COLUMNS: Record<string, string[]> = {
  water_bill_inc: ["LET_BILL_INC_WATER"],
  gas_bill_inc: ["LET_BILL_INC_GAS"],
  electricity_bill_inc: ["LET_BILL_INC_ELECTRICITY"],
  tv_licence_inc: ["LET_BILL_INC_TV_LICENCE"],
  sat_cable_tv_bill_inc: ["LET_BILL_INC_TV_SUBSCRIPTION"],
  internet_bill_inc: ["LET_BILL_INC_INTERNET"],
};

/** The RTDF field each BLM column came from, for warnings and errors in the CRM's own terms. */
const FIELD_OF_COLUMN: Record<string, string> = {
  AGENT_REF: "property.agent_ref",
  BRANCH_ID: "branch.branch_id",
  TRANS_TYPE_ID: "branch.channel",
  STATUS_ID: "property.status",
  PUBLISHED_FLAG: "property.published",
  PROP_SUB_ID: "property.property_type",
  NEW_HOME_FLAG: "property.new_home",
  LET_TYPE_ID: "property.let_type",
  CREATE_DATE: "property.create_date",
  UPDATE_DATE: "property.update_date",
  LET_DATE_AVAILABLE: "property.date_available",
  LET_CONTRACT_IN_MONTHS: "property.contract_months",
  ADDRESS_1: "property.address.house_name_number",
  ADDRESS_2: "property.address.address_2",
  ADDRESS_3: "property.address.address_3",
  ADDRESS_4: "property.address.address_4",
  TOWN: "property.address.town",
  POSTCODE1: "property.address.postcode_1",
  POSTCODE2: "property.address.postcode_2",
  DISPLAY_ADDRESS: "property.address.display_address",
  PRICE: "property.price_information.price",
  PRICE_QUALIFIER: "property.price_information.price_qualifier",
  LET_RENT_FREQUENCY: "property.price_information.rent_frequency",
  LET_BOND: "property.price_information.deposit",
  ADMINISTRATION_FEE: "property.price_information.administration_fee",
  TENURE_TYPE_ID: "property.price_information.tenure_type",
  TENURE_UNEXPIRED_YEARS: "property.price_information.tenure_unexpired_years",
  SHARED_OWNERSHIP: "property.price_information.shared_ownership",
  ANNUAL_GROUND_RENT: "property.price_information.annual_ground_rent",
  ANNUAL_SERVICE_CHARGE: "property.price_information.annual_service_charge",
  SUMMARY: "property.details.summary",
  DESCRIPTION: "property.details.description",
  BEDROOMS: "property.details.bedrooms",
  LET_FURN_ID: "property.details.furnished_type",
  COUNCIL_TAX_BAND: "property.details.council_tax_band",
  MIN_SIZE_ENTERED: "property.details.sizing",
  MAX_SIZE_ENTERED: "property.details.sizing",
  AREA_SIZE_UNIT_ID: "property.details.sizing",
};

function fieldOf(column: string | null): string | null {
  if (column === null) return null;
  if (/^MEDIA_/.test(column)) return "property.media";
  if (/^FEATURE\d+$/.test(column)) return "property.details.features";
  if (/^LET_BILL_INC_/.test(column)) return "property.details";
  return FIELD_OF_COLUMN[column] ?? column;
}

const yesNo = (value: boolean | null | undefined) => (value ? "Y" : "");
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** The BLM row an RTDF listing is, column by column, and what the translation itself had to tolerate. */
export function rtdfBlmRow(request: SendPropertyDetailsRequest): {
  row: Record<string, string>;
  warnings: FeedWarning[];
} {
  const { branch, property: listing } = request;
  const { address: where, price_information: price, details: about } = listing;
  const warnings: FeedWarning[] = [];
  let amount = price.price;
  let frequency = price.rent_frequency ? RENT_FREQUENCY[price.rent_frequency] : "";
  if (price.rent_frequency === 365) {
    amount = Math.round((price.price * 365) / 12);
    frequency = "1";
    warnings.push({
      field: "property.price_information.rent_frequency",
      message: `A daily rent of £${price.price} is shown as £${amount} a month`,
      kind: "daily-rent",
    });
  }
  // Rightmove's 3 (let type) is not RTDF's; a student property is BLM's student let.
  const letType = listing.student_property ? "3" : numberText(listing.let_type);
  const row: Record<string, string> = {
    AGENT_REF: listing.agent_ref,
    BRANCH_ID: String(branch.branch_id),
    TRANS_TYPE_ID: String(branch.channel),
    STATUS_ID: STATUS[listing.status] ?? "",
    PUBLISHED_FLAG: listing.published ? "1" : "0",
    PROP_SUB_ID: String(listing.property_type),
    NEW_HOME_FLAG: yesNo(listing.new_home),
    LET_TYPE_ID: letType,
    CREATE_DATE: listing.create_date ?? "",
    UPDATE_DATE: listing.update_date ?? "",
    LET_DATE_AVAILABLE: listing.date_available ?? "",
    LET_CONTRACT_IN_MONTHS: numberText(listing.contract_months ?? listing.minimum_term),
    ADDRESS_1: where.house_name_number,
    ADDRESS_2: where.address_2 ?? "",
    ADDRESS_3: where.address_3 ?? "",
    ADDRESS_4: where.address_4 ?? "",
    TOWN: where.town,
    POSTCODE1: where.postcode_1,
    POSTCODE2: where.postcode_2,
    DISPLAY_ADDRESS: where.display_address,
    PRICE: String(amount),
    PRICE_QUALIFIER: numberText(price.price_qualifier),
    LET_RENT_FREQUENCY: frequency ?? "",
    LET_BOND: numberText(price.deposit),
    ADMINISTRATION_FEE: price.administration_fee ?? "",
    TENURE_TYPE_ID: numberText(price.tenure_type),
    TENURE_UNEXPIRED_YEARS: numberText(price.tenure_unexpired_years),
    SHARED_OWNERSHIP: yesNo(price.shared_ownership),
    ANNUAL_GROUND_RENT: numberText(price.annual_ground_rent),
    ANNUAL_SERVICE_CHARGE: numberText(price.annual_service_charge),
    SUMMARY: about.summary,
    DESCRIPTION: about.description,
    BEDROOMS: String(about.bedrooms),
    LET_FURN_ID: numberText(about.furnished_type),
    COUNCIL_TAX_BAND: about.council_tax_band ?? "",
  };
  (about.features ?? []).forEach((feature, i) => (row[`FEATURE${i + 1}`] = feature));
  const bills = about as Record<string, unknown>;
  for (const [flagName, columns] of Object.entries(BILL_COLUMNS))
    if (bills[flagName] === true || bills.all_bills_inc === true)
      for (const column of columns) row[column] = "Y";
  const size = about.sizing ?? {
    minimum: about.internal_area ?? null,
    maximum: about.internal_area ?? null,
    area_unit: about.internal_area_unit ?? null,
  };
  if (size.minimum !== null || size.maximum !== null) {
    row.MIN_SIZE_ENTERED = numberText(size.minimum ?? size.maximum);
    row.MAX_SIZE_ENTERED = numberText(size.maximum ?? size.minimum);
    row.AREA_SIZE_UNIT_ID = numberText(size.area_unit ?? 1);
  }
  // Media in their sort order, numbered within their kind as BLM numbers them; EPCs at BLM's 60 (graphs) and 50
  // (certificates).
  const sorted = [...(listing.media ?? [])].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
  const next: Record<string, number> = {};
  for (const item of sorted) {
    let group = MEDIA_GROUP[item.media_type];
    let start = 0;
    if (item.media_type === 7) [group, start] = ["IMAGE", 60];
    if (item.media_type === 6)
      [group, start] = /\.(jpe?g|png|gif)(\?|$)/i.test(item.media_url) ? ["IMAGE", 60] : ["DOCUMENT", 50];
    if (!group) {
      warnings.push({
        field: "property.media",
        message: `An audio tour (${item.media_url}) is not shown`,
        kind: "audio-tour",
      });
      continue;
    }
    const number = Math.max(next[group] ?? 0, start);
    next[group] = number + 1;
    const suffix = String(number).padStart(2, "0");
    row[`MEDIA_${group}_${suffix}`] = item.media_url;
    if (item.caption) row[`MEDIA_${group}_TEXT_${suffix}`] = item.caption;
  }
  return { row, warnings };
}

/** An RTDF listing as the one feed model: the BLM mapping's, with what RTDF says and BLM cannot. */
export function rtdfListing(request: SendPropertyDetailsRequest): BlmMapped {
  const { row, warnings } = rtdfBlmRow(request);
  const mapped = blmRowToListing(row);
  if ("error" in mapped) return { error: { ...mapped.error, field: fieldOf(mapped.error.field) } };
  const { address: where, details: about } = request.property;
  const listing: FeedListing = {
    ...mapped.listing,
    bathrooms: about.bathrooms ?? mapped.listing.bathrooms,
    receptionRooms: about.reception_rooms ?? mapped.listing.receptionRooms,
    petsAllowed: about.pets_allowed ?? mapped.listing.petsAllowed,
    latitude: where.latitude ?? null,
    longitude: where.longitude ?? null,
    warnings: [
      ...warnings,
      ...mapped.listing.warnings.map((warning) => ({ ...warning, field: fieldOf(warning.field) })),
    ],
  };
  if (request.property.price_information.auction && !listing.tags.includes("auction"))
    listing.tags.push("auction");
  return { listing };
}

/** RemoveProperty as the engine takes it: the listing unpublished, which withdraws it as a BLM row would. */
export function removedListing(request: RemovePropertyRequest): FeedListing | FeedRowError {
  const mapped = blmRowToListing({
    AGENT_REF: request.property.agent_ref,
    BRANCH_ID: String(request.branch.branch_id),
    TRANS_TYPE_ID: String(request.branch.channel),
    STATUS_ID: "0",
    PUBLISHED_FLAG: "0",
    PRICE: "",
  });
  return "error" in mapped ? mapped.error : { ...mapped.listing, warnings: [] };
}

/** Whether a JSON document is RTDF: a SendPropertyDetails or RemoveProperty body, or a list of them. */
export function isRtdfDocument(json: unknown): boolean {
  const first = Array.isArray(json) ? json[0] : json;
  return (
    typeof first === "object" &&
    first !== null &&
    "network" in first &&
    "branch" in first &&
    "property" in first
  );
}

/**
 * A saved RTDF call, or a list of them, as a feed file (`npm run feed:import -- FILE --format rtdf`): to backfill,
 * or to reproduce a CRM's call. Each SendPropertyDetails is a listing, each RemoveProperty a removal; a call that
 * matches neither schema is a row error naming its field, the rest imported.
 */
export function readRtdfDocument(json: unknown): { listings: FeedListing[]; errors: FeedRowError[] } {
  const calls = Array.isArray(json) ? json : [json];
  const listings: FeedListing[] = [];
  const errors: FeedRowError[] = [];
  calls.forEach((call, index) => {
    const line = index + 1;
    const sent = sendPropertyDetailsRequest.safeParse(call);
    const removal = sent.success ? null : removePropertyRequest.safeParse(call);
    const reference = (call as { property?: { agent_ref?: unknown } } | null)?.property?.agent_ref;
    if (sent.success) {
      const mapped = rtdfListing(sent.data);
      if ("error" in mapped) errors.push({ ...mapped.error, line });
      else listings.push(mapped.listing);
    } else if (removal?.success) {
      const removed = removedListing(removal.data);
      if ("reference" in removed && "branchCode" in removed) listings.push(removed);
      else errors.push({ ...removed, line });
    } else {
      const [problem] = schemaProblems(sent.error);
      errors.push({
        line,
        reference: typeof reference === "string" ? reference : null,
        field: problem?.error_value ?? null,
        message: `Call ${line} is not a SendPropertyDetails or RemoveProperty request: ${problem?.error_description ?? "invalid"}`,
      });
    }
  });
  return { listings, errors };
}
