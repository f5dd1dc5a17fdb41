// The demo agency: a deterministic, believable UK estate agency loaded into an empty database.
// Same seed, same rows and ids every run; only dates move, as offsets from the moment of seeding,
// so the demo always has new listings.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "../client.ts";
import { analyzeAgencyTables, hasBranches, hasImportedData, wipeAgencyData } from "../repos/demo-agency.ts";
import { insertInBatches, lockForSeeding, syncIdSequences } from "../repos/seeding.ts";
import { refreshPostcodePlaces, replaceDemoPostcodes } from "../repos/postcodes.ts";
import { readSiteContentFile, replaceSiteContent } from "../../modules/content/index.ts";
import {
  articles,
  branches,
  departments,
  formDefinitions,
  properties,
  propertyMedia,
  staff,
} from "../schema.ts";
import { seedDemoAddresses } from "./addresses.ts";
import { generateAgency } from "./agency.ts";
import { ARTICLE_COUNT, generateArticles } from "./articles.ts";
import { ensureImagePool, poolImages, type PoolStore } from "./image-pool.ts";
import { generateListings, type ListingBatch } from "./listings.ts";
import { newHomesForm } from "./new-homes-form.ts";
import { seedGazetteerIfEmpty } from "../reference/gazetteer.ts";
import { TOWNS } from "./towns.ts";

export type SeedOptions = {
  listings: number;
  /** The originals store the demo's images are drawn into. */
  media: PoolStore;
  log?: (message: string) => void;
  /** The site content document; defaults to content/demo-agency.json in the repository. */
  contentFile?: string;
  /** The moment the dates count back from; defaults to now. */
  now?: Date;
  /**
   * Issue 17: loads the demo's open data files once the listings and postcodes are in (modules/open-data/use-cases/
   * server/demo-open-data.ts, passed in by the callers: db/ cannot call the importers). Returns a line for the log.
   */
  openData?: (db: Db) => Promise<string>;
};

export const DEFAULT_CONTENT_FILE = fileURLToPath(new URL("../../content/demo-agency.json", import.meta.url));

/**
 * Seeds the demo agency when the database has no branches yet and no feed was ever imported (issue 12:
 * never once an agency's own data has arrived, even after the demo was removed); returns whether it did.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  if ((await hasBranches(db)) || (await hasImportedData(db))) return false;
  return seedDemoAgency(db, { ...options, onlyIfEmpty: true });
}

/**
 * Replaces the agency's data (branches, staff, listings, media, articles, forms, site content) with the demo
 * agency, and the demo's postcode centroids (source "demo"). Users and their sessions stay, and so do the
 * places: the gazetteer is loaded once into an empty table (here too, for a database the server never
 * started on), and imported neighbourhoods and postcode areas, which saved searches name by id, are kept.
 * Returns false only when `onlyIfEmpty` found that another process had seeded first.
 */
export async function seedDemoAgency(
  db: Db,
  options: SeedOptions & { onlyIfEmpty?: boolean },
): Promise<boolean> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date();
  const started = performance.now();
  const contentFile = options.contentFile ?? DEFAULT_CONTENT_FILE;
  // A file named by the caller (SITE_CONFIG, --content) must exist; only the default may be absent.
  const content =
    options.contentFile || existsSync(contentFile) ? await readSiteContentFile(contentFile) : null;
  if (!content) log(`seed: no site content file at ${contentFile}; skipping site content`);

  // The images are drawn on sharp's threads while the rows go into the database.
  const imagesDrawn = ensureImagePool(
    options.media,
    poolImages(
      TOWNS.map((t) => t.slug),
      ARTICLE_COUNT,
    ),
  );
  imagesDrawn.catch(() => {}); // awaited below; this only stops an early database error leaving it unhandled

  const agency = generateAgency(TOWNS);
  let propertyCount = 0;
  let mediaCount = 0;
  let gazetteerCount = 0;
  let postcodeCount = 0;

  const seeded = await db.transaction(async (tx) => {
    await lockForSeeding(tx);
    if (options.onlyIfEmpty && (await hasBranches(tx))) return false;
    await wipeAgencyData(tx);
    await insertInBatches(tx, branches, agency.branches);
    await insertInBatches(tx, departments, agency.departments);
    await insertInBatches(tx, staff, agency.staff);
    await insertInBatches(tx, formDefinitions, [newHomesForm(1)]);
    await insertInBatches(tx, articles, generateArticles(agency, now));
    gazetteerCount = await seedGazetteerIfEmpty(tx);

    // Generate the next batch while the database writes the previous one.
    let writing: Promise<void> = Promise.resolve();
    const write = async (batch: ListingBatch) => {
      await insertInBatches(tx, properties, batch.properties);
      await insertInBatches(tx, propertyMedia, batch.media);
    };
    for (const batch of generateListings(options.listings, { towns: TOWNS, agency, now })) {
      await writing;
      propertyCount += batch.properties.length;
      mediaCount += batch.media.length;
      writing = write(batch);
    }
    await writing;
    await seedDemoAddresses(tx); // the local address lookup's demo streets (issue 5 item 6)
    // The demo's postcodes as centroids, so the geocoder and the location search know them (issue 12).
    postcodeCount = await replaceDemoPostcodes(tx);

    await syncIdSequences(tx, [
      branches,
      departments,
      staff,
      formDefinitions,
      articles,
      properties,
      propertyMedia,
    ]);
    if (content) await replaceSiteContent(tx, content);
    // After the ids are in step: new postcode areas take the next place ids.
    await refreshPostcodePlaces(tx);
    return true;
  });
  if (!seeded) {
    await imagesDrawn;
    return false;
  }
  await analyzeAgencyTables(db);
  if (options.openData) log(await options.openData(db));
  const drawn = await imagesDrawn;
  log(
    `seed: demo agency with ${agency.branches.length} branches, ${agency.staff.length} staff, ` +
      `${propertyCount} listings, ${mediaCount} media, ${postcodeCount} postcodes` +
      (gazetteerCount ? `, ${gazetteerCount} gazetteer places ` : " ") +
      `(${drawn} images drawn) in ${Math.round(performance.now() - started)} ms`,
  );
  return true;
}
