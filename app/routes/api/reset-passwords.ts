// POST /reset_passwords (spec §7 "as form data {email, body}; 200 is accepted"): the same answer whether or
// not an account has that email (issue 6 item 4).
import type { Route } from "./+types/reset-passwords";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { actionOnlyLoader, errors, json, methodNotAllowed } from "../_http/responses.ts";
import { requestPasswordReset } from "../../../modules/accounts/index.ts";
import { readFields, requestMeta } from "../_http/request.ts";

export const loader = actionOnlyLoader("/reset_passwords", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request.method, "/reset_passwords", "POST");
  const result = await requestPasswordReset(
    context.services,
    await readFields(request),
    requestMeta(request, context.ip),
  );
  switch (result.kind) {
    case "accepted":
      return json({ message: ACCOUNT_MESSAGES.resetRequested });
    case "invalid":
      return errors(422, result.errors);
    case "too-many":
      return errors(429, { base: [ACCOUNT_MESSAGES.tooManyResets] });
  }
}
