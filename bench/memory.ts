// Issue 13 item 2: the PGlite server's memory. Starts the server exactly as `npm start` does on a new machine
// (the package's start script, minus its build step, in a new DATA_DIR: PGlite created, demo seeded), sends
// mixed requests (home, results pages, property pages, /search.ljson, photos, branches, leads), and samples
// the resident memory of the server's process tree (the first start's seed child included) from /proc.
// Prints RSS (summed over the tree) and PSS (shared pages split between the processes mapping them) when ready
// (after the seed), after 1/4, 1/2 and all of the requests and 5 s later, and the peaks.
// Usage: npm run build && npx tsx bench/memory.ts [--requests 10000] [--concurrency 4] [--port 4398]
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { prng } from "../tests/support/prng.ts";
import { startSmtpTestServer } from "../tests/support/smtp.ts";
import { ROOT, START_SCRIPT, postValuationLead, visitor } from "./leads-support.ts";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "4" },
    port: { type: "string", default: "4398" },
  },
});
const REQUESTS = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const CHECKPOINTS = [REQUESTS / 4, REQUESTS / 2, REQUESTS].map(Math.round);

function childrenByParent(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces: the parent pid is the second field after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return children;
}

function treeOf(root: number): number[] {
  const children = childrenByParent();
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

type Memory = { rss: number; pss: number; processes: number };
function treeMemory(root: number): Memory {
  const memory = { rss: 0, pss: 0, processes: 0 };
  for (const pid of treeOf(root)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, "utf8");
      memory.rss += Number(/^Rss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
      memory.pss += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0) / 1024;
      memory.processes++;
    } catch {
      // gone
    }
  }
  return memory;
}
const describe = (m: Memory) =>
  `RSS ${m.rss.toFixed(0)} MB, PSS ${m.pss.toFixed(0)} MB (${m.processes} processes)`;

const smtp = await startSmtpTestServer();
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-memory-"));
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
// sh runs the script as npm would (npm's own process apart), with the package's binaries on the PATH.
const child = spawn("sh", ["-c", START_SCRIPT], {
  cwd: ROOT,
  env: {
    ...process.env,
    PATH: `${path.join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: "127.0.0.1",
    // One address sends everything: the limits would refuse most of it.
    RATE_LIMIT_DISABLED: "1",
    SMTP_URL: smtp.url,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
const pid = child.pid!;
const zero = (): Memory => ({ rss: 0, pss: 0, processes: 0 });
let peak = zero();
const sampler = setInterval(() => {
  const now = treeMemory(pid);
  if (now.rss > peak.rss) peak = now;
}, 250);

console.log(`start script: ${START_SCRIPT}`);
console.log(
  `machine: ${cpus().length} cores, load ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
const started = Date.now();
for (;;) {
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 600_000) throw new Error("server did not start in 600 s");
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log(
  `ready (demo seeded) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${describe(treeMemory(pid))}`,
);
console.log(`  peak while starting and seeding: ${describe(peak)}`);
peak = zero();

// A fixed seed, so two runs send the same mix.
const { next: random, pick } = prng(0x5eed);

const properties: string[] = [];
const photos: string[] = [];
for (const channel of ["sales", "lettings"]) {
  for (let page = 1; page <= 10; page++) {
    const answer = (await (await fetch(`${base}/search.ljson?channel=${channel}&page=${page}`)).json()) as {
      properties: { property_url: string; photos: { url: string }[] }[];
    };
    for (const p of answer.properties) {
      properties.push(p.property_url);
      for (const photo of p.photos.slice(0, 2)) photos.push(photo.url);
    }
  }
}
const branchesHtml = await (await fetch(`${base}/branches`)).text();
const branches = [...new Set([...branchesHtml.matchAll(/href="(\/branches\/[^"#?]+)"/g)].map((m) => m[1]!))];
const sessions = await Promise.all(Array.from({ length: CONCURRENCY }, () => visitor(base)));

function searchUrl(): string {
  const channel = pick(["sales", "lettings"]);
  const price = channel === "sales" ? pick([150_000, 250_000, 400_000]) : pick([600, 900, 1500]);
  if (random() < 0.5) {
    const segments = [channel];
    if (random() < 0.5) segments.push(`from-${pick([1, 2, 3])}-bed`);
    if (random() < 0.5) segments.push(`up-to-${price}`);
    if (random() < 0.3) segments.push(`page-${pick([1, 2, 3, 4])}`);
    return `/search/${segments.join("/")}`;
  }
  const query = new URLSearchParams({ channel });
  if (random() < 0.5) query.set("min_beds", String(pick([1, 2, 3, 4])));
  if (random() < 0.5) query.set("max_price", String(price));
  if (random() < 0.3) query.set("page", String(pick([1, 2, 3, 4, 5])));
  return `/search.ljson?${query}`;
}

let leads = 0;
async function one(worker: number): Promise<number> {
  const roll = random();
  let response: Response;
  if (roll < 0.1) response = await fetch(`${base}/`);
  else if (roll < 0.45) response = await fetch(`${base}${searchUrl()}`);
  else if (roll < 0.75) response = await fetch(`${base}${pick(properties)}`);
  else if (roll < 0.9)
    response = await fetch(`${base}${pick(photos)}`, { headers: { accept: "image/webp" } });
  else if (roll < 0.97) response = await fetch(`${base}${pick(branches)}`);
  else {
    const session = sessions[worker]!;
    leads += 1;
    response = await postValuationLead(base, session, `memory-${leads}@example.com`, leads);
  }
  await response.arrayBuffer();
  return response.status;
}

let sent = 0;
let failed = 0;
let checkpoint = 0;
const t0 = Date.now();
await Promise.all(
  Array.from({ length: CONCURRENCY }, async (_, worker) => {
    while (sent < REQUESTS) {
      sent++;
      try {
        if ((await one(worker)) >= 400) failed++;
      } catch {
        failed++;
      }
      if (checkpoint < CHECKPOINTS.length && sent >= CHECKPOINTS[checkpoint]!) {
        checkpoint++;
        const seconds = ((Date.now() - t0) / 1000).toFixed(0);
        console.log(`after ${sent} requests (${seconds} s): ${describe(treeMemory(pid))}`);
      }
    }
  }),
);
await new Promise((resolve) => setTimeout(resolve, 5_000));
console.log(`5 s after the last request: ${describe(treeMemory(pid))}`);
console.log(`peak while serving: ${describe(peak)}; ${failed} answers ≥ 400 or failed`);
clearInterval(sampler);

// sh passes no signal on: end the tree it started, deepest first.
for (const member of treeOf(pid).reverse()) {
  try {
    process.kill(member, "SIGTERM");
  } catch {
    // already gone
  }
}
await exited;
await smtp.stop();
rmSync(dataDir, { recursive: true, force: true });
