// Search benchmark (issue 3 "Performance"): 10 representative /search.ljson searches at 16 concurrent
// connections against a running server; median and p99 per search and overall, and the results page.
// Usage: npx tsx bench/search.ts [--base http://127.0.0.1:3000] [--requests 400] [--connections 16] [--explain]
// Run it against a server with SEARCH_CACHE_SECONDS=0 for the database's own speed (every request queries),
// and with the default cache for what repeated searches cost.
//   --explain prints EXPLAIN (ANALYZE) of each search's page and count queries (needs DATABASE_URL).
// Start the server first with RATE_LIMIT_DISABLED=1 (see bench/README.md).
import autocannon from "autocannon";
import { buildSearchParams, buildSearchPath } from "../modules/search/model/url.ts";
import { SEARCHES } from "./search-criteria.ts";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const base = arg("base", "http://127.0.0.1:3000");
const requestsPerSearch = Number(arg("requests", "400"));
const CONNECTIONS = Number(arg("connections", "16"));

/**
 * Requests the paths `total` times over `connections` keep-alive connections with autocannon (far lighter than
 * fetch, which matters when the load generator shares two cores with the server), cycling through the paths;
 * median and p99 latency in ms.
 */
async function load(paths: string[], total: number, connections = CONNECTIONS) {
  const result = await autocannon({
    url: base,
    connections,
    amount: total,
    headers: { "accept-encoding": "gzip" },
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  if (result.non2xx || result.errors)
    throw new Error(`${paths[0]}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { median: result.latency.p50, p99: result.latency.p99 };
}

const report = (label: string, { median, p99 }: { median: number; p99: number }) =>
  console.log(`${label.padEnd(48)} median ${median.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms`);

async function explain() {
  const { count, sql } = await import("drizzle-orm");
  const { openDatabase } = await import("../db/client.ts");
  const { properties } = await import("../db/schema.ts");
  const { resolveSearch, countCap } = await import("../modules/search/use-cases/search.ts");
  const { searchCondition, selectSearchPage } = await import("../modules/search/repos/search.ts");
  const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: "./data" });
  const { db } = database;
  const services = { db } as Parameters<typeof resolveSearch>[0];
  for (const [name, criteria] of SEARCHES) {
    const search = await resolveSearch(services, criteria);
    const queries = {
      page: selectSearchPage(db, search).toSQL(),
      count: db
        .select({ n: count() })
        .from(
          db
            .select({ one: sql`1` })
            .from(properties)
            .where(searchCondition(search))
            .limit(countCap(search) + 1)
            .as("matches"),
        )
        .toSQL(),
    };
    for (const [kind, query] of Object.entries(queries)) {
      const { rows } = await database.executeSql(`explain (analyze, costs off) ${query.sql}`, query.params);
      console.log(`\n== ${name} (${kind})`);
      for (const row of rows as Record<string, string>[]) console.log(Object.values(row)[0]);
    }
  }
  await database.close();
}

/** The page a path settles on: a place's search is named by its slug (issue 18), its gid- path answers 301. */
async function canonicalPath(path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { redirect: "manual" });
  const location = response.status === 301 ? response.headers.get("location") : null;
  if (!location) return path;
  const target = new URL(location, base);
  return `${target.pathname}${target.search}`;
}

if (process.argv.includes("--explain")) {
  await explain();
} else {
  console.log(`${base}, ${CONNECTIONS} connections, ${requestsPerSearch} requests per search`);
  const paths = SEARCHES.map(([, criteria]) => `/search.ljson?${buildSearchParams(criteria)}`);
  await load(paths, 200); // warm-up
  for (const [index, [name]] of SEARCHES.entries())
    report(name, await load([paths[index]!], requestsPerSearch));
  report("all 10 searches, interleaved", await load(paths, requestsPerSearch * SEARCHES.length));
  const page = await canonicalPath(buildSearchPath(SEARCHES[0]![1]));
  for (const connections of [1, CONNECTIONS]) {
    report(`results page ${page}, ${connections} conn.`, await load([page], requestsPerSearch, connections));
  }
}
