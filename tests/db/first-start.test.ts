// Issue 13 item 2: the first start on a new PGlite folder seeds the demo in a child process (whose memory goes
// when it exits), and leaves a folder the server then opens with the demo in it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { branches, properties } from "../../db/schema.ts";
import { loadConfig } from "../../platform/config.ts";
import { isNewPgliteFolder, seedNewPgliteInChild } from "../../server/first-start.ts";
import { ON_POSTGRES_RUN } from "../support/database-targets.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-first-start-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// PGlite's own behaviour: tested on the PGlite run only (tests/support/database-targets.ts).
describe.skipIf(ON_POSTGRES_RUN)("the first start on a new PGlite folder", () => {
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: "x".repeat(32),
    SEED_LISTINGS: "30",
    LOG_LEVEL: "silent",
  });

  it("creates and seeds the database in a child process, once", async () => {
    expect(isNewPgliteFolder(dataDir)).toBe(true);
    expect(await seedNewPgliteInChild(config)).toBe(true);
    expect(isNewPgliteFolder(dataDir)).toBe(false);
    // The child has exited and released the folder: this process can open it and finds the demo.
    const database = await openDatabase({ dataDir, pglite: config.pglite });
    try {
      const [listed] = await database.db.select({ n: count() }).from(properties);
      const [offices] = await database.db.select({ n: count() }).from(branches);
      expect(listed!.n).toBe(30);
      expect(offices!.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
    expect(await seedNewPgliteInChild(config)).toBe(false);
  }, 180_000); // a node process, a PGlite cluster and the demo's images, on a shared machine
});
