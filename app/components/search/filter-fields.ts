// The select filters of the two search forms, the filter bar and the hero search form (spec §5: the hero
// form's rules are the filter bar's), one definition each: the query field it submits, its label, its "no
// filter" choice and, for the min/max ranges, how its choices are built. Each form brings its own ladders:
// the hero's sizes come from the agency's content, the bar offers studios and weekly rents.
import { formatPounds, hasCommercialTag, priceOptions, weeklyFromMonthly } from "../../../domain/pricing.ts";
import type { SearchChannel, SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { QUERY_FIELDS } from "./query-fields.ts";
import { groupThousands } from "../../../domain/number-format.ts";

export type FilterChoice = { value: number | string; label: string };

/** A filter of a search form: the query field it submits, its label, a select's "no filter" choice. */
export type FilterField = { name: string; label: string; anyLabel?: string };

function filterField(key: keyof typeof QUERY_FIELDS, label: string, anyLabel?: string): FilterField {
  return { name: QUERY_FIELDS[key], label, ...(anyLabel === undefined ? {} : { anyLabel }) };
}

export const RADIUS_FIELD = filterField("within", "Radius", "This area only");
/** No "any" choice of its own: the hero's sub-levels name every choice, the filter bar adds 'Any type'. */
export const PROPERTY_TYPE_FIELD = filterField("tags", "Property type");
export const STATUS_FIELD = filterField("status", "Status");
export const ADDED_WITHIN_FIELD = filterField("createdAgo", "Added within", "Any time");
export const UPDATED_WITHIN_FIELD = filterField("updatedAgo", "Updated within", "Any time");
export const SHORT_LETS_FIELD = filterField("shortLets", "Short lets");
export const PETS_FIELD = filterField("pets", "Pets allowed");

type SizeKey = "minSquareFeet" | "maxSquareFeet" | "minAcreage" | "maxAcreage";
export type RangeKey = "minBeds" | "maxBeds" | "minPrice" | "maxPrice" | SizeKey;

/** What a form's range choices are drawn from. */
export type RangeLadders = {
  bedrooms: readonly number[];
  prices: readonly FilterChoice[];
  squareFeet: readonly number[];
  acres: readonly number[];
};

export type RangeFilter = FilterField & {
  key: RangeKey;
  kind: "beds" | "price" | "sqft" | "acres";
  /** The filter bar's shorter label, where it has one. */
  shortLabel?: string;
  /** The choices, given the form's ladders and its search (a size range's ends limit each other). */
  choices: (ladders: RangeLadders, search: Pick<SearchCriteria, SizeKey>) => FilterChoice[];
};

function rangeFilter(
  key: RangeKey,
  label: string,
  kind: RangeFilter["kind"],
  choices: RangeFilter["choices"],
  shortLabel?: string,
): RangeFilter {
  const field = filterField(key, label, key.startsWith("min") ? "No min" : "No max");
  return { ...field, key, kind, choices, ...(shortLabel ? { shortLabel } : {}) };
}

// spec §4: a chosen minimum size limits the maximum's options to larger values, and the reverse.
export const RANGE_FILTERS: readonly RangeFilter[] = [
  rangeFilter("minBeds", "Min beds", "beds", ({ bedrooms }) => bedroomChoices(bedrooms)),
  rangeFilter("maxBeds", "Max beds", "beds", ({ bedrooms }) => bedroomChoices(bedrooms)),
  rangeFilter("minPrice", "Min price", "price", ({ prices }) => [...prices]),
  rangeFilter("maxPrice", "Max price", "price", ({ prices }) => [...prices]),
  rangeFilter("minSquareFeet", "Min size (sq ft)", "sqft", (ladders, search) =>
    squareFeetChoices(sizesBeyond(ladders.squareFeet, search.maxSquareFeet, "min")),
  ),
  rangeFilter("maxSquareFeet", "Max size (sq ft)", "sqft", (ladders, search) =>
    squareFeetChoices(sizesBeyond(ladders.squareFeet, search.minSquareFeet, "max")),
  ),
  rangeFilter(
    "minAcreage",
    "Min size (acres)",
    "acres",
    (ladders, search) => acreChoices(sizesBeyond(ladders.acres, search.maxAcreage, "min")),
    "Min acres",
  ),
  rangeFilter(
    "maxAcreage",
    "Max size (acres)",
    "acres",
    (ladders, search) => acreChoices(sizesBeyond(ladders.acres, search.minAcreage, "max")),
    "Max acres",
  ),
];

/** "Studio" for none (spec §2: a zero is still in the link), the number otherwise. */
export function bedroomChoices(ladder: readonly number[]): FilterChoice[] {
  return ladder.map((n) => ({ value: n, label: n === 0 ? "Studio" : String(n) }));
}

/**
 * The channel's price ladder from the theme; `weeklyRents` adds the weekly equivalent to rents (spec §9).
 * A commercial lettings search (its tags) offers the commercial ladder: annual rents with a monthly value.
 */
export function priceChoices(
  channel: SearchChannel,
  settings: Parameters<typeof priceOptions>[1],
  { weeklyRents, tags = [] }: { weeklyRents: boolean; tags?: readonly string[] },
): FilterChoice[] {
  const commercial = hasCommercialTag(tags);
  const options = priceOptions(channel, settings, { commercial });
  if (channel === "sales" || commercial || !weeklyRents) return options;
  return options.map(({ value, label }) => ({
    value,
    label: `${label} (${formatPounds(weeklyFromMonthly(value))} pw)`,
  }));
}

/**
 * The sizes left once the other end of the range is chosen: a minimum's stay below the maximum, a maximum's
 * above the minimum. The rule of limitedSizeOptions (modules/search/model/hero-form.ts), restated here so the results page
 * does not load the hero form's rules with it.
 */
function sizesBeyond(
  ladder: readonly number[],
  other: number | null,
  side: "min" | "max",
): readonly number[] {
  if (other === null) return ladder;
  return ladder.filter((size) => (side === "min" ? size < other : size > other));
}

function squareFeetChoices(sizes: readonly number[]): FilterChoice[] {
  return sizes.map((n) => ({ value: n, label: `${groupThousands(n)} sq ft` }));
}

function acreChoices(sizes: readonly number[]): FilterChoice[] {
  return sizes.map((n) => ({ value: n, label: `${n} ${n === 1 ? "acre" : "acres"}` }));
}

/** A select's value as the search takes it: "" (the "no filter" choice) → null, otherwise the number. */
export const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value));
