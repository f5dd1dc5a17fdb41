// The search calls' shared shape (GET /search.ljson, GET /search_markers.ljson): the query form parsed, the
// place located, one answer for the search, cached like the results page it mirrors (same lifetimes, so the
// HTML and the JSON of one search go stale together; docs/decisions/014).
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { parseSearchParams } from "../../../modules/search/model/url.ts";
import type { Services } from "../../../platform/services.ts";
import { SearchInputError, chooserError, locateSearch } from "../../../modules/search/index.ts";
import type { SearchEvent } from "../../../modules/search/model/search-event.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "./public-page.ts";
import { searchEventHeaders } from "./search-event.ts";

const rejected = (message: string) =>
  Response.json({ errors: { search: [message] } }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function answerSearchCall(
  request: Request,
  services: Services,
  answer: (
    services: Services,
    criteria: SearchCriteria,
    place: { title: string } | null,
  ) => Promise<{ body: object; event?: SearchEvent | null }>,
): Promise<Response> {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return rejected(parsed.error);
  try {
    // Issue 18: a fragment may name the place by its slugs (Homeflow's `brighton-and-hove/brighton/sales/…`).
    const location = await locateSearch(services.db, parsed);
    if (location.kind === "choose") return rejected(chooserError(location));
    const { body, event = null } = await answer(services, location.criteria, location.place);
    return Response.json(body, {
      headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, ...searchEventHeaders(event) },
    });
  } catch (error) {
    if (error instanceof SearchInputError) return rejected(error.message);
    throw error;
  }
}
