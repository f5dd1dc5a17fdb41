// POST /custom_marketing_preferences/{user_id} with override put (spec §7 "Marketing"): body {user_id,
// marketing_preferences {is_opted_in_to_marketing, opt_in_marketing_at, opt_in_marketing_url}}. The ids say
// nothing: only the signed-in user's preferences change.
import { actionOnlyLoader } from "../_http/responses.ts";
import type { Route } from "./+types/custom-marketing-preferences";
import { marketingAction } from "../_http/marketing-action.ts";

export const loader = actionOnlyLoader("/custom_marketing_preferences/{id}", "PUT");

export function action({ request, context }: Route.ActionArgs) {
  return marketingAction(request, context, "custom_marketing_preferences");
}
