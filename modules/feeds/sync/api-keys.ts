// Push API keys (issue 12 item 2): a CRM sends `Authorization: Bearer ohk_…` with each push. A key is 32 random
// bytes shown once when created; the database keeps only its SHA-256, so a copy of the database cannot push.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import {
  insertFeedApiKey,
  revokeFeedApiKeyRow,
  selectFeedApiKeyByHash,
  selectFeedApiKeys,
  touchFeedApiKey,
  type FeedApiKeyRow,
} from "../repos/feed-api-keys.ts";
import { FEED_KEY_PREFIX, isValidFeedSource } from "../model/push-api.ts";

export type FeedApiKeySummary = {
  id: number;
  source: string;
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
};

export type KeyCheck =
  { ok: true; keyId: number; source: string } | { ok: false; status: 401 | 403; message: string };

export const KEY_MESSAGES = {
  missing: "Send the feed's API key as Authorization: Bearer ohk_…",
  unknown: "This API key is not valid",
  revoked: "This API key has been revoked",
  otherSource: "This API key belongs to another feed source",
} as const;

export function hashFeedKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** Creates a key for `source`; the plain key is in the answer and nowhere else. */
export async function createFeedApiKey(
  db: Db,
  input: { source: string; name?: string | null },
): Promise<{ key: string } & FeedApiKeySummary> {
  if (!isValidFeedSource(input.source)) {
    throw new Error(
      `"${input.source}" is not a feed source name: lower-case letters, digits, - and _ (and not "demo")`,
    );
  }
  const key = FEED_KEY_PREFIX + randomBytes(32).toString("base64url");
  const name = input.name?.trim() || `${input.source} key`;
  const row = await insertFeedApiKey(db, { source: input.source, name, keyHash: hashFeedKey(key) });
  return { key, ...summary(row) };
}

export async function listFeedApiKeys(db: Db): Promise<FeedApiKeySummary[]> {
  return (await selectFeedApiKeys(db)).map(summary);
}

/** Null when there is no key with that id; revoking twice keeps the first date. */
export async function revokeFeedApiKey(
  db: Db,
  id: number,
  now = new Date(),
): Promise<FeedApiKeySummary | null> {
  const row = await revokeFeedApiKeyRow(db, id, now);
  return row ? summary(row) : null;
}

/**
 * Checks an Authorization header against `source` (null: whichever source the key is for, as RTDF calls name
 * none): 401 when it carries no key or an unknown one, 403 when the key is revoked or belongs to another source.
 * A good key's last_used_at is set to now.
 *
 * The key is found by its SHA-256 (a unique index): the lookup's timing depends only on the hash, which an
 * attacker cannot steer towards a stored one, and the final comparison is constant-time as well.
 */
export async function verifyFeedApiKey(
  db: Db,
  source: string | null,
  authorization: string | null,
  now = new Date(),
): Promise<KeyCheck> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  const key = match?.[1];
  if (!key) return { ok: false, status: 401, message: KEY_MESSAGES.missing };
  if (!key.startsWith(FEED_KEY_PREFIX) || key.length > 200) {
    return { ok: false, status: 401, message: KEY_MESSAGES.unknown };
  }
  const hash = hashFeedKey(key);
  const row = await selectFeedApiKeyByHash(db, hash);
  if (!row || !timingSafeEqual(Buffer.from(row.keyHash, "hex"), Buffer.from(hash, "hex"))) {
    return { ok: false, status: 401, message: KEY_MESSAGES.unknown };
  }
  if (row.revokedAt) return { ok: false, status: 403, message: KEY_MESSAGES.revoked };
  if (source !== null && row.source !== source)
    return { ok: false, status: 403, message: KEY_MESSAGES.otherSource };
  await touchFeedApiKey(db, row.id, now);
  return { ok: true, keyId: row.id, source: row.source };
}

function summary(row: FeedApiKeyRow): FeedApiKeySummary {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    createdAt: row.createdAt,
    revokedAt: row.revokedAt,
    lastUsedAt: row.lastUsedAt,
  };
}
