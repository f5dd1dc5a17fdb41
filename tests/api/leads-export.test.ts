// `npm run leads:export -- --since DATE --out FILE` run as a real command against a real server's database:
// leads are posted over HTTP, the server stops (PGlite allows one process), the script writes the CSV.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../../server/index.ts";
import { loadConfig } from "../../platform/config.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { enquirer, postLead, valuationBody } from "./leads-fixtures.ts";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
let dataDir: string;
let env: NodeJS.ProcessEnv;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
const emails = { plain: enquirer("export"), formula: enquirer("export-formula") };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-export-"));
  scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "export")
    : null;
  env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_LISTINGS: String(TEST_SEED_LISTINGS),
    LOG_LEVEL: "warn",
    DATABASE_URL: scratch?.url ?? "",
  };
  if (!env.DATABASE_URL) delete env.DATABASE_URL;
  const server = await startServer(loadConfig(env));
  try {
    const baseUrl = `http://127.0.0.1:${server.port}`;
    expect((await postLead(baseUrl, valuationBody(emails.plain))).status).toBe(200);
    const formula = valuationBody(emails.formula, {
      lead: { message: '=HYPERLINK("http://x.example","click"), then call' },
    });
    expect((await postLead(baseUrl, formula)).status).toBe(200);
  } finally {
    await server.close();
  }
}, 300_000);

afterAll(async () => {
  await scratch?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** RFC 4180 reader for the test: quoted fields, doubled quotes, CRLF rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted || (char !== '"' && char !== "," && char !== "\r")) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ",") {
      row.push(field);
      field = "";
    } else if (text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else {
      field += char;
    }
  }
  return rows;
}

describe("npm run leads:export", () => {
  // The command is a process of its own (tsx, PGlite, migrations): more than the suite's 30 s on a loaded machine.
  it("writes the leads since the date as CSV, formula-safe", async () => {
    const out = path.join(dataDir, "leads.csv");
    const { stderr } = await run(
      "npx",
      ["tsx", "scripts/leads-export.ts", "--since", "2026-01-01", "--out", out],
      {
        cwd: root,
        env,
      },
    );
    expect(stderr).toMatch(/2 leads since 2026-01-01T00:00:00.000Z written to/);
    const [header, ...rows] = parseCsv(readFileSync(out, "utf8"));
    expect(header).toEqual([
      "id",
      "created_at",
      "kind",
      "delivery_status",
      "first_name",
      "last_name",
      "email",
      "telephone",
      "message",
      "channel",
      "property_id",
      "branch_id",
      "department_id",
      "staff_id",
      "payload",
    ]);
    const byEmail = new Map(rows.map((row) => [row[6], row]));
    const plain = byEmail.get(emails.plain)!;
    expect(plain.slice(2, 10)).toEqual([
      "valuation",
      expect.stringMatching(/^(pending|delivered)$/),
      "Valerie",
      "Owner",
      emails.plain,
      "01179000000",
      "Please call after 5pm",
      "selling",
    ]);
    expect(JSON.parse(plain[14]!)).toMatchObject({ lead_booking: { booking_time: "10:00" } });
    // A message a spreadsheet would run as a formula is written as text.
    expect(byEmail.get(emails.formula)![8]).toBe(`'=HYPERLINK("http://x.example","click"), then call`);
  }, 120_000);

  it("finds nothing after the leads, and refuses a bad date", async () => {
    const future = await run("npx", ["tsx", "scripts/leads-export.ts", "--since", "2999-01-01"], {
      cwd: root,
      env,
    });
    expect(future.stdout).toBe(
      "id,created_at,kind,delivery_status,first_name,last_name,email,telephone,message,channel,property_id,branch_id,department_id,staff_id,payload\r\n",
    );
    await expect(
      run("npx", ["tsx", "scripts/leads-export.ts", "--since", "yesterday"], { cwd: root, env }),
    ).rejects.toMatchObject({
      code: 2,
    });
  });
});
