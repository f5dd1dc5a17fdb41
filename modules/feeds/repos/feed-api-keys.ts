// Push API keys (issue 12): only each key's SHA-256 is stored.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { feedApiKeys } from "../../../db/schema.ts";

export type FeedApiKeyRow = typeof feedApiKeys.$inferSelect;

export async function insertFeedApiKey(
  db: Db,
  row: { source: string; name: string; keyHash: string },
): Promise<FeedApiKeyRow> {
  const [inserted] = await db.insert(feedApiKeys).values(row).returning();
  return inserted!;
}

export function selectFeedApiKeys(db: Db): Promise<FeedApiKeyRow[]> {
  return db
    .select()
    .from(feedApiKeys)
    .where(ownRows(db, feedApiKeys.agencyId))
    .orderBy(asc(feedApiKeys.source), asc(feedApiKeys.id));
}

export async function selectFeedApiKeyByHash(db: Db, keyHash: string): Promise<FeedApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(feedApiKeys)
    .where(and(ownRows(db, feedApiKeys.agencyId), eq(feedApiKeys.keyHash, keyHash)));
  return row ?? null;
}

/** Marks a key revoked (once: a second revoke keeps the first date). False when there is no such key. */
export async function revokeFeedApiKeyRow(db: Db, id: number, at: Date): Promise<FeedApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(feedApiKeys)
    .where(and(ownRows(db, feedApiKeys.agencyId), eq(feedApiKeys.id, id)));
  if (!row) return null;
  if (row.revokedAt) return row;
  const [updated] = await db
    .update(feedApiKeys)
    .set({ revokedAt: at })
    .where(and(ownRows(db, feedApiKeys.agencyId), eq(feedApiKeys.id, id)))
    .returning();
  return updated!;
}

export async function touchFeedApiKey(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(feedApiKeys)
    .set({ lastUsedAt: at })
    .where(and(ownRows(db, feedApiKeys.agencyId), eq(feedApiKeys.id, id)));
}
