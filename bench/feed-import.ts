// The feed import budgets (issue 12): a generated 10,000-listing BLM zip (3 photos a listing drawn from a small
// pool) imported on PostgreSQL in ≤ 90 s including media, re-imported unchanged in ≤ 10 s, the import's extra
// memory ≤ 250 MB, and /search.ljson p99 during the import within 2× of its figure without one.
// The import runs as `npm run feed:import` beside a running server on one scratch PostgreSQL database, as an
// agency's would; the searches go to that server over HTTP (search and page caches off, so every request queries).
// The search load is open-loop by default: --rate searches a second (20) from 4 connections, as visitors arrive
// whatever the server is doing; --rate 0 is the closed loop (each connection asks again as soon as it has its
// answer), which keeps both cores busy, so any second job on a 2-core machine doubles its latency whatever it does.
// Usage: npx tsx bench/feed-import.ts [--listings 10000] [--rate 20] [--database postgres://postgres@127.0.0.1:5432/postgres]
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import sharp from "sharp";
import { openDatabase } from "../db/client.ts";
import { EMPTY_CRITERIA } from "../modules/search/model/criteria.ts";
import { buildSearchParams } from "../modules/search/model/url.ts";
import { placeSampleDistricts, writeSampleFeedZip } from "../tests/support/sample-blm.ts";
import { createScratchDatabase } from "../tests/setup/scratch-database.ts";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const LISTINGS = Number(arg("listings", "10000"));
const SEARCH_RATE = Number(arg("rate", "20"));
const BASE_DATABASE = arg("database", "postgres://postgres@127.0.0.1:5432/postgres");
const PORT = 4396;
const base = `http://127.0.0.1:${PORT}`;

/** Resident memory of a process and its descendants (tsx runs node as a child), in MB. */
function treeRssMb(pid: number): number {
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, "utf8");
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      for (const task of readdirSync(`/proc/${id}/task`)) {
        const children = readFileSync(`/proc/${id}/task/${task}/children`, "utf8").trim();
        for (const child of children ? children.split(/\s+/) : []) visit(Number(child));
      }
    } catch {
      // the process ended while we looked
    }
  };
  visit(pid);
  return kb / 1024;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: ["ignore", "pipe", "inherit"] });
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("server did not start");
}

// Searches that each query the database (the server runs with SEARCH_CACHE_SECONDS=0).
const searchPaths = [250_000, 300_000, 350_000, 400_000, 450_000].flatMap((minPrice) =>
  [2, 3].map((minBeds) => `/search.ljson?${buildSearchParams({ ...EMPTY_CRITERIA, minPrice, minBeds })}`),
);

/**
 * Searches for `seconds` (or until `until` settles): the run's p50/p99 as autocannon reports them (corrected for
 * coordinated omission when the rate is fixed), and the raw p99 of each 5-second window.
 */
async function searchLoad(seconds: number, until?: Promise<unknown>) {
  const timings: { at: number; ms: number }[] = [];
  const started = performance.now();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const finished = new Promise<autocannon.Result>((resolve, reject) => ((finish = resolve), (fail = reject)));
  const run = autocannon(
    {
      url: base,
      connections: 4,
      duration: seconds,
      ...(SEARCH_RATE > 0 ? { overallRate: SEARCH_RATE } : {}),
      requests: searchPaths.map((p) => ({ method: "GET", path: p })),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) =>
    timings.push({ at: performance.now() - started, ms }),
  );
  void until?.then(() => run.stop());
  const result = await finished;
  if (result.non2xx || result.errors)
    throw new Error(`search: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const windows: number[] = [];
  for (let from = 0; from < performance.now() - started; from += 5000) {
    const inWindow = timings
      .filter((t) => t.at >= from && t.at < from + 5000)
      .map((t) => t.ms)
      .sort((a, b) => a - b);
    if (inWindow.length) windows.push(Math.round(inWindow[Math.ceil(inWindow.length * 0.99) - 1]!));
  }
  return { p50: result.latency.p50, p99: result.latency.p99, requests: result.requests.total, windows };
}

async function runImport(zip: string, env: NodeJS.ProcessEnv) {
  const started = performance.now();
  const child = start("node_modules/.bin/tsx", ["scripts/feed-import.ts", zip, "--source", "bench"], env);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  let peak = 0;
  let baseline = 0;
  const sampler = setInterval(() => {
    const rss = treeRssMb(child.pid!);
    if (!baseline && rss > 0) baseline = rss;
    peak = Math.max(peak, rss);
  }, 100);
  const done = new Promise<number>((resolve) => child.once("exit", (code) => resolve(code ?? 1)));
  return {
    searchDuring: () => searchLoad(3600, done),
    result: done.then((code) => {
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) throw new Error(`feed:import exited ${code}:\n${output}`);
      return { seconds, peakMb: peak, firstSampleMb: baseline, last: output.trim().split("\n").at(-1)! };
    }),
  };
}

const work = mkdtempSync(path.join(tmpdir(), "openhouse-feed-bench-"));
const scratch = await createScratchDatabase(BASE_DATABASE, "feed_bench");
let server: ChildProcess | undefined;
try {
  const pool = await Promise.all(
    ["#6b8e23", "#8b4513", "#4682b4", "#b8860b", "#708090", "#a0522d"].map((background, i) =>
      sharp({
        create: {
          width: 1024,
          height: 768,
          channels: 3,
          background,
          noise: { type: "gaussian", mean: 128, sigma: 6 + i },
        },
      })
        .jpeg({ quality: 70 })
        .toBuffer(),
    ),
  );
  const averageKb = pool.reduce((n, b) => n + b.length, 0) / pool.length / 1024;
  console.log(`photo pool: ${pool.length} JPEGs of 1024×768, ${averageKb.toFixed(0)} KB on average`);
  const zip = path.join(work, "feed.zip");
  const generated = performance.now();
  await writeSampleFeedZip(zip, { listings: LISTINGS, jpegPool: pool });
  console.log(
    `generated ${LISTINGS} listings + ${LISTINGS * 5} media entries: ${(statSync(zip).size / 1e6).toFixed(1)} MB zip ` +
      `in ${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );

  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(PORT),
    HOST: "127.0.0.1",
    DATA_DIR: work,
    DATABASE_URL: scratch.url,
    SEARCH_CACHE_SECONDS: "0",
    PAGE_CACHE_MB: "0",
    RATE_LIMIT_DISABLED: "1",
    FEED_POLL_SECONDS: "0",
    LOG_LEVEL: "warn",
  };
  server = start("node_modules/.bin/tsx", ["server/index.ts"], env);
  await waitForHealth();
  // The sample feed's postcode districts, placed by the postcode table (BLM v3 has no coordinates).
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: work });
  await placeSampleDistricts(database.db, "bench");
  await database.close();

  await searchLoad(3); // warm up
  const quiet = await searchLoad(20);
  console.log(
    SEARCH_RATE > 0 ? `search load: ${SEARCH_RATE} a second, open loop` : "search load: closed loop",
  );
  console.log(
    `search without an import: p50 ${quiet.p50} ms, p99 ${quiet.p99} ms (${quiet.requests} requests)`,
  );

  const first = await runImport(zip, env);
  const during = await first.searchDuring();
  const imported = await first.result;
  console.log(
    `first import: ${imported.seconds.toFixed(1)} s, peak RSS ${imported.peakMb.toFixed(0)} MB → ${imported.last}`,
  );
  console.log(
    `search during the import: p50 ${during.p50} ms, p99 ${during.p99} ms (${(during.p99 / quiet.p99).toFixed(2)}× ` +
      `the quiet p99; ${during.requests} requests); raw p99 per 5 s window ${during.windows.join(", ")} ms`,
  );
  // The same searches once the stock is ten times larger, with nothing else running.
  const after = await searchLoad(20);
  console.log(`search after the import, no import running: p50 ${after.p50} ms, p99 ${after.p99} ms`);

  const second = await runImport(zip, env);
  const duringAgain = await second.searchDuring();
  const again = await second.result;
  console.log(
    `unchanged re-import: ${again.seconds.toFixed(1)} s, peak RSS ${again.peakMb.toFixed(0)} MB → ${again.last}; ` +
      `search p99 meanwhile ${duringAgain.p99} ms`,
  );
} finally {
  server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await scratch.drop().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
