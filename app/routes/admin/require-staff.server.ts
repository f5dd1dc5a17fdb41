// The one guard every back-office route calls (issue 14 item 6): the signed-in staff member with role and
// branch ids, or a redirect to the sign-in page (signed out, or only a visitor session), or 403 for a role
// outside what the route needs. Loaders run in parallel, so each route calls it itself.
import { redirect } from "react-router";
import { ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import type { StaffRole } from "../../../domain/admin/roles.ts";
import { parseId } from "../../../domain/admin/lead-inbox.ts";
import { relyingParty } from "../../../services/admin/staff-passkeys.ts";
import { currentStaff, type SignedInStaff } from "../../../services/admin/staff-sessions.ts";
import type { StaffSignInDeps } from "../../../services/admin/staff-sign-in.ts";
import type { Services } from "../../../services/index.ts";
import { sessionCookieHeader } from "../../../platform/session.ts";

export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

export async function requireStaff(
  request: Request,
  services: Services,
  roles?: readonly StaffRole[],
): Promise<SignedInStaff> {
  const staff = await currentStaff(services.db, services.sessionKeys, request.headers.get("cookie"));
  if (!staff) throw redirect(ADMIN_SIGN_IN_PATH, { status: 303, headers: ADMIN_HEADERS });
  if (roles && !roles.includes(staff.role)) {
    throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
  }
  return staff;
}

/** Who sent the request, for the audit log. */
export function auditOrigin(request: Request, ip: string) {
  return { ip: ip || null, userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null };
}

/** Headers of every admin answer; a new visitor also gets the session cookie its form token is bound to. */
export function adminHeaders(
  context: { session: { isNew: boolean; id: string }; services: Services },
  cookies: string[] = [],
): Headers {
  const headers = new Headers(ADMIN_HEADERS);
  const { session, services } = context;
  if (session.isNew) headers.append("Set-Cookie", sessionCookieHeader(services.sessionKeys, session.id));
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

/** A JSON answer of an admin route (the passkey ceremonies' options): never cached, never indexed. */
export function adminJson(
  context: Parameters<typeof adminHeaders>[0],
  body: unknown,
  status = 200,
): Response {
  return Response.json(body, { status, headers: adminHeaders(context) });
}

/** What the sign-in steps need: the database, the cookie keys, the per-account delay, and the passkey party. */
export function staffSignInDeps(services: Services): StaffSignInDeps {
  return {
    db: services.db,
    keys: services.sessionKeys,
    limits: services.accountLimits,
    party: relyingParty(services.config.publicUrl),
  };
}

/**
 * The id in an admin URL (`/admin/articles/{id}`, `/admin/forms/{id}`, …), or the admin's 404: one rule for
 * every route (parseId: a whole number from 1 to PostgreSQL's integer maximum). `abc`, `NaN` or 2147483648
 * never reach a query, where they were a 500 (issue 43).
 */
export function routeId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return id;
}
