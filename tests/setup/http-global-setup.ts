// One server for the whole HTTP suite (starting PGlite and seeding takes seconds, not milliseconds).
import type { TestProject } from "vitest/node";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dropPostgresTemplates, TEMPLATES_ENV } from "./seeded-template.ts";
import { startTestServer } from "./test-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  // The suites' own servers copy seeded folders from here (seeded-template.ts); the workers inherit the variable.
  const templates = mkdtempSync(path.join(tmpdir(), "openhouse-templates-"));
  process.env[TEMPLATES_ENV] = templates;
  const server = await startTestServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return async () => {
    await server.stop();
    if (process.env.TEST_DATABASE_URL) await dropPostgresTemplates(process.env.TEST_DATABASE_URL, templates);
    rmSync(templates, { recursive: true, force: true });
  };
}
