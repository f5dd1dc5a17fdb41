// Staff sessions (issue 14), and the install operators' (issue 44 item 6) the same way over their own realm
// (account-realm.ts; cookies `oh_operator`…): a cookie of their own, apart from the visitor's `oh_session` — `__Host-oh_staff`
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
import { deleteStaffSessionsOf } from "../repos/staff-sessions.ts";
import { selectBranchIdsOfStaff } from "../repos/staff-users.ts";
import type { Db } from "../../../db/client.ts";
import { SITE_STORAGE, cookieNameFor } from "../../../domain/site-storage.ts";
import type { StaffRole } from "../model/roles.ts";
import type { AccountRealm, RealmAccount } from "./account-realm.ts";
import { STAFF_REALM } from "./staff-realm.ts";

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
  /** An install operator acting under the owner's support grant (issue 44 item 6): staffMayOpen bars some areas. */
  support: boolean;
  /** The session's id hash, to sign this session out. */
  sessionIdHash: string;
};

// Each realm's cookies, by name, from the list of every cookie the site can set (domain/site-storage.ts, issue 41).
const REALM_COOKIES = {
  staff: { session: SITE_STORAGE.staffSession, pending: SITE_STORAGE.staffPending },
  operator: { session: SITE_STORAGE.operatorSession, pending: SITE_STORAGE.operatorPending },
} as const;

/** The session cookie's name: `__Host-` over https (Secure, path /, no Domain: this host's alone). */
export function sessionCookieName(realm: Pick<AccountRealm, "name">, keys: SessionKeys): string {
  return cookieNameFor(REALM_COOKIES[realm.name].session, keys.secure);
}

export function pendingCookieName(realm: Pick<AccountRealm, "name">, keys: SessionKeys): string {
  return cookieNameFor(REALM_COOKIES[realm.name].pending, keys.secure);
}

function cookieOptions(keys: SessionKeys, maxAge: number) {
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure: keys.secure, maxAge };
}

export function cookieValue(cookieHeader: string | null, name: string): string | undefined {
  return parseCookie(cookieHeader ?? "")[name];
}

/**
 * Starts a session of the realm's account: its cookie, and a new visitor session id (platform/session.ts
 * rotateSession) so the authenticity token the forms carry is one nobody held before the sign-in (issue 43).
 */
export async function startRealmSession(
  realm: AccountRealm,
  db: Db,
  keys: SessionKeys,
  accountId: number,
  meta: { ip: string | null; userAgent: string | null },
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  const id = newSessionId();
  await realm.sessions.insert(db, {
    idHash: hashSessionId(id),
    accountId,
    now,
    expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000),
    ...meta,
  });
  // A session cookie for the browser (no Max-Age beyond the absolute end).
  const sessionCookie = stringifySetCookie(
    sessionCookieName(realm, keys),
    signedValue(keys, `${realm.name}-session`, id),
    cookieOptions(keys, STAFF_SESSION_HOURS * 3600),
  );
  return [sessionCookie, await rotateSession(db, keys, cookieHeader)];
}

export function startStaffSession(
  db: Db,
  keys: SessionKeys,
  staffUserId: number,
  meta: { ip: string | null; userAgent: string | null },
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<string[]> {
  return startRealmSession(STAFF_REALM, db, keys, staffUserId, meta, cookieHeader, now);
}

export function clearSessionCookie(realm: Pick<AccountRealm, "name">, keys: SessionKeys): string {
  return stringifySetCookie(sessionCookieName(realm, keys), "", cookieOptions(keys, 0));
}

export function clearStaffCookie(keys: SessionKeys): string {
  return clearSessionCookie(STAFF_REALM, keys);
}

/**
 * Whether the request carries a staff session cookie this server signed, live or not: no database read. Such a
 * request reads the primary (server/read-routing.ts), so staff see their own writes at once.
 */
export function carriesStaffCookie(keys: SessionKeys, cookieHeader: string | null): boolean {
  return (
    readSignedValue(
      keys,
      "staff-session",
      cookieValue(cookieHeader, sessionCookieName(STAFF_REALM, keys)),
    ) !== null
  );
}

/** The realm's signed-in account of this request's cookie and its session's id hash, or null; a live session's idle end moves on. */
export async function currentRealmSession<Account extends RealmAccount>(
  realm: AccountRealm<Account>,
  db: Db,
  keys: SessionKeys,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<{ account: Account; sessionIdHash: string } | null> {
  const id = readSignedValue(
    keys,
    `${realm.name}-session`,
    cookieValue(cookieHeader, sessionCookieName(realm, keys)),
  );
  if (!id) return null;
  const idHash = hashSessionId(id);
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
  const account = await realm.sessions.live(db, idHash, now, idleSince);
  if (!account) return null;
  await realm.sessions.touch(db, idHash, now, new Date(now.getTime() - TOUCH_EVERY_MS));
  return { account, sessionIdHash: idHash };
}

/** The signed-in staff member of this request's cookie, or null; a live session's idle end moves on. */
export async function currentStaff(
  db: Db,
  keys: SessionKeys,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<SignedInStaff | null> {
  const signedIn = await currentRealmSession(STAFF_REALM, db, keys, cookieHeader, now);
  if (!signedIn) return null;
  const { account: user, sessionIdHash } = signedIn;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    branchIds: await selectBranchIdsOfStaff(db, user.id),
    support: user.supportOperatorId !== null,
    sessionIdHash,
  };
}

export async function endStaffSession(db: Db, sessionIdHash: string): Promise<void> {
  await STAFF_REALM.sessions.delete(db, sessionIdHash);
}

/** Ends every session of the staff member (every browser); returns how many there were. */
export async function endAllStaffSessions(db: Db, staffUserId: number): Promise<number> {
  return deleteStaffSessionsOf(db, staffUserId);
}

/** The cookie that lets this browser try a second factor for `accountId` in the next 5 minutes. */
export function pendingSignInCookie(
  realm: Pick<AccountRealm, "name">,
  keys: SessionKeys,
  accountId: number,
  now: Date = new Date(),
): string {
  const until = now.getTime() + PENDING_MINUTES * 60_000;
  return stringifySetCookie(
    pendingCookieName(realm, keys),
    signedValue(keys, `${realm.name}-pending`, `${accountId}~${until}`),
    cookieOptions(keys, PENDING_MINUTES * 60),
  );
}

export function clearPendingCookie(realm: Pick<AccountRealm, "name">, keys: SessionKeys): string {
  return stringifySetCookie(pendingCookieName(realm, keys), "", cookieOptions(keys, 0));
}

/** The account id whose password this browser gave in the last 5 minutes, or null. */
export function pendingSignIn(
  realm: Pick<AccountRealm, "name">,
  keys: SessionKeys,
  cookieHeader: string | null,
  now: Date = new Date(),
): number | null {
  const payload = readSignedValue(
    keys,
    `${realm.name}-pending`,
    cookieValue(cookieHeader, pendingCookieName(realm, keys)),
  );
  const match = payload ? /^(\d+)~(\d+)$/.exec(payload) : null;
  if (!match || Number(match[2]) <= now.getTime()) return null;
  return Number(match[1]);
}
