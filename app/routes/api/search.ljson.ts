// GET /search.ljson?{query form} (spec §7 "Search and tracking", design §5): one page of property cards and
// the pagination. Anonymous, identical for everyone: cached like the results page it mirrors.
import type { Route } from "./+types/search.ljson";
import { searchProperties } from "../../../services/search.ts";
import { answerSearchCall } from "../_http/search-call.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return answerSearchCall(request, context.services, searchProperties);
}
