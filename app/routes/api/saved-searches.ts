// /saved_searches (spec §7 "Saved items"), the signed-in user's saved searches:
// - POST /saved_searches?{query} (or POST /search?{query}, app/routes/pages/search-query.tsx): saves the
//   search (alert_frequency from the query, 'I' by default); 201, or 200 with the one already saved.
// - POST /saved_searches?{search fields and id} with override put: changes the alert frequency (I/W/M/N),
//   the title or the search itself. Another user's id is a 404.
import type { Route } from "./+types/saved-searches";
import { actionOnlyLoader, methodNotAllowed } from "../_http/responses.ts";
import { savedSearchCall } from "../_http/saved-search-call.ts";

export const loader = actionOnlyLoader("/saved_searches", "POST, PUT");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT") {
    return methodNotAllowed(request.method, "/saved_searches", "POST, PUT");
  }
  return savedSearchCall(request, context);
}
