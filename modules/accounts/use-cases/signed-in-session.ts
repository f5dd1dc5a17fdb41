// Signing a visitor in (sign-in, registration, password reset): a new session id every time (no session
// fixation), a new cookie, and the authenticity token bound to the new id (platform/session.ts).
import type { UserPayload } from "../model/json.ts";
import type { Services } from "../../../platform/services.ts";
import {
  authenticityTokenFor,
  endSession,
  signedInCookieHeader,
  startSignedInSession,
  type RequestSession,
} from "../../../platform/session.ts";
import { accountUser } from "./users.ts";

export type RequestMeta = { ip: string; userAgent: string | null };

export type SignedIn = { cookie: string; payload: UserPayload };

export async function signInVisitor(
  services: Services,
  session: RequestSession,
  userId: number,
  meta: RequestMeta,
): Promise<SignedIn> {
  // A visitor already signed in (perhaps as someone else) leaves that session behind.
  if (!session.isNew) await endSession(services.db, session.id);
  const id = await startSignedInSession(services.db, userId, meta);
  return {
    cookie: signedInCookieHeader(services.sessionKeys, id),
    payload: {
      user: await accountUser(services, userId),
      authenticity_token: authenticityTokenFor(services.sessionKeys, id),
    },
  };
}

/** The answer for a visitor who stays who they are (profile and marketing updates, a silent refusal). */
export async function samePayload(services: Services, session: RequestSession, userId: number | null) {
  return {
    user: userId ? await accountUser(services, userId) : null,
    authenticity_token: session.authenticityToken,
  } satisfies UserPayload;
}
