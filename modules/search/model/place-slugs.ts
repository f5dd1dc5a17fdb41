// Place slugs (issue 18): the human-readable location of a search URL, `/search/sales/bristol`. Towns,
// neighbourhoods, postcode districts and sectors get one when they enter the places table, worked out here
// from the name, and kept for good: a slug once given never changes and is never given to another place,
// so links in search engines, emails and print keep working whatever is imported later. Pure: the
// repository (db/repos/place-slugs.ts) reads what is taken and writes what this decides.
import { slugify } from "../../../domain/slug.ts";
import { isReservedSlug } from "./url.ts";

/** The kinds of place that get a slug; whole postcodes keep their gid- URLs (made on first use, docs/geography.md). */
export const SLUGGED_PLACE_KINDS = ["town", "neighbourhood", "postcode_district", "postcode_sector"] as const;
export type SluggedPlaceKind = (typeof SLUGGED_PLACE_KINDS)[number];

/**
 * How a page heading names a place (issue 18: "Property for sale in Bristol", "… to let in Clifton,
 * Bristol"): a town holding its own name as its slug by the name alone; anything else, whose name needs its
 * town or county to be told apart (a neighbourhood, a postcode area, a shared name), by its label.
 */
export function placeHeadingName(place: {
  name: string;
  countyName: string;
  kind: string;
  slug: string | null;
}): string {
  if (place.kind === "town" && place.slug !== null && place.slug === slugify(place.name)) return place.name;
  return place.countyName ? `${place.name}, ${place.countyName}` : place.name;
}

/** GeoNames names a city's county "City of Bristol"; Open Names already drops the title ("Bristol"). */
const countyWords = (countyName: string) => slugify(countyName.replace(/^(City|County) of /i, ""));

/**
 * The words a location path may put before a place's own to say where it is (`bristol/clifton`,
 * `brighton-and-hove/brighton`, `city-of-bristol/…`): its label's county or town, with and without a title.
 */
export function regionSlugs(countyName: string): string[] {
  return [...new Set([slugify(countyName), countyWords(countyName)])].filter(Boolean);
}

export type SlugCandidate = { id: number; name: string; countyName: string };

export type TakenSlugs = {
  /** Every slug already given. */
  slugs: ReadonlySet<string>;
  /** How many places already given a slug have each name (as slugify gives it). */
  names: ReadonlyMap<string, number>;
};

/**
 * Slugs for places that have none yet, in id order (so the same rows always get the same slugs). A name no
 * other place has is the slug itself (`bristol`, `bs8`); a shared name adds the county or town the label
 * shows (`clifton-bristol`); then the county first (for a name that reads as a filter, `durham-page-bank`);
 * then a number (`newton-lancashire-2`). A place already holding the bare name keeps it when a namesake
 * arrives later: stability wins over symmetry (docs/search-urls.md).
 */
export function assignSlugs(places: readonly SlugCandidate[], taken: TakenSlugs): Map<number, string> {
  const ordered = [...places].sort((a, b) => a.id - b.id);
  const names = new Map(taken.names);
  for (const place of ordered) {
    const name = slugify(place.name);
    names.set(name, (names.get(name) ?? 0) + 1);
  }
  const used = new Set(taken.slugs);
  const result = new Map<number, string>();
  for (const place of ordered) {
    const name = slugify(place.name) || "place";
    const county = countyWords(place.countyName);
    const candidates = [
      ...(names.get(name) === 1 ? [name] : []),
      ...(county ? [`${name}-${county}`, `${county}-${name}`] : []),
    ];
    const base = candidates[0] ?? name;
    let slug = candidates.find((candidate) => !used.has(candidate) && !isReservedSlug(candidate));
    for (let n = 2; slug === undefined; n++) {
      const numbered = `${base}-${n}`;
      if (!used.has(numbered) && !isReservedSlug(numbered)) slug = numbered;
      else if (isReservedSlug(numbered)) slug = `place-${place.id}`;
    }
    used.add(slug);
    result.set(place.id, slug);
  }
  return result;
}
