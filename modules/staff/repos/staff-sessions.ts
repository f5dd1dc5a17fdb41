// Staff sessions (issue 14): a row per signed-in staff member's browser, keyed by the SHA-256 of the cookie's
// id. Alive while now < expires_at (absolute) and now < last_seen_at + idle limit.
import { and, desc, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { staffSessions, staffUsers } from "../../../db/schema.ts";

export async function insertStaffSession(
  db: Db,
  session: {
    idHash: string;
    staffUserId: number;
    now: Date;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
): Promise<void> {
  await db.insert(staffSessions).values({
    idHash: session.idHash,
    staffUserId: session.staffUserId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    ip: session.ip,
    userAgent: session.userAgent,
  });
}

/**
 * The live session's staff member, or null when the session is unknown, past its end, idle too long, or its
 * account is disabled.
 */
export async function selectLiveStaffSession(db: Db, idHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ session: staffSessions, user: staffUsers })
    .from(staffSessions)
    .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffUserId))
    .where(
      and(
        ownRows(db, staffSessions.agencyId),
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
        // A disabled account's sessions are ended when it is disabled; this keeps it so if one slipped by.
        isNull(staffUsers.disabledAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Moves the idle end on; only when the last touch is older than `before`, so a page view is mostly a read. */
export async function touchStaffSession(db: Db, idHash: string, now: Date, before: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        ownRows(db, staffSessions.agencyId),
        eq(staffSessions.idHash, idHash),
        lt(staffSessions.lastSeenAt, before),
      ),
    );
}

export async function deleteStaffSession(db: Db, idHash: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(and(ownRows(db, staffSessions.agencyId), eq(staffSessions.idHash, idHash)));
}

export async function deleteStaffSessionsOf(db: Db, staffUserId: number): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(and(ownRows(db, staffSessions.agencyId), eq(staffSessions.staffUserId, staffUserId)))
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}

export type StaffSessionRow = typeof staffSessions.$inferSelect;

/** The account's live sessions, the most recently seen first (the account page's list). */
export async function selectLiveSessionsOf(
  db: Db,
  staffUserId: number,
  now: Date,
  idleSince: Date,
): Promise<StaffSessionRow[]> {
  return db
    .select()
    .from(staffSessions)
    .where(
      and(
        ownRows(db, staffSessions.agencyId),
        eq(staffSessions.staffUserId, staffUserId),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(staffSessions.lastSeenAt));
}

/** Ends one session of the account (never another account's): true when there was one. */
export async function deleteSessionOf(db: Db, staffUserId: number, idHash: string): Promise<boolean> {
  const rows = await db
    .delete(staffSessions)
    .where(
      and(
        ownRows(db, staffSessions.agencyId),
        eq(staffSessions.staffUserId, staffUserId),
        eq(staffSessions.idHash, idHash),
      ),
    )
    .returning({ idHash: staffSessions.idHash });
  return rows.length === 1;
}

/** Ends every session of the account but one (after a password change, the browser that made it stays). */
export async function deleteOtherSessionsOf(
  db: Db,
  staffUserId: number,
  keepIdHash: string,
): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      and(
        ownRows(db, staffSessions.agencyId),
        eq(staffSessions.staffUserId, staffUserId),
        ne(staffSessions.idHash, keepIdHash),
      ),
    )
    .returning({ idHash: staffSessions.idHash });
  return rows.length;
}
