// GET /places (spec §7 "Places and address"): [label, placeId] pairs for the location input, by typed text
// or by the visitor's position.
import { placeHeadingName } from "../model/place-slugs.ts";
import { couldStartPostcode, readPostcodeQuery } from "../../../domain/postcode.ts";
import type { SearchPlace } from "../model/results.ts";
import type { Db } from "../../../db/client.ts";
import { ensurePostcodePlace, selectPostcodePlaces } from "../../../db/repos/postcodes.ts";
import {
  selectPlace,
  selectPlaceNeighbourCounts,
  selectPlacesMatching,
  selectPlacesNear,
  type PlaceRow,
} from "../../../db/repos/places.ts";
import { refreshedInBackgroundPerDb } from "../../content/index.ts";

/** spec §9 "Suggestions limit 15". */
export const PLACE_SUGGESTIONS = 15;

export type PlaceSuggestion = [label: string, placeId: number];

// The gazetteer has no population column, so a place's size is estimated by how many gazetteer places lie
// within this distance of it: GeoNames lists a city's districts separately, so Bristol scores far above a
// hamlet. Places only change when the agency is re-seeded; an hour's cache is plenty, and a listing change (which
// flushes every cache) is answered with the sizes already known while they are counted again.
const SIZE_RADIUS_METRES = 5_000;
export const placeSizes = refreshedInBackgroundPerDb(
  (db) => selectPlaceNeighbourCounts(db, SIZE_RADIUS_METRES),
  3_600_000,
);

// Enough name matches to rank by size; only text of one or two letters ever has more candidates than this.
const CANDIDATES = 400;

/** spec §2: a place reads "Name, County" (the same text the location input shows once chosen). */
export function placeLabel(place: Pick<PlaceRow, "name" | "countyName">): string {
  return place.countyName ? `${place.name}, ${place.countyName}` : place.name;
}

/**
 * Places matching typed text: exact names, then names starting with it, then containing it; bigger first.
 * Text that reads as a postcode or part of one (docs/geography.md) also finds postcode districts ("BS8") and
 * sectors ("BS8 2") by their start, after the towns that match as well; a whole postcode ("bs82lg") comes
 * first, as its own place, or its sector and district when the postcode itself is unknown. Text after a
 * comma narrows by what the label shows there ("Clifton, Bristol").
 */
export async function suggestPlaces(db: Db, term: string): Promise<PlaceSuggestion[]> {
  // "Clifton, Bristol" (a label typed or pasted whole): the name, narrowed by what follows the comma.
  const [text = "", within = ""] = term
    .trim()
    .replace(/\s+/g, " ")
    .split(/\s*,\s*/, 2);
  if (!text) return [];
  const postcode = readPostcodeQuery(text);
  const [matching, sizes, exact] = await Promise.all([
    selectPlacesMatching(db, text, CANDIDATES, { postcodeLike: couldStartPostcode(text) }),
    placeSizes(db),
    postcode?.kind === "postcode" ? exactPostcodePlaces(db, postcode) : Promise.resolve([]),
  ]);
  const candidates = within
    ? matching.filter((place) => place.countyName.toLowerCase().startsWith(within.toLowerCase()))
    : matching;
  const ranked = candidates
    .map((place) => ({ place, match: Number(place.match), size: sizes.get(place.id) ?? 1 }))
    .sort(
      (a, b) =>
        a.match - b.match ||
        KIND_RANK[a.place.kind] - KIND_RANK[b.place.kind] ||
        b.size - a.size ||
        compareText(a.place.name, b.place.name) ||
        a.place.id - b.place.id,
    )
    .map(({ place }) => place);
  const seen = new Set<number>();
  return [...exact, ...ranked]
    .filter((place) => !seen.has(place.id) && seen.add(place.id))
    .slice(0, PLACE_SUGGESTIONS)
    .map((place) => [placeLabel(place), place.id]);
}

// Among equal matches: towns and neighbourhoods, then postcode districts, sectors, postcodes.
const KIND_RANK: Record<PlaceRow["kind"], number> = {
  town: 0,
  neighbourhood: 0,
  postcode_district: 1,
  postcode_sector: 2,
  postcode: 3,
};

/** A whole postcode's own place (made on first use), or else the places of its sector and district. */
async function exactPostcodePlaces(
  db: Db,
  query: { postcode: string; sector: string; district: string },
): Promise<Pick<PlaceRow, "id" | "name" | "countyName">[]> {
  const place = await ensurePostcodePlace(db, query.postcode);
  if (place) return [place];
  const [sectors, districts] = await Promise.all([
    selectPostcodePlaces(db, "postcode_sector", [query.sector]),
    selectPostcodePlaces(db, "postcode_district", [query.district]),
  ]);
  return [...sectors, ...districts];
}

/** The places nearest a point, nearest first. */
export async function placesNear(
  db: Db,
  point: { latitude: number; longitude: number },
): Promise<PlaceSuggestion[]> {
  const rows = await selectPlacesNear(db, point, PLACE_SUGGESTIONS);
  return rows.map((place) => [placeLabel(place), place.id]);
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The place a search names (spec §3 currentSearch.place), for the results page's title and location input. */
export async function placeById(db: Db, id: number): Promise<SearchPlace | null> {
  const place = await selectPlace(db, id);
  return place && searchPlace(place);
}

/** A places row as a search shows it. */
export function searchPlace(place: PlaceRow): SearchPlace {
  return {
    place_id: place.id,
    name: place.name,
    county_name: place.countyName,
    // The coordinates let the map draw the radius circle around the place.
    latitude: place.latitude,
    longitude: place.longitude,
    slug: place.slug,
    title: placeHeadingName(place),
    kind: place.kind,
  };
}
