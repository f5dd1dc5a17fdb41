// Issue 42 item 1: `npm run admin:create` beside a running server. PGlite is one process's database: a second
// process writing the same folder wrote an account the server never saw (a dead set-up link), so the command
// refuses, saying why and what to do, and writes nothing. On PostgreSQL it works beside the server: the link it
// prints opens the set-up page. With no server running, or after one that died, it works on PGlite too.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffUsers } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";

const run = promisify(execFile);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function adminCreate(email: string, env: NodeJS.ProcessEnv) {
  try {
    const { stdout, stderr } = await run("node_modules/.bin/tsx", ["scripts/admin-create.ts", email], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("npm run admin:create beside a running server", () => {
  let app: Awaited<ReturnType<typeof startTestServer>>;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    app = await startTestServer({ SEED_LISTINGS: "12", PUBLIC_URL: "http://openhouse.test" });
    env = { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: "silent", PUBLIC_URL: app.baseUrl };
    if (onPostgres) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    else delete env.DATABASE_URL;
  }, 180_000);
  afterAll(() => app?.stop());

  it.runIf(!onPostgres)(
    "on PGlite: refuses, says why and what to do, and writes nothing",
    async () => {
      const email = `beside-${Date.now().toString(36)}@agency.example`;
      const result = await adminCreate(email, env);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toContain(
        `The embedded database in ${path.join(app.dataDir, "pglite")} is open in`,
      );
      expect(result.stderr).toContain(`process ${process.pid}`);
      expect(result.stderr).toContain("Stop the server");
      expect(result.stderr).toContain("invite");
      const rows = await app.services.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      expect(rows).toEqual([]);
      // The server still answers from its database.
      expect((await fetch(`${app.baseUrl}/health`)).status).toBe(200);
    },
    120_000,
  );

  it.runIf(onPostgres)(
    "on PostgreSQL: the link it prints opens the set-up page, once per run",
    async () => {
      const email = `beside-${Date.now().toString(36)}@agency.example`;
      const first = await adminCreate(email, env);
      expect(first.code).toBe(0);
      const second = await adminCreate(email, env);
      expect(second.code).toBe(0);
      expect(second.stderr).toContain(`Set-up link for ${email}`);
      const older = new URL(first.stdout.trim());
      const newer = new URL(second.stdout.trim());
      expect(await (await fetch(`${app.baseUrl}${older.pathname}`)).text()).toContain("has expired");
      const page = await (await fetch(`${app.baseUrl}${newer.pathname}`)).text();
      expect(page).toContain(email);
    },
    120_000,
  );
});

describe.runIf(!onPostgres)("npm run admin:create on PGlite with no server running", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-admin-create-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("works, also when a server that died left its mark behind", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent" };
    delete env.DATABASE_URL;
    // A process id no live process has (the kernel's limit is far below it).
    writeFileSync(path.join(dataDir, "pglite.pid"), "2147483646\n");
    const result = await adminCreate("first-owner@agency.example", env);
    expect(result.stderr).toContain("Set-up link for first-owner@agency.example");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\/admin\/setup\/\S+\n$/);
  }, 360_000); // a new PGlite cluster and every migration, on a shared machine
});
