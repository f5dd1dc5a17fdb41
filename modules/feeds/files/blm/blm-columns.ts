// The columns a BLM v3 (and v3i) definition may name: Rightmove's v3 specification, the material-information
// columns Rightmove added later and CRMs send, and the v3i overseas address columns. A definition naming
// anything else is refused whole (docs/feeds.md "What we refuse"): a column we do not know is a file we
// would misread.

/** The columns the v3 specification opens with, in its order: who, whose, which state, when, shown as what. */
export const BLM_OPENING_COLUMNS = [
  "AGENT_REF",
  "BRANCH_ID",
  "STATUS_ID",
  "CREATE_DATE",
  "UPDATE_DATE",
  "DISPLAY_ADDRESS",
  "PUBLISHED_FLAG",
] as const;

/** A row's postal address, in the specification's order (the postcode in its two halves). */
export const BLM_ADDRESS_COLUMNS = [
  "ADDRESS_1",
  "ADDRESS_2",
  "ADDRESS_3",
  "ADDRESS_4",
  "TOWN",
  "POSTCODE1",
  "POSTCODE2",
] as const;

/** Every column a definition may name but the numbered ones (FEATURE1–10, the media, the commercial classes). */
export const BLM_FIXED_COLUMNS: readonly string[] = [
  ...BLM_OPENING_COLUMNS,
  "LET_DATE_AVAILABLE",
  "LET_BOND",
  "ADMINISTRATION_FEE",
  "LET_TYPE_ID",
  "LET_FURN_ID",
  "LET_RENT_FREQUENCY",
  "LET_CONTRACT_IN_MONTHS",
  "LET_WASHING_MACHINE_FLAG",
  "LET_DISHWASHER_FLAG",
  "LET_BURGLAR_ALARM_FLAG",
  "LET_BILL_INC_WATER",
  "LET_BILL_INC_GAS",
  "LET_BILL_INC_ELECTRICITY",
  "LET_BILL_INC_TV_LICIENCE", // sic: the specification's spelling
  "LET_BILL_INC_TV_LICENCE",
  "LET_BILL_INC_TV_SUBSCRIPTION",
  "LET_BILL_INC_INTERNET",
  "TENURE_TYPE_ID",
  "TRANS_TYPE_ID",
  "BEDROOMS",
  "PRICE",
  "PRICE_QUALIFIER",
  "PROP_SUB_ID",
  ...BLM_ADDRESS_COLUMNS,
  "SUMMARY",
  "DESCRIPTION",
  "NEW_HOME_FLAG",
  // Commercial.
  "MIN_SIZE_ENTERED",
  "MAX_SIZE_ENTERED",
  "AREA_SIZE_UNIT_ID",
  "BUSINESS_FOR_SALE_FLAG",
  "PRICE_PER_UNIT",
  // Material information (sent by CRMs since Rightmove asked for it).
  "COUNCIL_TAX_BAND",
  "TENURE_UNEXPIRED_YEARS",
  "SHARED_OWNERSHIP",
  "SHARED_OWNERSHIP_PERCENTAGE",
  "SHARED_OWNERSHIP_RENT",
  "SHARED_OWNERSHIP_RENT_FREQUENCY",
  "ANNUAL_GROUND_RENT",
  "GROUND_RENT_REVIEW_PERIOD_YEARS",
  "GROUND_RENT_PERCENTAGE_INCREASE",
  "ANNUAL_SERVICE_CHARGE",
  // v3i (overseas).
  "HOUSE_NAME_NUMBER",
  "STREET_NAME",
  "OS_TOWN_CITY",
  "OS_REGION",
  "ZIPCODE",
  "COUNTRY_CODE",
  "EXACT_LATITUDE",
  "EXACT_LONGDITUDE", // sic
  "EXACT_LONGITUDE",
];

const KNOWN = new Set(BLM_FIXED_COLUMNS);
const NUMBERED = [
  /^FEATURE([1-9]|10)$/,
  /^COMM_CLASS_ORDER_\d{1,2}$/,
  /^MEDIA_(IMAGE|FLOOR_PLAN|DOCUMENT|VIRTUAL_TOUR)_(TEXT_)?\d{2,3}$/,
];

export function isKnownBlmColumn(name: string): boolean {
  return KNOWN.has(name) || NUMBERED.some((pattern) => pattern.test(name));
}

/** Without these a row cannot become a listing, so a definition lacking one is refused. */
export const REQUIRED_BLM_COLUMNS = [
  "AGENT_REF",
  "BRANCH_ID",
  "STATUS_ID",
  "PRICE",
  "TRANS_TYPE_ID",
] as const;
