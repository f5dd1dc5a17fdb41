// One server for the whole HTTP suite (starting PGlite and seeding takes seconds, not milliseconds).
import type { TestProject } from "vitest/node";
import { startTestServer } from "./test-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const server = await startTestServer();
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  return () => server.stop();
}
