// GET /properties/{channel}[/{place…}/{filters}] (issue 18 item 2; docs/search-urls.md): Homeflow's results
// URLs, which agencies moving to Openhouse have in search engines, emails and print, answer 301 with our
// canonical search (a place by its slug; the chooser's path when the slugs name no one place). Static
// channel words in app/routes.ts keep /properties/{id} the property page. A link that does not parse is 404.
import { redirect } from "react-router";
import type { Route } from "./+types/properties-search-legacy";
import { legacyResultsQuery, withTracking } from "../../../modules/search/model/legacy-links.ts";
import { parseSearchParams } from "../../../modules/search/model/url.ts";
import { redirectPathOf } from "../../../modules/search/index.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseSearchParams(legacyResultsQuery(url.pathname, url.searchParams));
  if (!parsed.ok) throw new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const map = url.searchParams.get("hashbang") === "map";
  const path = await redirectPathOf(context.services.db, parsed, { map });
  throw redirect(withTracking(path, url.searchParams), 301);
}
