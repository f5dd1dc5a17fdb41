// The install operators' accounts (issue 44 item 6): users, their recovery codes, set-up links and sessions
// (db/schema.ts `operator_*`). Install-level tables: any handle reads them, none of them names an agency. Tokens,
// session ids and recovery codes are stored as SHA-256 hashes only.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  operatorRecoveryCodes,
  operatorSessions,
  operatorSetupTokens,
  operatorUsers,
} from "../../../db/schema.ts";
import { stillUsable } from "../../../db/one-time-tokens.ts";
import { claimOneTimeToken, retireOneTimeTokensOf } from "../../../db/repos/one-time-token-claims.ts";
import type { SessionRowInput } from "../../staff/index.ts";

export type OperatorRow = typeof operatorUsers.$inferSelect;

export async function selectOperatorByEmail(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db
    .select()
    .from(operatorUsers)
    .where(sql`lower(${operatorUsers.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function selectOperatorById(db: Db, id: number): Promise<OperatorRow | null> {
  const [row] = await db.select().from(operatorUsers).where(eq(operatorUsers.id, id)).limit(1);
  return row ?? null;
}

export async function insertOperator(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db.insert(operatorUsers).values({ email }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOperator(
  db: Db,
  id: number,
  values: Partial<
    Pick<OperatorRow, "totpSecret" | "totpEnabledAt" | "totpLastStep" | "passwordHash" | "lastSignInAt">
  >,
): Promise<void> {
  await db
    .update(operatorUsers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(operatorUsers.id, id));
}

/** Records `step` as the last TOTP step used if it is later than the last: true for the one request that wins. */
export async function claimOperatorTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(operatorUsers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(operatorUsers.id, id),
        sql`(${operatorUsers.totpLastStep} is null or ${operatorUsers.totpLastStep} < ${step})`,
      ),
    )
    .returning({ id: operatorUsers.id });
  return rows.length === 1;
}

export async function replaceOperatorRecoveryCodes(db: Db, id: number, codeHashes: string[]): Promise<void> {
  await db.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorUserId, id));
  await db
    .insert(operatorRecoveryCodes)
    .values(codeHashes.map((codeHash) => ({ operatorUserId: id, codeHash })));
}

export async function claimOperatorRecoveryCode(db: Db, id: number, codeHash: string, now: Date) {
  const rows = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorUserId, id),
        eq(operatorRecoveryCodes.codeHash, codeHash),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return rows.length === 1;
}

export async function countOperatorRecoveryCodes(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(operatorRecoveryCodes)
    .where(and(eq(operatorRecoveryCodes.operatorUserId, id), isNull(operatorRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

export async function insertOperatorLink(
  db: Db,
  link: { accountId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(operatorSetupTokens).values({
    operatorUserId: link.accountId,
    tokenHash: link.tokenHash,
    expiresAt: link.expiresAt,
  });
}

export async function selectUsableOperatorLink(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: operatorSetupTokens.id, accountId: operatorSetupTokens.operatorUserId })
    .from(operatorSetupTokens)
    .where(and(eq(operatorSetupTokens.tokenHash, tokenHash), stillUsable(operatorSetupTokens, now)))
    .limit(1);
  return row ?? null;
}

export function claimOperatorLink(db: Db, id: number, now: Date): Promise<boolean> {
  return claimOneTimeToken(db, operatorSetupTokens, id, now);
}

export function retireOperatorLinksOf(db: Db, id: number, now: Date): Promise<void> {
  return retireOneTimeTokensOf(db, operatorSetupTokens, operatorSetupTokens.operatorUserId, id, now);
}

export async function insertOperatorSession(db: Db, session: SessionRowInput): Promise<void> {
  await db.insert(operatorSessions).values({
    idHash: session.idHash,
    operatorUserId: session.accountId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    ip: session.ip,
    userAgent: session.userAgent,
  });
}

/** The live session's operator, or null when unknown, past its end, idle too long, or the account disabled. */
export async function selectLiveOperatorSession(db: Db, idHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({ user: operatorUsers })
    .from(operatorSessions)
    .innerJoin(operatorUsers, eq(operatorUsers.id, operatorSessions.operatorUserId))
    .where(
      and(
        eq(operatorSessions.idHash, idHash),
        gt(operatorSessions.expiresAt, now),
        gt(operatorSessions.lastSeenAt, idleSince),
        isNull(operatorUsers.disabledAt),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function touchOperatorSession(db: Db, idHash: string, now: Date, before: Date): Promise<void> {
  await db
    .update(operatorSessions)
    .set({ lastSeenAt: now })
    .where(and(eq(operatorSessions.idHash, idHash), lt(operatorSessions.lastSeenAt, before)));
}

export async function deleteOperatorSession(db: Db, idHash: string): Promise<void> {
  await db.delete(operatorSessions).where(eq(operatorSessions.idHash, idHash));
}
