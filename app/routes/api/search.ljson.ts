// GET /search.ljson?{query form} (spec §7 "Search and tracking", design §5): one page of property cards and
// the pagination. Anonymous, identical for everyone: cached like the results page it mirrors. Each answer
// served, rendered or from the page cache, counts for the reports: its event rides in a header the host
// records and strips (routes/_http/search-event.ts).
import type { Route } from "./+types/search.ljson";
import { visitorSearch } from "../../../modules/search/index.ts";
import { answerSearchCall } from "../_http/search-call.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  return answerSearchCall(request, await context.readServices(), async (services, criteria, place) => {
    const { results, event } = await visitorSearch(services, criteria, place);
    return { body: results, event };
  });
}
