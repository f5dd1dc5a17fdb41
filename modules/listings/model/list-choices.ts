// The listings desk list's orders and withdrawn choices: what its GET form offers (apart from
// listing-filters.ts, which reads the query with zod on the server, so the page's browser code never loads zod).
export const DESK_SORTS = [
  { value: "updated", label: "Last changed first" },
  { value: "price-asc", label: "Price, low to high" },
  { value: "price-desc", label: "Price, high to low" },
  { value: "reference", label: "Reference" },
] as const;
export type DeskSort = (typeof DESK_SORTS)[number]["value"];

// Issue 36: listings imported without a position, or placed only near a town's or district's centre.
export const MAP_CHOICES = [
  { value: "", label: "Any" },
  { value: "unplaced", label: "Not on the map" },
  { value: "approximate", label: "Approximate position" },
] as const;
export type DeskMapFilter = (typeof MAP_CHOICES)[number]["value"];

// Issue 41: what the advert rules found, as last written by an import or a save.
export const ADVERT_CHOICES = [
  { value: "", label: "Any" },
  { value: "held", label: "Held back from the site" },
  { value: "findings", label: "Held back or warned" },
] as const;
export type DeskAdvertFilter = (typeof ADVERT_CHOICES)[number]["value"];

export const WITHDRAWN_CHOICES = [
  { value: "", label: "Hide withdrawn" },
  { value: "only", label: "Withdrawn only" },
  { value: "include", label: "Include withdrawn" },
] as const;
