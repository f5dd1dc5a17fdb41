// Issue 13: the home, results and property pages loaded for real the way Lighthouse's mobile run pretends to
// (Debian's Chromium, a 412 × 823 window, the network throttled to its slow 4G: 150 ms round trip, 1.6 Mbit/s
// down, 750 kbit/s up, and the CPU slowed four times), timing the first paint, the largest paint and the moment
// the page is interactive (React has hydrated it: the layout's first effect asks GET /user.ljson), and the
// blocking time (what each task beyond 50 ms keeps input waiting, from the first paint until 2 s after the
// load event, by which time GET /user.ljson has answered and what it set off has rendered). Lighthouse
// simulates its figures from an unthrottled load and they jump between runs; these are measured. Give a second
// server to compare two builds in the same run, alternating.
// Usage: npx tsx bench/slow-phone.ts [--base http://127.0.0.1:3000] [--compare http://127.0.0.1:3001] [--runs 5]
import { chromium, type Browser } from "playwright";
import { benchOption, firstSalesPropertyPath } from "./page-measures.ts";

const bases = [benchOption("base", "http://127.0.0.1:3000"), benchOption("compare", "")].filter(Boolean);
const RUNS = Number(benchOption("runs", "5"));
/** Lighthouse 12's mobile preset (its "simulate" throttling, here applied for real). */
const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** A task longer than this blocks input (the definition behind total blocking time). */
const LONG_TASK_MS = 50;
const SETTLE_MS = 2000;

type Run = { firstPaint: number; largestPaint: number; interactive: number; blocking: number };

async function measure(browser: Browser, url: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const marks = { largestPaint: 0, tasks: [] as { start: number; duration: number }[] };
    (window as unknown as { __marks: typeof marks }).__marks = marks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.largestPaint = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        marks.tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const userCall = page.waitForResponse((response) => new URL(response.url()).pathname === "/user.ljson");
  await page.goto(url, { waitUntil: "load" });
  await (await userCall).finished();
  const interactive = await page.evaluate(
    () =>
      performance.getEntriesByType("resource").find((entry) => entry.name.includes("/user.ljson"))
        ?.startTime ?? 0,
  );
  await page.waitForTimeout(SETTLE_MS);
  const { firstPaint, largestPaint, tasks } = await page.evaluate(() => {
    const marks = (
      window as unknown as { __marks: { largestPaint: number; tasks: { start: number; duration: number }[] } }
    ).__marks;
    return {
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
      largestPaint: marks.largestPaint,
      tasks: marks.tasks,
    };
  });
  await context.close();
  const blocking = tasks
    .filter((task) => task.start >= firstPaint)
    .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
  return { firstPaint, largestPaint, interactive, blocking };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
const paths = { home: "/", results: "/search/sales", property: await firstSalesPropertyPath(bases[0]!) };
for (const [name, path] of Object.entries(paths)) {
  const runs = new Map<string, Run[]>(bases.map((base) => [base, []]));
  for (let i = 0; i < RUNS; i++)
    for (const base of bases) runs.get(base)!.push(await measure(browser, base + path));
  for (const base of bases) {
    const list = runs.get(base)!;
    const figure = (key: keyof Run) =>
      `${median(list.map((run) => run[key])).toFixed(0)} ms (${list.map((run) => run[key].toFixed(0)).join(", ")})`;
    console.log(
      `${name.padEnd(8)} ${base}${path}: first paint ${figure("firstPaint")}; largest paint ${figure("largestPaint")}; ` +
        `interactive ${figure("interactive")}; blocking time ${figure("blocking")}`,
    );
  }
}
await browser.close();
