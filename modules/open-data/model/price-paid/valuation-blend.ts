// The Instant Valuation's blend (issue 17): HM Land Registry sales of the same sector, type and tenure in the
// last 24 months, each indexed to today by the sector's trend for that type, blended with the estimate from
// the agency's own listings (modules/open-data/model/valuation-estimate.ts), weighting each source by how many comparables it
// brings. Price Paid records no bedrooms, so its sales are not adjusted for them. Pure.
import {
  MIN_COMPARABLES,
  median,
  quantile,
  roundDown,
  roundNearest,
  roundUp,
} from "../valuation-estimate.ts";

export const PRICE_PAID_MONTHS = 24;
/** An index outside this range says more about a thin year than about the market: it is capped. */
const INDEX_LIMITS = [0.75, 1.33] as const;

export type YearLevel = { year: number; average: number };
export type SoldComparable = { price: number; transferredOn: string };

/**
 * A sale's price as if it were sold in the latest year of the trend: times the latest year's average over the
 * sale year's. Without either year's figure the price stands as it was.
 */
export function indexToToday(sale: SoldComparable, trend: YearLevel[]): number {
  const latest = trend.reduce<YearLevel | null>(
    (best, level) => (!best || level.year > best.year ? level : best),
    null,
  );
  const then = trend.find((level) => level.year === Number(sale.transferredOn.slice(0, 4)));
  if (!latest || !then || then.average <= 0) return sale.price;
  const factor = Math.min(INDEX_LIMITS[1], Math.max(INDEX_LIMITS[0], latest.average / then.average));
  return sale.price * factor;
}

export type ListingsEstimate = { low: number; high: number; median: number; comparables: number };

export type BlendedEstimate = {
  low: number;
  high: number;
  median: number;
  /** How many of the agency's listings and how many Price Paid sales the figures come from. */
  listingsUsed: number;
  salesUsed: number;
};

/** The blend, or null when neither source has MIN_COMPARABLES. */
export function blendEstimate(
  listings: ListingsEstimate | null,
  sales: SoldComparable[],
  trend: YearLevel[],
  step: (amount: number) => number,
): BlendedEstimate | null {
  const indexed = sales.map((sale) => indexToToday(sale, trend));
  const fromSales =
    indexed.length >= MIN_COMPARABLES
      ? {
          low: quantile(indexed, 0.25),
          high: quantile(indexed, 0.75),
          median: median(indexed),
          n: indexed.length,
        }
      : null;
  const fromListings = listings ? { ...listings, n: listings.comparables } : null;
  const parts = [fromListings, fromSales].filter((part) => part !== null);
  if (!parts.length) return null;
  const total = parts.reduce((sum, part) => sum + part.n, 0);
  const weighted = (key: "low" | "high" | "median") =>
    parts.reduce((sum, part) => sum + part[key] * part.n, 0) / total;
  const middle = weighted("median");
  const unit = step(middle);
  return {
    low: roundDown(Math.min(weighted("low"), middle * 0.95), unit),
    high: roundUp(Math.max(weighted("high"), middle * 1.05), unit),
    median: roundNearest(middle, unit),
    listingsUsed: fromListings?.n ?? 0,
    salesUsed: fromSales?.n ?? 0,
  };
}
