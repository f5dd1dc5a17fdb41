// Staff passkeys (issue 14): WebAuthn credentials and the challenges of ceremonies in progress. A challenge
// is deleted by the one request that uses it (claimPasskeyChallenge), so it works once even when two race.
import { and, asc, desc, eq, gt, lt, or } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { staffPasskeyChallenges, staffPasskeys } from "../../../db/schema.ts";

export type StaffPasskeyRow = typeof staffPasskeys.$inferSelect;
export type PasskeyPurpose = (typeof staffPasskeyChallenges.$inferSelect)["purpose"];

export async function selectPasskeysOf(db: Db, staffUserId: number): Promise<StaffPasskeyRow[]> {
  return db
    .select()
    .from(staffPasskeys)
    .where(and(ownRows(db, staffPasskeys.agencyId), eq(staffPasskeys.staffUserId, staffUserId)))
    .orderBy(desc(staffPasskeys.createdAt), asc(staffPasskeys.id));
}

export async function insertPasskey(
  db: Db,
  passkey: Omit<typeof staffPasskeys.$inferInsert, "id" | "createdAt" | "lastUsedAt">,
): Promise<StaffPasskeyRow | null> {
  // A credential registered twice (another account, or a retried post) is refused by the unique index.
  const [row] = await db.insert(staffPasskeys).values(passkey).onConflictDoNothing().returning();
  return row ?? null;
}

/** Removes one of the account's passkeys: the removed row, or null when it is not theirs. */
export async function deletePasskeyOf(
  db: Db,
  staffUserId: number,
  passkeyId: number,
): Promise<StaffPasskeyRow | null> {
  const [row] = await db
    .delete(staffPasskeys)
    .where(
      and(
        ownRows(db, staffPasskeys.agencyId),
        eq(staffPasskeys.id, passkeyId),
        eq(staffPasskeys.staffUserId, staffUserId),
      ),
    )
    .returning();
  return row ?? null;
}

export async function deletePasskeysOf(db: Db, staffUserId: number): Promise<number> {
  const rows = await db
    .delete(staffPasskeys)
    .where(and(ownRows(db, staffPasskeys.agencyId), eq(staffPasskeys.staffUserId, staffUserId)))
    .returning({ id: staffPasskeys.id });
  return rows.length;
}

/**
 * Records a verified use: the authenticator's new counter and when. Only moves the counter forward (or keeps
 * both at zero, for authenticators that keep no counter), so two uses racing cannot wind it back.
 */
export async function recordPasskeyUse(
  db: Db,
  passkeyId: number,
  values: { counter: number; backedUp: boolean; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(staffPasskeys)
    .set({ counter: values.counter, backedUp: values.backedUp, lastUsedAt: values.now })
    .where(
      and(
        ownRows(db, staffPasskeys.agencyId),
        eq(staffPasskeys.id, passkeyId),
        or(
          lt(staffPasskeys.counter, values.counter),
          and(eq(staffPasskeys.counter, 0), eq(staffPasskeys.counter, values.counter)),
        ),
      ),
    )
    .returning({ id: staffPasskeys.id });
  return rows.length === 1;
}

/** Opens a ceremony: replaces any earlier challenge of the account for the same purpose. */
export async function replacePasskeyChallenge(
  db: Db,
  challenge: { staffUserId: number; purpose: PasskeyPurpose; challenge: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        ownRows(db, staffPasskeyChallenges.agencyId),
        eq(staffPasskeyChallenges.staffUserId, challenge.staffUserId),
        eq(staffPasskeyChallenges.purpose, challenge.purpose),
      ),
    );
  await db.insert(staffPasskeyChallenges).values(challenge);
}

/** Uses up the challenge if it is the account's open one for this purpose and not expired: true once. */
export async function claimPasskeyChallenge(
  db: Db,
  options: { staffUserId: number; purpose: PasskeyPurpose; challenge: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        ownRows(db, staffPasskeyChallenges.agencyId),
        eq(staffPasskeyChallenges.challenge, options.challenge),
        eq(staffPasskeyChallenges.staffUserId, options.staffUserId),
        eq(staffPasskeyChallenges.purpose, options.purpose),
        gt(staffPasskeyChallenges.expiresAt, options.now),
      ),
    )
    .returning({ id: staffPasskeyChallenges.id });
  return rows.length === 1;
}

export async function deletePasskeyChallengesOf(db: Db, staffUserId: number): Promise<void> {
  await db
    .delete(staffPasskeyChallenges)
    .where(
      and(ownRows(db, staffPasskeyChallenges.agencyId), eq(staffPasskeyChallenges.staffUserId, staffUserId)),
    );
}
