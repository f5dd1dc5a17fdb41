// Staff accounts of the back office (issue 14): users, their branches, recovery codes and set-up tokens.
// Tokens and recovery codes are stored as SHA-256 hashes only.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { staffRecoveryCodes, staffSetupTokens, staffUserBranches, staffUsers } from "../schema.ts";
import type { StaffRole } from "../../domain/admin/roles.ts";

export type StaffUserRow = typeof staffUsers.$inferSelect;

const lowerEmail = (email: string) => sql`lower(${staffUsers.email}) = lower(${email})`;

export async function selectStaffUserByEmail(db: Db, email: string): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(lowerEmail(email)).limit(1);
  return row ?? null;
}

export async function selectStaffUserById(db: Db, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  return row ?? null;
}

export async function insertStaffUser(
  db: Db,
  user: { email: string; name?: string; role: StaffRole },
): Promise<StaffUserRow | null> {
  const [row] = await db.insert(staffUsers).values(user).onConflictDoNothing().returning();
  return row ?? null;
}

export async function selectBranchIdsOfStaff(db: Db, staffUserId: number): Promise<number[]> {
  const rows = await db
    .select({ branchId: staffUserBranches.branchId })
    .from(staffUserBranches)
    .where(eq(staffUserBranches.staffUserId, staffUserId))
    .orderBy(staffUserBranches.branchId);
  return rows.map((row) => row.branchId);
}

/** Sets the branches a manager or negotiator works for (their scope), replacing any before. */
export async function replaceStaffBranches(db: Db, staffUserId: number, branchIds: number[]): Promise<void> {
  await db.delete(staffUserBranches).where(eq(staffUserBranches.staffUserId, staffUserId));
  if (branchIds.length === 0) return;
  await db
    .insert(staffUserBranches)
    .values([...new Set(branchIds)].map((branchId) => ({ staffUserId, branchId })));
}

export async function setPendingTotpSecret(db: Db, staffUserId: number, secret: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(eq(staffUsers.id, staffUserId));
}

export async function completeStaffSetup(
  db: Db,
  staffUserId: number,
  values: { passwordHash: string; totpStep: number; now: Date },
): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      passwordHash: values.passwordHash,
      totpEnabledAt: values.now,
      totpLastStep: values.totpStep,
      updatedAt: values.now,
    })
    .where(eq(staffUsers.id, staffUserId));
}

/**
 * Records `step` as the last TOTP step used, if it is later than the last one: true for the one request
 * that wins, so a code works once even when two sign-ins race with it.
 */
export async function claimTotpStep(db: Db, staffUserId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, staffUserId: number, codeHashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffUserId, codeHash })));
}

/** Spends an unused recovery code: true for the one request that wins. */
export async function claimRecoveryCode(
  db: Db,
  staffUserId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, staffUserId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertSetupToken(
  db: Db,
  token: { staffUserId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(staffSetupTokens).values(token);
}

export async function selectUsableSetupToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(staffSetupTokens)
    .where(
      and(
        eq(staffSetupTokens.tokenHash, tokenHash),
        isNull(staffSetupTokens.usedAt),
        gt(staffSetupTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is usable: true for the one request that wins. */
export async function claimSetupToken(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSetupTokens)
    .set({ usedAt: now })
    .where(
      and(eq(staffSetupTokens.id, id), isNull(staffSetupTokens.usedAt), gt(staffSetupTokens.expiresAt, now)),
    )
    .returning({ id: staffSetupTokens.id });
  return rows.length === 1;
}
