// The one guard every back-office route calls (issue 14 item 6): the signed-in staff member with role and
// branch ids, or a redirect to the sign-in page (signed out, or only a visitor session), or 403 for a role
// outside what the route needs. Loaders run in parallel, so each route calls it itself.
import { redirect, type AppLoadContext } from "react-router";
import {
  ADMIN_HOME_PATH,
  FORM_EXPIRED_PARAM,
  adminReturnTarget,
  adminSignInPath,
} from "../../../domain/admin/admin-urls.ts";
import { safeRedirectPath } from "../../../platform/safe-redirect.ts";
import {
  rolesFor,
  staffMayOpen,
  type AdminArea,
  type StaffRole,
} from "../../../modules/staff/model/roles.ts";
import { parseId } from "../../../modules/leads/model/lead-inbox.ts";
import { relyingParty, currentStaff, type SignedInStaff } from "../../../modules/staff/index.ts";
import type { StaffSignInDeps } from "../../../modules/staff/index.ts";
import type { Services } from "../../../platform/services.ts";
import { sessionCookieHeader } from "../../../platform/session.ts";

export const ADMIN_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/** The answer to a method a back-office address does not take (thrown after its guard): 405 naming the one it does. */
export function methodNotAllowed(allow: "GET" | "POST"): Response {
  return new Response("Method Not Allowed", { status: 405, headers: { ...ADMIN_HEADERS, Allow: allow } });
}

export async function requireStaff(
  request: Request,
  services: Services,
  roles?: readonly StaffRole[],
): Promise<SignedInStaff> {
  const staff = await currentStaff(services.db, services.sessionKeys, request.headers.get("cookie"));
  if (!staff) {
    // The page asked for (a lead email's link, a bookmark) travels through both sign-in steps.
    const url = new URL(request.url);
    throw redirect(adminSignInPath(adminReturnPath(`${url.pathname}${url.search}`)), {
      status: 303,
      headers: ADMIN_HEADERS,
    });
  }
  if (roles && !roles.includes(staff.role)) {
    throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
  }
  return staff;
}

/**
 * The guard of an area a support user (an install operator under the owner's grant, issue 44 item 6) may not open
 * though an owner may (staff accounts, push keys, support access: modules/staff/model/roles.ts): 403 for them.
 */
export async function requireStaffArea(
  request: Request,
  services: Services,
  area: AdminArea,
): Promise<SignedInStaff> {
  const staff = await requireStaff(request, services, rolesFor(area));
  if (!staffMayOpen(staff, area)) throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
  return staff;
}

/**
 * Where to land after signing in: `target` (a `return_to` value) when it is a back-office page of this site
 * (platform/safe-redirect.ts: a path, never another origin; then not a sign-in step or sign-out), else the overview.
 */
export function adminReturnPath(target: string | null | undefined): string {
  return adminReturnTarget(safeRedirectPath(target, undefined, ADMIN_HOME_PATH));
}

/** The `return_to` of the request's own address (the sign-in forms post to it). */
export function returnToOf(request: Request): string {
  return adminReturnPath(new URL(request.url).searchParams.get("return_to"));
}

/**
 * For the layouts: whether to say a form had expired (a refused post shown again, or a button's page returned to
 * with `?form_expired=1`), and the fields it kept (app/routes/admin/kept-input.tsx).
 */
export function expiredFormOf(request: Request, context: Pick<AppLoadContext, "expiredForm">) {
  return {
    show: Boolean(context.expiredForm) || new URL(request.url).searchParams.has(FORM_EXPIRED_PARAM),
    kept: context.expiredForm?.fields ?? null,
  };
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
    publicUrl: services.config.publicUrl,
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
