// The first start on a new PGlite folder: the database is created, migrated and seeded in a short-lived child
// process, then the server opens it. PGlite's WASM heap grows to what the seed touches (about 1 GB for the demo)
// and never shrinks; in the child, that memory goes back to the system when the child exits
// (docs/decisions/016-memory-footprint.md). PostgreSQL keeps its memory in its own server, so it seeds in process.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { openDatabase, type Database } from "../db/client.ts";
import { assignPlaceSlugs } from "../db/repos/place-slugs.ts";
import { seedIfEmpty } from "../db/seed/index.ts";
import { ensureDemoPricePaid } from "./demo-price-paid.ts";
import { seedGazetteerIfEmpty } from "../db/reference/gazetteer.ts";
import type { Config } from "../platform/config.ts";
import { createLogger } from "../platform/logger.ts";
import type { MediaLocation } from "../platform/media-location.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { seedDemoOpenData } from "./demo-open-data.ts";
import { ensureSecondDemoAgency } from "./second-demo-agency.ts";

/** What the child needs from the parent's configuration (which may not come from process.env, as in tests). */
export type FirstStartPlan = {
  dataDir: string;
  /** Where the demo's images go (MEDIA_STORE): an object store's keys travel in the child's environment. */
  media: MediaLocation;
  demoAgency: boolean;
  /** The second demo agency's hostname (DEMO2_HOST), made beside the first; null for none. */
  secondDemoHost: string | null;
  /** PUBLIC_URL: the second demo agency's address takes its port. */
  publicUrl: string;
  listings: number;
  contentFile: string | null;
  logLevel: Config["logLevel"];
};

const root = fileURLToPath(new URL("..", import.meta.url));
const PLAN_VARIABLE = "OPENHOUSE_FIRST_START_PLAN";
const thisFile = fileURLToPath(import.meta.url);

/** PGlite writes PG_VERSION when it creates a cluster: without it, this folder has never been started on. */
export function isNewPgliteFolder(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, "pglite", "PG_VERSION"));
}

export const firstStartPlan = (config: Config): FirstStartPlan => ({
  dataDir: config.dataDir,
  media: config.media,
  demoAgency: config.demoAgency,
  secondDemoHost: config.secondDemoHost,
  publicUrl: config.publicUrl,
  listings: config.seedListings,
  contentFile: config.siteConfig,
  logLevel: config.logLevel,
});

/**
 * On PGlite with a new folder, creates and seeds the database in a child process and waits for it; returns
 * whether it did. The server's own seedIfEmpty runs afterwards as before and finds the work done; on a folder
 * that is not new (a first start that was killed mid-seed) it still seeds, in process.
 */
export async function seedNewPgliteInChild(config: Config): Promise<boolean> {
  if (config.databaseUrl || !isNewPgliteFolder(config.dataDir)) return false;
  const plan = firstStartPlan(config);
  // Node and tsx, not process.execArgv: the server may run under a heap cap (SERVER_HEAP_MB) the seed would
  // exceed, or inside a test runner whose flags mean nothing here.
  // The plan goes in the environment, not the arguments, which anyone on the machine may list with ps.
  const child = spawn(process.execPath, ["--import", "tsx", thisFile], {
    cwd: root,
    env: { ...process.env, NODE_OPTIONS: "", [PLAN_VARIABLE]: JSON.stringify(plan) },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  if (code !== 0) throw new Error(`the first start's seed (child process) failed with exit code ${code}`);
  return true;
}

async function runFirstStart(plan: FirstStartPlan) {
  // PGlite's defaults here, not the server's small buffers: the seed writes a lot, and this memory is temporary.
  const database = await openDatabase({ dataDir: plan.dataDir });
  try {
    await seedNewDatabase(database, plan);
  } finally {
    await database.close();
  }
}

/**
 * A first start's work on an open database, each step a no-op once done: the gazetteer and its place slugs
 * (issue 18: a database from before slugs gets them once), and the demo agency with its open data if wanted,
 * and the second demo agency beside it (server/second-demo-agency.ts).
 * The only way into db/seed/ besides `npm run seed` (issue 37 item 5).
 */
export async function seedNewDatabase(
  database: Pick<Database, "db" | "ownerDb" | "forAgency">,
  plan: Omit<FirstStartPlan, "dataDir">,
) {
  const { db, ownerDb } = database;
  const logger = createLogger(plan.logLevel);
  // The gazetteer and Price Paid are the install's shared reference data: loaded as their tables' owner.
  const gazetteer = await seedGazetteerIfEmpty(ownerDb);
  if (gazetteer) logger.info(`places: loaded ${gazetteer} gazetteer places`);
  const slugged = await assignPlaceSlugs(ownerDb);
  if (slugged) logger.info(`places: gave ${slugged} places their slugs`);
  if (!plan.demoAgency) return;
  await seedIfEmpty(db, {
    listings: plan.listings,
    media: openMediaStores(plan.media).originals,
    contentFile: plan.contentFile ?? undefined,
    log: (message) => logger.info(message),
    openData: seedDemoOpenData,
  });
  // Issue 17: the demo's Price Paid sales, loaded through the importer (once; a no-op afterwards).
  const pricePaid = await ensureDemoPricePaid(ownerDb);
  if (pricePaid) logger.info(`price paid: loaded ${pricePaid.written} demo sales`);
  const secondDemo = await ensureSecondDemoAgency(database, plan);
  if (secondDemo) logger.info(secondDemo);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runFirstStart(JSON.parse(process.env[PLAN_VARIABLE]!) as FirstStartPlan);
}
