// GET /search.ljson?{query form} (spec §7 "Search and tracking", design §5): one page of property cards and
// the pagination. Anonymous, identical for everyone: cached like the results page it mirrors. Each answer
// rendered records a search event for the reports (services/search.ts searchAndRecord).
import type { Route } from "./+types/search.ljson";
import { searchAndRecord } from "../../../services/search.ts";
import { answerSearchCall } from "../_http/search-call.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return answerSearchCall(request, context.services, searchAndRecord);
}
