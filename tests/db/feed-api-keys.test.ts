// Push API keys (issue 12 item 2) in a real database: this run's (tests/support/database-targets.ts).
import { describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { feedApiKeys } from "../../db/schema.ts";
import {
  KEY_MESSAGES,
  createFeedApiKey,
  hashFeedKey,
  listFeedApiKeys,
  revokeFeedApiKey,
  verifyFeedApiKey,
} from "../../modules/feeds/sync/api-keys.ts";
import { runTarget, tempDatabaseForSuite } from "../support/database-targets.ts";

let db: Db;
tempDatabaseForSuite(runTarget("feed_keys"), "feed-keys", (temp) => (db = temp.database.db));

describe("feed API keys", () => {
  it("creates an ohk_ key of 32 random bytes and stores only its SHA-256", async () => {
    const created = await createFeedApiKey(db, { source: "acme", name: "Acme CRM" });
    expect(created.key).toMatch(/^ohk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ source: "acme", name: "Acme CRM", revokedAt: null, lastUsedAt: null });
    const stored = await db.select().from(feedApiKeys);
    expect(stored.find((k) => k.id === created.id)!.keyHash).toBe(hashFeedKey(created.key));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(4));
    expect((await listFeedApiKeys(db)).find((k) => k.id === created.id)).not.toHaveProperty("keyHash");
  });

  it("names a key after its source by default and refuses bad or reserved source names", async () => {
    expect((await createFeedApiKey(db, { source: "reapit_1" })).name).toBe("reapit_1 key");
    for (const source of ["demo", "Acme", "a/b", "", "-x"]) {
      await expect(createFeedApiKey(db, { source })).rejects.toThrow(/is not a feed source name/);
    }
  });

  it("verifies a key for its source and records when it was used", async () => {
    const { id, key } = await createFeedApiKey(db, { source: "verify" });
    const at = new Date("2026-05-01T12:00:00Z");
    expect(await verifyFeedApiKey(db, "verify", `Bearer ${key}`, at)).toEqual({
      ok: true,
      keyId: id,
      source: "verify",
    });
    expect((await listFeedApiKeys(db)).find((k) => k.id === id)!.lastUsedAt).toEqual(at);
    // An RTDF call names no source: the key says whose it is.
    expect(await verifyFeedApiKey(db, null, `Bearer ${key}`, at)).toEqual({
      ok: true,
      keyId: id,
      source: "verify",
    });
  });

  it("answers 401 without a key or with an unknown one, 403 for a revoked key or another source's", async () => {
    const { id, key } = await createFeedApiKey(db, { source: "refuse" });
    const check = (source: string, header: string | null) => verifyFeedApiKey(db, source, header);
    expect(await check("refuse", null)).toEqual({ ok: false, status: 401, message: KEY_MESSAGES.missing });
    expect(await check("refuse", key)).toMatchObject({ status: 401, message: KEY_MESSAGES.missing });
    expect(await check("refuse", `Basic ${key}`)).toMatchObject({ status: 401 });
    expect(await check("refuse", "Bearer ohk_wrong")).toEqual({
      ok: false,
      status: 401,
      message: KEY_MESSAGES.unknown,
    });
    expect(await check("refuse", `Bearer ${key.slice(4)}`)).toMatchObject({ status: 401 });
    expect(await check("other", `Bearer ${key}`)).toEqual({
      ok: false,
      status: 403,
      message: KEY_MESSAGES.otherSource,
    });

    const revoked = await revokeFeedApiKey(db, id, new Date("2026-05-02T00:00:00Z"));
    expect(revoked!.revokedAt).toEqual(new Date("2026-05-02T00:00:00Z"));
    // Revoking again keeps the first date.
    expect((await revokeFeedApiKey(db, id))!.revokedAt).toEqual(new Date("2026-05-02T00:00:00Z"));
    expect(await check("refuse", `Bearer ${key}`)).toEqual({
      ok: false,
      status: 403,
      message: KEY_MESSAGES.revoked,
    });
    expect(await revokeFeedApiKey(db, 999_999)).toBeNull();
  });
});
