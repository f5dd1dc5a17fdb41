// Calls to GET /places (spec §7 "Places and address"): suggestions for typed text, and the nearest place to
// a position from the browser's geolocation.
import { placesPath } from "../../domain/urls.ts";

/** Spec §9 "Suggestions limit 15". */
export const SUGGESTIONS_LIMIT = 15;

export type PlaceSuggestion = { label: string; placeId: number };

/** The place of spec §3 currentSearch, as choosePlace takes it. */
export type ChosenPlace = { place_id: number; name: string; county_name: string };

/** Suggestions for the typed text, at most 15. Rejects with an AbortError when `signal` aborts. */
export async function suggestPlaces(term: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  return fetchPlaces(new URLSearchParams({ term }), signal);
}

/** Spec §7: "the first of up to 15 results sets q and placeId"; null when no place is known near it. */
export async function nearestPlace(
  longitude: number,
  latitude: number,
  signal?: AbortSignal,
): Promise<PlaceSuggestion | null> {
  const [first] = await fetchPlaces(new URLSearchParams({ near: `${longitude},${latitude}` }), signal);
  return first ?? null;
}

async function fetchPlaces(params: URLSearchParams, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const response = await fetch(placesPath(params), { headers: { Accept: "application/json" }, signal });
  if (!response.ok) throw new Error(`GET /places answered ${response.status}`);
  return parsePlaces(await response.json());
}

/** The response's [label, placeId] pairs, first 15 (spec §7), skipping anything not of that shape. */
export function parsePlaces(body: unknown): PlaceSuggestion[] {
  if (!Array.isArray(body)) throw new Error("GET /places did not answer a list");
  return body
    .filter(
      (pair): pair is [string, number] =>
        Array.isArray(pair) && typeof pair[0] === "string" && Number.isInteger(pair[1]),
    )
    .slice(0, SUGGESTIONS_LIMIT)
    .map(([label, placeId]) => ({ label, placeId }));
}

/** A label "Name, County" splits at its last ", " (a name may itself hold a comma); no comma, no county. */
export function placeFromSuggestion({ label, placeId }: PlaceSuggestion): ChosenPlace {
  const cut = label.lastIndexOf(", ");
  return cut < 0
    ? { place_id: placeId, name: label, county_name: "" }
    : { place_id: placeId, name: label.slice(0, cut), county_name: label.slice(cut + 2) };
}

/** Spec §8: aborted suggestion requests are ignored (other errors are logged). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
