// The writes of the emailed one-time links (a visitor's password reset, a member of staff's set-up or reset
// link), one for every table of them, so that a link works once on every one of them in the same way.
import { and, eq, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { stillUsable } from "../one-time-tokens.ts";
import { ownRows } from "../agency-scope.ts";

/** A table of one-time links: its id, when each link stops working and when it was used (null: not yet). */
type OneTimeTokenTable = PgTable & {
  id: PgColumn;
  expiresAt: PgColumn;
  usedAt: PgColumn;
  /** An agency's links (an operator's are the install's). */
  agencyId?: PgColumn;
  // What lets the update write usedAt in a table of any other columns.
  $inferInsert: { usedAt?: Date | null };
};

const agencyRows = (db: Db, tokens: OneTimeTokenTable) =>
  tokens.agencyId ? ownRows(db, tokens.agencyId) : undefined;

/**
 * Marks this link used if it still is usable: true for the one request that wins (a link works once even when
 * two posts race).
 */
export async function claimOneTimeToken<T extends OneTimeTokenTable>(
  db: Db,
  tokens: T,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(agencyRows(db, tokens), eq(tokens.id, id), stillUsable(tokens, now)))
    .returning({ id: tokens.id });
  return rows.length === 1;
}

/** Uses up every link not yet used whose `owner` column holds `ownerId` (expired ones too). */
export async function retireOneTimeTokensOf<T extends OneTimeTokenTable>(
  db: Db,
  tokens: T,
  owner: PgColumn,
  ownerId: number,
  now: Date,
): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(agencyRows(db, tokens), eq(owner, ownerId), isNull(tokens.usedAt)));
}
