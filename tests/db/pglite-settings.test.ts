// Issue 13 item 2: the PGLITE_* memory knobs reach the embedded database through the repository's db layer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { loadConfig } from "../../platform/config.ts";
import { ON_POSTGRES_RUN } from "../support/database-targets.ts";

const folders: string[] = [];
const newFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), "openhouse-pglite-settings-"));
  folders.push(folder);
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

async function show(settings: Record<string, string>) {
  const dataDir = newFolder();
  const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(32), ...settings });
  const database = await openDatabase({ dataDir: config.dataDir, pglite: config.pglite });
  try {
    const value = async (name: string) =>
      Object.values((await database.executeSql(`show ${name}`)).rows[0] as Record<string, string>)[0];
    return { sharedBuffers: await value("shared_buffers"), workMem: await value("work_mem") };
  } finally {
    await database.close();
  }
}

// PGlite's own behaviour: tested on the PGlite run only (tests/support/database-targets.ts).
describe.skipIf(ON_POSTGRES_RUN)("PGlite memory settings", () => {
  it("start small by default (PGlite alone would take 128MB of shared buffers and 4MB of work_mem)", async () => {
    expect(await show({})).toEqual({ sharedBuffers: "16MB", workMem: "2MB" });
  }, 120_000);

  it("follow PGLITE_SHARED_BUFFERS and PGLITE_WORK_MEM", async () => {
    expect(await show({ PGLITE_SHARED_BUFFERS: "24MB", PGLITE_WORK_MEM: "3072kB" })).toEqual({
      sharedBuffers: "24MB",
      workMem: "3MB",
    });
    // A fresh cluster each (initdb and every migration): more than the suite's 30 s on a loaded machine.
  }, 120_000);

  it("refuse a size PostgreSQL would not read, at start-up", () => {
    expect(() => loadConfig({ DATA_DIR: newFolder(), PGLITE_SHARED_BUFFERS: "lots" })).toThrow(
      /PGLITE_SHARED_BUFFERS/,
    );
  });
});
