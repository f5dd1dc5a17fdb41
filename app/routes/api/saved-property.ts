// /saved_properties/{id} (spec §7 "Saved items"): DELETE (POST + override delete) removes the property from
// the signed-in user's list; a plain POST adds it. Both are idempotent.
import type { Route } from "./+types/saved-property";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { actionOnlyLoader, errors, json, methodNotAllowed, signInRequired } from "../_http/responses.ts";
import { propertyIdOf, saveProperty, unsaveProperty } from "../../../modules/accounts/index.ts";

export const loader = actionOnlyLoader("/saved_properties/{id}", "POST, DELETE");

export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE") {
    return methodNotAllowed(request.method, "/saved_properties/{id}", "POST, DELETE");
  }
  const userId = await context.session.userId();
  if (!userId) return signInRequired();
  const propertyId = propertyIdOf(params.id);
  if (propertyId === null) return errors(404, { base: [ACCOUNT_MESSAGES.savedPropertyNotFound] });
  if (request.method === "DELETE") {
    await unsaveProperty(context.services, userId, propertyId);
    return json({ property_id: propertyId, saved: false });
  }
  if (!(await saveProperty(context.services, userId, propertyId))) {
    return errors(404, { base: [ACCOUNT_MESSAGES.savedPropertyNotFound] });
  }
  return json({ property_id: propertyId, saved: true });
}
