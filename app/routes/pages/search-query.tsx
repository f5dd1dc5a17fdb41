// /search?channel=…&place_id=…&fragment=… — the spec's query form of a search (spec §2, design §5), and what
// the filter bar submits without JavaScript: answered with a 301 to the canonical path. hashbang=map keeps
// the map view open on the way (spec §2).
import { data, redirect } from "react-router";
import type { Route } from "./+types/search-query";
import { flashOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { buildSearchPath, parseSearchParams } from "../../../domain/search/url.ts";
import { suggestPlaces } from "../../../services/places.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseSearchParams(params);
  if (!parsed.ok) throw data(null, { status: 404 });
  const map = { map: params.get("hashbang") === "map" };
  let { criteria } = parsed;
  // Location text typed without choosing a suggestion (no JavaScript, or Enter straight away): the best
  // matching place, as the autocomplete would have offered it first; none → the spec's location-not-found.
  if (parsed.locationQuery) {
    const [best] = await suggestPlaces(context.services.db, parsed.locationQuery);
    if (!best) {
      throw redirect(withOverlay(buildSearchPath(criteria, map), flashOverlay("location-not-found")), 302);
    }
    criteria = { ...criteria, placeId: best[1] };
  }
  throw redirect(buildSearchPath(criteria, map), 301);
}

export default function SearchQuery() {
  return null;
}
