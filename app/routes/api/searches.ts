// POST /searches/{search_id} with override delete (spec §7): removes the signed-in user's saved search.
// Another user's id is a 404 and changes nothing.
import type { Route } from "./+types/searches";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { actionOnlyLoader, errors, json, methodNotAllowed, signInRequired } from "../_http/responses.ts";
import { deleteSavedSearchOf } from "../../../modules/accounts/index.ts";

export const loader = actionOnlyLoader("/searches/{search_id}", "DELETE");

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(request.method, "/searches/{search_id}", "DELETE");
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  if (!(await deleteSavedSearchOf(context.services, userId, params.searchId))) {
    return errors(404, { base: [ACCOUNT_MESSAGES.savedSearchNotFound] });
  }
  return json({ search_id: params.searchId });
}
