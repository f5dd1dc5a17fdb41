// /search?channel=…&place_id=…&fragment=… — the spec's query form of a search (spec §2, design §5):
// - GET, what the filter bar submits without JavaScript: a 301 to the canonical path; hashbang=map keeps the
//   map view open on the way (spec §2). A malformed query is a 404. A fragment may lead with place slugs and
//   the channel, Homeflow's order (issue 18): they are resolved here.
// - POST (spec §7 "POST /search?{query}"): saves the search, the same call as POST /saved_searches?{query}.
// No component: React Router renders a page route's action answer as HTML, and this call answers JSON.
import { redirect } from "react-router";
import type { Route } from "./+types/search-query";
import { flashOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { buildSearchPath, parseSearchParams } from "../../../modules/search/model/url.ts";
import { redirectPathOf, suggestPlaces } from "../../../modules/search/index.ts";
import { methodNotAllowed } from "../_http/responses.ts";
import { savedSearchCall } from "../_http/saved-search-call.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parseSearchParams(params);
  // Thrown, so a client-side navigation still shows the site's 404 page (the root error boundary).
  if (!parsed.ok) {
    throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  }
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
  // Issue 18: straight to the canonical path, the place by its slug (or to the chooser for slugs that name
  // no one place).
  throw redirect(
    await redirectPathOf(context.services.db, { criteria, placeSlugs: parsed.placeSlugs }, map),
    301,
  );
}

export function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request.method, "/search", "GET, POST");
  return savedSearchCall(request, context);
}
