// Property page budgets (issue 4 "Budgets"): server render median of a page with 12 photos at 1 and 16
// connections, the JavaScript the first render needs (gzip), and optionally Lighthouse's scores.
// Usage: npx tsx bench/property-page.ts [--base http://127.0.0.1:3000] [--id N] [--requests 400] [--lighthouse]
// Start the server first with NODE_ENV=production RATE_LIMIT_DISABLED=1 (see bench/README.md).
//   --lighthouse runs `npx --yes lighthouse@12.8.2` (mobile preset, Debian's Chromium) on the same page.
import { benchOption, firstRenderJavaScript, lighthouse, renderLatency } from "./page-measures.ts";
import { propertyPath } from "../domain/urls.ts";

const base = benchOption("base", "http://127.0.0.1:3000");
const requests = Number(benchOption("requests", "400"));
const PHOTOS = 12;
const BUDGET_RENDER_MS = 20;
const BUDGET_JS_GZIP_KB = 150;

type Card = { property_id: number; photos: unknown[] };
type SearchPage = { properties: Card[]; pagination: { has_next_page: boolean } };

/** The first listing with exactly `count` photos, from the search JSON (its cards list every photo). */
async function propertyWithPhotos(count: number): Promise<number> {
  for (const channel of ["sales", "lettings"]) {
    for (let page = 1; ; page++) {
      const response = await fetch(`${base}/search.ljson?channel=${channel}&status=all&page=${page}`);
      if (!response.ok) throw new Error(`GET /search.ljson answered ${response.status}`);
      const body = (await response.json()) as SearchPage;
      const card = body.properties.find((p) => p.photos.length === count);
      if (card) return card.property_id;
      if (!body.pagination.has_next_page) break;
    }
  }
  throw new Error(`no listing with ${count} photos: pass --id`);
}

const id = process.argv.includes("--id") ? Number(benchOption("id", "")) : await propertyWithPhotos(PHOTOS);
const path = propertyPath(id);
console.log(`${base}${path} (${PHOTOS} photos), ${requests} requests per run`);

// Warm up: the first renders compile code paths and fill the database's caches.
await renderLatency(`${base}${path}`, 1, requests);
for (const connections of [1, 16]) {
  const { median, p99, rps } = await renderLatency(`${base}${path}`, connections, requests);
  const verdict = connections === 1 ? (median <= BUDGET_RENDER_MS ? "within" : "OVER") : "";
  console.log(
    `render, ${String(connections).padStart(2)} connection(s): median ${median.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${rps.toFixed(0)} req/s ${verdict && `(${verdict} the ${BUDGET_RENDER_MS} ms budget)`}`,
  );
}

const js = await firstRenderJavaScript(base, await (await fetch(`${base}${path}`)).text());
console.log(
  `first-render JavaScript: ${js.files.length} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip ` +
    `(${js.gzipKb <= BUDGET_JS_GZIP_KB ? "within" : "OVER"} the ${BUDGET_JS_GZIP_KB} KB budget)`,
);

for (const file of js.files.slice(0, 6)) {
  console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${file.url}`);
}

if (process.argv.includes("--lighthouse")) console.log("lighthouse:", lighthouse(`${base}${path}`).scores);
