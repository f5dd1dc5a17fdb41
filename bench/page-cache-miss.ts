// Issue 13 item 1: what a page-cache miss costs the visitor who causes it. Each of N property pages the server
// has not answered before is requested twice, one at a time, accepting brotli as browsers do: the first answer
// is rendered and compressed before it is sent (X-Cache: MISS), the second comes from the cache (HIT). Reports
// the median and p95 of each and the difference, which is what rendering and compressing add to the first visit.
// Usage: npx tsx bench/page-cache-miss.ts [--base http://127.0.0.1:3000] [--pages 60]
// Start a server with a new cache first (see bench/README.md): pages it has already answered are skipped.
import { benchOption } from "./page-measures.ts";

const base = benchOption("base", "http://127.0.0.1:3000");
const PAGES = Number(benchOption("pages", "60"));

async function propertyPaths(count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const response = await fetch(`${base}/search.ljson?channel=sales&page=${page}`);
    if (!response.ok) throw new Error(`GET /search.ljson page ${page} answered ${response.status}`);
    const { properties } = (await response.json()) as { properties: { property_url: string }[] };
    if (properties.length === 0) break;
    paths.push(...properties.map((property) => property.property_url));
  }
  return paths.slice(0, count);
}

async function timedGet(path: string): Promise<{ ms: number; cache: string | null; bytes: number }> {
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { headers: { "accept-encoding": "br, gzip" } });
  const body = await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return { ms: performance.now() - started, cache: response.headers.get("x-cache"), bytes: body.byteLength };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

const miss: number[] = [];
const hit: number[] = [];
let skipped = 0;
for (const path of await propertyPaths(PAGES)) {
  const first = await timedGet(path);
  if (first.cache !== "MISS") {
    skipped++;
    continue;
  }
  const second = await timedGet(path);
  if (second.cache !== "HIT") throw new Error(`${path}: the second answer was ${second.cache}, not HIT`);
  miss.push(first.ms);
  hit.push(second.ms);
}
if (miss.length === 0) throw new Error("every page was already cached: start the server afresh");
const line = (name: string, values: number[]) =>
  `${name}: median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
console.log(`${miss.length} property pages (${skipped} already cached, skipped)`);
console.log(line("MISS (render + compress)", miss));
console.log(line("HIT                     ", hit));
console.log(
  `a miss costs the first visitor ${(percentile(miss, 50) - percentile(hit, 50)).toFixed(1)} ms (medians)`,
);
