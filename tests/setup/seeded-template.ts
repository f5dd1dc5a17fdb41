// Seeded templates made once per test run and copied for every further server with the same seed: a first
// start migrates and seeds the demo agency (about 18 s on PGlite on CI's machine), and some thirty HTTP suites
// start servers of their own. On PGlite the template is a data folder (the database and the demo's media, whose
// keys are relative), so a copy is a first start already done (server/first-start.ts finds it not new). On
// PostgreSQL it is a database that CREATE DATABASE … TEMPLATE copies, beside a folder of its media.
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { openDatabase } from "../../db/client.ts";
import { readSiteContentFile, replaceSiteContent } from "../../modules/content/repos/site-content.ts";
import type { Config } from "../../platform/config.ts";
import {
  firstStartPlan,
  isNewPgliteFolder,
  seedNewDatabase,
  seedNewPgliteInChild,
} from "../../server/first-start.ts";
import { databaseUrlNamed, runOnAdminDatabase } from "./scratch-database.ts";

/** Set by the HTTP suite's global setup and playwright.config.ts; without it (benches) every server seeds its own. */
export const TEMPLATES_ENV = "OPENHOUSE_TEST_TEMPLATES";

const templatesDir = () => process.env[TEMPLATES_ENV];

/**
 * What a first start's seed depends on, hashed: servers alike in these share a template. A server's own content
 * file (SITE_CONFIG) is not part of it: templates hold the default content, and a copy is given the server's
 * file afterwards (the seed only replaces the site content rows with it), so a suite with a content file of its
 * own does not pay for a whole seed.
 */
function seedKey(config: Config) {
  const seed = {
    demoAgency: config.demoAgency,
    listings: config.seedListings,
    secondDemoHost: config.secondDemoHost,
  };
  return createHash("sha256").update(JSON.stringify(seed)).digest("hex").slice(0, 16);
}

/**
 * A template's demo images are files: a server whose media are on an object store (MEDIA_STORE) starts from one
 * only when it has no demo, and so no images to miss.
 */
const templateFits = (config: Config) => config.media.kind === "disk" || !config.demoAgency;

/** Fills a new PGlite data folder from the run's template for this seed, making the template first if need be. */
export async function fillFromSeededTemplate(config: Config): Promise<void> {
  const templates = templatesDir();
  if (!templates || config.databaseUrl || !isNewPgliteFolder(config.dataDir)) return;
  if (!templateFits(config)) return;
  const template = path.join(templates, seedKey(config));
  if (!existsSync(template)) {
    // Seeded beside its final name and renamed when complete, so a template is never seen half made.
    await buildThenRename(template, (building) =>
      seedNewPgliteInChild({
        ...config,
        siteConfig: null,
        dataDir: building,
        media: { kind: "disk", dataDir: building },
      }),
    );
  }
  cpSync(template, config.dataDir, { recursive: true });
  await applySiteContentFile(config);
}

/**
 * Fills a new PGlite data folder with an empty database already migrated, copied from the run's template (made
 * first if need be): a fresh folder's initdb and migrations take 4–6 s, a copy half a second. Leaves the folder
 * alone where there are no templates (benches, a suite run outside the HTTP project) or it is not new.
 */
export async function fillFromMigratedTemplate(dataDir: string): Promise<void> {
  const templates = templatesDir();
  if (!templates || !isNewPgliteFolder(dataDir)) return;
  const template = path.join(templates, "migrated-empty");
  if (!existsSync(template))
    await buildThenRename(template, async (building) => {
      await (await openDatabase({ dataDir: building })).close();
    });
  cpSync(template, dataDir, { recursive: true });
}

/** Gives a database copied from a template the content file its server names, as its first start would have. */
export async function applySiteContentFile(config: Config): Promise<void> {
  if (!config.siteConfig || !config.demoAgency) return;
  const content = await readSiteContentFile(config.siteConfig);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl ?? undefined,
    dataDir: config.dataDir,
  });
  try {
    await replaceSiteContent(database.db, content);
  } finally {
    await database.close();
  }
}

/**
 * The name of this run's seeded PostgreSQL template database for this seed (made first if need be), its media
 * copied into the server's media folder; null outside the HTTP suite.
 */
export async function seededPostgresTemplate(baseUrl: string, config: Config): Promise<string | null> {
  const templates = templatesDir();
  if (!templates) return null;
  const key = seedKey(config);
  const name = `${templateDatabasePrefix(templates)}${key}`;
  const media = path.join(templates, `${key}.postgres-media`);
  if (!existsSync(media)) {
    await buildThenRename(media, async (building) => {
      const draft = `${name}_draft`;
      await runOnAdminDatabase(baseUrl, `DROP DATABASE IF EXISTS ${draft}`);
      await runOnAdminDatabase(baseUrl, `CREATE DATABASE ${draft}`);
      const database = await openDatabase({
        databaseUrl: databaseUrlNamed(baseUrl, draft),
        dataDir: building,
      });
      try {
        await seedNewDatabase(database, {
          ...firstStartPlan({ ...config, siteConfig: null }),
          media: { kind: "disk", dataDir: building },
        });
      } finally {
        await database.close();
      }
      await runOnAdminDatabase(baseUrl, `ALTER DATABASE ${draft} RENAME TO ${name}`);
    });
  }
  // The template's media/ folder (none without the demo) beside the server's database.
  if (config.media.kind === "disk") cpSync(media, config.media.dataDir, { recursive: true });
  return name;
}

/** Drops this run's PostgreSQL templates (the global setup's teardown). */
export async function dropPostgresTemplates(baseUrl: string, templates: string) {
  const rows = await runOnAdminDatabase<{ datname: string }>(
    baseUrl,
    "select datname from pg_database where starts_with(datname, $1)",
    [templateDatabasePrefix(templates)],
  );
  for (const { datname } of rows)
    await runOnAdminDatabase(baseUrl, `DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
}

const templateDatabasePrefix = (templates: string) =>
  `oh_tpl_${path
    .basename(templates)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "")}_`;

async function buildThenRename(target: string, build: (building: string) => Promise<unknown>) {
  const building = `${target}.${process.pid}.building`;
  mkdirSync(building, { recursive: true });
  try {
    await build(building);
    if (!existsSync(target)) renameSync(building, target);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}
