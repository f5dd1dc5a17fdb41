// Issue 13 budget: the JavaScript of the first render (gzip) on the home page, a results page and a property
// page, each script listed, measured as bench/home-page.ts and bench/property-page.ts do (page-measures.ts).
// Usage: npx tsx bench/first-render-js.ts [--base http://127.0.0.1:3000] [--all]
// Start the server first (see bench/README.md); --all lists every file instead of the largest ten.
import { benchOption, firstRenderJavaScript, firstSalesPropertyPath } from "./page-measures.ts";

const base = benchOption("base", "http://127.0.0.1:3000");
const BUDGET_JS_GZIP_KB = 120;

// /search?channel=sales answers 301 to the canonical results path (design §5); fetch follows it.
const pages = { home: "/", results: "/search?channel=sales", property: await firstSalesPropertyPath(base) };
let over = false;
for (const [name, path] of Object.entries(pages)) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const js = await firstRenderJavaScript(base, await response.text());
  const within = js.gzipKb <= BUDGET_JS_GZIP_KB;
  over ||= !within;
  console.log(
    `${name.padEnd(8)} ${new URL(response.url).pathname}: ${js.files.length} files, ${js.rawKb.toFixed(1)} KB raw, ` +
      `${js.gzipKb.toFixed(2)} KB gzip (${within ? "within" : "OVER"} the ${BUDGET_JS_GZIP_KB} KB budget)`,
  );
  for (const file of process.argv.includes("--all") ? js.files : js.files.slice(0, 10))
    console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${file.url}`);
}
process.exitCode = over ? 1 : 0;
