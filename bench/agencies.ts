// Issue 44's budgets for many agencies on one PostgreSQL, measured side by side in one run: the same server
// process (started as `npm start` starts it) first serves one agency, then 200 agencies of 500 listings each
// (100,000 listings, 200 hostnames), each agency's rows bound to it by row-level security.
//   - creating an agency (npm run agency:create's use case: its row and names, starter content, owner's link);
//   - a search's median and p99 with the page and search caches off, at 1 connection: one agency, then spread
//     over the 200 hostnames;
//   - the server's resident memory after serving one agency, and after serving all 200.
//   - a search's median and p99 at a group site over 80 of them (a franchise's 80 brands: 40,000 listings).
// Host → agency resolution has its own bench (bench/agency-hosts.ts).
// Usage: npm run build && npx tsx bench/agencies.ts [--agencies 200] [--listings 500] [--searches 2000]
//   [--group-members 80]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_agencies) is dropped and created.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { seedGazetteerIfEmpty } from "../db/reference/gazetteer.ts";
import { seedDemoAgency } from "../db/seed/index.ts";
import { createAgency, ensureInstallAgency } from "../modules/agencies/index.ts";
import { readSiteContentFile } from "../modules/content/index.ts";
import { announceChange } from "../platform/change-notices.ts";
import { diskMediaStore } from "../platform/disk-media-store.ts";
import { buildSearchParams } from "../modules/search/model/url.ts";
import { SEARCHES } from "./search-criteria.ts";
import { recreateDatabase } from "./bench-database.ts";
import { ROOT, startChildServer } from "./leads-support.ts";

const { values } = parseArgs({
  options: {
    agencies: { type: "string", default: "200" },
    listings: { type: "string", default: "500" },
    searches: { type: "string", default: "2000" },
    "group-members": { type: "string", default: "80" },
    port: { type: "string", default: "4431" },
  },
});
const AGENCIES = Number(values.agencies);
const LISTINGS = Number(values.listings);
const SEARCH_COUNT = Number(values.searches);
const GROUP_MEMBERS = Number(values["group-members"]);
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_agencies";
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
const hostOf = (id: number) => (id === 1 ? "localhost" : `agency-${id}.localhost`);

const work = mkdtempSync(path.join(tmpdir(), "oh-agencies-bench-"));
await recreateDatabase(url);
const database = await openDatabase({ databaseUrl: url, dataDir: work });
const template = await readSiteContentFile(path.join(ROOT, "content/demo-agency.json"));
let server: Awaited<ReturnType<typeof startChildServer>> | null = null;
try {
  await ensureInstallAgency(database.db, "http://localhost", { followPublicUrl: true });
  await seedGazetteerIfEmpty(database.ownerDb);
  await seedDemoAgency(database.db, { listings: LISTINGS, media: diskMediaStore(path.join(work, "media")) });

  server = await startChildServer(
    {
      DATABASE_URL: url,
      DATA_DIR: work,
      PUBLIC_URL: "http://localhost",
      DEMO_AGENCY: "off",
      PAGE_CACHE_MB: "0",
      SEARCH_CACHE_SECONDS: "0",
      RATE_LIMIT_DISABLED: "1",
      JOBS_IN_PROCESS: "0",
      LOG_LEVEL: "warn",
    },
    Number(values.port),
  );
  const port = Number(values.port);
  const paths = SEARCHES.map(([, criteria]) => `/search.ljson?${buildSearchParams(criteria)}`);

  const one = await searchLatencies(port, paths, () => 1);
  const rssOne = rssOf(server.process.pid!);

  // 199 more agencies, made as the command makes them, then given a copy of agency 1's branches, staff and
  // listings (as the tables' owner, naming each agency: the fast way to 100,000 listings).
  const createMs: number[] = [];
  for (let id = 2; id <= AGENCIES; id++) {
    const started = performance.now();
    const made = await createAgency(
      database,
      { name: `Agency ${id}`, hostname: hostOf(id), publicUrl: `http://${hostOf(id)}` },
      { template, origin: { ip: null, userAgent: "bench/agencies.ts" } },
    );
    createMs.push(performance.now() - started);
    if (!made.ok) throw new Error(made.error);
  }
  const copyStarted = performance.now();
  for (const table of ["branches", "departments", "staff", "properties", "property_media"])
    await copyToEveryAgency(table);
  // As after any bulk load: vacuumed and analysed before it is read. Without it autovacuum starts on the 100,000 new
  // rows in the middle of the searches, and each search's first read of a fresh page sets its hint bits (a write):
  // both are the load's cost, not the search's.
  for (const table of ["branches", "departments", "staff", "properties", "property_media"])
    await database.executeSql(`vacuum (analyze) ${table}`);
  await announceChange(database.db, "all");
  const copyS = (performance.now() - copyStarted) / 1000;

  // Each agency's first request in a process makes its services (handles, caches, counters): a once-per-process
  // cost, timed apart, so that the search's p99 is the search's and not 200 first requests among 2,000.
  const firsts = await firstRequests(port, paths[0]!);
  const many = await searchLatencies(port, paths, (i) => 1 + (i % AGENCIES));
  const rssMany = rssOf(server.process.pid!);

  // A franchise's group site (issue 44 item 7): the last agency becomes a group over the GROUP_MEMBERS agencies before
  // it (their 500 listings each), as `agency:group` makes it, and the same searches run at its name alone.
  const groupId = AGENCIES;
  const memberIds = Array.from({ length: Math.min(GROUP_MEMBERS, AGENCIES - 2) }, (_, i) => groupId - 1 - i);
  await database.executeSql(`update agencies set group_agency_id = $1 where id = any($2::int[])`, [
    groupId,
    `{${memberIds.join(",")}}`,
  ]);
  await database.executeSql(`delete from properties where agency_id = $1`, [groupId]);
  await announceChange(database.db, "agencies");
  const group = await searchLatencies(port, paths, () => groupId);
  const { rows } = await database.executeSql("select count(*)::int as n from properties");

  createMs.sort((a, b) => a - b);
  console.log(
    `agencies ${AGENCIES}, listings ${(rows[0] as { n: number }).n} (copied in ${copyS.toFixed(1)} s)`,
  );
  console.log(
    `create an agency: median ${quantile(createMs, 0.5).toFixed(0)} ms, max ${createMs.at(-1)!.toFixed(0)} ms (budget ≤ 2000 ms)`,
  );
  console.log(
    `search, caches off, 1 connection: one agency median ${one.median.toFixed(1)} ms p99 ${one.p99.toFixed(1)} ms; ` +
      `${AGENCIES} agencies median ${many.median.toFixed(1)} ms p99 ${many.p99.toFixed(1)} ms (budget p99 ≤ 30 ms)`,
  );
  console.log(
    `by search (median / p99), one agency:\n${one.bySearch}\n${AGENCIES} agencies:\n${many.bySearch}`,
  );
  console.log(
    `search at a group site over ${memberIds.length} members (${memberIds.length * LISTINGS} listings), caches off, ` +
      `1 connection: median ${group.median.toFixed(1)} ms p99 ${group.p99.toFixed(1)} ms`,
  );
  console.log(`by search (median / p99) at the group site:\n${group.bySearch}`);
  console.log(
    `first request at each of the other ${AGENCIES - 1} agencies: median ${firsts.median.toFixed(1)} ms, max ${firsts.max.toFixed(1)} ms`,
  );
  console.log(
    `server RSS: one agency ${rssOne.toFixed(0)} MB, ${AGENCIES} agencies ${rssMany.toFixed(0)} MB, ` +
      `+${(rssMany - rssOne).toFixed(0)} MB (budget ≤ 50 MB)`,
  );
} finally {
  await server?.stop();
  await database.close();
  rmSync(work, { recursive: true, force: true });
}

/** Inserts agency 1's rows of `table` again for every other agency, ids and all (keys lead with agency_id). */
async function copyToEveryAgency(table: string) {
  const { rows } = await database.executeSql(
    `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
       from information_schema.columns
      where table_schema = 'public' and table_name = $1 and column_name <> 'agency_id' and is_generated = 'NEVER'`,
    [table],
  );
  const { columns } = rows[0] as { columns: string };
  await database.executeSql(
    `insert into ${table} (agency_id, ${columns})
     select a.id, ${columns.replace(/(^|, )/g, "$1t.")} from ${table} t cross join agencies a
      where t.agency_id = 1 and a.id > 1`,
  );
}

/**
 * Sequential GETs (1 connection, keep-alive), each to the agency `agencyOf(i)`'s hostname; median and p99, over all
 * and by search (`bySearch`: which of them makes the tail).
 */
async function searchLatencies(port: number, paths: string[], agencyOf: (i: number) => number) {
  const times: number[] = [];
  const timesBySearch = paths.map((): number[] => []);
  // With BENCH_SLOWEST, the slowest requests with their wall-clock time (ms since 1970), to set beside the server's
  // and PostgreSQL's logs.
  const slow: [number, string, number][] = [];
  for (let i = 0; i < SEARCH_COUNT; i++) {
    const path = paths[i % paths.length]!;
    const started = performance.now();
    const status = await get(port, path, hostOf(agencyOf(i)));
    const ms = performance.now() - started;
    if (status !== 200) throw new Error(`${path} at ${hostOf(agencyOf(i))}: ${status}`);
    if (i < 50) continue; // the first ones warm the process up
    times.push(ms);
    timesBySearch[i % paths.length]!.push(ms);
    if (process.env.BENCH_SLOWEST) slow.push([ms, `${hostOf(agencyOf(i))}${path}`, Date.now()]);
  }
  if (process.env.BENCH_SLOWEST)
    console.log(
      slow
        .sort((a, b) => b[0] - a[0])
        .slice(0, 30)
        .map(([ms, p, at]) => `${ms.toFixed(1)} ${p} t=${at}`)
        .join("\n"),
    );
  times.sort((a, b) => a - b);
  const bySearch = timesBySearch.map((each, i) => {
    each.sort((a, b) => a - b);
    return `  ${SEARCHES[i]![0]}: ${quantile(each, 0.5).toFixed(1)} / ${quantile(each, 0.99).toFixed(1)} ms`;
  });
  return { median: quantile(times, 0.5), p99: quantile(times, 0.99), bySearch: bySearch.join("\n") };
}

/** One search at each agency but the first (already served), in turn: each agency's first request. */
async function firstRequests(port: number, path: string) {
  const times: number[] = [];
  for (let id = 2; id <= AGENCIES; id++) {
    const started = performance.now();
    const status = await get(port, path, hostOf(id));
    if (status !== 200) throw new Error(`${path} at ${hostOf(id)}: ${status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), max: times.at(-1)! };
}

function get(port: number, target: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: target, headers: { Host: host }, agent }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
