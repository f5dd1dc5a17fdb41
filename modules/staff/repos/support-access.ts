// The SQL of time-limited support access (issue 44 item 6): the owner's grants, the console's one-time hand-offs,
// and the support users operators act as. The request's agency scopes every statement (and row-level security).
import { and, desc, eq, gt, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { staffSessions, staffUsers, supportGrants, supportHandoffs } from "../../../db/schema.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { stillUsable } from "../../../db/one-time-tokens.ts";

const live = (now: Date) => and(isNull(supportGrants.revokedAt), gt(supportGrants.expiresAt, now));

/** The grant in force at `now`, or null. */
export async function selectLiveGrant(db: Db, now: Date) {
  const [row] = await db
    .select({ id: supportGrants.id, expiresAt: supportGrants.expiresAt, grantedBy: staffUsers.email })
    .from(supportGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, supportGrants.grantedByStaffId))
    .where(and(ownRows(db, supportGrants.agencyId), live(now)))
    .orderBy(desc(supportGrants.expiresAt))
    .limit(1);
  return row ?? null;
}

/** Ends every grant in force; returns how many there were. */
export async function revokeLiveGrants(db: Db, staffUserId: number, now: Date): Promise<number> {
  const rows = await db
    .update(supportGrants)
    .set({ revokedAt: now, revokedByStaffId: staffUserId })
    .where(and(ownRows(db, supportGrants.agencyId), live(now)))
    .returning({ id: supportGrants.id });
  return rows.length;
}

export async function insertGrant(db: Db, grant: { staffUserId: number; expiresAt: Date }) {
  await db.insert(supportGrants).values({ grantedByStaffId: grant.staffUserId, expiresAt: grant.expiresAt });
}

export async function insertHandoff(
  db: Db,
  handoff: { tokenHash: string; operatorId: number; operatorEmail: string; expiresAt: Date },
) {
  await db.insert(supportHandoffs).values(handoff);
}

/** Spends an unused, unexpired hand-off: its operator for the one request that wins, else null. */
export async function claimHandoff(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(supportHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        ownRows(db, supportHandoffs.agencyId),
        eq(supportHandoffs.tokenHash, tokenHash),
        stillUsable(supportHandoffs, now),
      ),
    )
    .returning({ operatorId: supportHandoffs.operatorId, operatorEmail: supportHandoffs.operatorEmail });
  return row ?? null;
}

export async function selectSupportUser(db: Db, operatorId: number) {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.supportOperatorId, operatorId)))
    .limit(1);
  return row ?? null;
}

export async function insertSupportUser(db: Db, user: { operatorId: number; email: string; name: string }) {
  const [row] = await db
    .insert(staffUsers)
    .values({ email: user.email, name: user.name, role: "owner", supportOperatorId: user.operatorId })
    .returning();
  return row!;
}

/** Ends the sessions of every support user (a revoked grant): they would end at their next request anyway. */
export async function deleteSupportSessions(db: Db): Promise<void> {
  const users = db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), isNotNull(staffUsers.supportOperatorId)));
  await db
    .delete(staffSessions)
    .where(and(ownRows(db, staffSessions.agencyId), inArray(staffSessions.staffUserId, users)));
}
