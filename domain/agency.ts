// The agency's records as every layer reads them: a listing, its media, its branch, departments and staff.
// db/schema.ts stores them; db/repos/entity-types.ts fails to compile if the two drift apart.
import type { PropertyStatus } from "../modules/listings/model/card-tags.ts";
import type { DepartmentKind } from "../modules/branches/model/departments.ts";
import type { SearchChannel } from "../modules/search/model/criteria.ts";
import type { AdvertFinding } from "../modules/advert-rules/model/check-advert.ts";

/** spec §3 "Material information" (Parts A–C of the National Trading Standards guidance), all optional. */
export type MaterialInformation = {
  councilTaxBand?: string | null;
  domesticRates?: string | null;
  leaseYearsRemaining?: number | null;
  serviceChargePerYear?: number | null;
  groundRentPerYear?: number | null;
  /** An estate (management company) charge for shared roads and spaces, freehold or leasehold (issue 41). */
  estateChargePerYear?: number | null;
  /** A new home's reservation fee, pounds (issue 41: shown with the price). */
  reservationFee?: number | null;
  parking?: string | null;
  heating?: string | null;
  electricity?: string | null;
  water?: string | null;
  sewerage?: string | null;
  broadband?: string | null;
  mobileSignal?: string | null;
  floodRisk?: string | null;
  restrictions?: string | null;
  rightsAndEasements?: string | null;
  accessibility?: string | null;
  construction?: string | null;
  /** Commercial property: the rateable value its business rates are charged on, pounds (issue 16). */
  rateableValue?: number | null;
  /** Part C (issue 16): cladding, fire safety or structural defects; "None known" when the agent says no. */
  buildingSafety?: string | null;
  /** Part C: a coalfield or former mining area, and any mining report. */
  coalMining?: string | null;
  /** Part C: coastal erosion risk. */
  coastalErosion?: string | null;
  /** Part C: planning permissions or proposals affecting the property or its neighbourhood. */
  planning?: string | null;
  /** Part C: whether the property has flooded (the last five years, and any insurance claims). */
  floodHistory?: string | null;
};

/** How a feed quoted a rent; a listing's `price` is always pounds per calendar month for lettings. */
export type RentFrequency = "weekly" | "monthly" | "quarterly" | "annual" | "pppw";

/**
 * How a listing's position was found: "exact" from coordinates the feed or staff gave, else the geocoder's
 * level. Sector, district and town centres are approximate: no street-level pin (modules/listings/model/listing-placement.ts).
 */
export type ListingPlacement = "exact" | "postcode" | "sector" | "district" | "town" | "unplaced";

/** A listing with every column a page shows (the generated search columns left out). */
export type Listing = {
  id: number;
  reference: string;
  channel: SearchChannel;
  status: PropertyStatus;
  /** Whole pounds; lettings per calendar month; null with `poa`. */
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  priceFrequency: "outright" | "pcm" | "pa";
  bedrooms: number;
  bathrooms: number;
  receptionRooms: number;
  propertyType: string;
  tags: string[];
  houseName: string | null;
  houseNumber: string | null;
  street: string;
  locality: string | null;
  town: string;
  county: string | null;
  postcode: string;
  displayAddress: string;
  /** Null for a listing nothing could place: published without a map pin (issue 36). */
  latitude: number | null;
  longitude: number | null;
  placement: ListingPlacement;
  /** Why a listing is unplaced, or what the geocoder tolerated to place it. */
  placementNote: string | null;
  squareFeet: number | null;
  acreage: number | null;
  summary: string;
  description: string;
  keyFeatures: string[];
  tenure: string | null;
  materialInformation: MaterialInformation;
  epcRating: string | null;
  furnished: string | null;
  /** YYYY-MM-DD */
  availableFrom: string | null;
  shortLet: boolean;
  petsAllowed: boolean;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  exchangedPrice: number | null;
  disposal: string | null;
  branchId: number;
  staffId: number | null;
  parentId: number | null;
  createdAt: Date;
  updatedAt: Date;
  launchedAt: Date;
  /** "demo" for the generator's listings, else the feed source that owns it (issue 12). */
  source: string;
  /** The CRM's last change to the row (BLM UPDATE_DATE). */
  feedUpdatedAt: Date | null;
  contentHash: string | null;
  /** Lettings quoted weekly or per person per week: that frequency and amount, for display. */
  rentFrequency: RentFrequency | null;
  quotedPrice: number | null;
  /** Tenancy deposit in whole pounds. */
  deposit: number | null;
  minimumTermMonths: number | null;
  /** When the price last went down (cleared when it goes up): the "Reduced" tag. */
  reducedAt: Date | null;
  /** What the advert rules found in the listing as last written (issue 41). */
  advertFindings: AdvertFinding[];
  /** Kept off the public site by a blocking advert rule until mended. */
  heldBack: boolean;
};

// Issue 36 item 4: "document" is a brochure or other PDF a feed sends, listed on the property page.
export const LISTING_MEDIA_KINDS = [
  "photo",
  "floorplan",
  "epc",
  "video",
  "virtual_tour",
  "document",
] as const;
export type ListingMediaKind = (typeof LISTING_MEDIA_KINDS)[number];

export type ListingMedia = {
  id: number;
  propertyId: number;
  kind: ListingMediaKind;
  position: number;
  /** Images: a key in the media store. Videos and tours: null (they have `url`). */
  mediaKey: string | null;
  url: string | null;
  caption: string | null;
  /** Feeds: the file name or URL the feed named, and the SHA-256 of the bytes fetched. */
  sourceName: string | null;
  contentHash: string | null;
  /** Documents: the file's size in bytes. */
  byteSize: number | null;
};

export type Branch = {
  id: number;
  slug: string;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  latitude: number;
  longitude: number;
  telephone: string;
  salesTelephone: string | null;
  lettingsTelephone: string | null;
  email: string;
  /** Postcode areas, districts or sectors the branch covers (the longest matching prefix wins). */
  postcodeCoverage: string[];
  openingHours: { days: string; hours: string }[] | null;
  photoKey: string | null;
  description: string | null;
  position: number;
  createdAt: Date;
  /** "demo", or the feed source with the CRM's branch code. */
  source: string;
  sourceCode: string | null;
};

export type Department = {
  id: number;
  /** Null for a department outside any branch (the external commercial one). */
  branchId: number | null;
  kind: DepartmentKind;
  name: string;
  label: string;
  telephone: string | null;
  email: string | null;
  branchDepartmentUrlLabel: string | null;
  externalUrl: string | null;
};

export type StaffMember = {
  id: number;
  branchId: number;
  departmentId: number | null;
  firstName: string;
  surname: string;
  jobTitle: string;
  telephone: string | null;
  email: string | null;
  photoKey: string | null;
  contactableForSales: boolean;
  contactableForLettings: boolean;
  /** Shown on the public site (branch page, listings' profiles) and contactable there. */
  visible: boolean;
  position: number;
  source: string;
  sourceCode: string | null;
};
