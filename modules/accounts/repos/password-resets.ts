// Password reset tokens (issue 6 item 4): only the SHA-256 of a token is stored, so the table cannot be used
// to reset anyone's password.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { passwordResets } from "../../../db/schema.ts";
import { stillUsable } from "../../../db/one-time-tokens.ts";
import { claimOneTimeToken, retireOneTimeTokensOf } from "../../../db/repos/one-time-token-claims.ts";

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

/** The unused, unexpired reset with this token hash, or null. */
export async function selectUsablePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<PasswordResetRow | null> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), stillUsable(passwordResets, now)))
    .limit(1);
  return row ?? null;
}

/** Marks this reset used if it still is usable: true for the one request that wins. */
export async function claimPasswordReset(db: Db, id: number, now: Date): Promise<boolean> {
  return claimOneTimeToken(db, passwordResets, id, now);
}

/** Uses up every open token of the user (a new password makes older links worthless). */
export async function useUpPasswordResetsOfUser(db: Db, userId: number, now: Date): Promise<void> {
  await retireOneTimeTokensOf(db, passwordResets, passwordResets.userId, userId, now);
}
