// "The agency's data changed": one call for every writer (feed imports, the seed, content loads, the back
// office later), heard by every process's caches (docs/decisions/014). Locally the listeners run at once; with
// PostgreSQL a NOTIFY on CHANGE_CHANNEL reaches the other processes, whose `listenForChanges` client hears it.
// The scheme is a whole flush: any change bumps one generation number, and every cache keyed to it forgets.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db } from "../db/client.ts";

export const CHANGE_CHANNEL = "openhouse_cache";

/** What changed; every scope flushes everything today, the scope is logged and kept for finer schemes. */
export type ChangeScope = "listings" | "content" | "branches" | "staff" | "agencies" | "all";

type Listener = (scope: ChangeScope) => void;

// One state per process: the host, the routes' server build and the jobs share this module (one module graph,
// tools/server-source-external.ts), so a feed push announced by a route reaches the host's page cache.
const state = {
  listeners: new Set<Listener>(),
  generation: 0,
  // Our own NOTIFYs come back to our LISTEN client: the origin tells them apart (already applied locally).
  origin: randomUUID(),
};

/** Bumped on every change heard: a cached value stamped with an older generation is stale. */
export function changeGeneration(): number {
  return state.generation;
}

export function onChange(listener: Listener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

function applyChange(scope: ChangeScope): void {
  state.generation += 1;
  for (const listener of state.listeners) listener(scope);
}

/**
 * Announces a committed change: this process's caches forget at once, other processes sharing the PostgreSQL
 * database when the NOTIFY arrives. Call it after the transaction commits (a NOTIFY inside one waits for it).
 * On PGlite the NOTIFY reaches nobody else: one process owns the database.
 */
export async function announceChange(db: Db, scope: ChangeScope): Promise<void> {
  applyChange(scope);
  try {
    await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${state.origin} ${scope}`})`);
  } catch (error) {
    // The local flush happened; other processes still expire their copies by time.
    console.error(`change notice not sent: ${(error as Error).message}`);
  }
}

const SCOPES = new Set<string>(["listings", "content", "branches", "staff", "agencies", "all"]);

/** Parses a notice's payload; null for our own (already applied) or one we do not understand. */
export function parseNotice(payload: string | undefined): ChangeScope | null {
  const [from, scope] = (payload ?? "").split(" ");
  if (!from || from === state.origin) return null;
  return scope && SCOPES.has(scope) ? (scope as ChangeScope) : "all";
}

/**
 * A dedicated PostgreSQL connection LISTENing on CHANGE_CHANNEL (a pooled one would be handed back). If it
 * drops, everything is flushed (notices may have been missed) and it reconnects.
 */
export function listenForChanges(
  databaseUrl: string,
  log: (message: string) => void,
): { ready: Promise<void>; close: () => Promise<void> } {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on("notification", (message) => {
      if (message.channel !== CHANGE_CHANNEL) return;
      const scope = parseNotice(message.payload);
      if (scope) applyChange(scope);
    });
    next.on("error", (error) => {
      log(`change listener: ${error.message}; reconnecting`);
      void next.end().catch(() => {});
      if (client === next) client = null;
      if (!closed) {
        applyChange("all");
        retry = setTimeout(() => void connect().catch(() => {}), 1000);
      }
    });
    await next.connect();
    await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
  };
  const ready = connect();
  return {
    ready,
    async close() {
      closed = true;
      clearTimeout(retry);
      await ready.catch(() => {});
      await client?.end().catch(() => {});
    },
  };
}
