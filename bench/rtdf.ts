// Issue 38's RTDF budget: the endpoint takes ≥ 50 SendPropertyDetails a second. One server process as `npm start`
// runs it, on PostgreSQL; a CRM's calls one after another (one listing per call, each answered before the next),
// then 4 and 16 at a time (calls that wait for their source's import are imported together), each a new listing of the fixture's shape (no media: fetching
// photos is the media fetcher's own budget), then the same listings again unchanged.
// Usage: npm run build && npx tsx bench/rtdf.ts [--listings 500] [--port 4441]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_rtdf) is dropped and created.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { seedGazetteerIfEmpty } from "../db/reference/gazetteer.ts";
import { ensureInstallAgency } from "../modules/agencies/index.ts";
import { createFeedApiKey } from "../modules/feeds/sync/api-keys.ts";
import { recreateDatabase } from "./bench-database.ts";
import { ROOT, startChildServer } from "./leads-support.ts";

const { values } = parseArgs({
  options: { listings: { type: "string", default: "500" }, port: { type: "string", default: "4441" } },
});
const LISTINGS = Number(values.listings);
const port = Number(values.port);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_rtdf";
const fixture = JSON.parse(
  readFileSync(path.join(ROOT, "tests/fixtures/feeds/rtdf/send-sales.json"), "utf8"),
);
delete fixture.property.media;

const work = mkdtempSync(path.join(tmpdir(), "oh-rtdf-bench-"));
await recreateDatabase(url);
const database = await openDatabase({ databaseUrl: url, dataDir: work });
await ensureInstallAgency(database.db, "http://localhost", { followPublicUrl: true });
await seedGazetteerIfEmpty(database.ownerDb);
const { key } = await createFeedApiKey(database.db, { source: "bench-crm" });
await database.close();
const server = await startChildServer(
  {
    DATABASE_URL: url,
    DATA_DIR: work,
    PUBLIC_URL: "http://localhost",
    DEMO_AGENCY: "off",
    RATE_LIMIT_DISABLED: "1",
    JOBS_IN_PROCESS: "0",
    LOG_LEVEL: "warn",
  },
  port,
);

const body = (i: number) =>
  JSON.stringify({
    ...fixture,
    property: {
      ...fixture.property,
      agent_ref: `BENCH-${i}`,
      address: { ...fixture.property.address, house_name_number: String(i) },
    },
  });

async function send(i: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/api/rtdf/v1/property/sendpropertydetails`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${key}` },
    body: body(i),
  });
  const answer = (await response.json()) as { success: boolean };
  if (!answer.success) throw new Error(`listing ${i}: ${JSON.stringify(answer)}`);
  return performance.now() - started;
}

async function run(label: string, from: number, count: number, concurrency: number) {
  const times: number[] = [];
  let next = from;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < from + count) times.push(await send(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(
    `${label}: ${count} calls, ${concurrency} at a time: ${(count / seconds).toFixed(1)} a second ` +
      `(median ${at(0.5)} ms, p99 ${at(0.99)} ms) (budget ≥ 50 a second)`,
  );
}

try {
  await send(0); // warms the process
  await run("new listings, one after another", 1, LISTINGS, 1);
  await run("new listings, 4 at a time", LISTINGS + 1, LISTINGS, 4);
  await run("new listings, 16 at a time", 2 * LISTINGS + 1, LISTINGS, 16);
  await run("the same listings again, unchanged, one after another", 1, LISTINGS, 1);
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
