// GET /search_markers.ljson?{query form} (issue 16; docs/search-json.md): every result of the search as a
// compact map marker, for the map view (#/map), which shows the whole search rather than one page. The same
// parameters, errors and cache lifetimes as GET /search.ljson; `page` is accepted and ignored.
import type { Route } from "./+types/search-markers.ljson";
import { searchMarkers } from "../../../modules/search/index.ts";
import { answerSearchCall } from "../_http/search-call.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return answerSearchCall(request, await context.readServices(), async (services, criteria) => ({
    body: await searchMarkers(services, criteria),
  }));
}
