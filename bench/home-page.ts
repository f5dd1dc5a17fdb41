// Home page budgets (issue 7 "Budgets"): server render median with every home block configured, the
// JavaScript the first render needs (gzip), the hero image preloaded at the hero widths, and optionally
// Lighthouse mobile (performance, accessibility, the LCP element and the layout shift).
// Usage: npx tsx bench/home-page.ts [--base http://127.0.0.1:3000] [--requests 400] [--lighthouse [--runs N]]
// Start the server first with NODE_ENV=production RATE_LIMIT_DISABLED=1 (see bench/README.md).
import { HERO_WIDTHS } from "../domain/media-sizes.ts";
import { benchOption, firstRenderJavaScript, lighthouse, renderLatency } from "./page-measures.ts";

const base = benchOption("base", "http://127.0.0.1:3000");
const requests = Number(benchOption("requests", "400"));
const runs = Number(benchOption("runs", "3"));
const BUDGET_RENDER_MS = 20;
const BUDGET_JS_GZIP_KB = 150;
const BUDGET_CLS = 0.05;
// spec §2 "Home page blocks" under the hero: every kind should be configured for the measure to count.
const BLOCK_TYPES = [
  "propertyCardSlider",
  "linkCardDropdown",
  "miniBranchSearch",
  "articleSlider",
  "officeSlider",
  "reviewSlider",
  "videoSection",
];

/** The hero's preload: as="image", every hero width in imagesrcset, before the body starts. */
function heroPreload(html: string): string | null {
  const head = html.slice(0, html.indexOf("</head>"));
  const link = [...head.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].find((m) =>
    /imageSrcSet="[^"]*\/media\/1500x_\//i.test(m[0]),
  );
  if (!link) return null;
  const widths = [...link[0].matchAll(/\/media\/(\d+)x_\//g)].map((m) => Number(m[1]));
  return HERO_WIDTHS.every((w) => widths.includes(w)) ? link[0] : null;
}

const html = await (await fetch(`${base}/`)).text();
const types = [...html.matchAll(/data-block-type="([^"]+)"/g)].map((m) => m[1]!);
const missing = BLOCK_TYPES.filter((type) => !types.includes(type));
console.log(`${base}/ with ${types.length} home blocks (${[...new Set(types)].join(", ")})`);
if (missing.length) console.log(`  NOTE: not configured, so not measured: ${missing.join(", ")}`);

await renderLatency(`${base}/`, 1, requests); // warm-up: code paths compiled, caches filled
for (const connections of [1, 16]) {
  const { median, p99, rps } = await renderLatency(`${base}/`, connections, requests);
  const verdict = connections === 1 ? (median <= BUDGET_RENDER_MS ? "within" : "OVER") : "";
  console.log(
    `render, ${String(connections).padStart(2)} connection(s): median ${median.toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  ${rps.toFixed(0)} req/s ${verdict && `(${verdict} the ${BUDGET_RENDER_MS} ms budget)`}`,
  );
}

const js = await firstRenderJavaScript(base, html);
console.log(
  `first-render JavaScript: ${js.files.length} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip ` +
    `(${js.gzipKb <= BUDGET_JS_GZIP_KB ? "within" : "OVER"} the ${BUDGET_JS_GZIP_KB} KB budget)`,
);
for (const file of js.files.slice(0, 6))
  console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${file.url}`);

console.log(
  `hero image preload: ${heroPreload(html) ? "present, at every hero width, sizes 100vw" : "MISSING"}`,
);

if (process.argv.includes("--lighthouse")) {
  for (let i = 0; i < runs; i++) {
    const { scores, lcpMs, cls, lcpElement } = lighthouse(`${base}/`);
    console.log(
      `lighthouse ${i + 1}: ${JSON.stringify(scores)}  LCP ${lcpMs} ms  CLS ${cls.toFixed(3)} (${cls <= BUDGET_CLS ? "within" : "OVER"} ${BUDGET_CLS})`,
    );
    console.log(`  LCP element: ${lcpElement.slice(0, 160)}`);
  }
}
