// The Instant Valuation's arithmetic (issue 5 item 3): a price range from the agency's own comparable listings.
// The spec says nothing beyond the overlay's name, so these are our rules, each stated where it is made:
// - comparables: same type family, bedrooms within one, nearest first within a radius that widens until
//   there are enough of them, the most recent preferred; sold and let prices where known, else asking prices;
// - a comparable with one bedroom more or fewer is scaled by BEDROOM_STEP per bedroom;
// - the range is the interquartile range of the scaled prices, rounded to a step that suits the amount.
// Pure: the use case (modules/open-data/use-cases/valuation-estimate.ts) fetches the rows, this decides what they say.

/** What the visitor chooses; each maps to the agency's property types that compare with it. */
export const PROPERTY_TYPE_FAMILIES = {
  detached: { label: "Detached house", types: ["Detached House", "Farmhouse", "Barn Conversion"] },
  "semi-detached": { label: "Semi-detached house", types: ["Semi-Detached House"] },
  terraced: {
    label: "Terraced house",
    types: ["Terraced House", "End of Terrace House", "Town House", "Cottage"],
  },
  flat: { label: "Flat or maisonette", types: ["Flat", "Maisonette", "Studio"] },
  bungalow: { label: "Bungalow", types: ["Bungalow"] },
} as const satisfies Record<string, { label: string; types: readonly string[] }>;

export type PropertyTypeFamily = keyof typeof PROPERTY_TYPE_FAMILIES;
export const PROPERTY_TYPE_FAMILY_KEYS = Object.keys(PROPERTY_TYPE_FAMILIES) as PropertyTypeFamily[];

export function isPropertyTypeFamily(value: string): value is PropertyTypeFamily {
  return Object.hasOwn(PROPERTY_TYPE_FAMILIES, value);
}

export const MAX_BEDROOMS = 10;

/** The radii tried in turn, in miles: a town street has neighbours within half a mile, a village needs more. */
export const SEARCH_RADII_MILES = [0.5, 1, 2, 5, 10] as const;
/** Widening stops once this many comparables are in reach. */
export const TARGET_COMPARABLES = 8;
/** Fewer than this and there is no honest range to give. */
export const MIN_COMPARABLES = 3;
/** At most this many comparables count, the most recent first: old asking prices say less about today. */
export const MAX_COMPARABLES = 25;
/** Listings older than this are not compared at all. */
export const MAX_AGE_MONTHS = 24;
/** A rule of thumb for one bedroom more or fewer (the demo agency's own prices step by about a fifth). */
export const BEDROOM_STEP = 0.2;
export const METRES_PER_MILE = 1_609.344;

export type Comparable = {
  /** Sold (exchanged) price or agreed rent when known, else the asking price; rents per calendar month. */
  price: number;
  bedrooms: number;
  /** Metres from the postcode's centre. */
  distance: number;
  listedAt: Date;
  /** A sale that has exchanged (its price is what was paid) or a let that has been agreed. */
  agreed: boolean;
};

export type EstimateRange = {
  low: number;
  high: number;
  median: number;
  /** How many listings the range is drawn from, and how many of them were sold or let prices. */
  comparables: number;
  agreed: number;
  radiusMiles: number;
  newest: Date;
  oldest: Date;
};

/** The median of a non-empty list. */
export function median(values: number[]): number {
  return quantile(values, 0.5);
}

/** The q-quantile by linear interpolation between closest ranks (the common "type 7" definition). */
export function quantile(values: number[], q: number): number {
  if (!values.length) throw new RangeError("quantile of an empty list");
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below);
}

/** The step a sale price is rounded to: estate agents quote ranges in round figures. */
export function saleStep(amount: number): number {
  if (amount < 100_000) return 1_000;
  if (amount < 500_000) return 5_000;
  if (amount < 1_000_000) return 10_000;
  return 25_000;
}

/** The step a monthly rent is rounded to. */
export function rentStep(amount: number): number {
  return amount < 1_000 ? 25 : 50;
}

export const roundDown = (amount: number, step: number) => Math.floor(amount / step) * step;
export const roundUp = (amount: number, step: number) => Math.ceil(amount / step) * step;
export const roundNearest = (amount: number, step: number) => Math.round(amount / step) * step;

/** A comparable's price as if it had the asked-for number of bedrooms. */
export function adjustForBedrooms(price: number, bedrooms: number, wanted: number): number {
  return price * (1 + BEDROOM_STEP * (wanted - bedrooms));
}

/**
 * The comparables to use: within the smallest radius that holds TARGET_COMPARABLES (else the largest that
 * holds any), the most recent MAX_COMPARABLES of them. `rows` may hold anything within the largest radius.
 */
export function chooseComparables(
  rows: Comparable[],
  radiiMiles: readonly number[] = SEARCH_RADII_MILES,
): { chosen: Comparable[]; radiusMiles: number } {
  let radiusMiles = radiiMiles[radiiMiles.length - 1]!;
  let inReach: Comparable[] = [];
  for (const miles of radiiMiles) {
    inReach = rows.filter((row) => row.distance <= miles * METRES_PER_MILE);
    radiusMiles = miles;
    if (inReach.length >= TARGET_COMPARABLES) break;
  }
  const chosen = [...inReach]
    .sort((a, b) => b.listedAt.getTime() - a.listedAt.getTime() || a.distance - b.distance)
    .slice(0, MAX_COMPARABLES);
  return { chosen, radiusMiles };
}

/** The estimate from comparables, or null when there are too few to say anything honest. */
export function estimateRange(
  rows: Comparable[],
  wantedBedrooms: number,
  step: (amount: number) => number,
  radiiMiles: readonly number[] = SEARCH_RADII_MILES,
): EstimateRange | null {
  const { chosen, radiusMiles } = chooseComparables(rows, radiiMiles);
  if (chosen.length < MIN_COMPARABLES) return null;
  const prices = chosen.map((row) => adjustForBedrooms(row.price, row.bedrooms, wantedBedrooms));
  const middle = median(prices);
  let low = quantile(prices, 0.25);
  let high = quantile(prices, 0.75);
  // Near-identical comparables would give a range narrower than any estimate deserves: at least ±5%.
  low = Math.min(low, middle * 0.95);
  high = Math.max(high, middle * 1.05);
  const unit = step(middle);
  const times = chosen.map((row) => row.listedAt.getTime());
  return {
    low: roundDown(low, unit),
    high: roundUp(high, unit),
    median: roundNearest(middle, unit),
    comparables: chosen.length,
    agreed: chosen.filter((row) => row.agreed).length,
    radiusMiles,
    newest: new Date(Math.max(...times)),
    oldest: new Date(Math.min(...times)),
  };
}

/** How recent the comparables are, in calendar months counted inclusively: "this month", "the last 3 months". */
export function describeRecency(oldest: Date, now: Date): string {
  const months = Math.max(
    0,
    (now.getFullYear() - oldest.getFullYear()) * 12 + (now.getMonth() - oldest.getMonth()),
  );
  if (months === 0) return "this month";
  if (months < 24) return `the last ${months + 1} months`;
  return `the last ${Math.ceil((months + 1) / 12)} years`;
}
