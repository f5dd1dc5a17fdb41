// Connections that work for one agency (issue 44 item 3, docs/decisions/029 "Row-level security"). Every statement
// an agency's handle sends runs as the application's role (`openhouse_app`, which row-level security binds) with
// `openhouse.agency_id` set to that agency: its policies then show and accept only that agency's rows, and a new
// row takes that agency (the column's default, openhouse_agency_id()). A handle with no agency sees no agency's
// rows at all. The owner's handle (the connecting user) is for migrations and the install's shared reference data.
import type pg from "pg";
import type { PGlite, Transaction } from "@electric-sql/pglite";

/** The role every agency handle's statements run as: NOLOGIN, no BYPASSRLS (migration 0032). */
export const APP_ROLE = "openhouse_app";

/**
 * A group site's role (migration 0043, docs/decisions/034): openhouse_app, and besides its own agency's rows it
 * reads its live members' listings, their media and branches. Only a group agency's handles run as it.
 */
export const GROUP_SITE_ROLE = "openhouse_group_site";

/** An agency's id, or null for no agency: row-level security then shows and accepts no agency's rows. */
export type AgencyScope = number | null;

/** A handle's scope: an agency (or none) as openhouse_app, or a group agency as openhouse_group_site. */
export type HandleScope = AgencyScope | { groupSite: number };

/** The setting's text: an id, or empty for none (openhouse_agency_id() reads empty as no agency). */
export function agencySetting(scope: HandleScope): string {
  if (scope === null) return "";
  return String(typeof scope === "number" ? scope : scope.groupSite);
}

/**
 * Whether the handles' statements run under row-level security. Always, but in the test of the first wall alone
 * (db/agency-scope.ts): there they keep the connecting user's role, which the policies do not bind.
 */
export type RowSecurity = "on" | "off-for-tests";

/** The role a handle's statements run as (`none`: the connecting user's own, with row security off). */
export function scopeRole(scope: HandleScope, rowSecurity: RowSecurity = "on"): string {
  if (rowSecurity === "off-for-tests") return "none";
  return scope !== null && typeof scope === "object" ? GROUP_SITE_ROLE : APP_ROLE;
}

/** One spelling per scope: what a connection was last set to, and the key handles are kept under. */
export function scopeKeyOf(scope: HandleScope, rowSecurity: RowSecurity = "on"): string {
  return `${scopeRole(scope, rowSecurity)}:${agencySetting(scope)}`;
}

// ---- PGlite: one session shared by every request in the process ----

/** What drizzle's PGlite session needs of its client. */
type PgliteClient = Pick<PGlite, "query" | "transaction">;

/** PGlite's session, for its agencies and its owner (made once per database by db/client.ts). */
export type PgliteScopes = {
  forAgency: (scope: HandleScope) => PgliteClient;
  /** The owner's statements: each in a transaction that takes back the connecting user's own role. */
  owner: PgliteClient & { exec: PGlite["exec"] };
};

/**
 * PGlite runs every statement of the process on one session, one statement (or transaction) at a time, in the
 * order they were sent: its query() and transaction() wait, first come first served, on one lock. So the session
 * runs as `openhouse_app` for good (set here, before any handle exists), and an agency's statement is sent right
 * behind a statement setting `openhouse.agency_id` whenever the last one sent was for another agency: both are
 * sent in the same turn of the event loop, so nothing can come between them, and a run of one agency's
 * statements costs nothing more. (Transaction-local settings would need a transaction around every statement:
 * 0.4–0.5 ms each.) The owner's statements take the owner's role back inside a transaction of their own.
 */
export async function pgliteScopes(client: PGlite, rowSecurity: RowSecurity = "on"): Promise<PgliteScopes> {
  // A database still at an older release's migrations (the upgrade test's) has no such role, and no policies.
  await client.query("select set_config('role', $1, false) from pg_roles where rolname = $1", [
    scopeRole(null, rowSecurity),
  ]);
  // The scope the last statement sent leaves in force (PGlite runs them in the order they were sent).
  let sentFor = scopeKeyOf(null, rowSecurity);
  const switchTo = (scope: HandleScope) => {
    const key = scopeKeyOf(scope, rowSecurity);
    if (sentFor === key) return;
    const roleChanges = sentFor.split(":")[0] !== scopeRole(scope, rowSecurity);
    sentFor = key;
    // Not awaited: the statement that needs it is sent next, in this same turn. A setting that failed (PGlite
    // closing) leaves nothing known, so the next statement sets it again.
    const setting = roleChanges
      ? client.query("select set_config('role', $1, false), set_config('openhouse.agency_id', $2, false)", [
          scopeRole(scope, rowSecurity),
          agencySetting(scope),
        ])
      : client.query("select set_config('openhouse.agency_id', $1, false)", [agencySetting(scope)]);
    setting.catch(() => {
      sentFor = "";
    });
  };
  const ownerTransaction = <T>(run: (tx: Transaction) => Promise<T>) =>
    client.transaction(async (tx) => {
      await tx.query("select set_config('role', 'none', true), set_config('openhouse.agency_id', '', true)");
      return run(tx);
    });
  return {
    forAgency(scope) {
      return {
        query: ((text: string, params?: unknown[], options?: never) => {
          switchTo(scope);
          return client.query(text, params, options);
        }) as PGlite["query"],
        transaction: (run) => {
          switchTo(scope);
          return client.transaction(run);
        },
      };
    },
    owner: {
      query: ((text: string, params?: unknown[], options?: never) =>
        ownerTransaction((tx) => tx.query(text, params, options))) as PGlite["query"],
      transaction: ownerTransaction,
      exec: ((text: string, options?: never) =>
        ownerTransaction((tx) => tx.exec(text, options))) as PGlite["exec"],
    },
  };
}

// ---- PostgreSQL: a pool's connections, each set once for the scope it was last handed out for ----

/** The owner's scope: the connecting user's own role, no agency. */
export const OWNER = "owner" as const;
type ConnectionScope = HandleScope | typeof OWNER;

// What each open connection was last set to (a connection is only ever used by one hand-out at a time).
const scopeOfConnection = new WeakMap<pg.PoolClient, string>();

function scopeKey(scope: ConnectionScope, rowSecurity: RowSecurity): string {
  return scope === OWNER ? OWNER : scopeKeyOf(scope, rowSecurity);
}

/**
 * A connection from the pool, set to the scope before it is handed over: one more round trip only when its
 * last hand-out was for another scope. Session-level settings, so this needs a session-mode pool (never a
 * transaction-mode pooler, where the next statement may run on another server connection).
 */
async function handOut(
  pool: pg.Pool,
  scope: ConnectionScope,
  rowSecurity: RowSecurity,
): Promise<pg.PoolClient> {
  const client = await pool.connect();
  const key = scopeKey(scope, rowSecurity);
  if (scopeOfConnection.get(client) === key) return client;
  try {
    if (scope === OWNER)
      await client.query(
        "select set_config('role', 'none', false), set_config('openhouse.agency_id', '', false)",
      );
    else
      await client.query(
        "select set_config('role', $1, false), set_config('openhouse.agency_id', $2, false)",
        [scopeRole(scope, rowSecurity), agencySetting(scope)],
      );
  } catch (error) {
    client.release(error as Error);
    throw error;
  }
  scopeOfConnection.set(client, key);
  return client;
}

/**
 * A pool's connections for one scope, with the two calls drizzle's node-postgres session makes (its class name must
 * contain "Pool": drizzle then takes a connection of its own for a transaction).
 */
export class ScopedPool {
  constructor(
    private readonly pool: pg.Pool,
    private readonly scope: ConnectionScope,
    private readonly rowSecurity: RowSecurity = "on",
  ) {}

  connect(): Promise<pg.PoolClient> {
    return handOut(this.pool, this.scope, this.rowSecurity);
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
