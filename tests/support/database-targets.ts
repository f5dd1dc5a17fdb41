// The database a database suite runs on: PGlite in a temporary folder, or PostgreSQL when TEST_DATABASE_URL is set
// (in a scratch database of its own, created and dropped by the suite, because the HTTP suite's server is using
// the one TEST_DATABASE_URL names). CI runs the suites twice, once each way (.ci/run), so a run with
// TEST_DATABASE_URL leaves PGlite to the other run instead of testing it a second time.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type Database } from "../../db/client.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { fillFromMigratedTemplate } from "../setup/seeded-template.ts";

export type DatabaseTarget = {
  name: string;
  /** `migrations`: another folder of migrations (an older release's); a second open reopens the same database. */
  open: (dataDir: string, migrations?: string) => Promise<Database>;
  cleanUp: () => Promise<void>;
};

function scratchPostgres(url: string, label: string): DatabaseTarget {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  return {
    name: "PostgreSQL",
    open: async (dataDir, migrations) => {
      scratch ??= await createScratchDatabase(url, label);
      return openDatabase({ databaseUrl: scratch.url, dataDir, migrations });
    },
    cleanUp: async () => {
      await scratch?.drop();
      scratch = undefined;
    },
  };
}

/**
 * PGlite in the folder it is given: nothing to create first or drop after. A new folder starts as a copy of the
 * run's migrated empty database (the migrations are the first-start suites' to test), unless an older release's
 * migrations are asked for.
 */
export const PGLITE: DatabaseTarget = {
  name: "PGlite",
  open: async (dataDir, migrations) => {
    if (!migrations) await fillFromMigratedTemplate(dataDir);
    return openDatabase({ dataDir, migrations });
  },
  cleanUp: async () => {},
};

/** True on the run against PostgreSQL (TEST_DATABASE_URL): PGlite's own behaviour is the other run's to test. */
export const ON_POSTGRES_RUN = Boolean(process.env.TEST_DATABASE_URL);

/** This run's database: PostgreSQL with TEST_DATABASE_URL, else PGlite. */
export function runTarget(label: string): DatabaseTarget {
  return process.env.TEST_DATABASE_URL ? scratchPostgres(process.env.TEST_DATABASE_URL, label) : PGLITE;
}

/** The databases a suite that names its target in its titles runs on: this run's. */
export function databaseTargets(label: string): DatabaseTarget[] {
  return [runTarget(label)];
}

/** A database opened on a target in a temporary folder of its own; close() closes, drops and removes it all. */
export type TempDatabase = { dataDir: string; database: Database; close: () => Promise<void> };

/** Opens `target` in a fresh folder named after `label`; a failed open still drops and removes what it made. */
export async function openInTempDir(target: DatabaseTarget, label: string): Promise<TempDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `openhouse-${label}-`));
  const removeAll = async () => {
    await target.cleanUp();
    rmSync(dataDir, { recursive: true, force: true });
  };
  let database: Database;
  try {
    database = await target.open(dataDir);
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    dataDir,
    database,
    async close() {
      await database.close();
      await removeAll();
    },
  };
}

/**
 * A suite's (or a describe's) own database: `target` opened in a fresh folder before its tests and handed to
 * `opened` (where the suite's own set-up may follow), then closed, dropped and removed after them.
 */
export function tempDatabaseForSuite(
  target: DatabaseTarget,
  label: string,
  opened: (temp: TempDatabase) => unknown,
  timeoutMs?: number,
) {
  let temp: TempDatabase | undefined;
  beforeAll(async () => {
    temp = await openInTempDir(target, label);
    await opened(temp);
  }, timeoutMs);
  afterAll(() => temp?.close());
}
