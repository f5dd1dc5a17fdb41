// Counters for every rate limit (the host's per-address classes, the per-account sign-in delay, the send-to-a-
// friend caps; docs/decisions/015). With DATABASE_URL they live in PostgreSQL's rate_limits table, so N
// processes share them: one atomic upsert per hit, the database's clock for every window. With PGlite (one
// process owns the database) they live in this process's memory.
import { eq, lt, sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";

export type Counter = {
  count: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
  lastHitAt: Date;
};

export type RateLimitStore = {
  /** Counts one hit of `key` in its window (a new window of `windowMs` when the last one has ended). */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** Takes one hit back (a success the limit does not count). */
  undo(key: string): Promise<void>;
  /** The key's counter in its current window, without counting; null when it has none. */
  peek(key: string): Promise<Counter | null>;
  reset(key: string): Promise<void>;
  /** Whether several processes share these counters. */
  readonly shared: boolean;
};

const SWEEP_EVERY_MS = 5 * 60_000;

export function createRateLimitStore(db: Db, options: { shared: boolean }): RateLimitStore {
  return options.shared ? postgresStore(db) : memoryStore();
}

export function postgresStore(db: Db): RateLimitStore {
  let lastSweep = 0;
  // Expired rows are deleted now and then by whichever process notices first; a failure only delays it.
  const sweepSometimes = () => {
    if (Date.now() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimits)
      .where(lt(rateLimits.expiresAt, sql`now() - interval '1 minute'`))
      .catch(() => undefined);
  };
  const live = sql`${rateLimits.expiresAt} > now()`;
  return {
    shared: true,
    async hit(key, windowMs) {
      sweepSometimes();
      const window = sql`make_interval(secs => ${windowMs / 1000})`;
      const [row] = await db
        .insert(rateLimits)
        .values({
          key,
          windowStart: sql`now()`,
          expiresAt: sql`now() + ${window}`,
          count: 1,
          lastHitAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${live} then ${rateLimits.count} + 1 else 1 end`,
            windowStart: sql`case when ${live} then ${rateLimits.windowStart} else now() end`,
            expiresAt: sql`case when ${live} then ${rateLimits.expiresAt} else now() + ${window} end`,
            lastHitAt: sql`now()`,
          },
        })
        .returning();
      return { count: row!.count, resetAt: row!.expiresAt, lastHitAt: row!.lastHitAt };
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async peek(key) {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${live}`);
      return row ? { count: row.count, resetAt: row.expiresAt, lastHitAt: row.lastHitAt } : null;
    },
    async reset(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export function memoryStore(now: () => number = Date.now): RateLimitStore {
  // Bounded: under a flood of new keys the oldest go first (a limit forgotten, never memory exhausted).
  const counters = new LRUCache<string, { count: number; resetAt: number; lastHitAt: number }>({
    max: 100_000,
  });
  const current = (key: string) => {
    const counter = counters.get(key);
    return counter && counter.resetAt > now() ? counter : null;
  };
  const view = (c: { count: number; resetAt: number; lastHitAt: number }): Counter => ({
    count: c.count,
    resetAt: new Date(c.resetAt),
    lastHitAt: new Date(c.lastHitAt),
  });
  return {
    shared: false,
    async hit(key, windowMs) {
      const counter = current(key) ?? { count: 0, resetAt: now() + windowMs, lastHitAt: now() };
      counter.count += 1;
      counter.lastHitAt = now();
      counters.set(key, counter);
      return view(counter);
    },
    async undo(key) {
      const counter = current(key);
      if (counter) counter.count = Math.max(counter.count - 1, 0);
    },
    async peek(key) {
      const counter = current(key);
      return counter ? view(counter) : null;
    },
    async reset(key) {
      counters.delete(key);
    },
  };
}
