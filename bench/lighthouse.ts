// Issue 13 budget: Lighthouse mobile performance ≥ 98, median of 5 runs, on the home page, a results page and a
// property page (Lighthouse 12.8.2 through npx, Debian's Chromium; see page-measures.ts).
// Usage: npx tsx bench/lighthouse.ts [--base http://127.0.0.1:3000] [--runs 5] [--reference]
// --reference: each run of a page is followed by a run of the same page without its scripts, served by nginx
// (bench/no-script-reference.ts): the most any build of that page can score on this machine, in the same run.
// Start the server first (see bench/README.md); run it on a quiet machine: Lighthouse's timings are simulated
// from what it observes, and a loaded CPU lowers them.
import { startNoScriptReference } from "./no-script-reference.ts";
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
const reference = process.argv.includes("--reference")
  ? await startNoScriptReference(base, Object.values(pages))
  : null;

type Run = ReturnType<typeof lighthouse>;
function summary(runs: Run[]) {
  const performance = runs.map((run) => run.scores.performance!);
  return {
    median: median(performance),
    text:
      `performance ${performance.join(", ")} → median ${median(performance)}; medians: first paint ` +
      `${median(runs.map((r) => r.fcpMs))} ms, LCP ${median(runs.map((r) => r.lcpMs))} ms, total blocking time ` +
      `${median(runs.map((r) => r.tbtMs))} ms`,
  };
}

let over = false;
try {
  for (const [name, path] of Object.entries(pages)) {
    const runs: Run[] = [];
    const referenceRuns: Run[] = [];
    // Alternated, so that the machine's drift over the minutes falls on both alike.
    for (let run = 0; run < RUNS; run++) {
      runs.push(lighthouse(`${base}${path}`));
      if (reference) referenceRuns.push(lighthouse(`${reference.base}${path}`));
    }
    const app = summary(runs);
    const within = app.median >= BUDGET_PERFORMANCE;
    over ||= !within;
    console.log(
      `${name.padEnd(8)} ${path}: ${app.text} (${within ? "within" : "UNDER"} ${BUDGET_PERFORMANCE}); ` +
        `accessibility ${median(runs.map((r) => r.scores.accessibility!))}, SEO ${median(runs.map((r) => r.scores.seo!))}; ` +
        `LCP element ${runs[0]!.lcpElement.slice(0, 100)}`,
    );
    if (reference)
      console.log(`${"".padEnd(8)} the same page without scripts (nginx): ${summary(referenceRuns).text}`);
  }
} finally {
  reference?.stop();
}
process.exitCode = over ? 1 : 0;
