// Seed times of the demo agency: 1,500 listings on PGlite (fresh, then re-seeded) and on PostgreSQL,
// and 100,000 listings on PostgreSQL (the target is under 3 minutes).
// Usage: npx tsx bench/seed.ts [--large 100000]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oh_seedbench) is created if missing
//   and its agency data replaced.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { seedDemoAgency } from "../db/seed/index.ts";
import { ensureDatabase } from "./bench-database.ts";
import { diskMediaStore } from "../platform/disk-media-store.ts";

const { values } = parseArgs({ options: { large: { type: "string", default: "100000" } } });
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oh_seedbench";

const workDir = mkdtempSync(path.join(tmpdir(), "openhouse-bench-seed-"));
const media = diskMediaStore(path.join(workDir, "media"));
const results: { run: string; openMs: number; seedMs: number }[] = [];

async function run(label: string, listings: number, databaseUrl?: string) {
  let started = performance.now();
  const database = await openDatabase({ databaseUrl, dataDir: workDir });
  const openMs = performance.now() - started;
  started = performance.now();
  await seedDemoAgency(database.db, { listings, media });
  const seedMs = performance.now() - started;
  await database.close();
  results.push({ run: label, openMs, seedMs });
  console.log(`${label}: open ${(openMs / 1000).toFixed(1)} s, seed ${(seedMs / 1000).toFixed(1)} s`);
}

try {
  await run("PGlite, 1,500 listings, empty data folder (images drawn)", 1_500);
  await run("PGlite, 1,500 listings, re-seed", 1_500);
  await ensureDatabase(databaseUrl);
  await run("PostgreSQL, 1,500 listings", 1_500, databaseUrl);
  const large = Number(values.large);
  await run(`PostgreSQL, ${large.toLocaleString("en-GB")} listings`, large, databaseUrl);
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

console.log("\n| run | open | seed |\n|---|---|---|");
for (const r of results) {
  console.log(`| ${r.run} | ${(r.openMs / 1000).toFixed(1)} s | ${(r.seedMs / 1000).toFixed(1)} s |`);
}
