// The choices the filter bar offers, with readable labels (spec §2 sorts, §9 search options).
import {
  DISTANCE_OPTIONS,
  type SearchChannel,
  type SortOrder,
  type StatusFilter,
} from "../../../modules/search/model/criteria.ts";

const FRACTIONS: Record<number, string> = { 0.25: "¼", 0.5: "½" };

/** "Within ¼ mile", "Within 1 mile", "Within 25 miles". */
export function distanceLabel(miles: number): string {
  const amount = FRACTIONS[miles] ?? String(miles);
  return `Within ${amount} ${miles <= 1 ? "mile" : "miles"}`;
}

export const DISTANCE_CHOICES = DISTANCE_OPTIONS.map((miles) => ({
  value: miles,
  label: distanceLabel(miles),
}));

export const SORT_LABELS: Record<SortOrder, string> = {
  "least-expensive-first": "Lowest price first",
  "most-expensive-first": "Highest price first",
  "most-recent-first": "Most recent first",
  "most-square-feet-first": "Largest first (sq ft)",
  "least-square-feet-first": "Smallest first (sq ft)",
  "most-recently-launched-first": "Most recently launched first",
  "most-recently-updated-first": "Most recently updated first",
};

export function statusLabel(status: StatusFilter, channel: SearchChannel): string {
  switch (status) {
    case "available":
      return "Available";
    case "all":
      return channel === "sales" ? "Include sold and under offer" : "Include let and let agreed";
    case "sold":
      return "Sold and SSTC";
    case "let":
      return "Let";
    case "under-offer":
      return channel === "sales" ? "Under offer" : "Let agreed";
  }
}

// spec §9 "Default bedroom options 1 to 6"; 0 is kept as a choice (spec §2: a zero is still in the link).
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5, 6];

// The type tags the demo listings and the hero tabs share (content/demo-agency.json sub-levels).
export const PROPERTY_TYPE_TAGS = [
  { tag: "house", label: "Houses" },
  { tag: "flat", label: "Flats and apartments" },
  { tag: "bungalow", label: "Bungalows" },
  { tag: "land", label: "Land" },
  { tag: "commercial", label: "Commercial" },
  { tag: "new home", label: "New homes" },
] as const;

export const DAY_CHOICES = [1, 3, 7, 14, 30].map((n) => ({
  value: n,
  label: n === 1 ? "Last 24 hours" : `Last ${n} days`,
}));

export const SQUARE_FEET_CHOICES = [500, 750, 1000, 1250, 1500, 2000, 2500, 3000, 4000, 5000];
export const ACRE_CHOICES = [0.25, 0.5, 1, 2, 5, 10, 20, 50, 100];
