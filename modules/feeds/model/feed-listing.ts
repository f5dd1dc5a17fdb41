// What every listing feed becomes before it reaches the database (issue 12): a BLM v3 row, a JSON feed's
// listing or a CSV branch/staff row, mapped to one source-neutral shape. Parsers (importer/) produce these;
// the sync engine (modules/feeds/sync/) writes them. Pure data: no I/O, no database ids.
import type { PropertyStatus } from "../../listings/model/card-tags.ts";
import type { Listing, ListingMediaKind, RentFrequency } from "../../../domain/agency.ts";

/** Where a media item's bytes come from: a file inside the feed's zip (or folder), or an http(s) URL. */
export type FeedMediaSource = { type: "file"; name: string } | { type: "url"; url: string };

export type FeedMedia = {
  /** photo, floorplan, epc (graphs and certificates), virtual_tour (URLs, never fetched), video. */
  kind: ListingMediaKind;
  /** Order within its kind, as the feed gave it (MEDIA_IMAGE_00 → 0). */
  position: number;
  source: FeedMediaSource;
  caption: string | null;
  /** A document rather than an image (EPC certificate PDFs): stored as a file, never resized. */
  document?: boolean;
};

/** Something a parser noticed about one row and let through (an unknown code, a missing photo…). */
export type FeedWarning = {
  field: string | null;
  message: string;
  /**
   * A stable code for the kind of irregularity ("price-separators", "town-level-position"…): the import report
   * groups warnings by it, with counts and examples, instead of listing every line.
   */
  kind?: string;
};

// The listing columns a feed row carries just as a stored listing holds them (the rest differ, or need a word).
type MarketField = "channel" | "poa" | "priceFrequency";
type RoomField = "bedrooms" | "bathrooms" | "receptionRooms";
type AddressField =
  "houseName" | "houseNumber" | "street" | "locality" | "town" | "county" | "displayAddress";
type SizeAndTextField = "squareFeet" | "acreage" | "summary" | "keyFeatures";
type TermsField = "tenure" | "materialInformation" | "epcRating" | "furnished" | "shortLet" | "petsAllowed";

export type FeedListing = Pick<
  Listing,
  MarketField | RoomField | AddressField | SizeAndTextField | TermsField
> & {
  /** The CRM's own key (BLM AGENT_REF): unique within a source. */
  reference: string;
  /** The CRM's branch code (BLM BRANCH_ID: digits or letters), matched to a branch of the same source. */
  branchCode: string;
  /** Never "withdrawn": withdrawal is the sync engine's decision. */
  status: Exclude<PropertyStatus, "withdrawn">;
  /** BLM PUBLISHED_FLAG: an unpublished row is taken off the site like a missing one. */
  published: boolean;
  /** Whole pounds; lettings per calendar month (or per year for commercial lets, priceFrequency "pa"). */
  price: number | null;
  /** The text shown before the amount: "Guide Price", "Offers Over", "OIRO"… null for none. */
  priceQualifier: string | null;
  /** Lettings: how the feed quoted the rent, and the amount in that frequency (for "£300 pw"). */
  rentFrequency: RentFrequency | null;
  quotedPrice: number | null;
  /** Our label ("Semi-Detached House", "Flat", "Office"…); "Other" for an unknown code. */
  propertyType: string;
  /** Card and search tags: "Student", "Commercial", "New Home", "Shared Ownership", "Auction", "Short Let"… */
  tags: string[];
  /** Normalised "BS8 2LG" when both halves are known, the outward code alone otherwise, or "". */
  postcode: string;
  /** When the feed carries coordinates (JSON feeds may); BLM v3 never does, so the engine geocodes. */
  latitude: number | null;
  longitude: number | null;
  /** Sanitised HTML (domain/sanitise-html.ts). */
  description: string;
  /** YYYY-MM-DD */
  availableFrom: string | null;
  /** Tenancy deposit (LET_BOND), whole pounds. */
  deposit: number | null;
  /** Minimum tenancy in months (LET_CONTRACT_IN_MONTHS). */
  minimumTermMonths: number | null;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  /** The CRM's own dates (BLM CREATE_DATE / UPDATE_DATE); null when the row has none. */
  createdAt: Date | null;
  feedUpdatedAt: Date | null;
  media: FeedMedia[];
  warnings: FeedWarning[];
  /** Lettings fees as the agent wrote them (BLM ADMINISTRATION_FEE), plain text; absent when the feed has none. */
  administrationFee?: string | null;
  /** Bills included in the rent ("Water", "Gas", "Internet"… from BLM LET_BILL_INC_*); absent or [] for none. */
  billsIncluded?: string[];
  /**
   * A fingerprint of the row as the feed wrote it, where the format gives one (BLM): a re-import compares it
   * with the stored one before mapping the row, so an unchanged row costs no mapping at all.
   */
  sourceFingerprint?: string;
};

/** Bump when a mapping changes, so the next import rewrites every listing with the new mapping. */
export const FEED_MAPPING_VERSION = 2;

/** Tells the reader which rows are stored as they are now, by reference and source fingerprint. */
export type StoredFingerprints = (reference: string, fingerprint: string) => boolean;

export type FeedBranch = {
  /** The CRM's branch code, as listings name it. */
  code: string;
  name: string;
  addressLine1: string | null;
  addressLine2: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  telephone: string | null;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string | null;
};

export type FeedStaff = {
  /** The CRM's key for the person, unique within a source. */
  code: string;
  branchCode: string;
  firstName: string;
  surname: string;
  jobTitle: string;
  telephone: string | null;
  email: string | null;
  /** A file name in the feed's zip or folder, or an http(s) URL. */
  photo: FeedMediaSource | null;
  contactableForSales: boolean;
  contactableForLettings: boolean;
};

/** One row a parser could not turn into a listing: reported, skipped, the rest imported. */
export type FeedRowError = {
  line: number | null;
  reference: string | null;
  field: string | null;
  message: string;
  /** A stable code for the import report's grouping, as FeedWarning's. */
  kind?: string;
};

/**
 * A whole file refused (truncated, no #END#, a repeated column, a zip bomb…): nothing of it is imported.
 * The message names the line and field where it can.
 */
export class FeedFormatError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = "FeedFormatError";
  }
}
