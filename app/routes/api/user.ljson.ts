// GET /user.ljson (spec §7): the signed-in user, or null, plus the authenticity token for this session.
import type { Route } from "./+types/user.ljson";
import { currentUserPayload } from "../../../services/users.ts";
import { sessionCookieHeader } from "../../../services/session.ts";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, session } = context;
  const body = await currentUserPayload(services, session);
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  // The first call of a new visitor fixes the session id the token is bound to.
  if (session.isNew) headers.append("Set-Cookie", sessionCookieHeader(services.sessionKeys, session.id));
  return Response.json(body, { headers });
}
