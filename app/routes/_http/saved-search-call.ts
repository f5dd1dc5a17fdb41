// The saved-searches call (spec §7 "Saved items"), answered alike at its two URLs: POST /search?{query}
// (app/routes/pages/search-query.tsx) and POST or PUT /saved_searches?{query} (app/routes/api/saved-searches.ts).
// Each route refuses the methods it does not take before calling this.
import type { AppLoadContext } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { createSavedSearch, updateSavedSearchOf } from "../../../modules/accounts/index.ts";
import { errors, json, signInRequired } from "./responses.ts";

/** POST saves the search of the query (201, or 200 with the one already saved); PUT changes a saved one. */
export async function savedSearchCall(request: Request, context: AppLoadContext): Promise<Response> {
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
