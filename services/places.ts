// GET /places (spec §7 "Places and address"): [label, placeId] pairs for the location input, by typed text
// or by the visitor's position.
import type { SearchPlace } from "../domain/search/results.ts";
import type { Db } from "../db/client.ts";
import {
  selectPlace,
  selectPlaceNeighbourCounts,
  selectPlacesMatching,
  selectPlacesNear,
  type PlaceRow,
} from "../db/repos/places.ts";
import { cachedPerDb } from "./site-content.ts";

/** spec §9 "Suggestions limit 15". */
export const PLACE_SUGGESTIONS = 15;

export type PlaceSuggestion = [label: string, placeId: number];

// The gazetteer has no population column, so a place's size is estimated by how many gazetteer places lie
// within this distance of it: GeoNames lists a city's districts separately, so Bristol scores far above a
// hamlet. Places only change when the agency is re-seeded; an hour's cache is plenty.
const SIZE_RADIUS_METRES = 5_000;
const placeSizes = cachedPerDb((db) => selectPlaceNeighbourCounts(db, SIZE_RADIUS_METRES), 3_600_000);

// Enough name matches to rank by size; only text of one or two letters ever has more candidates than this.
const CANDIDATES = 400;

/** spec §2: a place reads "Name, County" (the same text the location input shows once chosen). */
export function placeLabel(place: Pick<PlaceRow, "name" | "countyName">): string {
  return place.countyName ? `${place.name}, ${place.countyName}` : place.name;
}

/** Places matching typed text: exact names, then names starting with it, then containing it; bigger first. */
export async function suggestPlaces(db: Db, term: string): Promise<PlaceSuggestion[]> {
  const [candidates, sizes] = await Promise.all([selectPlacesMatching(db, term, CANDIDATES), placeSizes(db)]);
  return candidates
    .map((place) => ({ place, match: Number(place.match), size: sizes.get(place.id) ?? 1 }))
    .sort(
      (a, b) =>
        a.match - b.match ||
        b.size - a.size ||
        compareText(a.place.name, b.place.name) ||
        a.place.id - b.place.id,
    )
    .slice(0, PLACE_SUGGESTIONS)
    .map(({ place }) => [placeLabel(place), place.id]);
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
  // The coordinates let the map draw the radius circle around the place.
  return (
    place && {
      place_id: place.id,
      name: place.name,
      county_name: place.countyName,
      latitude: place.latitude,
      longitude: place.longitude,
    }
  );
}
