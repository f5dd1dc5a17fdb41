// /session (spec §7 "User and session"). DELETE arrives as POST + X-HTTP-Method-Override: delete.
import type { Route } from "./+types/session";
import { signOut } from "../../../services/sign-out.ts";

// Sign-in (POST) comes with issue 6; until then only DELETE is served.
const ALLOWED = "DELETE";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") {
    return Response.json(
      { errors: { base: [`${request.method} is not supported on /session`] } },
      { status: 405, headers: { Allow: ALLOWED } },
    );
  }
  const cookie = await signOut(context.services, context.session);
  // spec §7: "ok is success"; the client then asks GET /user.ljson for the new session's token.
  return Response.json({}, { headers: { "Set-Cookie": cookie, "Cache-Control": "no-store" } });
}
