// The two marketing calls of spec §7 answer alike; their route modules share this.
import type { Services } from "../index.ts";
import type { RequestSession } from "../session.ts";
import { ACCOUNT_MESSAGES } from "../../domain/accounts/fields.ts";
import { errors, json, methodNotAllowed, requestMeta } from "./http.ts";
import { updateMarketingPreferences } from "./marketing.ts";
import { readFields } from "./request-fields.ts";

export async function marketingAction(
  request: Request,
  context: { services: Services; session: RequestSession; ip: string },
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
