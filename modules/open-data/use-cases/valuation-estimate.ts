// GET /valuation_estimate.ljson (issue 5 item 3): an estimated sale price range and monthly rent range for a
// home, from the agency's own comparable listings near its postcode (rules: modules/open-data/model/valuation-estimate.ts); the
// sale range blends in HM Land Registry sales of the postcode sector where they are loaded (issue 17; rules:
// modules/open-data/model/price-paid/valuation-blend.ts).
import type { Db } from "../../../db/client.ts";
import {
  selectComparableListings,
  selectPostcodeCentre,
  type ComparableRow,
} from "../../../db/repos/valuation-comparables.ts";
import {
  estimateRange,
  MAX_AGE_MONTHS,
  METRES_PER_MILE,
  PROPERTY_TYPE_FAMILIES,
  rentStep,
  saleStep,
  SEARCH_RADII_MILES,
  type Comparable,
  type EstimateRange,
} from "../model/valuation-estimate.ts";
import type { ValuationQuery } from "../model/valuation-estimate-query.ts";
import { selectSectorComparables, selectYearlyAverages } from "../repos/price-paid.ts";
import { blendEstimate, PRICE_PAID_MONTHS } from "../model/price-paid/valuation-blend.ts";
import { trendSince } from "../model/price-paid/trend.ts";
import { pricePaidTypeOf } from "../model/price-paid/wording.ts";

/** Enough rows for both markets at the widest radius; the nearest are kept. */
const ROWS_LIMIT = 600;

// spec §4 "Property card tags": these statuses mean a sale has been agreed; a let or let-agreed rent is agreed.
const SOLD = new Set(["sstc", "sold", "exchanged", "completed"]);
const LET = new Set(["let", "let_agreed"]);

/**
 * The sale range, blended with Price Paid sales where there are enough: its listing figures (comparables,
 * agreed, radius, dates) describe the listings part alone, null or 0 when only sales gave the range.
 */
export type SaleEstimate = Omit<EstimateRange, "radiusMiles" | "newest" | "oldest"> & {
  radiusMiles: number | null;
  newest: Date | null;
  oldest: Date | null;
  pricePaidSales: number;
  pricePaidSector: string | null;
};

export type ValuationEstimate = {
  postcode: string;
  propertyType: string;
  bedrooms: number;
  sale: SaleEstimate | null;
  rent: EstimateRange | null;
};

export async function estimateValuation(
  db: Db,
  query: ValuationQuery,
  now = new Date(),
): Promise<ValuationEstimate> {
  const answer: ValuationEstimate = {
    postcode: query.postcode,
    propertyType: query.property_type,
    bedrooms: query.bedrooms,
    sale: null,
    rent: null,
  };
  const [outward = "", inward = ""] = query.postcode.split(" ");
  const sector = `${outward} ${inward.slice(0, 1)}`;
  const centre = await selectPostcodeCentre(db, { full: query.postcode, sector, outward });
  // Without the postcode's place, no listing can be compared; the sector's sales still can.
  if (!centre) {
    answer.sale = await blendWithPricePaid(db, null, query, sector, now);
    return answer;
  }
  const since = monthsBefore(now, MAX_AGE_MONTHS);
  const rows = await selectComparableListings(db, {
    latitude: centre.latitude,
    longitude: centre.longitude,
    metres: SEARCH_RADII_MILES[SEARCH_RADII_MILES.length - 1]! * METRES_PER_MILE,
    types: PROPERTY_TYPE_FAMILIES[query.property_type].types,
    minBeds: Math.max(0, query.bedrooms - 1),
    maxBeds: query.bedrooms + 1,
    since,
    limit: ROWS_LIMIT,
  });
  const fromListings = estimateRange(
    rows.filter((r) => r.channel === "sales").map(toComparable),
    query.bedrooms,
    saleStep,
  );
  answer.sale = await blendWithPricePaid(db, fromListings, query, sector, now);
  answer.rent = estimateRange(
    rows.filter((r) => r.channel === "lettings").map(toComparable),
    query.bedrooms,
    rentStep,
  );
  return answer;
}

// Price Paid records no tenure choice in the form: each type is compared with its usual tenure in England and
// Wales (flats leasehold, houses freehold), which the Registry's "same type and tenure" comparables then match.
const USUAL_TENURE = { D: "F", S: "F", T: "F", F: "L", O: null } as const;

/** The sale range with the sector's Price Paid sales blended in, or the listings' own range as it was. */
async function blendWithPricePaid(
  db: Db,
  fromListings: EstimateRange | null,
  query: ValuationQuery,
  sector: string,
  now: Date,
): Promise<SaleEstimate | null> {
  const asItWas = fromListings && { ...fromListings, pricePaidSales: 0, pricePaidSector: null };
  const propertyType = pricePaidTypeOf(PROPERTY_TYPE_FAMILIES[query.property_type].types[0]);
  if (!propertyType) return asItWas;
  const [sales, yearly] = await Promise.all([
    selectSectorComparables(db, {
      sector,
      propertyType,
      tenure: USUAL_TENURE[propertyType],
      since: isoDate(monthsBefore(now, PRICE_PAID_MONTHS)),
    }),
    selectYearlyAverages(db, { kind: "sector", value: sector }, trendSince(now)),
  ]);
  const trend = yearly
    .filter((row) => row.propertyType === propertyType)
    .map((row) => ({ year: row.year, average: row.average }));
  const blend = blendEstimate(fromListings, sales, trend, saleStep);
  if (!blend || blend.salesUsed === 0) return asItWas;
  return {
    low: blend.low,
    high: blend.high,
    median: blend.median,
    comparables: fromListings?.comparables ?? 0,
    agreed: fromListings?.agreed ?? 0,
    radiusMiles: fromListings?.radiusMiles ?? null,
    newest: fromListings?.newest ?? null,
    oldest: fromListings?.oldest ?? null,
    pricePaidSales: blend.salesUsed,
    pricePaidSector: sector,
  };
}

function monthsBefore(date: Date, months: number): Date {
  const before = new Date(date);
  before.setMonth(before.getMonth() - months);
  return before;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** What a listing says about the market: the price paid when a sale has exchanged, else the price asked. */
export function toComparable(row: ComparableRow): Comparable {
  const sold = row.channel === "sales" && SOLD.has(row.status);
  const paid = sold && row.exchangedPrice !== null && row.exchangedPrice > 0;
  return {
    price: paid ? row.exchangedPrice! : row.price,
    bedrooms: row.bedrooms,
    distance: row.distance,
    listedAt: row.createdAt,
    agreed: paid || (row.channel === "lettings" && LET.has(row.status)),
  };
}
