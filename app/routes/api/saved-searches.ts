// /saved_searches (spec §7 "Saved items"), the signed-in user's saved searches:
// - POST /search?{query} (the host serves it here, server/index.ts) or POST /saved_searches?{query}: saves the
//   search (alert_frequency from the query, 'I' by default); 201, or 200 with the one already saved.
// - POST /saved_searches?{search fields and id} with override put: changes the alert frequency (I/W/M/N),
//   the title or the search itself. Another user's id is a 404.
import type { Route } from "./+types/saved-searches";
import { ACCOUNT_MESSAGES } from "../../../domain/accounts/fields.ts";
import { errors, json, methodNotAllowed, signInRequired } from "../_http/responses.ts";
import { createSavedSearch, updateSavedSearchOf } from "../../../services/accounts/saved-searches.ts";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "PUT") {
    return methodNotAllowed(request.method, "/saved_searches", "POST, PUT");
  }
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  const params = new URL(request.url).searchParams;
  const result =
    request.method === "POST"
      ? await createSavedSearch(context.services, userId, params)
      : await updateSavedSearchOf(context.services, userId, params);
  switch (result.kind) {
    case "ok":
      return json(result.search, { status: result.created ? 201 : 200 });
    case "invalid":
      return errors(422, result.errors);
    case "not-found":
      return errors(404, { base: [ACCOUNT_MESSAGES.savedSearchNotFound] });
  }
}
