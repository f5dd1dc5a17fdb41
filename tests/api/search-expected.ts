// The demo listings the test server seeded, regenerated here (same seed, same count), so the search tests
// can compute the expected ids with a plain filter and sort instead of trusting the database.
import { generateAgency } from "../../db/seed/agency.ts";
import { generateListings, type NewProperty } from "../../db/seed/listings.ts";
import { loadGbPlaces } from "../../db/reference/gazetteer.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";

export const DAY = 86_400_000;
export const now = new Date();
export const agency = generateAgency(TOWNS);
export const listings: NewProperty[] = [
  ...generateListings(TEST_SEED_LISTINGS, { towns: TOWNS, agency, now }),
].flatMap((batch) => batch.properties);
export const places = await loadGbPlaces();

/** Pounds for sales, pounds per month for lettings (annual rents / 12, rounded), as the search compares. */
export const comparablePrice = (p: NewProperty) =>
  p.price == null ? null : p.priceFrequency === "pa" ? Math.round(p.price / 12) : p.price;

// earthdistance's earth() radius in metres.
const EARTH_RADIUS = 6_378_168;
export function metresBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.sqrt(h));
}

type Key = (p: NewProperty) => number | null;
const byKey =
  (key: Key, direction: 1 | -1) =>
  (a: NewProperty, b: NewProperty): number => {
    const x = key(a);
    const y = key(b);
    if (x === null || y === null) return x === y ? direction * (a.id - b.id) : x === null ? 1 : -1;
    return direction * (x - y) || direction * (a.id - b.id);
  };
const time = (d: Date | undefined) => d!.getTime();

export const EXPECTED_ORDER = {
  "least-expensive-first": byKey(comparablePrice, 1),
  "most-expensive-first": byKey(comparablePrice, -1),
  "most-recent-first": byKey((p) => time(p.createdAt as Date), -1),
  "most-square-feet-first": byKey((p) => p.squareFeet ?? null, -1),
  "least-square-feet-first": byKey((p) => p.squareFeet ?? null, 1),
  "most-recently-launched-first": byKey((p) => time(p.launchedAt as Date), -1),
  "most-recently-updated-first": byKey((p) => time(p.updatedAt as Date), -1),
} as const;

/** The listings a status filter shows (modules/search/use-cases/search.ts), withdrawn never. */
export const STATUS_SETS: Record<string, string[]> = {
  available: ["available"],
  all: ["available", "under_offer", "sstc", "sold", "exchanged", "completed", "let_agreed", "let"],
  sold: ["sstc", "sold", "exchanged", "completed"],
  let: ["let_agreed", "let"],
  "under-offer": ["under_offer", "let_agreed"],
};

export function expectedIds(
  filter: (p: NewProperty) => boolean,
  options: { channel?: string; status?: string; sorted?: keyof typeof EXPECTED_ORDER } = {},
): number[] {
  const statuses = STATUS_SETS[options.status ?? "available"]!;
  return listings
    .filter((p) => p.channel === (options.channel ?? "sales") && statuses.includes(p.status!) && filter(p))
    .sort(EXPECTED_ORDER[options.sorted ?? "most-recent-first"])
    .map((p) => p.id);
}
