// Opens the one database the app uses: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set,
// with reads for anonymous pages on its streaming replicas when DATABASE_READ_URL names them (db/read-replicas.ts).
// Everything else sees only the `Db` type, so the two drivers are interchangeable. Each agency's queries go through
// a handle of its own, which row-level security binds to that agency (db/agency-connections.ts, decision 029).
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";
import { claimPgliteFolder } from "./pglite-owner.ts";
import type { ReplicaStatus } from "./read-replicas.ts";
import {
  OWNER,
  pgliteScopes,
  scopeKeyOf,
  ScopedPool,
  type AgencyScope,
  type HandleScope,
  type RowSecurity,
} from "./agency-connections.ts";
import { rememberScope } from "./agency-scope.ts";
import { INSTALL_AGENCY_ID } from "../modules/agencies/model/agency.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** One agency's handles: everything it reads and writes, and what its anonymous visitors read. */
export type AgencyDb = {
  db: Db;
  /**
   * Reads on a caught-up replica (DATABASE_READ_URL), else the primary; `db` itself without replicas. Only for
   * what anonymous visitors see (server/read-routing.ts): a signed-in person reads their own writes on `db`.
   */
  readDb: Db;
};

export type Database = AgencyDb & {
  /**
   * The handles of one agency (made once, kept), or of none: a handle without an agency sees and writes no
   * agency's rows. `db` and `readDb` above are the install's own agency's (agency 1): the commands', the seed's.
   */
  forAgency: (agency: AgencyScope) => AgencyDb;
  /**
   * A group agency's handles (issue 44 item 7, decision 034): its own rows as forAgency's, and reads of its live
   * members' listings, their media and branches.
   */
  forGroupSite: (agency: number) => AgencyDb;
  /**
   * The connecting user's own, outside row-level security's role: for the install's shared reference data
   * (postcodes, places, open data, price paid) and its loads, which replace and analyse tables.
   */
  ownerDb: Db;
  /** A change was announced: replicas serve reads again once they have replayed it (docs/decisions/031). */
  fenceReads: () => void;
  /** The replicas serving reads and skipped now; null without DATABASE_READ_URL. */
  readReplicaStatus: () => ReplicaStatus | null;
  kind: "pglite" | "postgres";
  /** Raw SQL for tools that bring their own queries (the job queue). */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** PostgreSQL memory settings for PGlite (platform/config.ts PGLITE_*); unset keeps PGlite's defaults. */
export type PgliteSettings = { sharedBuffers?: string; workMem?: string };

/** Streaming replicas to read from (platform/config.ts DATABASE_READ_URL, DATABASE_READ_MAX_LAG_SECONDS). */
export type ReadReplicaSettings = { urls: string[]; maxLagMs: number; log: (message: string) => void };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PgliteSettings;
  readReplicas?: ReadReplicaSettings;
  /** Another folder of migrations: the upgrade test's copy of an older release's (tests/db/agency-upgrade.test.ts). */
  migrations?: string;
  /** "off-for-tests" only in the test of the queries' own agency scope alone (db/agency-scope.ts). */
  rowSecurity?: RowSecurity;
}): Promise<Database> {
  if (options.readReplicas?.urls.length && !options.databaseUrl)
    throw new Error("read replicas (DATABASE_READ_URL) need a PostgreSQL primary (DATABASE_URL)");
  const migrations = options.migrations ?? migrationsFolder;
  const rowSecurity = options.rowSecurity ?? "on";
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrations, rowSecurity, options.readReplicas)
    : openPglite(options.dataDir, options.pglite ?? {}, migrations, rowSecurity);
}

async function openPostgres(
  url: string,
  migrations: string,
  rowSecurity: RowSecurity,
  replicaSettings?: ReadReplicaSettings,
): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' event on the
  // pool; unhandled it would crash the process. pg discards that connection and opens a new one when needed.
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection was closed (${error.message})`));
  const owner = new ScopedPool(pool, OWNER);
  const ownerDb = drizzle({ client: owner as never, schema }) as unknown as Db;
  await migrate(ownerDb as never, { migrationsFolder: migrations });
  const replicas = replicaSettings?.urls.length
    ? await (
        await import("./read-replicas.ts")
      ).openReplicaReads({ ...replicaSettings, primary: pool, poolSize, schema })
    : null;
  const forScope = keptPerScope((scope): AgencyDb => {
    const db = drizzle({
      client: new ScopedPool(pool, scope, rowSecurity) as never,
      schema,
    }) as unknown as Db;
    return { db, readDb: replicas?.dbFor(scope, db) ?? db };
  });
  return {
    ...forScope(INSTALL_AGENCY_ID),
    forAgency: forScope,
    forGroupSite: (agency) => forScope({ groupSite: agency }),
    ownerDb,
    fenceReads: () => replicas?.fence(),
    readReplicaStatus: () => replicas?.status() ?? null,
    kind: "postgres",
    executeSql: async (text, values) => owner.query(text, values as unknown[]),
    close: async () => {
      await replicas?.close();
      await pool.end();
    },
  };
}

async function openPglite(
  dataDir: string,
  settings: PgliteSettings,
  migrations: string,
  rowSecurity: RowSecurity,
): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { cube } = await import("@electric-sql/pglite/contrib/cube");
  const { earthdistance } = await import("@electric-sql/pglite/contrib/earthdistance");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { btree_gin } = await import("@electric-sql/pglite/contrib/btree_gin");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = path.join(dataDir, "pglite");
  mkdirSync(dir, { recursive: true });
  // cube and earthdistance must come before pg_trgm, or trigram planning hangs (dependency probe).
  // PGlite's own start parameters, plus ours: its WASM heap grows to what PostgreSQL touches and never shrinks.
  const startParams = [...PGlite.defaultStartParams];
  if (settings.sharedBuffers) startParams.push("-c", `shared_buffers=${settings.sharedBuffers}`);
  if (settings.workMem) startParams.push("-c", `work_mem=${settings.workMem}`);
  // One process at a time (db/pglite-owner.ts): a second one refuses here, before it opens anything.
  const release = claimPgliteFolder(dir);
  let client: InstanceType<typeof PGlite>;
  try {
    client = await PGlite.create(dir, {
      extensions: { cube, earthdistance, pg_trgm, btree_gin },
      startParams,
    });
  } catch (error) {
    release();
    throw error;
  }
  await migrate(drizzle({ client, schema }), { migrationsFolder: migrations });
  const scopes = await pgliteScopes(client, rowSecurity);
  const ownerDb = drizzle({ client: scopes.owner as never, schema }) as unknown as Db;
  const forScope = keptPerScope((scope): AgencyDb => {
    const db = drizzle({ client: scopes.forAgency(scope) as never, schema });
    // PGlite has no replicas: one process owns the database.
    return { db: db as unknown as Db, readDb: db as unknown as Db };
  });
  return {
    ...forScope(INSTALL_AGENCY_ID),
    forAgency: forScope,
    forGroupSite: (agency) => forScope({ groupSite: agency }),
    ownerDb,
    fenceReads: () => {},
    readReplicaStatus: () => null,
    kind: "pglite",
    executeSql: async (text, values) => {
      if (values?.length) return scopes.owner.query(text, values);
      // Parameterless SQL may hold several statements, which only exec() accepts.
      const results = await scopes.owner.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/**
 * One set of handles per scope, made on first use and kept (a few hundred agencies: a few hundred small objects),
 * each knowing its scope, which the queries name (db/agency-scope.ts).
 */
function keptPerScope(make: (scope: HandleScope) => AgencyDb): (scope: HandleScope) => AgencyDb {
  const kept = new Map<string, AgencyDb>();
  return (scope) => {
    const key = scopeKeyOf(scope);
    let handles = kept.get(key);
    if (!handles) {
      handles = make(scope);
      rememberScope(handles.db, scope);
      rememberScope(handles.readDb, scope);
      kept.set(key, handles);
    }
    return handles;
  };
}
