// Issue 5 budget: lead endpoint median ≤ 20 ms on PostgreSQL without captcha. Starts the real server (child
// process, rate limits off, no captcha, mail to a local SMTP server) on BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/oh_leadsbench, created if missing) and drives POST /leads (a three-step
// valuation, JSON, each request its own Idempotency-Key) with autocannon at 1 and 10 connections.
// Usage: BUILD_DIR=/tmp/build-x npx tsx bench/leads.ts [--requests 1000] [--port 4298]
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startSmtpTestServer } from "../tests/support/smtp.ts";
import { ensureDatabase } from "./bench-database.ts";
import { leadServerEnv, startChildServer, valuationLead, visitor } from "./leads-support.ts";

const { values } = parseArgs({
  options: { requests: { type: "string", default: "1000" }, port: { type: "string", default: "4298" } },
});
const REQUESTS = Number(values.requests);
const BUDGET_MEDIAN_MS = 20;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_leadsbench";

await ensureDatabase(databaseUrl);
const smtp = await startSmtpTestServer();
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-leads-latency-"));
const server = await startChildServer(
  leadServerEnv({ dataDir, databaseUrl, smtpUrl: smtp.url }),
  Number(values.port),
);

try {
  const session = await visitor(server.baseUrl);
  const run = async (connections: number) => {
    let n = 0;
    const result = await autocannon({
      url: `${server.baseUrl}/leads`,
      connections,
      amount: REQUESTS,
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", cookie: session.cookie },
      // Each request a new lead with its own key, as real visitors send.
      requests: [
        {
          setupRequest: (request) => {
            n++;
            return {
              ...request,
              headers: { ...request.headers, "idempotency-key": randomUUID() },
              body: JSON.stringify({
                authenticity_token: session.token,
                ...valuationLead(`latency-${n}@bench.example`, n),
              }),
            };
          },
        },
      ],
    });
    if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
    return { connections, median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
  };
  // The floor on this machine right now: GET /health is one `select 1`, through the same host and pool.
  const floor = await autocannon({ url: `${server.baseUrl}/health`, connections: 1, amount: REQUESTS });
  await run(1); // warm-up: JIT, connection pool, caches
  const results = [await run(1), await run(10)];
  console.log(`POST /leads on PostgreSQL, ${REQUESTS} valuation leads per run, no captcha, rate limits off`);
  for (const r of results) {
    console.log(`  ${r.connections} connection(s): median ${r.median} ms, p99 ${r.p99} ms, ${r.rps} req/s`);
  }
  console.log(
    `  floor, GET /health at 1 connection: median ${floor.latency.p50} ms, p99 ${floor.latency.p99} ms`,
  );
  console.log(
    `  load average while measuring: ${loadavg()
      .map((n) => n.toFixed(1))
      .join(", ")}`,
  );
  const median = results[0]!.median;
  console.log(
    median <= BUDGET_MEDIAN_MS
      ? `OK: median ${median} ms ≤ ${BUDGET_MEDIAN_MS} ms`
      : `OVER BUDGET: ${median} ms`,
  );
} finally {
  await server.stop();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
