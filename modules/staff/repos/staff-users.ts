// Staff accounts of the back office (issue 14): users, their branches, recovery codes and set-up tokens.
// Tokens and recovery codes are stored as SHA-256 hashes only.
import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  branches,
  staffRecoveryCodes,
  staffSetupTokens,
  staffUserBranches,
  staffUsers,
} from "../../../db/schema.ts";
import { agencyOfHandle, listingRows, ownRows } from "../../../db/agency-scope.ts";
import { stillUsable } from "../../../db/one-time-tokens.ts";
import { claimOneTimeToken, retireOneTimeTokensOf } from "../../../db/repos/one-time-token-claims.ts";
import type { BranchScope } from "../model/roles.ts";
import type { StaffRole } from "../model/roles.ts";

export type StaffUserRow = typeof staffUsers.$inferSelect;

const lowerEmail = (email: string) => sql`lower(${staffUsers.email}) = lower(${email})`;

export async function selectStaffUserByEmail(db: Db, email: string): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), lowerEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function selectStaffUserById(db: Db, id: number): Promise<StaffUserRow | null> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, id)))
    .limit(1);
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
    .where(and(ownRows(db, staffUserBranches.agencyId), eq(staffUserBranches.staffUserId, staffUserId)))
    .orderBy(staffUserBranches.branchId);
  return rows.map((row) => row.branchId);
}

/** Sets the branches a manager or negotiator works for (their scope), replacing any before. */
export async function replaceStaffBranches(db: Db, staffUserId: number, branchIds: number[]): Promise<void> {
  await db
    .delete(staffUserBranches)
    .where(and(ownRows(db, staffUserBranches.agencyId), eq(staffUserBranches.staffUserId, staffUserId)));
  if (branchIds.length === 0) return;
  await db
    .insert(staffUserBranches)
    .values([...new Set(branchIds)].map((branchId) => ({ staffUserId, branchId })));
}

export async function setPendingTotpSecret(db: Db, staffUserId: number, secret: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
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
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
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
        ownRows(db, staffUsers.agencyId),
        eq(staffUsers.id, staffUserId),
        sql`(${staffUsers.totpLastStep} is null or ${staffUsers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: Db, staffUserId: number, codeHashes: string[]): Promise<void> {
  await db
    .delete(staffRecoveryCodes)
    .where(and(ownRows(db, staffRecoveryCodes.agencyId), eq(staffRecoveryCodes.staffUserId, staffUserId)));
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
        ownRows(db, staffRecoveryCodes.agencyId),
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
    .where(
      and(
        ownRows(db, staffRecoveryCodes.agencyId),
        eq(staffRecoveryCodes.staffUserId, staffUserId),
        isNull(staffRecoveryCodes.usedAt),
      ),
    );
  return row?.count ?? 0;
}

export type StaffLinkPurpose = "set-up" | "password-reset";

export async function insertSetupToken(
  db: Db,
  token: { staffUserId: number; tokenHash: string; expiresAt: Date; purpose?: StaffLinkPurpose },
): Promise<void> {
  await db.insert(staffSetupTokens).values(token);
}

export async function selectUsableSetupToken(
  db: Db,
  tokenHash: string,
  now: Date,
  purpose: StaffLinkPurpose = "set-up",
) {
  const [row] = await db
    .select()
    .from(staffSetupTokens)
    .where(
      and(
        ownRows(db, staffSetupTokens.agencyId),
        eq(staffSetupTokens.tokenHash, tokenHash),
        eq(staffSetupTokens.purpose, purpose),
        stillUsable(staffSetupTokens, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks the token used if it still is usable: true for the one request that wins. */
export async function claimSetupToken(db: Db, id: number, now: Date): Promise<boolean> {
  return claimOneTimeToken(db, staffSetupTokens, id, now);
}

/** Kills every set-up link of the account not yet used: a new link (resend, reset) leaves only itself alive. */
export async function retireSetupTokensOf(db: Db, staffUserId: number, now: Date): Promise<void> {
  await retireOneTimeTokensOf(db, staffSetupTokens, staffSetupTokens.staffUserId, staffUserId, now);
}

// The staff list and the changes owners and managers make (issue 14 "Staff accounts").

/** Set up means the set-up link was used: a password and a confirmed TOTP secret. */
const isSetUpSql = sql<boolean>`(${staffUsers.passwordHash} is not null and ${staffUsers.totpEnabledAt} is not null)`;

export type StaffListRow = {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  setUp: boolean;
  disabledAt: Date | null;
  lastSignInAt: Date | null;
  createdAt: Date;
  branchIds: number[];
};

const listColumns = (db: Db) => ({
  id: staffUsers.id,
  email: staffUsers.email,
  name: staffUsers.name,
  role: staffUsers.role,
  setUp: isSetUpSql,
  disabledAt: staffUsers.disabledAt,
  lastSignInAt: staffUsers.lastSignInAt,
  createdAt: staffUsers.createdAt,
  branchIds: sql<
    number[]
  >`coalesce((select array_agg(b.branch_id order by b.branch_id) from ${staffUserBranches} b where b.agency_id = ${agencyOfHandle(db)} and b.staff_user_id = ${staffUsers.id}), '{}')`,
});

/** A manager sees their branches' staff and themself; an owner everyone. */
function scopeFilter(db: Db, scope: BranchScope, selfId: number) {
  if (scope.kind === "all") return undefined;
  if (scope.branchIds.length === 0) return eq(staffUsers.id, selfId);
  const inBranches = db
    .select({ id: staffUserBranches.staffUserId })
    .from(staffUserBranches)
    .where(
      and(ownRows(db, staffUserBranches.agencyId), inArray(staffUserBranches.branchId, scope.branchIds)),
    );
  return or(eq(staffUsers.id, selfId), inArray(staffUsers.id, inBranches));
}

/** One page of the staff list, by email (the lower(email) unique index). */
export async function selectStaffPage(
  db: Db,
  options: { scope: BranchScope; selfId: number; limit: number; offset: number },
): Promise<StaffListRow[]> {
  return db
    .select(listColumns(db))
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), scopeFilter(db, options.scope, options.selfId)))
    .orderBy(sql`lower(${staffUsers.email})`)
    .limit(options.limit)
    .offset(options.offset);
}

export async function countStaff(db: Db, options: { scope: BranchScope; selfId: number }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), scopeFilter(db, options.scope, options.selfId)));
  return row?.count ?? 0;
}

export async function selectStaffListRow(db: Db, id: number): Promise<StaffListRow | null> {
  const [row] = await db
    .select(listColumns(db))
    .from(staffUsers)
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, id)))
    .limit(1);
  return row ?? null;
}

export async function setStaffDisabled(db: Db, staffUserId: number, at: Date | null): Promise<void> {
  await db
    .update(staffUsers)
    .set({ disabledAt: at, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
}

export async function updateStaffRole(db: Db, staffUserId: number, role: StaffRole): Promise<void> {
  await db
    .update(staffUsers)
    .set({ role, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
}

export async function updateStaffName(db: Db, staffUserId: number, name: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ name, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
}

export async function updateStaffPasswordHash(
  db: Db,
  staffUserId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
}

export async function markStaffSignedIn(db: Db, staffUserId: number, now: Date): Promise<void> {
  await db
    .update(staffUsers)
    .set({ lastSignInAt: now })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
}

/** Forgets the TOTP secret and the recovery codes: the account must be set up again (passkeys: their repo). */
export async function clearTotpAndRecoveryCodes(db: Db, staffUserId: number): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
    .where(and(ownRows(db, staffUsers.agencyId), eq(staffUsers.id, staffUserId)));
  await db
    .delete(staffRecoveryCodes)
    .where(and(ownRows(db, staffRecoveryCodes.agencyId), eq(staffRecoveryCodes.staffUserId, staffUserId)));
}

/**
 * The owners who can still sign in (set up, not disabled) other than `exceptId`, their rows locked until the
 * transaction ends: two owners demoting or disabling each other at once cannot leave none.
 */
export async function lockOtherActiveOwners(db: Db, exceptId: number): Promise<number[]> {
  const rows = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(
      and(
        ownRows(db, staffUsers.agencyId),
        eq(staffUsers.role, "owner"),
        ne(staffUsers.id, exceptId),
        isNull(staffUsers.disabledAt),
        isNotNull(staffUsers.passwordHash),
        isNotNull(staffUsers.totpEnabledAt),
      ),
    )
    .orderBy(asc(staffUsers.id))
    .for("update");
  return rows.map((row) => row.id);
}

/** The ids among `ids` that name a branch. */
export async function selectExistingBranchIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), inArray(branches.id, ids)));
  return rows.map((row) => row.id);
}

/** Every branch by name, for the invite form's checkboxes and the list's branch names. */
export async function selectBranchChoices(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(listingRows(db, branches.agencyId))
    .orderBy(asc(branches.position), asc(branches.name));
}
