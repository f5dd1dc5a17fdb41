// Issue 13 item 8: a soak. Starts the real server (child process; PGlite in a fresh folder by default, or the
// PostgreSQL database DATABASE_URL names; rate limits off; mail to a local SMTP server) and drives mixed
// traffic at it — browsing (home, property pages, branches, articles, images), searching (search pages and
// GET /search.ljson with random filters) and leads (POST /leads, JSON) — reporting, per minute, the server
// process's RSS and the latency percentiles of each kind of request.
// Usage: npx tsx bench/soak.ts [--minutes 30] [--concurrency 4] [--port 4399] [--listings 1500]
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prng } from "../tests/support/prng.ts";
import { startSmtpTestServer } from "../tests/support/smtp.ts";
import { startChildServer, postValuationLead, visitor } from "./leads-support.ts";

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "30" },
    concurrency: { type: "string", default: "4" },
    port: { type: "string", default: "4399" },
    listings: { type: "string", default: "1500" },
  },
});
const MINUTES = Number(values.minutes);
const CONCURRENCY = Number(values.concurrency);

type Kind = "browse" | "search" | "lead";
const KINDS: Kind[] = ["browse", "search", "lead"];

// A fixed seed, so two runs send the same mix.
const { next: random, pick } = prng(0x5eed);

const smtp = await startSmtpTestServer();
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-soak-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SEED_LISTINGS: values.listings,
  RATE_LIMIT_DISABLED: "1",
  SMTP_URL: smtp.url,
  LOG_LEVEL: "warn",
};
const started = Date.now();
const server = await startChildServer(env, Number(values.port));
const base = server.baseUrl;
const pid = server.process.pid!;
console.log(
  `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, pid ${pid}`,
);

function rssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// What there is to browse: property URLs and photos from the search calls, branch and article links.
const properties: string[] = [];
const photos: string[] = [];
for (const channel of ["sales", "lettings"]) {
  for (let page = 1; page <= 5; page++) {
    const answer = (await (await fetch(`${base}/search.ljson?channel=${channel}&page=${page}`)).json()) as {
      properties: { property_url: string; photos: { url: string }[] }[];
    };
    for (const p of answer.properties) {
      properties.push(p.property_url);
      if (p.photos[0]) photos.push(p.photos[0].url);
    }
  }
}
const links = (html: string, prefix: string) =>
  [...new Set([...html.matchAll(new RegExp(`href="(${prefix}[^"#?]+)"`, "g"))].map((m) => m[1]!))].slice(
    0,
    30,
  );
const branches = links(await (await fetch(`${base}/branches`)).text(), "/branches/");
const articles = links(await (await fetch(`${base}/articles`)).text(), "/articles/");
const others = ["/", "/branches", "/articles", ...branches, ...articles];
console.log(
  `${properties.length} properties, ${photos.length} photos, ${others.length} other pages to browse`,
);

const SORTS = [
  "least-expensive-first",
  "most-expensive-first",
  "most-recent-first",
  "most-square-feet-first",
];
function searchRequest(): string {
  const channel = pick(["sales", "lettings"]);
  const price = channel === "sales" ? pick([100_000, 200_000, 300_000, 500_000]) : pick([500, 800, 1200]);
  if (random() < 0.5) {
    const segments = [channel];
    if (random() < 0.5) segments.push(`from-${pick([1, 2, 3])}-bed`);
    if (random() < 0.5) segments.push(`up-to-${price * 2}`);
    if (random() < 0.3) segments.push(pick(SORTS));
    if (random() < 0.3) segments.push(`page-${pick([1, 2, 3])}`);
    return `/search/${segments.join("/")}`;
  }
  const query = new URLSearchParams({ channel });
  if (random() < 0.5) query.set("min_beds", String(pick([1, 2, 3])));
  if (random() < 0.5) query.set("min_price", String(price));
  if (random() < 0.3) query.set("sorted", pick(SORTS));
  if (random() < 0.3) query.set("page", String(pick([1, 2, 3])));
  return `/search.ljson?${query}`;
}

type Minute = { latencies: Record<Kind, number[]>; errors: number; rss: number[] };
const newMinute = (): Minute => ({ latencies: { browse: [], search: [], lead: [] }, errors: 0, rss: [] });
let minute = newMinute();
const minutes: { minute: number; data: Minute }[] = [];

const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => visitor(base)));
let leadNumber = 0;

async function one(worker: number): Promise<void> {
  const roll = random();
  const kind: Kind = roll < 0.5 ? "browse" : roll < 0.9 ? "search" : "lead";
  const t0 = performance.now();
  let status: number;
  if (kind === "browse") {
    const url = random() < 0.6 ? pick(properties) : random() < 0.5 ? pick(photos) : pick(others);
    const response = await fetch(`${base}${url}`, { headers: { accept: "text/html,image/webp,*/*" } });
    await response.arrayBuffer();
    status = response.status;
  } else if (kind === "search") {
    const response = await fetch(`${base}${searchRequest()}`);
    await response.arrayBuffer();
    status = response.status;
  } else {
    const session = sessions[worker]!;
    leadNumber += 1;
    const response = await postValuationLead(base, session, `soak-${leadNumber}@example.com`, leadNumber);
    await response.arrayBuffer();
    status = response.status;
  }
  minute.latencies[kind].push(performance.now() - t0);
  if (status >= 400) minute.errors++;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (n: number) => n.toFixed(n < 10 ? 1 : 0);

function report(index: number, m: Minute) {
  const cells = KINDS.map((kind) => {
    const sorted = [...m.latencies[kind]].sort((a, b) => a - b);
    return `${kind} ${sorted.length} ${fmt(percentile(sorted, 50))}/${fmt(percentile(sorted, 95))}/${fmt(percentile(sorted, 99))}/${fmt(sorted.at(-1) ?? 0)}`;
  });
  const rss = m.rss.length ? m.rss.at(-1)! : rssMb();
  console.log(
    `| ${String(index).padStart(3)} | ${rss.toFixed(0).padStart(5)} | ${cells.map((c) => c.padEnd(30)).join(" | ")} | ${m.errors} |`,
  );
}

console.log(
  `soak: ${MINUTES} min, ${CONCURRENCY} connections; per kind: requests p50/p95/p99/max ms; RSS in MB at the minute's end`,
);
console.log(
  "| min |   RSS | browse                         | search                         | lead                           | ≥400 |",
);
const deadline = Date.now() + MINUTES * 60_000;
const rssTimer = setInterval(() => minute.rss.push(rssMb()), 5_000);
let minuteIndex = 1;
const minuteTimer = setInterval(() => {
  const done = minute;
  minute = newMinute();
  done.rss.push(rssMb());
  minutes.push({ minute: minuteIndex, data: done });
  report(minuteIndex++, done);
}, 60_000);

await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, worker) => {
    while (Date.now() < deadline) {
      try {
        await one(worker);
      } catch {
        minute.errors++;
      }
    }
  }),
);
clearInterval(rssTimer);
clearInterval(minuteTimer);
// The few seconds after the last full minute count in the totals, not as a minute of their own.
if (minute.latencies.browse.length + minute.latencies.search.length > 0) {
  const last = minutes.at(-1);
  if (last) {
    for (const kind of KINDS) last.data.latencies[kind].push(...minute.latencies[kind]);
    last.data.errors += minute.errors;
  } else {
    minute.rss.push(rssMb());
    minutes.push({ minute: minuteIndex, data: minute });
    report(minuteIndex, minute);
  }
}

const all = Object.fromEntries(
  KINDS.map((kind) => [kind, minutes.flatMap((m) => m.data.latencies[kind]).sort((a, b) => a - b)]),
) as Record<Kind, number[]>;
const rssSeries = minutes.map((m) => m.data.rss.at(-1) ?? 0);
console.log(
  `total: ${KINDS.map((k) => `${k} ${all[k].length} p50 ${fmt(percentile(all[k], 50))} p95 ${fmt(percentile(all[k], 95))} p99 ${fmt(percentile(all[k], 99))} ms`).join("; ")}`,
);
console.log(
  `RSS: first minute ${rssSeries[0]?.toFixed(0)} MB, last ${rssSeries.at(-1)?.toFixed(0)} MB, max ${Math.max(...rssSeries).toFixed(0)} MB; errors ${minutes.reduce((n, m) => n + m.data.errors, 0)}; emails received ${smtp.received.length}`,
);

await server.stop();
await smtp.stop();
rmSync(dataDir, { recursive: true, force: true });
