// The Openhouse JSON feed (issue 12 item 2): what a CRM pushes to POST /api/feeds/{source}/listings or drops
// as a .json file. Version 1 maps field for field onto the source-neutral model (feed-listing.ts); the
// differences are spelled out in docs/feeds-json.md ("From the JSON to the model"). A document that is not
// a version-1 object is refused whole (FeedFormatError); an invalid listing, branch or person is a row error
// naming its place in the document, and the rest is kept.
import { z } from "zod";
import { LISTING_MEDIA_KINDS, type MaterialInformation, type RentFrequency } from "../../../domain/agency.ts";
import { MARKET_STATUSES } from "../../listings/model/card-tags.ts";
import { normalisePostcode } from "../../leads/model/lead-fields.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import {
  FeedFormatError,
  type FeedBranch,
  type FeedListing,
  type FeedMedia,
  type FeedMediaSource,
  type FeedRowError,
  type FeedStaff,
  type FeedWarning,
} from "./feed-listing.ts";
import { feedDescription } from "./feed-text.ts";

export const JSON_FEED_VERSION = 1;

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const count = z.number().int().min(0).max(999);
const pounds = z.number().int().min(0).max(1_000_000_000);
const isoDate = z.iso.date();

/** An http(s) URL: media fetched by URL, virtual tours and videos. */
const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => /^https?:\/\//i.test(value) && URL.canParse(value), "must be an http(s) URL");

/** A file beside the feed (drop folder or zip): a relative path that cannot climb out of its folder. */
const fileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  .refine(
    (value) =>
      !value.includes("\\") &&
      !value.startsWith("/") &&
      value.split("/").every((part) => part !== "" && part !== "." && part !== ".."),
    "must be a file name relative to the feed's folder",
  );

export const RENT_FREQUENCIES = ["weekly", "monthly", "quarterly", "annual", "pppw"] as const;

const jsonMedia = z
  .strictObject({
    kind: z.enum(LISTING_MEDIA_KINDS),
    url: httpUrl.optional(),
    file: fileName.optional(),
    caption: optionalText(300),
    /** A document rather than an image (an EPC certificate PDF). */
    document: z.boolean().optional(),
  })
  .superRefine((media, ctx) => {
    if ((media.url === undefined) === (media.file === undefined)) {
      ctx.addIssue({ code: "custom", message: "give either url or file", path: ["url"] });
    } else if ((media.kind === "video" || media.kind === "virtual_tour") && media.file !== undefined) {
      ctx.addIssue({ code: "custom", message: `a ${media.kind} is a URL, not a file`, path: ["file"] });
    }
  });

const materialInformation = z.strictObject({
  councilTaxBand: optionalText(20),
  domesticRates: optionalText(100),
  leaseYearsRemaining: z.number().int().min(0).max(9999).nullish(),
  serviceChargePerYear: pounds.nullish(),
  groundRentPerYear: pounds.nullish(),
  estateChargePerYear: pounds.nullish(),
  reservationFee: pounds.nullish(),
  parking: optionalText(500),
  heating: optionalText(500),
  electricity: optionalText(500),
  water: optionalText(500),
  sewerage: optionalText(500),
  broadband: optionalText(500),
  mobileSignal: optionalText(500),
  floodRisk: optionalText(500),
  restrictions: optionalText(1000),
  rightsAndEasements: optionalText(1000),
  accessibility: optionalText(1000),
  construction: optionalText(500),
  rateableValue: pounds.nullish(),
  buildingSafety: optionalText(1000),
  coalMining: optionalText(500),
  coastalErosion: optionalText(500),
  planning: optionalText(1000),
  floodHistory: optionalText(500),
}) satisfies z.ZodType<MaterialInformation>;

/** One listing of a version-1 document. */

/** A place in a feed (a listing, a branch) has both latitude and longitude, or neither. */
function checkBothCoordinatesOrNeither(
  place: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) {
  if ((place.latitude == null) !== (place.longitude == null)) {
    ctx.addIssue({
      code: "custom",
      message: "give both latitude and longitude, or neither",
      path: ["latitude"],
    });
  }
}
export const jsonFeedListingSchema = z
  .strictObject({
    reference: text(100),
    branchCode: text(100),
    channel: z.enum(["sales", "lettings"]),
    status: z.enum(MARKET_STATUSES).default("available"),
    published: z.boolean().default(true),
    /** Whole pounds. Sales: the asking price. Lettings: the rent in `rentFrequency` (monthly by default). */
    price: pounds.nullish(),
    poa: z.boolean().default(false),
    priceQualifier: optionalText(100),
    rentFrequency: z.enum(RENT_FREQUENCIES).nullish(),
    bedrooms: count.default(0),
    bathrooms: count.default(0),
    receptionRooms: count.default(0),
    propertyType: z.string().trim().max(100).default("Other"),
    tags: z.array(text(50)).max(30).default([]),
    houseName: optionalText(200),
    houseNumber: optionalText(50),
    street: text(200),
    locality: optionalText(200),
    town: text(200),
    county: optionalText(200),
    postcode: z.string().trim().max(10).default(""),
    displayAddress: optionalText(500),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    squareFeet: z.number().int().min(0).max(100_000_000).nullish(),
    acreage: z.number().min(0).max(1_000_000).nullish(),
    summary: z.string().trim().max(5_000).default(""),
    /** HTML; sanitised (domain/sanitise-html.ts) before it is stored. */
    description: z.string().max(100_000).default(""),
    keyFeatures: z.array(text(300)).max(50).default([]),
    tenure: optionalText(100),
    materialInformation: materialInformation.prefault({}),
    epcRating: optionalText(10),
    furnished: optionalText(100),
    availableFrom: isoDate.nullish(),
    deposit: pounds.nullish(),
    minimumTermMonths: z.number().int().min(0).max(1200).nullish(),
    shortLet: z.boolean().default(false),
    petsAllowed: z.boolean().default(false),
    auctionDate: isoDate.nullish(),
    /** The CRM's own timestamps (ISO 8601 with an offset or Z). */
    createdAt: z.iso.datetime({ offset: true }).nullish(),
    updatedAt: z.iso.datetime({ offset: true }).nullish(),
    media: z.array(jsonMedia).max(200).default([]),
  })
  .superRefine((listing, ctx) => {
    checkBothCoordinatesOrNeither(listing, ctx);
    if (!listing.poa && listing.price == null) {
      ctx.addIssue({ code: "custom", message: "is required unless poa is true", path: ["price"] });
    }
    if (listing.channel === "sales" && listing.rentFrequency != null) {
      ctx.addIssue({ code: "custom", message: "is for lettings only", path: ["rentFrequency"] });
    }
  });

/** A photo named in a feed: an http(s) URL, or a file beside the feed. */
const photoSource = z.union([httpUrl, fileName]);

export const jsonFeedBranchSchema = z
  .strictObject({
    code: text(100),
    name: text(200),
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    town: optionalText(200),
    county: optionalText(200),
    postcode: optionalText(10),
    telephone: optionalText(50),
    email: z.email().max(320).nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    description: z.string().max(20_000).nullish(),
  })
  .superRefine(checkBothCoordinatesOrNeither);

export const jsonFeedStaffSchema = z.strictObject({
  code: text(100),
  branchCode: text(100),
  firstName: text(100),
  surname: text(100),
  jobTitle: z.string().trim().max(200).default(""),
  telephone: optionalText(50),
  email: z.email().max(320).nullish(),
  /** An http(s) URL, or a file name beside the feed. */
  photo: photoSource.nullish(),
  contactableForSales: z.boolean().default(false),
  contactableForLettings: z.boolean().default(false),
});

/**
 * The whole document, for reference and for tools that validate a feed before sending it. parseJsonFeed
 * checks the envelope first and each entry on its own, so one bad listing does not refuse the rest.
 */
export const jsonFeedSchema = z.strictObject({
  version: z.literal(JSON_FEED_VERSION),
  listings: z.array(jsonFeedListingSchema).optional(),
  branches: z.array(jsonFeedBranchSchema).optional(),
  staff: z.array(jsonFeedStaffSchema).optional(),
});

export type JsonFeedDocument = z.input<typeof jsonFeedSchema>;
export type JsonFeedListing = z.input<typeof jsonFeedListingSchema>;

export type ParsedJsonFeed = {
  listings: FeedListing[];
  branches: FeedBranch[];
  staff: FeedStaff[];
  errors: FeedRowError[];
};

const SECTIONS = ["listings", "branches", "staff"] as const;

/**
 * A JSON feed document (text or an already parsed value) → the model, with one row error per invalid entry.
 * Throws FeedFormatError when the document itself is unusable: not JSON, not an object, another version, a
 * section that is not an array, or an unknown top-level field.
 */
export function parseJsonFeed(input: string | unknown): ParsedJsonFeed {
  const document = typeof input === "string" ? parseJsonText(input) : input;
  if (!document || typeof document !== "object" || Array.isArray(document)) {
    throw new FeedFormatError("The feed must be a JSON object", null, null);
  }
  const record = document as Record<string, unknown>;
  if (record.version !== JSON_FEED_VERSION) {
    throw new FeedFormatError(
      `Unsupported feed version ${JSON.stringify(record.version ?? null)}: this server reads version ${JSON_FEED_VERSION}`,
      null,
      "version",
    );
  }
  for (const key of Object.keys(record)) {
    if (key !== "version" && !(SECTIONS as readonly string[]).includes(key)) {
      throw new FeedFormatError(`Unknown top-level field "${key}"`, null, key);
    }
  }
  for (const section of SECTIONS) {
    if (record[section] !== undefined && !Array.isArray(record[section])) {
      throw new FeedFormatError(`"${section}" must be an array`, null, section);
    }
  }

  const errors: FeedRowError[] = [];
  const listings = parseSection(record.listings, "listings", "reference", jsonFeedListingSchema, errors).map(
    toFeedListing,
  );
  const branches = parseSection(record.branches, "branches", "code", jsonFeedBranchSchema, errors).map(
    toFeedBranch,
  );
  const staff = parseSection(record.staff, "staff", "code", jsonFeedStaffSchema, errors).map(toFeedStaff);
  return { listings, branches, staff, errors };
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new FeedFormatError(`The feed is not valid JSON: ${(error as Error).message}`);
  }
}

/** Each entry on its own: an invalid one, or a key already seen in this section, is a row error. */
function parseSection<S extends z.ZodType>(
  entries: unknown,
  section: string,
  keyField: "reference" | "code",
  schema: S,
  errors: FeedRowError[],
): z.output<S>[] {
  if (entries === undefined) return [];
  const kept: z.output<S>[] = [];
  const seen = new Set<string>();
  (entries as unknown[]).forEach((entry, index) => {
    const key = entryKey(entry, keyField);
    const result = schema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({
          line: null,
          reference: key,
          field: fieldPath(section, index, issue.path),
          message: issueMessage(section, index, key, issue),
        });
      }
      return;
    }
    const value = result.data as Record<string, unknown>;
    const k = value[keyField] as string;
    if (seen.has(k)) {
      errors.push({
        line: null,
        reference: k,
        field: fieldPath(section, index, [keyField]),
        message: `${section}[${index}] (${k}): ${keyField} repeats an earlier entry; this one is skipped`,
      });
      return;
    }
    seen.add(k);
    kept.push(result.data);
  });
  return kept;
}

function entryKey(entry: unknown, keyField: string): string | null {
  if (!entry || typeof entry !== "object") return null;
  const value = (entry as Record<string, unknown>)[keyField];
  return typeof value === "string" && value.trim() ? value.trim().slice(0, 100) : null;
}

function fieldPath(section: string, index: number, path: readonly PropertyKey[]): string {
  let out = `${section}[${index}]`;
  for (const part of path) out += typeof part === "number" ? `[${part}]` : `.${String(part)}`;
  return out;
}

function issueMessage(section: string, index: number, key: string | null, issue: z.core.$ZodIssue): string {
  const where = `${section}[${index}]${key ? ` (${key})` : ""}`;
  if (issue.code === "unrecognized_keys") return `${where}: unknown field(s) ${issue.keys.join(", ")}`;
  const field = issue.path.length ? issue.path.map(String).join(".") : null;
  return `${where}${field ? ` ${field}` : ""}: ${issue.message}`;
}

// spec §9: a listing's price is per calendar month for lettings; these are the exact factors, rounded once.
const MONTHS_PER: Record<RentFrequency, number> = {
  weekly: 52 / 12,
  pppw: 52 / 12,
  monthly: 1,
  quarterly: 1 / 3,
  annual: 1 / 12,
};

/** A rent quoted in `frequency` → whole pounds per calendar month. */
export function monthlyRent(amount: number, frequency: RentFrequency): number {
  return Math.round(amount * MONTHS_PER[frequency]);
}

type ParsedListing = z.output<typeof jsonFeedListingSchema>;

function toFeedListing(listing: ParsedListing): FeedListing {
  const warnings: FeedWarning[] = [];
  const lettings = listing.channel === "lettings";
  const frequency: RentFrequency | null = lettings ? (listing.rentFrequency ?? "monthly") : null;
  if (lettings && listing.rentFrequency == null) {
    warnings.push({ field: "rentFrequency", message: "No rentFrequency: the rent is taken as monthly" });
  }
  // Commercial lets quoted per year stay per year (FeedListing "pa"); every other let becomes pcm.
  const perYear = lettings && frequency === "annual" && listing.tags.includes("Commercial");
  const price =
    listing.price == null || !lettings || perYear
      ? (listing.price ?? null)
      : monthlyRent(listing.price, frequency!);
  const postcode = listing.postcode ? normalisePostcode(listing.postcode) : "";
  return {
    reference: listing.reference,
    branchCode: listing.branchCode,
    channel: listing.channel,
    status: listing.status,
    published: listing.published,
    price,
    poa: listing.poa,
    priceQualifier: listing.priceQualifier,
    priceFrequency: !lettings ? "outright" : perYear ? "pa" : "pcm",
    rentFrequency: frequency,
    quotedPrice: lettings ? (listing.price ?? null) : null,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    receptionRooms: listing.receptionRooms,
    propertyType: listing.propertyType || "Other",
    tags: listing.tags,
    houseName: listing.houseName,
    houseNumber: listing.houseNumber,
    street: listing.street,
    locality: listing.locality,
    town: listing.town,
    county: listing.county,
    postcode,
    displayAddress:
      listing.displayAddress ?? [listing.street, listing.locality, listing.town].filter(Boolean).join(", "),
    latitude: listing.latitude ?? null,
    longitude: listing.longitude ?? null,
    squareFeet: listing.squareFeet ?? null,
    acreage: listing.acreage ?? null,
    summary: listing.summary,
    description: feedDescription(listing.description, "description", warnings),
    keyFeatures: listing.keyFeatures,
    tenure: listing.tenure,
    materialInformation: withoutEmpty(listing.materialInformation),
    epcRating: listing.epcRating,
    furnished: listing.furnished,
    availableFrom: listing.availableFrom ?? null,
    deposit: listing.deposit ?? null,
    minimumTermMonths: listing.minimumTermMonths ?? null,
    shortLet: listing.shortLet,
    petsAllowed: listing.petsAllowed,
    auctionDate: listing.auctionDate ?? null,
    createdAt: listing.createdAt ? new Date(listing.createdAt) : null,
    feedUpdatedAt: listing.updatedAt ? new Date(listing.updatedAt) : null,
    media: toFeedMedia(listing.media),
    warnings,
  };
}

/** Positions count within each kind, in the order the feed listed them (as MEDIA_IMAGE_00, _01… do). */
function toFeedMedia(media: ParsedListing["media"]): FeedMedia[] {
  const next = new Map<string, number>();
  return media.map((item) => {
    const position = next.get(item.kind) ?? 0;
    next.set(item.kind, position + 1);
    const source: FeedMediaSource = item.url
      ? { type: "url", url: item.url }
      : { type: "file", name: item.file! };
    return {
      kind: item.kind,
      position,
      source,
      caption: item.caption,
      // A `document` (a brochure) is a document whatever the flag says (issue 36 item 4).
      ...(item.document || item.kind === "document" ? { document: true } : {}),
    };
  });
}

function withoutEmpty(info: MaterialInformation): MaterialInformation {
  return Object.fromEntries(Object.entries(info).filter(([, v]) => v != null)) as MaterialInformation;
}

/** A valid JSON branch → the model (also used for CSV rows, read into the JSON shape first). */
export function toFeedBranch(branch: z.output<typeof jsonFeedBranchSchema>): FeedBranch {
  return {
    code: branch.code,
    name: branch.name,
    addressLine1: branch.addressLine1,
    addressLine2: branch.addressLine2,
    town: branch.town,
    county: branch.county,
    postcode: branch.postcode ? normalisePostcode(branch.postcode) : null,
    telephone: branch.telephone,
    email: branch.email ?? null,
    latitude: branch.latitude ?? null,
    longitude: branch.longitude ?? null,
    description: branch.description ? sanitiseHtml(branch.description) : null,
  };
}

/** A valid JSON staff entry → the model (also used for CSV rows). */
export function toFeedStaff(person: z.output<typeof jsonFeedStaffSchema>): FeedStaff {
  return {
    code: person.code,
    branchCode: person.branchCode,
    firstName: person.firstName,
    surname: person.surname,
    jobTitle: person.jobTitle,
    telephone: person.telephone,
    email: person.email ?? null,
    photo: person.photo ? photoFrom(person.photo) : null,
    contactableForSales: person.contactableForSales,
    contactableForLettings: person.contactableForLettings,
  };
}

/** A staff photo as a feed names it: an http(s) URL, else a file beside the feed. */
export function photoFrom(value: string): FeedMediaSource {
  return /^https?:\/\//i.test(value) ? { type: "url", url: value } : { type: "file", name: value };
}
