// What the page benchmarks (bench/property-page.ts, bench/home-page.ts) measure the same way: render latency
// with autocannon, the JavaScript of the first render, and a Lighthouse mobile run.
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { heldScripts } from "../platform/scripts-after-load.ts";

/** The value after `--name` on the command line, or the fallback. */
export function benchOption(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
}

/** The first sales listing's page, found through the search JSON as a visitor's click would. */
export async function firstSalesPropertyPath(base: string): Promise<string> {
  const response = await fetch(`${base}/search.ljson?channel=sales`);
  if (!response.ok) throw new Error(`GET /search.ljson answered ${response.status}`);
  const body = (await response.json()) as { properties: { property_id: number }[] };
  return `/properties/${body.properties[0]!.property_id}`;
}

/** Median and p99 latency (ms) and requests per second of `amount` GETs of `url` over `connections`. */
export async function renderLatency(url: string, connections: number, amount: number) {
  const result = await autocannon({ url, connections, amount, headers: { "accept-encoding": "gzip" } });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { median: result.latency.p50, p99: result.latency.p99, rps: result.requests.average };
}

/**
 * The module scripts the HTML makes the browser fetch before the page is interactive: modulepreload links,
 * module scripts with src, and the imports of inline module scripts (React Router's entry), including those the
 * document holds until it has loaded (platform/scripts-after-load.ts). React Router lists every static import
 * as a modulepreload, so lazily loaded chunks (galleries, map, calculators) are left out.
 */
function firstRenderScripts(html: string): string[] {
  const urls = new Set<string>();
  const held = heldScripts(html);
  for (const href of held?.preloads ?? []) urls.add(href);
  for (const [, href] of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    urls.add(href!);
  for (const [, src] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) urls.add(src!);
  const inlineModules = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => body!,
  );
  for (const body of held ? [held.module, ...inlineModules] : inlineModules) {
    for (const [, spec] of body.matchAll(/(?:import|from)\s*\(?\s*"([^"]+\.js)"/g)) urls.add(spec!);
  }
  return [...urls];
}

/** Those scripts' sizes, raw and gzipped at level 6 (what the host's compression middleware sends). */
export async function firstRenderJavaScript(base: string, html: string) {
  const files: { url: string; raw: number; gzip: number }[] = [];
  for (const url of firstRenderScripts(html)) {
    const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
    files.push({ url, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  }
  const sum = (key: "raw" | "gzip") => files.reduce((total, file) => total + file[key], 0) / 1024;
  return { files: files.sort((a, b) => b.gzip - a.gzip), rawKb: sum("raw"), gzipKb: sum("gzip") };
}

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { items?: { node?: { snippet?: string } }[] }[] } }
  >;
};

/** Lighthouse's own advice on a failed trace ("Please run Lighthouse again", e.g. NO_NAVSTART): runs to try. */
const LIGHTHOUSE_ATTEMPTS = 3;

/**
 * One Lighthouse 12.8.2 mobile run on Debian's Chromium: scores, first paint, LCP time and element, total
 * blocking time, layout shift. A run whose trace Lighthouse could not record is run again.
 */
export function lighthouse(url: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseOnce(url);
    } catch (error) {
      const retry = attempt < LIGHTHOUSE_ATTEMPTS && /run Lighthouse again/.test(String(error));
      if (!retry) throw error;
      console.warn(`${url}: Lighthouse could not record the trace (attempt ${attempt}), running it again`);
    }
  }
}

function lighthouseOnce(url: string) {
  const run = spawnSync(
    "npx",
    [
      "--yes",
      "lighthouse@12.8.2",
      url,
      "--only-categories=performance,accessibility,seo",
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" },
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr}`);
  const report = JSON.parse(run.stdout) as Report;
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([k, v]) => [k, Math.round(v.score * 100)]),
  );
  const lcpElement =
    report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? "?";
  return {
    scores,
    fcpMs: Math.round(report.audits["first-contentful-paint"]?.numericValue ?? NaN),
    lcpMs: Math.round(report.audits["largest-contentful-paint"]?.numericValue ?? NaN),
    tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
    cls: report.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    lcpElement,
  };
}
