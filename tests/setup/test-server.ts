// Starts the real server (real database, real HTTP) for the test suites: PGlite in a fresh temporary
// folder by default, or the PostgreSQL database named by TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../platform/config.ts";
import { startServer } from "../../server/index.ts";
import type { RowSecurity } from "../../db/agency-connections.ts";
import { createScratchDatabase } from "./scratch-database.ts";
import { applySiteContentFile, fillFromSeededTemplate, seededPostgresTemplate } from "./seeded-template.ts";

export const TEST_SEED_LISTINGS = 120;

/**
 * `ownDatabase`: on PostgreSQL, a scratch database of its own instead of TEST_DATABASE_URL's, for a second
 * server whose background work (the outbox dispatcher) must not meet the shared server's.
 */
export async function startTestServer(
  overrides: Record<string, string> = {},
  { ownDatabase = false, rowSecurity = "on" as RowSecurity } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-test-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.TEST_DATABASE_URL ?? "",
    SEED_LISTINGS: String(TEST_SEED_LISTINGS),
    LOG_LEVEL: "warn",
    // The suites give each visitor its own address with X-Forwarded-For (tests/support/visitor.ts).
    TRUST_PROXY: "loopback",
    // The suites make the agencies they need: the second demo agency only where asked for (the browser tests').
    DEMO2_HOST: "",
    ...overrides,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  let config = loadConfig(env);
  const baseDatabase = process.env.TEST_DATABASE_URL;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  if (ownDatabase && baseDatabase && !overrides.DATABASE_URL) {
    const template = await seededPostgresTemplate(baseDatabase, config);
    scratch = await createScratchDatabase(baseDatabase, "server", template);
    config = { ...config, databaseUrl: scratch.url };
    if (template) await applySiteContentFile(config);
  }
  await fillFromSeededTemplate(config);
  const server = await startServer(config, { rowSecurity });
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    dataDir,
    services: server.services,
    /** Each agency's services: another agency's database handle, to give it rows of its own. */
    agencies: server.agencies,
    /** The database's handles (an agency's, a group site's), for a suite that makes agencies as the operator does. */
    database: server.database,
    async stop() {
      await server.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
