// Opens the one database the app uses: PGlite under DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Everything else sees only the `Db` type, so the two drivers are interchangeable.
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";
import { claimPgliteFolder } from "./pglite-owner.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Raw SQL for tools that bring their own queries (the job queue). */
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  close: () => Promise<void>;
};

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** PostgreSQL memory settings for PGlite (platform/config.ts PGLITE_*); unset keeps PGlite's defaults. */
export type PgliteSettings = { sharedBuffers?: string; workMem?: string };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pglite?: PgliteSettings;
  /** Another folder of migrations: the upgrade test's copy of an older release's (tests/db/agency-upgrade.test.ts). */
  migrations?: string;
}): Promise<Database> {
  const migrations = options.migrations ?? migrationsFolder;
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrations)
    : openPglite(options.dataDir, options.pglite ?? {}, migrations);
}

async function openPostgres(url: string, migrations: string): Promise<Database> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  // An idle connection the server ends (a restart, a failover, a dropped database) is an 'error' event on the
  // pool; unhandled it would crash the process. pg discards that connection and opens a new one when needed.
  pool.on("error", (error) => console.error(`PostgreSQL: an idle connection was closed (${error.message})`));
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: migrations });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    executeSql: async (text, values) => pool.query(text, values as unknown[]),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string, settings: PgliteSettings, migrations: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { cube } = await import("@electric-sql/pglite/contrib/cube");
  const { earthdistance } = await import("@electric-sql/pglite/contrib/earthdistance");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
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
    client = await PGlite.create(dir, { extensions: { cube, earthdistance, pg_trgm }, startParams });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrations });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // Parameterless SQL may hold several statements, which only exec() accepts.
      const results = await client.exec(text);
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
