// The two marketing calls of spec §7 answer alike; their route modules share this.
import type { AppLoadContext } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { updateMarketingPreferences } from "../../../modules/accounts/index.ts";
import { readFields, requestMeta } from "./request.ts";
import { errors, json, methodNotAllowed } from "./responses.ts";

export async function marketingAction(
  request: Request,
  context: AppLoadContext,
  form: "marketing_preferences" | "custom_marketing_preferences",
): Promise<Response> {
  if (request.method !== "PUT") return methodNotAllowed(request.method, `/${form}/{id}`, "PUT");
  const result = await updateMarketingPreferences(
    context.services,
    context.session,
    await readFields(request),
    form,
    requestMeta(request, context.ip),
  );
  switch (result.kind) {
    case "updated":
      return json(result.payload);
    case "signed-out":
      // spec §6 "Marketing update when signed out is blocked with 'Please sign in to update your preferences'".
      return errors(401, { base: [ACCOUNT_MESSAGES.signInToUpdatePreferences] });
    case "invalid":
      return errors(422, result.errors);
  }
}
