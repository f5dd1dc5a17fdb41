// Issue 44 budget: a lead at agency A while agency B imports 10,000 listings — its email is sent within 5 s.
// One server process (as `npm start` runs it, mail to a local SMTP server) on a fresh PostgreSQL database
// (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/oh_fairness); agency B made by `agency:create`.
// First, leads at A with nothing else running (the reference); then B's 10,000-listing BLM is dropped in B's own
// folder and imported by the same process while a lead is posted at A every two seconds until the import ends.
// A lead's time is from its POST to the branch's email arriving at the SMTP server.
// Usage: npm run build && npx tsx bench/agency-fairness.ts [--listings 10000] [--port 4311]
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { startSmtpTestServer } from "../tests/support/smtp.ts";
import { writeSampleBlm } from "../tests/support/sample-blm.ts";
import { recreateDatabase } from "./bench-database.ts";
import {
  ROOT,
  leadServerEnv,
  median,
  postValuationLead,
  startChildServer,
  visitor,
} from "./leads-support.ts";

const { values } = parseArgs({
  options: { listings: { type: "string", default: "10000" }, port: { type: "string", default: "4311" } },
});
const LISTINGS = Number(values.listings);
const BUDGET_MS = 5000;
const SECOND_HOST = "fairness-b.localhost";
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_fairness";

await recreateDatabase(databaseUrl);
const smtp = await startSmtpTestServer();
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-fairness-"));
const env = {
  ...leadServerEnv({ dataDir, databaseUrl, smtpUrl: smtp.url }),
  FEED_POLL_SECONDS: "1",
  FEED_SETTLE_SECONDS: "0",
};
const server = await startChildServer(env, Number(values.port));
const owner = new pg.Client({ connectionString: databaseUrl });
await owner.connect();

try {
  const created = spawnSync(
    path.join(ROOT, "node_modules/.bin/tsx"),
    ["scripts/agency.ts", "create", "--name", "Fairness Homes", "--host", SECOND_HOST],
    { cwd: ROOT, env, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`agency:create failed: ${created.stderr}`);
  const { rows } = await owner.query<{ id: number }>(
    "select agency_id as id from agency_hostnames where hostname = $1",
    [SECOND_HOST],
  );
  const second = rows[0]!.id;

  let leadNumber = 0;
  /** Posts a lead at agency A (the install's own, on 127.0.0.1) and resolves to ms until its email arrived. */
  async function leadEmailMs(): Promise<number> {
    const n = ++leadNumber;
    const email = `fairness-${n}@example.com`;
    const session = await visitor(server.baseUrl);
    const marker = `Lead ${n}`;
    const started = performance.now();
    const answer = await postValuationLead(server.baseUrl, session, email, n);
    if (!answer.ok) throw new Error(`lead ${n}: ${answer.status} ${await answer.text()}`);
    for (;;) {
      if (smtp.received.some((mail) => !mail.to.includes(email) && mail.text.includes(marker))) break;
      if (performance.now() - started > 60_000) throw new Error(`lead ${n}: no branch email in 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return performance.now() - started;
  }
  const summary = (times: number[]) =>
    `median ${median(times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${times.length} leads)`;

  await leadEmailMs(); // warm up
  const quiet: number[] = [];
  for (let i = 0; i < 5; i++) quiet.push(await leadEmailMs());
  console.log(`lead email at A, nothing else running: ${summary(quiet)}`);

  // B's feed, written aside and moved into B's drop folder whole (as an FTP upload's rename would).
  const staged = path.join(dataDir, "stock.blm");
  const bytes = await writeSampleBlm(staged, { listings: LISTINGS, seed: 44 });
  const incoming = path.join(dataDir, "feeds", "incoming", SECOND_HOST, "crm");
  mkdirSync(incoming, { recursive: true });
  const importState = async () =>
    (
      await owner.query<{ state: string; seconds: number }>(
        `select state, extract(epoch from coalesce(finished_at, now()) - started_at)::float8 as seconds
           from import_runs where agency_id = $1 order by id desc limit 1`,
        [second],
      )
    ).rows[0];
  renameSync(staged, path.join(incoming, "stock.blm"));
  console.log(`dropped ${LISTINGS} listings (${(bytes / 1e6).toFixed(1)} MB BLM) in ${SECOND_HOST}'s folder`);
  while ((await importState())?.state !== "running") await new Promise((resolve) => setTimeout(resolve, 50));

  const during: number[] = [];
  for (;;) {
    const state = await importState();
    if (state?.state !== "running") {
      console.log(`B's import: ${state?.state} in ${state?.seconds.toFixed(1)} s`);
      break;
    }
    during.push(await leadEmailMs());
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const { rows: counted } = await owner.query<{ n: number }>(
    "select count(*)::int as n from properties where agency_id = $1",
    [second],
  );
  console.log(`B's listings after the import: ${counted[0]!.n}`);
  console.log(`lead email at A while B imports: ${summary(during)}`);
  const worst = Math.max(...during);
  console.log(`budget: ≤ ${BUDGET_MS} ms → ${worst <= BUDGET_MS ? "within" : "OVER"}`);
} finally {
  await owner.end();
  await server.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
