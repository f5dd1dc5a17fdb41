// GET /saved_searches.ljson (spec §7 "returns a list"): the signed-in user's saved searches, oldest first.
import type { Route } from "./+types/saved-searches.ljson";
import { json, signInRequired } from "../_http/responses.ts";
import { listSavedSearches } from "../../../modules/accounts/index.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  return json(await listSavedSearches(context.services, userId));
}
