// GET /search.ljson?{query form} (spec §7 "Search and tracking", design §5): one page of property cards and
// the pagination. Anonymous, identical for everyone: cached like the results page it mirrors (same lifetimes,
// so the HTML and the JSON of one search go stale together; docs/decisions/014).
import type { Route } from "./+types/search.ljson";
import { parseSearchParams } from "../../../domain/search/url.ts";
import { SearchInputError, searchProperties } from "../../../services/search.ts";
import { chooserError, locateSearch } from "../../../services/search-location.ts";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../_http/public-page.ts";

const CACHE = PUBLIC_PAGE_CACHE_CONTROL;

const rejected = (message: string) =>
  Response.json({ errors: { search: [message] } }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return rejected(parsed.error);
  try {
    // Issue 18: a fragment may name the place by its slugs (Homeflow's `brighton-and-hove/brighton/sales/…`).
    const location = await locateSearch(context.services.db, parsed);
    if (location.kind === "choose") return rejected(chooserError(location));
    const results = await searchProperties(context.services, location.criteria);
    return Response.json(results, { headers: { "Cache-Control": CACHE } });
  } catch (error) {
    if (error instanceof SearchInputError) return rejected(error.message);
    throw error;
  }
}
