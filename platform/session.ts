// Sessions: a signed cookie holds a random session id. Anonymous visitors have no database row (crawlers
// cannot fill the table); a signed-in visitor's id also names a `sessions` row, stored as its SHA-256.
// The authenticity token is an HMAC of the session id, so it is bound to the cookie (design §1).
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { parseCookie, stringifySetCookie } from "cookie";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { sessions } from "../db/schema.ts";
import { ownRows } from "../db/agency-scope.ts";
import { SITE_STORAGE } from "../domain/site-storage.ts";

export const SESSION_COOKIE = SITE_STORAGE.session.name;
const SIGNED_IN_DAYS = 30;

export type RequestSession = {
  /** The session id from the cookie, or a fresh one when the visitor had none. */
  id: string;
  /** True when the visitor sent no valid cookie: the id only sticks once a response sets the cookie. */
  isNew: boolean;
  authenticityToken: string;
  /** The signed-in user's id, looked up once per request and only when asked for. */
  userId: () => Promise<number | null>;
};

export type SessionKeys = { secret: string; secure: boolean };

export function sign(keys: SessionKeys, value: string): string {
  return createHmac("sha256", keys.secret).update(value).digest("base64url");
}

export function authenticityTokenFor(keys: SessionKeys, sessionId: string): string {
  return sign(keys, `authenticity:${sessionId}`);
}

export function isValidAuthenticityToken(keys: SessionKeys, sessionId: string, token: unknown): boolean {
  if (typeof token !== "string" || token.length === 0) return false;
  return safeEqual(token, authenticityTokenFor(keys, sessionId));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionId(id: string): string {
  return createHash("sha256").update(id).digest("hex");
}

/** `payload.signature`, signed for one purpose: a cookie value only this server could have made. */
export function signedValue(keys: SessionKeys, purpose: string, payload: string): string {
  return `${payload}.${sign(keys, `${purpose}:${payload}`)}`;
}

/** The payload of a value signedValue made for this purpose; null when absent or forged. */
export function readSignedValue(
  keys: SessionKeys,
  purpose: string,
  value: string | undefined,
): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  return safeEqual(value.slice(dot + 1), sign(keys, `${purpose}:${payload}`)) ? payload : null;
}

/** Reads the session id from a cookie value `id.signature`; null when absent or forged. */
export function readSessionCookie(keys: SessionKeys, value: string | undefined): string | null {
  return readSignedValue(keys, "session", value);
}

export function sessionCookieHeader(keys: SessionKeys, id: string, maxAgeSeconds?: number): string {
  return stringifySetCookie(SESSION_COOKIE, `${id}.${sign(keys, `session:${id}`)}`, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: keys.secure,
    maxAge: maxAgeSeconds,
  });
}

export function signedInCookieHeader(keys: SessionKeys, id: string): string {
  return sessionCookieHeader(keys, id, SIGNED_IN_DAYS * 24 * 60 * 60);
}

export function requestSession(db: Db, keys: SessionKeys, cookieValue: string | undefined): RequestSession {
  const existing = readSessionCookie(keys, cookieValue);
  const id = existing ?? newSessionId();
  let userIdLookup: Promise<number | null> | undefined;
  return {
    id,
    isNew: existing === null,
    authenticityToken: authenticityTokenFor(keys, id),
    userId: () => (userIdLookup ??= existing ? findSignedInUserId(db, existing) : Promise.resolve(null)),
  };
}

/** The user a session id is signed in as, or null (also used by the page cache, server/page-cache.ts). */
export async function findSignedInUserId(db: Db, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .where(
      and(
        ownRows(db, sessions.agencyId),
        eq(sessions.idHash, hashSessionId(sessionId)),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Starts a signed-in session under a new id (the old id is never reused: no session fixation). */
export async function startSignedInSession(
  db: Db,
  userId: number,
  meta: { ip?: string; userAgent?: string | null },
): Promise<string> {
  const id = newSessionId();
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    userId,
    expiresAt: new Date(Date.now() + SIGNED_IN_DAYS * 24 * 60 * 60 * 1000),
    ip: meta.ip ?? null,
    userAgent: meta.userAgent ?? null,
  });
  return id;
}

/**
 * The Set-Cookie of a new visitor session id replacing the one `cookieHeader` carries (issue 43): at a change of
 * privilege such as a staff sign-in, so a session id (and the authenticity token bound to it) that someone else
 * planted or saw before is worth nothing afterwards. A signed-in visitor stays signed in: the row moves to the
 * new id.
 */
export async function rotateSession(db: Db, keys: SessionKeys, cookieHeader: string | null): Promise<string> {
  const old = readSessionCookie(keys, parseCookie(cookieHeader ?? "")[SESSION_COOKIE]);
  const id = newSessionId();
  const moved = old
    ? await db
        .update(sessions)
        .set({ idHash: hashSessionId(id) })
        .where(
          and(
            ownRows(db, sessions.agencyId),
            eq(sessions.idHash, hashSessionId(old)),
            gt(sessions.expiresAt, new Date()),
          ),
        )
        .returning({ idHash: sessions.idHash })
    : [];
  return moved.length > 0 ? signedInCookieHeader(keys, id) : sessionCookieHeader(keys, id);
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(ownRows(db, sessions.agencyId), eq(sessions.idHash, hashSessionId(sessionId))));
}
