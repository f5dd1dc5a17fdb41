// Starts the real server (real database, real HTTP) for the test suites: PGlite in a fresh temporary
// folder by default, or the PostgreSQL database named by TEST_DATABASE_URL.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadConfig } from "../../services/config.ts";
import { startServer } from "../../server/index.ts";

export const TEST_SEED_LISTINGS = 120;

export async function startTestServer(overrides: Record<string, string> = {}) {
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
    ...overrides,
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const server = await startServer(loadConfig(env));
  return {
    baseUrl: `http://127.0.0.1:${server.port}`,
    dataDir,
    services: server.services,
    async stop() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
