// Issue 13 budget: the JavaScript of the first render (gzip) on the home page, a results page and a property
// page, each script listed, measured as bench/home-page.ts and bench/property-page.ts do (page-measures.ts).
// Usage: npx tsx bench/first-render-js.ts [--base http://127.0.0.1:3000] [--all]
// Start the server first (see bench/README.md); --all lists every file instead of the largest ten.
import { firstRenderJavaScript } from "./page-measures.ts";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const base = arg("base", "http://127.0.0.1:3000");
const BUDGET_JS_GZIP_KB = 120;

/** The first sales listing's page, found through the search JSON as a visitor's click would. */
async function aPropertyPath(): Promise<string> {
  const response = await fetch(`${base}/search.ljson?channel=sales`);
  if (!response.ok) throw new Error(`GET /search.ljson answered ${response.status}`);
  const body = (await response.json()) as { properties: { property_id: number }[] };
  return `/properties/${body.properties[0]!.property_id}`;
}

// /search?channel=sales answers 301 to the canonical results path (design §5); fetch follows it.
const pages = { home: "/", results: "/search?channel=sales", property: await aPropertyPath() };
let over = false;
for (const [name, path] of Object.entries(pages)) {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const js = await firstRenderJavaScript(base, await response.text());
  const within = js.gzipKb <= BUDGET_JS_GZIP_KB;
  over ||= !within;
  console.log(
    `${name.padEnd(8)} ${new URL(response.url).pathname}: ${js.files.length} files, ${js.rawKb.toFixed(1)} KB raw, ` +
      `${js.gzipKb.toFixed(1)} KB gzip (${within ? "within" : "OVER"} the ${BUDGET_JS_GZIP_KB} KB budget)`,
  );
  for (const file of process.argv.includes("--all") ? js.files : js.files.slice(0, 10))
    console.log(`  ${(file.gzip / 1024).toFixed(1).padStart(6)} KB gzip  ${file.url}`);
}
process.exitCode = over ? 1 : 0;
