// /saved_properties.ljson (spec §7 "Saved items"): GET the signed-in user's saved properties as cards;
// POST {property_ids: "1,2,3"} merges ids into the list (idempotent; unknown ids ignored) and answers the list.
import { z } from "zod";
import type { Route } from "./+types/saved-properties.ljson";
import { savedPropertyIdsSchema } from "../../../modules/accounts/model/schemas.ts";
import { errors, json, methodNotAllowed, signInRequired } from "../_http/responses.ts";
import { readFields } from "../_http/request.ts";
import { listSavedProperties, saveProperties } from "../../../modules/accounts/index.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  return json({ properties: await listSavedProperties(context.services, userId) });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST")
    return methodNotAllowed(request.method, "/saved_properties.ljson", "GET, POST");
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  const parsed = savedPropertyIdsSchema.safeParse(await readFields(request));
  if (!parsed.success) return errors(422, z.flattenError(parsed.error).fieldErrors);
  await saveProperties(context.services, userId, parsed.data.property_ids);
  return json({ properties: await listSavedProperties(context.services, userId) });
}
