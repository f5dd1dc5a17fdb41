// Reads from PostgreSQL streaming replicas (DATABASE_READ_URL; docs/decisions/031). A read goes to a replica that
// is up, lags the primary by at most DATABASE_READ_MAX_LAG_SECONDS and has replayed every change this process
// has heard of (the fence); otherwise to the primary. Writes and transactions always go to the primary.
import pg from "pg";
import { withReplicas } from "drizzle-orm/pg-core";
import type { Db, Schema } from "./client.ts";
import { ScopedPool, type HandleScope } from "./agency-connections.ts";

export type ReplicaReads = {
  /**
   * One agency's reads on a replica when one is fit, else on the primary (`primaryDb`, the same agency's handle);
   * writes and transactions on the primary. Replica connections are set to the agency as the primary's are.
   */
  dbFor: (agency: HandleScope, primaryDb: Db) => Db;
  /**
   * A change was announced (platform/change-notices.ts): until a replica has replayed the primary's WAL as it
   * stands now, reads go to the primary, so pages re-rendered after the flush never show what came before.
   */
  fence: () => void;
  /** How many replicas reads may go to now, and how many are skipped (down, lagging or fenced): for /health. */
  status: () => ReplicaStatus;
  close: () => Promise<void>;
};

export type ReplicaStatus = { serving: number; skipped: number };

type Replica = {
  /** host:port/database, for the log (never the password). */
  name: string;
  pool: pg.Pool;
  up: boolean;
  replayed: bigint;
  /** When the primary's WAL position last sampled at or before `replayed` was read (ms since the epoch). */
  caughtUpAt: number;
  /** What the log last said of it, so a change of state is logged once. */
  logged: "fit" | "lagging" | "down" | null;
};

/** The newest WAL positions of the primary, with when each was read: how a replica's lag becomes a time. */
type Sample = { at: number; lsn: bigint };

// A WAL position no replica has replayed: the fence while the primary's position is being read.
const UNREACHED = 2n ** 64n;

export async function openReplicaReads(options: {
  primary: pg.Pool;
  urls: string[];
  maxLagMs: number;
  poolSize: number;
  schema: Schema;
  log: (message: string) => void;
}): Promise<ReplicaReads> {
  const { primary, maxLagMs, log } = options;
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Often enough that a replica in step is never seen as lagging (its lag reads as up to one interval).
  const probeMs = Math.min(1000, Math.max(100, maxLagMs / 4));
  const replicas: Replica[] = options.urls.map((url) => {
    // A replica that does not answer must not hold a page long: the primary is there.
    const pool = new pg.Pool({ connectionString: url, max: options.poolSize, connectionTimeoutMillis: 2000 });
    const replica: Replica = {
      name: nameOf(url),
      pool,
      up: false,
      replayed: 0n,
      caughtUpAt: 0,
      logged: null,
    };
    // The server closed an idle connection (a restart, a shutdown): skipped until a probe finds it answering.
    pool.on("error", (error) => markDown(replica, error));
    return replica;
  });
  let samples: Sample[] = [];
  let fence = 0n;
  let fences = 0;
  let next = 0;

  const fit = (replica: Replica, now: number) =>
    replica.up && replica.replayed >= fence && now - replica.caughtUpAt <= maxLagMs;

  const pick = (): Replica | null => {
    const now = Date.now();
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(next + i) % replicas.length]!;
      if (fit(replica, now)) {
        next = (next + i + 1) % replicas.length;
        return replica;
      }
    }
    return null;
  };

  const report = (replica: Replica, state: "fit" | "lagging" | "down", detail = "") => {
    if (replica.logged === state) return;
    replica.logged = state;
    log(`read replica ${replica.name}: ${state === "fit" ? "serving reads" : `skipped, ${state}${detail}`}`);
  };

  const markDown = (replica: Replica, error: unknown) => {
    replica.up = false;
    report(replica, "down", ` (${(error as Error).message})`);
  };

  const probeReplica = async (replica: Replica) => {
    try {
      const { rows } = await replica.pool.query<{ lsn: string | null }>(
        "select pg_last_wal_replay_lsn()::text as lsn",
      );
      const lsn = rows[0]?.lsn;
      if (!lsn) throw new Error("not a standby (pg_last_wal_replay_lsn() is null)");
      replica.up = true;
      replica.replayed = parseLsn(lsn);
      const caughtUp = samples.filter((sample) => sample.lsn <= replica.replayed).at(-1);
      if (caughtUp && caughtUp.at > replica.caughtUpAt) replica.caughtUpAt = caughtUp.at;
      const lag = Date.now() - replica.caughtUpAt;
      if (lag <= maxLagMs) report(replica, "fit");
      else if (replica.caughtUpAt === 0) report(replica, "lagging", " (not yet caught up with the primary)");
      else report(replica, "lagging", ` (${Math.round(lag / 100) / 10} s behind)`);
    } catch (error) {
      markDown(replica, error);
    }
  };

  // The primary's position is read before the replicas' so that "replayed at least this" means "caught up to
  // the moment it was read".
  const probe = async () => {
    try {
      samples.push({ at: Date.now(), lsn: await primaryLsn(primary) });
    } catch {
      // The primary does not answer: no new sample, so the replicas' lag grows until it does.
    }
    samples = samples.filter(
      (sample, i) => i === samples.length - 1 || Date.now() - sample.at <= maxLagMs + probeMs,
    );
    await Promise.all(replicas.map(probeReplica));
  };

  // One probe at a time; one asked for while another runs follows it.
  let running: Promise<void> | null = null;
  let again = false;
  const probeNow = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await probe();
      } while (again);
      running = null;
    })();
    return running;
  };

  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const loop = () => {
    timer = setTimeout(() => void probeNow().finally(() => closed || loop()), probeMs);
    timer.unref();
  };
  await probeNow();
  loop();

  const { schema } = options;
  const dbFor = (agency: HandleScope, primaryDb: Db): Db => {
    const onPrimary = new ScopedPool(primary, agency);
    const onReplica = new Map(replicas.map((replica) => [replica, new ScopedPool(replica.pool, agency)]));
    // What drizzle's node-postgres session needs of a client, for reads: query(). (Not named a pool, so drizzle
    // would run a transaction on it statement by statement; withReplicas sends transactions to the primary.)
    const router = {
      async query(config: unknown, values: unknown) {
        const replica = pick();
        if (!replica) return onPrimary.query(config, values);
        try {
          return await onReplica.get(replica)!.query(config, values);
        } catch (error) {
          const fallback = fallbackFor(error);
          if (fallback === "none") throw error;
          if (fallback === "down") markDown(replica, error);
          return onPrimary.query(config, values);
        }
      },
    };
    const routed = drizzle({ client: router as unknown as pg.Client, schema }) as unknown as Db;
    // drizzle's own split: select, $count, with and the relational queries to the replicas; insert, update,
    // delete and transaction to the primary. execute() comes back to the router: the raw reads (open data) are
    // reads too, and a raw write refused by a replica is run again on the primary.
    const split = withReplicas(primaryDb, [routed]);
    return Object.assign(split, { execute: routed.execute.bind(routed) }) as unknown as Db;
  };

  return {
    dbFor,
    fence() {
      const mine = ++fences;
      fence = UNREACHED;
      primaryLsn(primary).then(
        (lsn) => {
          if (mine !== fences) return;
          fence = lsn;
          void probeNow();
        },
        // Without the primary's position the fence stays up until the next change: reads go to the primary.
        () => {},
      );
    },
    status() {
      const now = Date.now();
      const serving = replicas.filter((replica) => fit(replica, now)).length;
      return { serving, skipped: replicas.length - serving };
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
      await Promise.all(replicas.map((replica) => replica.pool.end()));
    },
  };
}

/**
 * What a failed read on a replica calls for: "down" when the replica itself failed (no connection, shut down,
 * out of connections), "retry" when it was the wrong place for this query (a write refused by a standby, a
 * query cancelled by a conflict with recovery), "none" for the query's own error (the primary would fail too).
 */
export function fallbackFor(error: unknown): "down" | "retry" | "none" {
  if (!(error instanceof pg.DatabaseError)) return "down";
  const code = error.code ?? "";
  if (code.startsWith("08") || code.startsWith("57P") || code.startsWith("53")) return "down";
  if (code === "25006" || code === "40001") return "retry";
  return "none";
}

async function primaryLsn(primary: pg.Pool): Promise<bigint> {
  // The flushed position: all a replica can be sent, and every committed change is in it.
  const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_flush_lsn()::text as lsn");
  return parseLsn(rows[0]!.lsn);
}

/** PostgreSQL's pg_lsn text, two hexadecimal halves "16/B374D848", as one number. */
export function parseLsn(text: string): bigint {
  const [high = "0", low = "0"] = text.split("/");
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

function nameOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}
