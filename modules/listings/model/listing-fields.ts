// The fields of the listing editor (issue 14 "The listings desk"): every field visitors see, described once.
// The server's zod schema (listing-form.ts) and the form's native constraints (required, min, max,
// maxlength, pattern) are both built from these specs, so the browser and the server check the same rules.
import { BLM_PRICE_QUALIFIER, BLM_TENURE } from "../../feeds/model/blm-codes.ts";
import type { PropertyStatus } from "./card-tags.ts";
import type { MaterialInformation } from "../../../domain/agency.ts";

export type FieldKind =
  | "text"
  | "textarea"
  | "integer"
  | "decimal"
  | "select"
  | "checkbox"
  | "lines"
  | "tags"
  /** A calendar day, YYYY-MM-DD (the date picker's value). */
  | "date";

export type FieldSpec = {
  /** The form field's name and the override's key: a column, or `materialInformation.KEY`. */
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  /** Characters (text, textarea; per line for lines and tags). */
  maxLength?: number;
  /** integer and decimal. */
  min?: number;
  max?: number;
  /** lines and tags: how many at most. */
  maxItems?: number;
  /** select: value and label; "" is "not given". */
  options?: readonly { value: string; label: string }[];
  /** text: suggestions the browser offers (a <datalist>), any text still allowed. */
  suggestions?: readonly string[];
  hint?: string;
};

export const LISTING_STATUSES: readonly { value: Exclude<PropertyStatus, "withdrawn">; label: string }[] = [
  { value: "available", label: "Available" },
  { value: "under_offer", label: "Under offer" },
  { value: "sstc", label: "Sold STC" },
  { value: "sold", label: "Sold" },
  { value: "exchanged", label: "Exchanged" },
  { value: "completed", label: "Completed" },
  { value: "let_agreed", label: "Let agreed" },
  { value: "let", label: "Let" },
];

export const STATUS_LABELS: Record<PropertyStatus, string> = {
  ...(Object.fromEntries(LISTING_STATUSES.map((s) => [s.value, s.label])) as Record<
    Exclude<PropertyStatus, "withdrawn">,
    string
  >),
  withdrawn: "Withdrawn",
};

const qualifiers = [
  ...new Set(Object.values(BLM_PRICE_QUALIFIER).flatMap((code) => (code.text ? [code.text] : []))),
  "Prices From",
];

const blankOption = { value: "", label: "Not given" };
const EPC_BANDS = ["A", "B", "C", "D", "E", "F", "G"];
const MAX_MONEY = 100_000_000;
const LINE = 200;
const NOTE = 500;

export const PRICE_FIELDS: readonly FieldSpec[] = [
  {
    name: "price",
    label: "Price (£)",
    kind: "integer",
    min: 0,
    max: MAX_MONEY,
    hint: "Whole pounds; lettings per calendar month.",
  },
  { name: "poa", label: "Price on application (POA)", kind: "checkbox" },
  { name: "priceQualifier", label: "Price qualifier", kind: "text", maxLength: 40, suggestions: qualifiers },
  {
    name: "status",
    label: "Status",
    kind: "select",
    required: true,
    options: LISTING_STATUSES,
  },
  {
    name: "auctionDate",
    label: "Auction date (optional)",
    kind: "date",
    hint: "For a lot in a property auction: the sale day. The auctions page lists the coming days with their lots.",
  },
];

export const PROPERTY_FIELDS: readonly FieldSpec[] = [
  { name: "displayAddress", label: "Display address", kind: "text", required: true, maxLength: LINE },
  { name: "propertyType", label: "Property type", kind: "text", required: true, maxLength: 60 },
  { name: "bedrooms", label: "Bedrooms", kind: "integer", required: true, min: 0, max: 50 },
  { name: "bathrooms", label: "Bathrooms", kind: "integer", required: true, min: 0, max: 50 },
  { name: "receptionRooms", label: "Reception rooms", kind: "integer", required: true, min: 0, max: 50 },
  { name: "squareFeet", label: "Size (sq ft)", kind: "integer", min: 1, max: 10_000_000 },
  { name: "acreage", label: "Land (acres)", kind: "decimal", min: 0.01, max: 100_000 },
  {
    name: "tags",
    label: "Tags",
    kind: "tags",
    maxLength: 40,
    maxItems: 20,
    hint: "Separated by commas, e.g. New Home, Garden, Auction.",
  },
  {
    name: "epcRating",
    label: "EPC rating",
    kind: "select",
    // "Exempt": the page says so instead of "Not yet available" (issue 16).
    options: [
      blankOption,
      ...EPC_BANDS.map((band) => ({ value: band, label: band })),
      { value: "Exempt", label: "Exempt" },
    ],
  },
];

export const TEXT_FIELDS: readonly FieldSpec[] = [
  { name: "summary", label: "Summary", kind: "textarea", maxLength: 1_000 },
  {
    name: "description",
    label: "Description",
    kind: "textarea",
    maxLength: 20_000,
    hint: "Paragraphs separated by a blank line. HTML is kept only where the site allows it (paragraphs, lists, bold, italic, links).",
  },
  {
    name: "keyFeatures",
    label: "Key features",
    kind: "lines",
    maxLength: LINE,
    maxItems: 20,
    hint: "One per line.",
  },
];

const mi = (key: keyof MaterialInformation) => `materialInformation.${key}`;
const note = (key: keyof MaterialInformation, label: string): FieldSpec => ({
  name: mi(key),
  label,
  kind: "text",
  maxLength: NOTE,
});

/** National Trading Standards material information, in its three parts (the page shows "Ask the agent" for blanks). */
export const MATERIAL_PARTS: readonly { legend: string; fields: readonly FieldSpec[] }[] = [
  {
    legend: "Material information, Part A",
    fields: [
      note("councilTaxBand", "Council tax band"),
      note("domesticRates", "Domestic rates (Northern Ireland)"),
      {
        name: "tenure",
        label: "Tenure",
        kind: "select",
        options: [blankOption, ...Object.values(BLM_TENURE).map((t) => ({ value: t, label: t }))],
      },
      {
        name: mi("leaseYearsRemaining"),
        label: "Lease length remaining (years)",
        kind: "integer",
        min: 0,
        max: 999_999,
      },
      {
        name: mi("serviceChargePerYear"),
        label: "Service charge (£ per year)",
        kind: "integer",
        min: 0,
        max: MAX_MONEY,
      },
      {
        name: mi("groundRentPerYear"),
        label: "Ground rent (£ per year)",
        kind: "integer",
        min: 0,
        max: MAX_MONEY,
      },
      {
        name: mi("estateChargePerYear"),
        label: "Estate charge (£ per year)",
        kind: "integer",
        min: 0,
        max: MAX_MONEY,
        hint: "A management company's charge for shared roads and spaces; shown with the price.",
      },
      {
        name: mi("reservationFee"),
        label: "Reservation fee (£, new homes)",
        kind: "integer",
        min: 0,
        max: MAX_MONEY,
        hint: "Shown with the price.",
      },
      {
        name: mi("rateableValue"),
        label: "Rateable value (£, commercial)",
        kind: "integer",
        min: 0,
        max: MAX_MONEY,
        hint: "Commercial listings show business rates from it instead of a council tax band.",
      },
    ],
  },
  {
    legend: "Material information, Part B",
    fields: [
      note("construction", "Construction"),
      note("electricity", "Electricity"),
      note("water", "Water"),
      note("sewerage", "Sewerage"),
      note("heating", "Heating"),
      note("broadband", "Broadband"),
      note("mobileSignal", "Mobile signal"),
      note("parking", "Parking"),
    ],
  },
  {
    legend: "Material information, Part C",
    fields: [
      note("buildingSafety", "Building safety"),
      note("restrictions", "Restrictions"),
      note("rightsAndEasements", "Rights and easements"),
      note("floodRisk", "Flood risk"),
      note("floodHistory", "Flood history"),
      note("coastalErosion", "Coastal erosion"),
      note("planning", "Planning"),
      note("accessibility", "Accessibility"),
      note("coalMining", "Coal mining"),
    ],
  },
];

/** Every field of the editor; for a feed listing, each is an override when changed. */
export const EDITABLE_FIELDS: readonly FieldSpec[] = [
  ...PRICE_FIELDS,
  ...PROPERTY_FIELDS,
  ...TEXT_FIELDS,
  ...MATERIAL_PARTS.flatMap((part) => part.fields),
];

/** The address, set when a listing is created on the desk (and editable on the desk's own listings only). */
export const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { name: "houseName", label: "House name", kind: "text", maxLength: LINE },
  { name: "houseNumber", label: "House number", kind: "text", maxLength: 20 },
  { name: "street", label: "Street", kind: "text", required: true, maxLength: LINE },
  { name: "locality", label: "Locality", kind: "text", maxLength: LINE },
  { name: "town", label: "Town", kind: "text", required: true, maxLength: LINE },
  { name: "county", label: "County", kind: "text", maxLength: LINE },
  {
    name: "postcode",
    label: "Postcode",
    kind: "text",
    required: true,
    maxLength: 10,
    hint: "Used to place the listing on the map.",
  },
];

/** What only creating a listing sets (the branch, from the staff member's branches, is added by the page). */
export const CREATE_FIELDS: readonly FieldSpec[] = [
  {
    name: "channel",
    label: "Channel",
    kind: "select",
    required: true,
    options: [
      { value: "sales", label: "Sales" },
      { value: "lettings", label: "Lettings" },
    ],
  },
  {
    name: "reference",
    label: "Reference",
    kind: "text",
    maxLength: 40,
    hint: "Your own reference; left blank, one is given (OH and the listing's number).",
  },
];
