// /user.ljson (spec §7 "User and session"): GET the signed-in user (or null) and the authenticity token;
// POST registers; PUT (POST + X-HTTP-Method-Override: put) updates the signed-in user's profile.
import type { Route } from "./+types/user.ljson";
import {
  REGISTRATION_ERRORS,
  register,
  updateProfile,
  currentUserPayload,
} from "../../../modules/accounts/index.ts";
import { errors, json, methodNotAllowed, signInRequired } from "../_http/responses.ts";
import { readFields, requestMeta } from "../_http/request.ts";
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { sessionCookieHeader } from "../../../platform/session.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context;
  const body = await currentUserPayload(services, session);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // The first call of a new visitor fixes the session id the token is bound to.
  if (session.isNew) headers.append("Set-Cookie", sessionCookieHeader(services.sessionKeys, session.id));
  return Response.json(body, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, session } = context;
  const fields = await readFields(request);
  if (request.method === "POST") {
    const result = await register(services, session, fields, requestMeta(request, context.ip));
    switch (result.kind) {
      case "registered":
        return json(result.payload, { cookie: result.cookie });
      case "ignored":
        // A bot learns nothing: an ordinary answer, still signed out.
        return json(await currentUserPayload(services, session));
      case "invalid":
        return errors(422, result.errors);
      case "exists":
        return errors(422, REGISTRATION_ERRORS.exists.errors, REGISTRATION_ERRORS.exists.flash);
      case "captcha-invalid":
        return errors(422, REGISTRATION_ERRORS.captcha.errors, REGISTRATION_ERRORS.captcha.flash);
      case "too-many":
        return errors(429, REGISTRATION_ERRORS.tooMany.errors);
    }
  }
  if (request.method === "PUT") {
    const result = await updateProfile(services, session, fields);
    switch (result.kind) {
      case "updated":
        return json(result.payload);
      case "signed-out":
        return signInRequired();
      case "invalid":
        return errors(422, result.errors);
      case "email-taken":
        return errors(422, { email: [ACCOUNT_MESSAGES.accountExists] });
    }
  }
  return methodNotAllowed(request.method, "/user.ljson", "GET, POST, PUT");
}
