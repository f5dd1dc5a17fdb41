// /session (spec §7 "User and session"): POST signs in; DELETE (POST + X-HTTP-Method-Override: delete) signs out.
import type { Route } from "./+types/session";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { actionOnlyLoader, errors, json, methodNotAllowed } from "../_http/responses.ts";
import { readFields, requestMeta } from "../_http/request.ts";
import { signIn, signOut } from "../../../modules/accounts/index.ts";

export const loader = actionOnlyLoader("/session", "POST, DELETE");

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = context;
  if (request.method === "POST") {
    const result = await signIn(
      services,
      session,
      await readFields(request),
      requestMeta(request, context.ip),
    );
    switch (result.kind) {
      case "signed-in":
        return json(result.payload, { cookie: result.cookie });
      case "invalid":
        return errors(422, result.errors);
      case "failed":
        // spec §8 'Sign in failed, please try again': the same for an unknown email and a wrong password.
        return errors(401, { base: [ACCOUNT_MESSAGES.signInFailed] });
      case "too-many": {
        const refused = errors(429, { base: [ACCOUNT_MESSAGES.tooManySignIns] });
        refused.headers.set("Retry-After", String(result.retryAfter));
        return refused;
      }
    }
  }
  if (request.method === "DELETE") {
    const cookie = await signOut(services, session);
    // spec §7: "ok is success"; the client then asks GET /user.ljson for the new session's token.
    return Response.json({}, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
  }
  return methodNotAllowed(request.method, "/session", "POST, DELETE");
}
