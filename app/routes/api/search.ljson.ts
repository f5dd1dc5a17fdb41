// GET /search.ljson?{query form} (spec §7 "Search and tracking", design §5): one page of property cards and
// the pagination. Anonymous, identical for everyone: a short public cache.
import type { Route } from "./+types/search.ljson";
import { parseSearchParams } from "../../../domain/search/url.ts";
import { SearchInputError, searchProperties } from "../../../services/search.ts";

const CACHE = "public, max-age=60";

const rejected = (message: string) =>
  Response.json({ errors: { search: [message] } }, { status: 400, headers: { "Cache-Control": "no-store" } });

export async function loader({ request, context }: Route.LoaderArgs) {
  const parsed = parseSearchParams(new URL(request.url).searchParams);
  if (!parsed.ok) return rejected(parsed.error);
  try {
    const results = await searchProperties(context.services, parsed.criteria);
    return Response.json(results, { headers: { "Cache-Control": CACHE } });
  } catch (error) {
    if (error instanceof SearchInputError) return rejected(error.message);
    throw error;
  }
}
