// Staff sessions (issue 14): a cookie of their own, apart from the visitor's `oh_session` — `__Host-oh_staff`
// over https (Secure, path /, no Domain), HttpOnly, SameSite=Strict — holding a signed random id whose
// SHA-256 names a staff_sessions row. 12 hours after sign-in at most, and 30 minutes without a request end it.
// Between the password and the second factor there is no session: only a signed, 5-minute "pending" cookie
// that lets the browser try a code for that account (modules/staff/use-cases/staff-sign-in.ts).
import { parseCookie, stringifySetCookie } from "cookie";
import {
  hashSessionId,
  newSessionId,
  readSignedValue,
  rotateSession,
  signedValue,
  type SessionKeys,
} from "../../../platform/session.ts";
import {
  deleteStaffSession,
  deleteStaffSessionsOf,
  insertStaffSession,
  selectLiveStaffSession,
  touchStaffSession,
} from "../repos/staff-sessions.ts";
import { selectBranchIdsOfStaff } from "../repos/staff-users.ts";
import type { Db } from "../../../db/client.ts";
import { SITE_STORAGE, cookieNameFor } from "../../../domain/site-storage.ts";
import type { StaffRole } from "../model/roles.ts";

export const STAFF_SESSION_HOURS = 12;
export const STAFF_IDLE_MINUTES = 30;
const PENDING_MINUTES = 5;
// The idle end moves on at most once a minute: most admin requests only read the row.
const TOUCH_EVERY_MS = 60_000;

export type SignedInStaff = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  branchIds: number[];
  /** The session's id hash, to sign this session out. */
  sessionIdHash: string;
};

export function staffCookieName(keys: SessionKeys): string {
  return cookieNameFor(SITE_STORAGE.staffSession, keys.secure);
}

export function pendingCookieName(keys: SessionKeys): string {
  return cookieNameFor(SITE_STORAGE.staffPending, keys.secure);
}

function cookieOptions(keys: SessionKeys, maxAge: number) {
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure: keys.secure, maxAge };
}

export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  return parseCookie(cookieHeader ?? "")[name];
}

/**
 * Starts a staff session: its cookie, and a new visitor session id (platform/session.ts rotateSession) so the
 * authenticity token the back office's forms carry is one nobody held before the sign-in (issue 43).
 */
export async function startStaffSession(
  db: Db,
  keys: SessionKeys,
  staffUserId: number,
  meta: { ip: string | null; userAgent: string | null },
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const id = newSessionId();
  await insertStaffSession(db, {
    idHash: hashSessionId(id),
    staffUserId,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
    ...meta,
  });
  // A session cookie for the browser (no Max-Age beyond the absolute end).
  const staffCookie = stringifySetCookie(
    staffCookieName(keys),
    signedValue(keys, "staff-session", id),
    cookieOptions(keys, STAFF_SESSION_HOURS * 3600),
  );
  return [staffCookie, await rotateSession(db, keys, cookieHeader)];
}

export function clearStaffCookie(keys: SessionKeys): string {
  return stringifySetCookie(staffCookieName(keys), "", cookieOptions(keys, 0));
}

/**
 * Whether the request carries a staff session cookie this server signed, live or not: no database read. Such a
 * request reads the primary (server/read-routing.ts), so staff see their own writes at once.
 */
export function carriesStaffCookie(keys: SessionKeys, cookieHeader: string | null): boolean {
  return readSignedValue(keys, "staff-session", cookieValue(cookieHeader, staffCookieName(keys))) !== null;
}

/** The signed-in staff member of this request's cookie, or null; a live session's idle end moves on. */
export async function currentStaff(
  db: Db,
  keys: SessionKeys,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  const id = readSignedValue(keys, "staff-session", cookieValue(cookieHeader, staffCookieName(keys)));
  if (!id) return null;
  const idHash = hashSessionId(id);
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const row = await selectLiveStaffSession(db, idHash, now, idleSince);
  if (!row) return null;
  await touchStaffSession(db, idHash, now, new Date(now.getTime() - TOUCH_EVERY_MS));
  return {
    id: row.user.id,
    email: row.user.email,
    name: row.user.name,
    role: row.user.role,
    branchIds: await selectBranchIdsOfStaff(db, row.user.id),
    sessionIdHash: idHash,
  };
}

export async function endStaffSession(db: Db, sessionIdHash: string): Promise<void> {
  await deleteStaffSession(db, sessionIdHash);
}

/** Ends every session of the staff member (every browser); returns how many there were. */
export async function endAllStaffSessions(db: Db, staffUserId: number): Promise<number> {
  return deleteStaffSessionsOf(db, staffUserId);
}

/** The cookie that lets this browser try a second factor for `staffUserId` in the next 5 minutes. */
export function pendingSignInCookie(keys: SessionKeys, staffUserId: number, now: Date = new Date()): string {
  const until = now.getTime() + PENDING_MINUTES * 60_000;
  return stringifySetCookie(
    pendingCookieName(keys),
    signedValue(keys, "staff-pending", `${staffUserId}~${until}`),
    cookieOptions(keys, PENDING_MINUTES * 60),
  );
}

export function clearPendingCookie(keys: SessionKeys): string {
  return stringifySetCookie(pendingCookieName(keys), "", cookieOptions(keys, 0));
}

/** The staff id whose password this browser gave in the last 5 minutes, or null. */
export function pendingSignIn(
  keys: SessionKeys,
  cookieHeader: string | null,
  now: Date = new Date(),
): number | null {
  const payload = readSignedValue(keys, "staff-pending", cookieValue(cookieHeader, pendingCookieName(keys)));
  const match = payload ? /^(\d+)~(\d+)$/.exec(payload) : null;
  if (!match || Number(match[2]) <= now.getTime()) return null;
  return Number(match[1]);
}
