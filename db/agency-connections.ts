// Connections that work for one agency (issue 44 item 3, docs/decisions/029 "Row-level security"). Every statement
// an agency's handle sends runs as the application's role (`openhouse_app`, which row-level security binds) with
// `openhouse.agency_id` set to that agency: its policies then show and accept only that agency's rows, and a new
// row takes that agency (the column's default, openhouse_agency_id()). A handle with no agency sees no agency's
// rows at all. The owner's handle (the connecting user) is for migrations and the install's shared reference data.
import type pg from "pg";
import type { PGlite, Transaction } from "@electric-sql/pglite";

/** The role every agency handle's statements run as: NOLOGIN, no BYPASSRLS (migration 0032). */
export const APP_ROLE = "openhouse_app";

/** An agency's id, or null for no agency: row-level security then shows and accepts no agency's rows. */
export type AgencyScope = number | null;

/** The setting's text: an id, or empty for none (openhouse_agency_id() reads empty as no agency). */
export function agencySetting(agency: AgencyScope): string {
  return agency === null ? "" : String(agency);
}

// ---- PGlite: one session shared by every request, so the scope is transaction-local ----

/** What drizzle's PGlite session needs of its client. */
type PgliteClient = Pick<PGlite, "query" | "transaction">;

const ENTER_LOCALLY = "select set_config('role', $1, true), set_config('openhouse.agency_id', $2, true)";

/**
 * PGlite's client, for one agency: each statement, and each transaction, runs inside PGlite's own transaction
 * (which holds its lock, so no other request's statement can run between the setting and the statement) after
 * setting the role and the agency for that transaction only.
 */
export function pgliteForAgency(client: PgliteClient, agency: AgencyScope): PgliteClient {
  const enter = (tx: Transaction) => tx.query(ENTER_LOCALLY, [APP_ROLE, agencySetting(agency)]);
  return {
    query: (text, params, options) =>
      client.transaction(async (tx) => {
        await enter(tx);
        return tx.query(text, params, options);
      }) as never,
    transaction: (run) =>
      client.transaction(async (tx) => {
        await enter(tx);
        return run(tx);
      }),
  };
}

// ---- PostgreSQL: a pool's connections, each set once for the scope it was last handed out for ----

/** The owner's scope: the connecting user's own role, no agency. */
export const OWNER = "owner" as const;
type ConnectionScope = AgencyScope | typeof OWNER;

// What each open connection was last set to (a connection is only ever used by one hand-out at a time).
const scopeOfConnection = new WeakMap<pg.PoolClient, string>();

function scopeKey(scope: ConnectionScope): string {
  return scope === OWNER ? OWNER : `agency:${agencySetting(scope)}`;
}

/**
 * A connection from the pool, set to the scope before it is handed over: one more round trip only when its
 * last hand-out was for another scope. Session-level settings, so this needs a session-mode pool (never a
 * transaction-mode pooler, where the next statement may run on another server connection).
 */
async function handOut(pool: pg.Pool, scope: ConnectionScope): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const key = scopeKey(scope);
  if (scopeOfConnection.get(client) === key) return client;
  try {
    if (scope === OWNER)
      await client.query(
        "select set_config('role', 'none', false), set_config('openhouse.agency_id', '', false)",
      );
    else
      await client.query(
        "select set_config('role', $1, false), set_config('openhouse.agency_id', $2, false)",
        [APP_ROLE, agencySetting(scope)],
      );
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  scopeOfConnection.set(client, key);
  return client;
}

/**
 * A pool's connections for one scope, with the two calls drizzle's node-postgres session makes (its name must end
 * in "Pool": drizzle then takes a connection of its own for a transaction).
 */
export class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly scope: ConnectionScope,
  ) {}

  connect(): Promise<pg.PoolClient> {
    return handOut(this.pool, this.scope);
  }

  async query(config: unknown, values?: unknown): Promise<pg.QueryResult> {
    const client = await this.connect();
    let failure: Error | undefined;
    try {
      return await client.query(config as pg.QueryConfig, values as unknown[]);
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // As pg's own pool.query: a connection that failed a statement is closed, not reused.
      client.release(failure);
    }
  }
}
