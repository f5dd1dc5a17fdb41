// The emailed one-time links (a visitor's password reset, a member of staff's set-up or reset link): a link
// works while it is unused and unexpired. One condition for each table, so the lookup and the claim that
// races it can never disagree about which links still work.
import { and, gt, isNull, type Column, type SQL } from "drizzle-orm";

/** A table of one-time tokens: when each was used (null: not yet) and when it stops working. */
export type OneTimeTokenColumns = { usedAt: Column; expiresAt: Column };

/** The token is unused and has not expired at `now`. */
export function stillUsable(tokens: OneTimeTokenColumns, now: Date): SQL {
  return and(isNull(tokens.usedAt), gt(tokens.expiresAt, now))!;
}
