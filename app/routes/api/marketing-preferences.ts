// POST /marketing_preferences/{marketing_preference_id} with override put (spec §7 "Marketing"): body
// {user_id, opt_in_marketing_at 'optin'|'optout', opt_in_marketing_url}. The ids say nothing: only the
// signed-in user's preferences change.
import { actionOnlyLoader } from "../_http/responses.ts";
import type { Route } from "./+types/marketing-preferences";
import { marketingAction } from "../_http/marketing-action.ts";

export const loader = actionOnlyLoader("/marketing_preferences/{id}", "PUT");

export function action({ request, context }: Route.ActionArgs) {
  return marketingAction(request, context, "marketing_preferences");
}
