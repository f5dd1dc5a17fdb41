// Counters for every rate limit (the host's per-address classes, the per-account sign-in delay, the send-to-a-
// friend caps; docs/decisions/015). With DATABASE_URL they live in PostgreSQL's rate_limits table, so N
// processes share them: one atomic upsert per hit, the database's clock for every window. With PGlite (one
// process owns the database) they live in this process's memory.
import { and, eq, lt, sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client.ts";
import { rateLimits } from "../db/schema.ts";
import { ownRows } from "../db/agency-scope.ts";

export type Counter = {
  count: number;
  /** When the window ends and the count starts again. */
  resetAt: Date;
  lastHitAt: Date;
};

/**
 * A growing wait between hits: the first `free` hits of a window go at once, then each must come at least
 * 2, 4, 8 … seconds (capped at `maxSeconds`) after the one before it.
 */
export type Backoff = { free: number; maxSeconds: number };

/** The seconds a key with `count` hits must wait after its last hit before the next one under `backoff`. */
export function backoffSeconds(backoff: Backoff, count: number): number {
  if (count < backoff.free) return 0;
  return Math.min(2 ** Math.min(count - backoff.free + 1, 30), backoff.maxSeconds);
}

export type Claim =
  /** Counted; `before` is how many hits the window held before this one (0: a clean key). */
  { claimed: true; before: number } | { claimed: false; retryAfter: number };

export type RateLimitStore = {
  /** Counts one hit of `key` in its window (a new window of `windowMs` when the last one has ended). */
  hit(key: string, windowMs: number): Promise<Counter>;
  /**
   * Counts one hit of `key` only when its backoff allows one now, in one atomic step: of concurrent claims,
   * no more pass than the backoff lets through one after the other (issue 43 item 5).
   */
  claim(key: string, windowMs: number, backoff: Backoff): Promise<Claim>;
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
      .where(
        and(ownRows(db, rateLimits.agencyId), lt(rateLimits.expiresAt, sql`now() - interval '1 minute'`)),
      )
      .catch(() => undefined);
  };
  const live = sql`${rateLimits.expiresAt} > now()`;
  // One atomic upsert counts a hit: a new row, the next hit of a live window, or a fresh window once the last
  // has ended; with `onlyWhen`, a live row is counted only when that holds (nothing is returned otherwise).
  const countHit = (key: string, windowMs: number, onlyWhen?: SQL) => {
    const window = sql`make_interval(secs => ${windowMs / 1000})`;
    return db
      .insert(rateLimits)
      .values({
        key,
        windowStart: sql`now()`,
        expiresAt: sql`now() + ${window}`,
        count: 1,
        lastHitAt: sql`now()`,
      })
      .onConflictDoUpdate({
        target: [rateLimits.agencyId, rateLimits.key],
        set: {
          count: sql`case when ${live} then ${rateLimits.count} + 1 else 1 end`,
          windowStart: sql`case when ${live} then ${rateLimits.windowStart} else now() end`,
          expiresAt: sql`case when ${live} then ${rateLimits.expiresAt} else now() + ${window} end`,
          lastHitAt: sql`now()`,
        },
        setWhere: onlyWhen,
      })
      .returning();
  };
  return {
    shared: true,
    async hit(key, windowMs) {
      sweepSometimes();
      const [row] = await countHit(key, windowMs);
      return { count: row!.count, resetAt: row!.expiresAt, lastHitAt: row!.lastHitAt };
    },
    async claim(key, windowMs, backoff) {
      sweepSometimes();
      // One INSERT … ON CONFLICT DO UPDATE … WHERE: PostgreSQL locks the row and checks the wait against its
      // latest version, so concurrent claims queue on the row instead of all reading the same old count.
      const steps = sql`least(${rateLimits.count} - ${backoff.free} + 1, 30)`;
      const wait = sql`case when ${rateLimits.count} < ${backoff.free} then 0
        else least(power(2, ${steps}), ${backoff.maxSeconds}) end`;
      const due = sql`${rateLimits.lastHitAt} + make_interval(secs => ${wait}) <= now()`;
      const [row] = await countHit(key, windowMs, sql`not (${live}) or ${due}`);
      if (row) return { claimed: true, before: row.count - 1 };
      const [waiting] = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${rateLimits.lastHitAt} + make_interval(secs => ${wait}) - now())))`,
        })
        .from(rateLimits)
        .where(and(ownRows(db, rateLimits.agencyId), eq(rateLimits.key, key)));
      return { claimed: false, retryAfter: Math.max(1, Number(waiting?.seconds ?? 1)) };
    },
    async undo(key) {
      await db
        .update(rateLimits)
        .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
        .where(and(ownRows(db, rateLimits.agencyId), eq(rateLimits.key, key)));
    },
    async peek(key) {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(and(ownRows(db, rateLimits.agencyId), sql`${rateLimits.key} = ${key} and ${live}`));
      return row ? { count: row.count, resetAt: row.expiresAt, lastHitAt: row.lastHitAt } : null;
    },
    async reset(key) {
      await db.delete(rateLimits).where(and(ownRows(db, rateLimits.agencyId), eq(rateLimits.key, key)));
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
    async claim(key, windowMs, backoff) {
      // No await between the read and the write: in one process this is atomic.
      const counter = current(key);
      if (counter) {
        const until = counter.lastHitAt + backoffSeconds(backoff, counter.count) * 1000;
        if (until > now()) return { claimed: false, retryAfter: Math.ceil((until - now()) / 1000) };
      }
      const before = counter?.count ?? 0;
      const next = counter ?? { count: 0, resetAt: now() + windowMs, lastHitAt: now() };
      next.count += 1;
      next.lastHitAt = now();
      counters.set(key, next);
      return { claimed: true, before };
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
