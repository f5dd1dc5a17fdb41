// GET /valuation_estimate.ljson (issue 5 item 3): an estimated sale price range and monthly rent range for a
// home, from the agency's own comparable listings near its postcode (rules: domain/valuation-estimate.ts).
import type { Db } from "../db/client.ts";
import {
  selectComparableListings,
  selectPostcodeCentre,
  type ComparableRow,
} from "../db/repos/valuation-comparables.ts";
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
} from "../domain/valuation-estimate.ts";
import type { ValuationQuery } from "../domain/valuation-estimate-query.ts";

/** Enough rows for both markets at the widest radius; the nearest are kept. */
const ROWS_LIMIT = 600;

// spec §4 "Property card tags": these statuses mean a sale has been agreed; a let or let-agreed rent is agreed.
const SOLD = new Set(["sstc", "sold", "exchanged", "completed"]);
const LET = new Set(["let", "let_agreed"]);

export type ValuationEstimate = {
  postcode: string;
  propertyType: string;
  bedrooms: number;
  sale: EstimateRange | null;
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
  const centre = await selectPostcodeCentre(db, {
    full: query.postcode,
    sector: `${outward} ${inward.slice(0, 1)}`,
    outward,
  });
  if (!centre) return answer;
  const since = new Date(now);
  since.setMonth(since.getMonth() - MAX_AGE_MONTHS);
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
  answer.sale = estimateRange(
    rows.filter((r) => r.channel === "sales").map(toComparable),
    query.bedrooms,
    saleStep,
  );
  answer.rent = estimateRange(
    rows.filter((r) => r.channel === "lettings").map(toComparable),
    query.bedrooms,
    rentStep,
  );
  return answer;
}

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
