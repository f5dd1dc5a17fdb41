// POST /admin/sign-in/passkey-options (issue 14): the WebAuthn options of a passkey sign-in, as JSON, for
// the browser that gave this account's password in the last 5 minutes. Each call opens a new ceremony (a
// fresh, single-use challenge kept on the server); the answer is posted to /admin/sign-in/code.
import type { Route } from "./+types/sign-in-passkey-options";
import { pendingPasskeyOptions } from "../../../modules/staff/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { adminJson, methodNotAllowed, staffSignInDeps } from "./require-staff.server.ts";

export function loader() {
  throw methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await pendingPasskeyOptions(
    staffSignInDeps(context.services),
    request.headers.get("cookie"),
  );
  switch (result.kind) {
    case "options":
      return adminJson(context, result.options);
    case "expired":
      return adminJson(context, { error: SIGN_IN_MESSAGES.expired }, 401);
    case "none":
      return adminJson(context, { error: SIGN_IN_MESSAGES.noPasskey }, 404);
  }
}
