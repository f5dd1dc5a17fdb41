// Issue 13 budget: Lighthouse mobile performance ≥ 98, median of 5 runs, on the home page, a results page and a
// property page (Lighthouse 12.8.2 through npx, Debian's Chromium; see page-measures.ts).
// Usage: npx tsx bench/lighthouse.ts [--base http://127.0.0.1:3000] [--runs 5]
// Start the server first (see bench/README.md); run it on a quiet machine: Lighthouse's timings are simulated
// from what it observes, and a loaded CPU lowers them.
import { benchOption, firstSalesPropertyPath, lighthouse } from "./page-measures.ts";

const base = benchOption("base", "http://127.0.0.1:3000");
const RUNS = Number(benchOption("runs", "5"));
const BUDGET_PERFORMANCE = 98;

const pages = {
  home: "/",
  results: "/search/sales",
  property: await firstSalesPropertyPath(base),
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
let over = false;
for (const [name, path] of Object.entries(pages)) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(`${base}${path}`));
  const performance = runs.map((run) => run.scores.performance!);
  const within = median(performance) >= BUDGET_PERFORMANCE;
  over ||= !within;
  console.log(
    `${name.padEnd(8)} ${path}: performance ${performance.join(", ")} → median ${median(performance)} ` +
      `(${within ? "within" : "UNDER"} ${BUDGET_PERFORMANCE}); medians: first paint ${median(runs.map((r) => r.fcpMs))} ms, ` +
      `LCP ${median(runs.map((r) => r.lcpMs))} ms, total blocking time ${median(runs.map((r) => r.tbtMs))} ms; ` +
      `accessibility ${median(runs.map((r) => r.scores.accessibility!))}, SEO ${median(runs.map((r) => r.scores.seo!))}; ` +
      `LCP element ${runs[0]!.lcpElement.slice(0, 100)}`,
  );
}
process.exitCode = over ? 1 : 0;
