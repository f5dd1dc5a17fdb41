// spec §7 "POST /session with override header delete signs out": the signed-in session row goes, and the
// visitor continues under a fresh anonymous id, so the old cookie and its token are worthless.
import type { Services } from "../../../platform/services.ts";
import {
  endSession,
  newSessionId,
  sessionCookieHeader,
  type RequestSession,
} from "../../../platform/session.ts";

/** Ends the session and returns the Set-Cookie header of the fresh anonymous one. */
export async function signOut(services: Services, session: RequestSession): Promise<string> {
  await endSession(services.db, session.id);
  return sessionCookieHeader(services.sessionKeys, newSessionId());
}
