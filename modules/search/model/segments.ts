// The filter segments of a search path (design §5): one rule per segment kind, each parsing its value into
// SearchCriteria, and the builder that writes them back in the fixed order of design §5.
import {
  ACCEPTED_DISTANCES,
  DEFAULT_STATUS,
  SORT_ORDERS,
  STATUS_FILTERS,
  type SearchCriteria,
  type SortOrder,
  type StatusFilter,
} from "./criteria.ts";
import { polygonFromSegmentValue, polygonToSegmentValue } from "./polygon.ts";

/** Largest whole number any field takes: PostgreSQL's integer. */
export const MAX_WHOLE_NUMBER = 2_147_483_647;
export const MAX_BEDROOMS = 99;
export const MAX_DAYS = 3650;
export const MAX_ACRES = 1_000_000;
/** The most tags one search may filter by (issue 13: every list a visitor sends has a cap; ours). */
export const MAX_TAGS = 20;

/** One segment to apply and how to name it in an error ('segment "from-2-bed"', 'parameter min_beds=2'). */
export type SegmentInput = { segment: string; source: string };

type NumberField = {
  [K in keyof SearchCriteria]-?: number extends SearchCriteria[K] ? K : never;
}[keyof SearchCriteria];

/** A rule returns why the value is wrong, or null once it has written the criteria. */
type Rule = {
  slot: string;
  pattern: RegExp;
  apply: (value: string, criteria: SearchCriteria) => string | null;
};

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
const SORTS: ReadonlySet<string> = new Set(SORT_ORDERS);
const STATUSES: ReadonlySet<string> = new Set(STATUS_FILTERS);
const DISTANCES: ReadonlySet<number> = new Set(ACCEPTED_DISTANCES);

function wholeNumber(field: NumberField, what: string, min: number, max: number): Rule["apply"] {
  return (value, criteria) => {
    if (!WHOLE.test(value)) return `${what} must be a whole number`;
    const n = Number(value);
    if (n < min || n > max) return `${what} must be from ${min} to ${max.toLocaleString("en-GB")}`;
    criteria[field] = n;
    return null;
  };
}

// design §5: "D may have up to 2 decimals (0.25 must survive)".
function acres(field: "minAcreage" | "maxAcreage"): Rule["apply"] {
  return (value, criteria) => {
    if (!TWO_DECIMALS.test(value)) return "acres must be a number with at most 2 decimals";
    const n = Number(value);
    if (n > MAX_ACRES) return `acres must be at most ${MAX_ACRES.toLocaleString("en-GB")}`;
    criteria[field] = n;
    return null;
  };
}

function flag(field: "shortLets" | "pets"): Rule["apply"] {
  return (_, criteria) => {
    criteria[field] = true;
    return null;
  };
}

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso);
}

// design §5, in its order. The suffix decides the type, so the bare price rules come after the suffixed ones.
const RULES: readonly Rule[] = [
  {
    slot: "place",
    pattern: /^gid-(.*)$/,
    apply: wholeNumber("placeId", "the place id", 1, MAX_WHOLE_NUMBER),
  },
  {
    slot: "minimum bedrooms",
    pattern: /^from-(.*)-bed$/,
    apply: wholeNumber("minBeds", "bedrooms", 0, MAX_BEDROOMS),
  },
  {
    slot: "maximum bedrooms",
    pattern: /^up-to-(.*)-bed$/,
    apply: wholeNumber("maxBeds", "bedrooms", 0, MAX_BEDROOMS),
  },
  {
    slot: "minimum nightly price",
    pattern: /^from-(.*)-per-night$/,
    apply: wholeNumber("minNightlyPrice", "the nightly price", 0, MAX_WHOLE_NUMBER),
  },
  {
    slot: "maximum nightly price",
    pattern: /^up-to-(.*)-per-night$/,
    apply: wholeNumber("maxNightlyPrice", "the nightly price", 0, MAX_WHOLE_NUMBER),
  },
  { slot: "minimum acres", pattern: /^from-(.*)-acres$/, apply: acres("minAcreage") },
  { slot: "maximum acres", pattern: /^up-to-(.*)-acres$/, apply: acres("maxAcreage") },
  {
    slot: "minimum price",
    pattern: /^from-(.*)$/,
    apply: wholeNumber("minPrice", "the price", 0, MAX_WHOLE_NUMBER),
  },
  {
    slot: "maximum price",
    pattern: /^up-to-(.*)$/,
    apply: wholeNumber("maxPrice", "the price", 0, MAX_WHOLE_NUMBER),
  },
  {
    slot: "minimum square feet",
    pattern: /^min-sq-ft-(.*)$/,
    apply: wholeNumber("minSquareFeet", "square feet", 0, MAX_WHOLE_NUMBER),
  },
  {
    slot: "maximum square feet",
    pattern: /^max-sq-ft-(.*)$/,
    apply: wholeNumber("maxSquareFeet", "square feet", 0, MAX_WHOLE_NUMBER),
  },
  { slot: "area", pattern: /^area-(.*)$/, apply: wholeNumber("area", "the area id", 1, MAX_WHOLE_NUMBER) },
  {
    slot: "updated within",
    pattern: /^updated-in-(.*)-days$/,
    apply: wholeNumber("updatedAgo", "the number of days", 1, MAX_DAYS),
  },
  {
    slot: "newer than",
    pattern: /^newer-than-(.*)-days$/,
    apply: wholeNumber("createdAgo", "the number of days", 1, MAX_DAYS),
  },
  {
    slot: "status",
    pattern: /^status-(.*)$/,
    apply: (value, criteria) => {
      if (!STATUSES.has(value)) return `the status must be one of ${STATUS_FILTERS.join(", ")}`;
      // The default said out loud is the default: one search, one canonical path (design §5).
      criteria.status = value === DEFAULT_STATUS ? null : (value as StatusFilter);
      return null;
    },
  },
  {
    slot: "distance",
    pattern: /^within-(.*)-miles$/,
    apply: (value, criteria) => {
      const miles = Number(value);
      if (!DECIMAL.test(value) || !DISTANCES.has(miles)) {
        return `the distance must be one of ${ACCEPTED_DISTANCES.join(", ")} miles`;
      }
      criteria.within = miles;
      return null;
    },
  },
  {
    slot: "polygon",
    pattern: /^poly-(.*)$/,
    apply: (value, criteria) => {
      // Legacy links percent-encoded the '/' and '=' of standard base64.
      const result = polygonFromSegmentValue(decoded(value) ?? value);
      if (!result.ok) return result.error;
      criteria.poly = result.poly;
      return null;
    },
  },
  {
    slot: "text",
    pattern: /^text-(.*)$/,
    apply: (value, criteria) => {
      const text = decoded(value);
      if (text === null) return "the text is not valid percent-encoding";
      if (text.trim() === "") return "the text is empty";
      criteria.text = text;
      return null;
    },
  },
  {
    slot: "tags",
    // Homeflow's links write tags-{…}; read as tag-{…} (issue 18), built as tag-.
    pattern: /^tags?-(.*)$/,
    apply: (value, criteria) => {
      const tags = value.split(",").map(decoded);
      if (tags.length > MAX_TAGS) return `a search can filter by at most ${MAX_TAGS} tags`;
      if (tags.some((tag) => tag === null)) return "a tag is not valid percent-encoding";
      const names = tags as string[];
      if (names.some((tag) => tag.replace(/^!/, "").trim() === "")) return "a tag is empty";
      // The query form's tags is a comma list too, so a comma can never be part of a tag.
      if (names.some((tag) => tag.includes(","))) return "a tag cannot contain a comma";
      const plain = names.map((tag) => tag.replace(/^!/, ""));
      const repeated = plain.find((tag, i) => plain.indexOf(tag) !== i);
      if (repeated !== undefined) return `the tag "${repeated}" is listed twice`;
      criteria.tags = names;
      return null;
    },
  },
  {
    slot: "auction date",
    pattern: /^auction-date-(.*)$/,
    apply: (value, criteria) => {
      if (!isRealDate(value)) return "the auction date must be a real date written YYYY-MM-DD";
      criteria.auctionDate = value;
      return null;
    },
  },
  { slot: "short lets", pattern: /^short-lets$/, apply: flag("shortLets") },
  { slot: "pets", pattern: /^pets$/, apply: flag("pets") },
  {
    slot: "sort",
    pattern: new RegExp(`^(${SORT_ORDERS.join("|")})$`),
    apply: (value, criteria) => {
      criteria.sorted = value as SortOrder;
      return null;
    },
  },
  // spec §2: "sorted-" is a segment of its own; we accept it and write the bare sort value.
  {
    slot: "sort",
    pattern: /^sorted-(.*)$/,
    apply: (value, criteria) => {
      if (!SORTS.has(value)) return `the sort must be one of ${SORT_ORDERS.join(", ")}`;
      criteria.sorted = value as SortOrder;
      return null;
    },
  },
  { slot: "page", pattern: /^page-(.*)$/, apply: wholeNumber("page", "the page", 1, MAX_WHOLE_NUMBER) },
];

/** Whether a segment is one of the filter segments above (so it can never be a place's slug). */
export function isFilterSegment(segment: string): boolean {
  return RULES.some((rule) => rule.pattern.test(segment));
}

const RANGES = [
  ["minBeds", "maxBeds", "minimum bedrooms", "maximum bedrooms"],
  ["minPrice", "maxPrice", "minimum price", "maximum price"],
  ["minNightlyPrice", "maxNightlyPrice", "minimum nightly price", "maximum nightly price"],
  ["minAcreage", "maxAcreage", "minimum acres", "maximum acres"],
  ["minSquareFeet", "maxSquareFeet", "minimum square feet", "maximum square feet"],
] as const;

/**
 * Writes the segments into `criteria` (mutated), or returns the first error. A segment matching no rule,
 * a second segment for the same field, a bad value and a minimum above its maximum are all errors.
 */
export function applySegments(criteria: SearchCriteria, inputs: readonly SegmentInput[]): string | null {
  const setBy = new Map<string, string>();
  for (const { segment, source } of inputs) {
    const rule = RULES.find((candidate) => candidate.pattern.test(segment));
    if (!rule) return `${source} matches no search rule`;
    const earlier = setBy.get(rule.slot);
    if (earlier !== undefined) return `${source} repeats the ${rule.slot} already set by ${earlier}`;
    setBy.set(rule.slot, source);
    const problem = rule.apply(rule.pattern.exec(segment)?.[1] ?? "", criteria);
    if (problem) return `${source}: ${problem}`;
  }
  for (const [min, max, minSlot, maxSlot] of RANGES) {
    const low = criteria[min];
    const high = criteria[max];
    if (low !== null && high !== null && low > high) {
      return `${setBy.get(minSlot)} asks for a ${minSlot} above the ${maxSlot} of ${setBy.get(maxSlot)}`;
    }
  }
  return null;
}

const acresText = (n: number) => String(Number(n.toFixed(2)));
const tagText = (tag: string) =>
  tag.startsWith("!") ? "!" + encodeURIComponent(tag.slice(1)) : encodeURIComponent(tag);

/**
 * The filter segments of `criteria` in the fixed order of design §5 (channel and query excluded). The place
 * comes first: as `location` (its slug, issue 18) when given, else gid-{placeId}.
 */
export function buildSegments(c: SearchCriteria, location: readonly string[] = []): string[] {
  const segments: (string | false)[] = [
    ...(location.length ? location : [c.placeId !== null && `gid-${c.placeId}`]),
    c.minBeds !== null && `from-${c.minBeds}-bed`,
    c.maxBeds !== null && `up-to-${c.maxBeds}-bed`,
    c.minPrice !== null && `from-${c.minPrice}`,
    c.maxPrice !== null && `up-to-${c.maxPrice}`,
    c.minNightlyPrice !== null && `from-${c.minNightlyPrice}-per-night`,
    c.maxNightlyPrice !== null && `up-to-${c.maxNightlyPrice}-per-night`,
    c.minAcreage !== null && `from-${acresText(c.minAcreage)}-acres`,
    c.maxAcreage !== null && `up-to-${acresText(c.maxAcreage)}-acres`,
    c.minSquareFeet !== null && `min-sq-ft-${c.minSquareFeet}`,
    c.maxSquareFeet !== null && `max-sq-ft-${c.maxSquareFeet}`,
    c.area !== null && `area-${c.area}`,
    c.updatedAgo !== null && `updated-in-${c.updatedAgo}-days`,
    c.createdAgo !== null && `newer-than-${c.createdAgo}-days`,
    c.status !== null && c.status !== DEFAULT_STATUS && `status-${c.status}`,
    c.within !== null && `within-${c.within}-miles`,
    c.poly !== null && `poly-${polygonToSegmentValue(c.poly)}`,
    c.text !== null && c.text.trim() !== "" && `text-${encodeURIComponent(c.text)}`,
    c.tags.length > 0 && `tag-${c.tags.map(tagText).join(",")}`,
    c.auctionDate !== null && `auction-date-${c.auctionDate}`,
    c.shortLets && "short-lets",
    c.pets && "pets",
    c.sorted !== null && c.sorted,
    c.page > 1 && `page-${c.page}`,
  ];
  return segments.filter((segment) => segment !== false);
}
