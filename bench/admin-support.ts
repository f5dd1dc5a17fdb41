// What the back-office benches share (bench/admin.ts, bench/admin-reports.ts): a scratch database seeded with
// the demo agency, a member of staff set up and signed in through the set-up page as a person would
// (password, TOTP), and a page timed one request at a time, printed as a Markdown table row.
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { openDatabase, type Db } from "../db/client.ts";
import { seedDemoAgency } from "../db/seed/index.ts";
import { staffUsers } from "../db/schema.ts";
import type { StaffRole } from "../modules/staff/model/roles.ts";
import { createStaffWithSetupLink } from "../modules/staff/use-cases/staff-setup.ts";
import { totpCodeAt, totpStepAt } from "../modules/staff/use-cases/totp.ts";
import { recreateDatabase } from "./bench-database.ts";
import { median, startChildServer, type ChildServer } from "./leads-support.ts";
import { diskMediaStore } from "../platform/disk-media-store.ts";

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A bench's command line: each option with its default (counts to seed, runs per page, the port), as numbers. */
export function benchNumbers<Name extends string>(defaults: Record<Name, number>): Record<Name, number> {
  const { values } = parseArgs({
    options: Object.fromEntries(
      Object.entries(defaults).map(([name, value]) => [
        name,
        { type: "string" as const, default: String(value) },
      ]),
    ),
  });
  return Object.fromEntries(Object.keys(defaults).map((name) => [name, Number(values[name])])) as Record<
    Name,
    number
  >;
}

/**
 * A back-office bench's scratch: BENCH_DATABASE_URL (default the local database oh_{name}bench; dropped and
 * created) seeded with `listings`, and a folder of its own; then the production server on both, and the end.
 */
export async function benchScratch(name: string, listings: number) {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? `postgres://postgres@127.0.0.1:5432/oh_${name}bench`;
  const workDir = mkdtempSync(path.join(tmpdir(), `openhouse-bench-${name}-`));
  const database = await seededScratchDatabase(databaseUrl, workDir, listings);
  return {
    database,
    /** The production server on the scratch database and folder, rate limits off. */
    startServer: (port: number) =>
      startChildServer(
        {
          ...process.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: workDir,
          LOG_LEVEL: "warn",
          RATE_LIMIT_DISABLED: "1",
        },
        port,
      ),
    async finish(server: ChildServer) {
      await server.stop();
      await database.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The machine's load first (a busy machine skews the timings), then a new database seeded with `listings`. */
async function seededScratchDatabase(databaseUrl: string, workDir: string, listings: number) {
  console.log(
    `load average at start: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  await recreateDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl, dataDir: workDir });
  const started = performance.now();
  await seedDemoAgency(database.db, { listings, media: diskMediaStore(path.join(workDir, "media")) });
  console.log(
    `seeded ${listings.toLocaleString("en-GB")} listings in ${seconds(performance.now() - started)}`,
  );
  return database;
}

export type Browser = { baseUrl: string; cookies: Map<string, string>; token: string };

export async function request(b: Browser, pathname: string, form?: Record<string, string>) {
  const response = await fetch(`${b.baseUrl}${pathname}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers: { cookie: [...b.cookies.values()].join("; ") },
    body: form ? new URLSearchParams({ authenticity_token: b.token, ...form }) : undefined,
  });
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(";")[0]!;
    b.cookies.set(pair.split("=")[0]!, pair);
  }
  return response;
}

/** A member of staff set up through the set-up page as a person would, signed in. */
export async function staffBrowser(
  db: Db,
  baseUrl: string,
  role: StaffRole,
  branchIds: number[] = [],
): Promise<Browser> {
  const user = await fetch(`${baseUrl}/user.ljson`);
  const visitorCookie = user.headers.getSetCookie()[0]!.split(";")[0]!;
  const { authenticity_token: token } = (await user.json()) as { authenticity_token: string };
  const b: Browser = { baseUrl, cookies: new Map([[visitorCookie.split("=")[0]!, visitorCookie]]), token };
  const created = await createStaffWithSetupLink(db, {
    email: `${role}-${Date.now()}@bench.example`,
    role,
    branchIds,
    publicUrl: baseUrl,
    origin: { ip: null, userAgent: "bench" },
  });
  const setupPath = new URL(created!.link).pathname;
  await request(b, setupPath);
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, created!.staffUserId));
  const password = "a long bench password";
  const done = await request(b, setupPath, {
    password,
    password_confirmation: password,
    code: totpCodeAt(row!.totpSecret!, totpStepAt(new Date())),
  });
  if (done.status !== 200) throw new Error(`set-up answered ${done.status}`);
  return b;
}

/** Times `runs` requests of a page (after 3 warm-ups) and prints its row: label, path, median, p95, min. */
export async function timePage(b: Browser, label: string, pathname: string, runs: number) {
  const times: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    const start = performance.now();
    const response = await request(b, pathname);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - start);
    if (i === 0 && body.length < 500) throw new Error(`${pathname} answered a short page`);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
  console.log(
    `| ${label} | \`${pathname}\` | ${median(times).toFixed(1)} ms | ${p95.toFixed(1)} ms | ${sorted[0]!.toFixed(1)} ms |`,
  );
  return median(times);
}
