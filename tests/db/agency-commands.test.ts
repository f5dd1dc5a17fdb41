// The operator's agency commands (`npm run agency:create`, `agency:list`, `agency:suspend`, `agency:resume`,
// `agency:alias`, `agency:group`, `agency:export`, `agency:delete`) on a database of their own: PGlite in a folder,
// or a scratch PostgreSQL database when TEST_DATABASE_URL is set, where a running server hears a command's change
// at once.
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNKNOWN_HOST_TEXT } from "../../server/agency-host.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { startTestServer } from "../setup/test-server.ts";
import { rawRequest } from "../support/raw-http.ts";
import { readZip } from "../support/zip.ts";
import { openDatabase } from "../../db/client.ts";
import { branches } from "../../db/schema.ts";
import { buildBranch } from "../factories/index.ts";
import type { ExportManifest } from "../../modules/agencies/index.ts";
import { runAgencyCommand } from "../../scripts/agency-command.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(path.join(tmpdir(), "oh-agency-commands-"));
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "agency_commands")
    : null;
  env = {
    ...process.env,
    DATA_DIR: path.join(dir, "data"),
    PUBLIC_URL: "https://www.marlowvale.test",
    LOG_LEVEL: "silent",
    DATABASE_URL: scratch?.url ?? "",
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
});

afterAll(async () => {
  await scratch?.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function agency(...args: string[]) {
  return agencyWith({}, ...args);
}

// The commands run in this process, through the function scripts/agency.ts calls with its argv and streams: 26
// commands each starting Node, tsx and PGlite took two and a half minutes of CI. One test runs them as real
// commands from the shell.
async function agencyWith(overrides: NodeJS.ProcessEnv, ...args: string[]) {
  let stdout = "";
  let stderr = "";
  const code = await runAgencyCommand(
    args,
    { ...env, ...overrides },
    {
      out: (line) => (stdout += `${line}\n`),
      err: (line) => (stderr += `${line}\n`),
    },
  );
  return { code, stdout, stderr };
}

async function agencyFromShell(...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/agency.ts", ...args],
      {
        cwd: root,
        env,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("the agency commands", () => {
  // Each command opens the database afresh (seconds on PGlite): one journey, the messages of refusals being the
  // use cases' own (tests/api/agency-hosts.test.ts).
  it("list, alias and suspend the install's agency, named by id or by any of its hostnames", async () => {
    // A database no server has started: the install's agency is named after PUBLIC_URL.
    expect(await agency("list")).toMatchObject({
      code: 0,
      stdout: "1\twww.marlowvale.test\tlive\t-\thttps://www.marlowvale.test\twww.marlowvale.test\n",
    });
    // An operator's shell without the server's PUBLIC_URL (here: localhost) leaves the agency's address alone.
    expect(
      await agencyWith({ PUBLIC_URL: "http://localhost:3000" }, "alias", "1", "--add", "MarlowVale-Old.test"),
    ).toMatchObject({ code: 0 });
    expect(await agency("suspend", "marlowvale-old.test")).toMatchObject({
      code: 0,
      stdout: "1\twww.marlowvale.test\tsuspended\thttps://www.marlowvale.test\n",
    });
    expect(await agency("resume", "nobody.test")).toMatchObject({
      code: 1,
      stderr: "No agency is nobody.test.\n",
    });
    expect((await agency("list")).stdout).toBe(
      "1\twww.marlowvale.test\tsuspended\t-\thttps://www.marlowvale.test\twww.marlowvale.test, alias marlowvale-old.test\n",
    );
  }, 120_000);

  it("create an agency with its names and first owner, and refuse a name already taken, changing nothing", async () => {
    const made = await agency(
      "create",
      "--name",
      "Harbour & Co",
      "--host",
      "Harbour.test",
      "--alias",
      "www.harbour.test",
      "--telephone",
      "01632 960000",
      "--owner",
      "ops@harbour.test",
    );
    expect(made.code).toBe(0);
    // The owner's one-time set-up link, on the new agency's own address.
    expect(made.stdout).toMatch(/^https:\/\/harbour\.test\/admin\/setup\/[A-Za-z0-9_-]{20,}\n$/);
    expect(made.stderr).toMatch(
      /^2\tHarbour & Co\thttps:\/\/harbour\.test\tharbour\.test, www\.harbour\.test\n/,
    );
    const taken = await agency(
      "create",
      "--name",
      "Other Homes",
      "--host",
      "other.test",
      "--alias",
      "harbour.test",
    );
    expect(taken).toMatchObject({
      code: 1,
      stderr: "harbour.test is already an agency's name.\nNothing was changed.\n",
    });
    expect(await agency("create", "--name", "Other Homes", "--host", "not a host")).toMatchObject({
      code: 1,
      stderr: "not a host is not a hostname (a name such as www.example.co.uk).\nNothing was changed.\n",
    });
    const listed = (await agency("list")).stdout;
    expect(listed).toContain(
      "2\tHarbour & Co\tlive\t-\thttps://harbour.test\tharbour.test, alias www.harbour.test\n",
    );
    expect(listed).not.toContain("Other Homes");
    expect(await agency("create", "--host", "x.test")).toMatchObject({ code: 2 });
  }, 120_000);

  it("make the install's agency a member of Harbour's group site, listed so, then of none, each audited", async () => {
    // The install's own agency may be a member (never a group); Harbour & Co was made above.
    expect(await agency("group", "www.marlowvale.test", "--group", "harbour.test")).toMatchObject({
      code: 0,
      stdout: "1\twww.marlowvale.test\tmember of 2\n",
    });
    const listed = (await agency("list")).stdout.split("\n");
    expect(listed[0]).toMatch(/^1\twww\.marlowvale\.test\t\w+\tmember of 2\t/);
    expect(listed[1]).toMatch(/^2\tHarbour & Co\tlive\tgroup of 1\t/);
    expect(await agency("group", "1", "--none")).toMatchObject({
      code: 0,
      stdout: "1\twww.marlowvale.test\tin no group\n",
    });
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
    try {
      const { rows } = await database.executeSql(
        `select agency_id, subject, before, after, user_agent from audit_log where action = 'agency.group' order by id`,
      );
      expect(rows).toEqual([
        {
          agency_id: 1,
          subject: "agency:1",
          before: { groupId: null },
          after: { groupId: 2 },
          user_agent: "npm run agency:group",
        },
        {
          agency_id: 1,
          subject: "agency:1",
          before: { groupId: 2 },
          after: { groupId: null },
          user_agent: "npm run agency:group",
        },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it("export an agency's rows, media and uploads, none of another agency's and no sign-in secret", async () => {
    // Harbour & Co (agency 2, made above) gets a branch with a photo of its own in the store, one whose photo is
    // gone, and one whose photo has the key of one of the install's agency's: each agency's media are in its own
    // folder of the store (media/agencies/2/ for Harbour), so the two are two files.
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
    try {
      await database
        .forAgency(2)
        .db.insert(branches)
        .values([
          { ...buildBranch({ name: "Harbour Quay" }), photoKey: "branches/harbour-quay.jpg" },
          { ...buildBranch({ name: "Harbour Hill" }), photoKey: "branches/gone.jpg" },
          { ...buildBranch({ name: "Harbour Green" }), photoKey: "branches/shared.jpg" },
        ]);
      await database
        .forAgency(1)
        .db.insert(branches)
        .values({ ...buildBranch({ name: "Marlow Green" }), photoKey: "branches/shared.jpg" });
    } finally {
      await database.close();
    }
    const harbourMedia = path.join(env.DATA_DIR!, "media", "agencies", "2", "branches");
    mkdirSync(harbourMedia, { recursive: true });
    writeFileSync(path.join(harbourMedia, "harbour-quay.jpg"), "the quay's photo");
    writeFileSync(path.join(harbourMedia, "shared.jpg"), "a shared photo");
    mkdirSync(path.join(env.DATA_DIR!, "media", "branches"), { recursive: true });
    writeFileSync(path.join(env.DATA_DIR!, "media", "branches", "shared.jpg"), "the install's photo");
    writeFileSync(path.join(env.DATA_DIR!, "media", "branches", "harbour-quay.jpg"), "not Harbour's");

    const out = path.join(dir, "harbour.zip");
    const exported = await agency("export", "harbour.test", "--out", out);
    expect(exported.code).toBe(0);
    expect(exported.stdout).toBe(`${out}\n`);
    expect(exported.stderr).toMatch(
      /^2\tHarbour & Co: \d+ rows of \d+ tables, 2 media files, 0 uploads \(1 files/,
    );
    const files = await readZip(out);
    const manifest = JSON.parse(files.get("manifest.json")!.toString()) as ExportManifest;
    expect(manifest.agency).toMatchObject({ id: 2, name: "Harbour & Co", publicUrl: "https://harbour.test" });
    expect(manifest.hostnames).toEqual([
      { hostname: "harbour.test", isPrimary: true },
      { hostname: "www.harbour.test", isPrimary: false },
    ]);
    expect(manifest.media).toEqual({ files: 2, bytes: 30, missing: ["branches/gone.jpg"] });
    expect(files.get("media/branches/harbour-quay.jpg")!.toString()).toBe("the quay's photo");
    expect(files.get("media/branches/shared.jpg")!.toString()).toBe("a shared photo");
    const rowsOf = (table: string) =>
      files
        .get(`tables/${table}.jsonl`)!
        .toString()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(rowsOf("branches").map((row) => row.name)).toEqual([
      "Harbour Quay",
      "Harbour Hill",
      "Harbour Green",
    ]);
    expect(manifest.tables.branches).toBe(3);
    // Its owner, invited but not yet set up; its starter content; nothing of the install's agency.
    expect(rowsOf("staff_users").map((row) => row.email)).toEqual(["ops@harbour.test"]);
    expect(rowsOf("site_content").length).toBeGreaterThan(0);
    for (const name of [...files.keys()].filter((file) => file.startsWith("tables/"))) {
      const table = name.slice("tables/".length, -".jsonl".length);
      expect(rowsOf(table).every((row) => row.agency_id === 2)).toBe(true);
      expect(manifest.tables[table]).toBe(rowsOf(table).length);
    }
    // Sign-in secrets stay behind: the tables that hold them are left out, by name and reason.
    expect(files.has("tables/staff_setup_tokens.jsonl")).toBe(false);
    expect(Object.keys(manifest.leftOut)).toContain("staff_setup_tokens");

    // The install's agency's export holds its own rows, not Harbour's branches.
    const install = path.join(dir, "install.zip");
    expect((await agency("export", "1", "--out", install)).code).toBe(0);
    const installBranches = (await readZip(install)).get("tables/branches.jsonl")!.toString();
    expect(installBranches).not.toContain("Harbour");
    expect(await agency("export", "nowhere.test")).toMatchObject({
      code: 1,
      stderr: "No agency is nowhere.test.\n",
    });
  }, 120_000);

  it("delete an agency after its export, with its rows and its own folder's files", async () => {
    expect(await agency("delete", "harbour.test")).toMatchObject({
      code: 1,
      stderr:
        "To delete Harbour & Co and everything it owns, confirm with --confirm harbour.test.\nNothing was changed.\n",
    });
    expect(await agency("delete", "1", "--confirm", "www.marlowvale.test")).toMatchObject({
      code: 1,
      stderr: "The install's own agency cannot be deleted.\nNothing was changed.\n",
    });
    // Exported by the test above, a moment ago.
    const deleted = await agency("delete", "www.harbour.test", "--confirm", "harbour.test");
    expect(deleted).toMatchObject({
      code: 0,
      stdout: "2\tHarbour & Co: deleted with everything it owned; 2 media files and 0 uploads removed.\n",
    });
    const harbourMedia = path.join(env.DATA_DIR!, "media", "agencies", "2", "branches");
    expect(existsSync(path.join(harbourMedia, "harbour-quay.jpg"))).toBe(false);
    expect(existsSync(path.join(harbourMedia, "shared.jpg"))).toBe(false);
    // The install's agency's files under the same keys are its own, and stay.
    const installMedia = path.join(env.DATA_DIR!, "media", "branches");
    expect(readFileSync(path.join(installMedia, "shared.jpg"), "utf8")).toBe("the install's photo");
    expect(readFileSync(path.join(installMedia, "harbour-quay.jpg"), "utf8")).toBe("not Harbour's");
    expect((await agency("list")).stdout).not.toContain("Harbour");
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
    try {
      for (const table of ["branches", "staff_users", "site_content", "audit_log", "agency_hostnames"]) {
        const { rows } = await database.executeSql(
          `select count(*)::int as n from ${table} where agency_id = 2`,
        );
        expect({ table, rows }).toEqual({ table, rows: [{ n: 0 }] });
      }
      const { rows } = await database.executeSql(
        `select agency_id, subject from audit_log where action = 'agency.delete'`,
      );
      expect(rows).toEqual([{ agency_id: 1, subject: "agency:2" }]);
      expect(
        (await database.forAgency(1).db.select({ name: branches.name }).from(branches)).map(
          (row) => row.name,
        ),
      ).toContain("Marlow Green");
    } finally {
      await database.close();
    }
  }, 120_000);

  it("explain their usage when called wrongly, before opening any database", async () => {
    for (const args of [
      ["suspend"],
      ["alias", "1", "--add", "a.test", "--remove", "b.test"],
      ["list", "--frob"],
      ["export", "1", "--out"],
      // An option of another command: refused, not ignored.
      ["suspend", "1", "--add", "a.test"],
      ["list", "--name", "Ignored Homes"],
      ["create", "--name", "N", "--host", "n.test", "--confirm", "n.test"],
    ]) {
      const answer = await agency(...args);
      expect(answer.code).toBe(2);
      expect(answer.stderr).toContain("npm run agency:alias -- AGENCY --add HOST | --remove HOST");
    }
    expect((await agency("list", "--frob")).stderr).toMatch(/^Unknown option '--frob'/);
  });

  it("run from the shell, with the answer on stdout, refusals on stderr and the exit status", async () => {
    expect(await agencyFromShell("list")).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^1\twww\.marlowvale\.test\t/),
    });
    expect(await agencyFromShell("resume", "nobody.test")).toMatchObject({
      code: 1,
      stderr: "No agency is nobody.test.\n",
    });
    expect(await agencyFromShell("suspend")).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("npm run agency:suspend -- AGENCY"),
    });
  }, 60_000);

  it.runIf(process.env.TEST_DATABASE_URL)(
    "reach a running server on PostgreSQL at once: resumed, then an alias removed, each on the next request",
    async () => {
      const server = await startTestServer({
        DATABASE_URL: scratch!.url,
        PUBLIC_URL: "https://www.marlowvale.test",
      });
      try {
        expect((await rawRequest(server.baseUrl, "GET", "/", { Host: "marlowvale-old.test" })).status).toBe(
          503,
        );
        expect(await agency("resume", "www.marlowvale.test")).toMatchObject({ code: 0 });
        expect((await rawRequest(server.baseUrl, "GET", "/", { Host: "marlowvale-old.test" })).status).toBe(
          301,
        );
        expect(await agency("alias", "1", "--remove", "marlowvale-old.test")).toMatchObject({ code: 0 });
        const after = await rawRequest(server.baseUrl, "GET", "/", { Host: "marlowvale-old.test" });
        expect(after.status).toBe(404);
        expect(after.text()).toContain(UNKNOWN_HOST_TEXT);
        // A new agency answers on its name at once, with its starter site, and its owner's link works there only.
        const made = await agency("create", "--name", "Quay Lettings", "--host", "quay.test");
        expect(made.code).toBe(0);
        const setup = new URL(made.stdout.trim());
        expect(setup.origin).toBe("https://quay.test");
        const site = await rawRequest(server.baseUrl, "GET", "/", { Host: "quay.test" });
        expect(site.status).toBe(200);
        expect(site.text()).toContain("Quay Lettings");
        expect(site.text()).not.toContain("Marlow");
        const EXPIRED = "This set-up link has expired or has already been used.";
        const own = await rawRequest(server.baseUrl, "GET", setup.pathname, { Host: "quay.test" });
        expect(own.text()).toContain("Set up your account");
        expect(own.text()).not.toContain(EXPIRED);
        const other = await rawRequest(server.baseUrl, "GET", setup.pathname, {
          Host: "www.marlowvale.test",
        });
        expect(other.text()).toContain(EXPIRED);
      } finally {
        await server.stop();
      }
    },
    120_000,
  );
});
