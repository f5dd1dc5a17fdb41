// The demo agency: a deterministic, believable UK estate agency loaded into an empty database.
// Same seed, same rows and ids every run; only dates move, as offsets from the moment of seeding,
// so the demo always has new listings.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "../client.ts";
import { analyzeAgencyTables, hasBranches, hasImportedData, wipeAgencyData } from "../repos/demo-agency.ts";
import { insertInBatches, lockForSeeding, reserveIds, syncIdSequences } from "../repos/seeding.ts";
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
import { DEMO_AGENCY_IDENTITY, generateAgency, type AgencyIdentity } from "./agency.ts";
import { ARTICLE_COUNT, generateArticles } from "./articles.ts";
import { ensureImagePool, poolImages, type PoolStore } from "./image-pool.ts";
import { generateListings, type ListingBatch } from "./listings.ts";
import { newHomesForm } from "./new-homes-form.ts";
import { seedGazetteerIfEmpty } from "../reference/gazetteer.ts";
import { SEEDS } from "./random.ts";
import { SECOND_AGENCY_TOWNS } from "./second-agency-towns.ts";
import { TOWNS, type Town } from "./towns.ts";

/** Which demo agency: its towns, its people's identity, its listings' random stream and its content file. */
export type DemoProfile = {
  towns: Town[];
  identity: AgencyIdentity;
  listingSeed: number;
  /** The blog posts talk of the first demo's towns (Clifton, Bath): only that agency has them. */
  articles: boolean;
  /**
   * Agency 1's ids start at 1 whatever the sequences say (the tests and docs name its rows); another agency's are
   * drawn from the install's sequences, as ids are unique in the install (docs/decisions/029).
   */
  idsFromSequences: boolean;
  defaultContentFile: string;
};

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
  /** Which demo agency; the first (Marlow & Vale) unless given. */
  profile?: DemoProfile;
};

export const DEFAULT_CONTENT_FILE = fileURLToPath(new URL("../../content/demo-agency.json", import.meta.url));

export const FIRST_DEMO: DemoProfile = {
  towns: TOWNS,
  identity: DEMO_AGENCY_IDENTITY,
  listingSeed: SEEDS.listings,
  articles: true,
  idsFromSequences: false,
  defaultContentFile: DEFAULT_CONTENT_FILE,
};

/** The second demo agency (Harbour & Fell), made beside the first at a first start (server/second-demo-agency.ts). */
export const SECOND_DEMO: DemoProfile = {
  towns: SECOND_AGENCY_TOWNS,
  identity: {
    emailDomain: "harbourandfell.example",
    commercialName: "Harbour & Fell Commercial",
    seed: 20_261_101,
  },
  listingSeed: 20_261_102,
  articles: false,
  idsFromSequences: true,
  defaultContentFile: fileURLToPath(new URL("../../content/demo2-agency.json", import.meta.url)),
};

// A property has at most 12 photos, 2 floor plans, an EPC, a video and a tour: the media ids a listing may need.
const MAX_MEDIA_PER_LISTING = 17;

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
  const profile = options.profile ?? FIRST_DEMO;
  const { towns } = profile;
  const started = performance.now();
  const contentFile = options.contentFile ?? profile.defaultContentFile;
  // A file named by the caller (SITE_CONFIG, --content) must exist; only the default may be absent.
  const content =
    options.contentFile || existsSync(contentFile) ? await readSiteContentFile(contentFile) : null;
  if (!content) log(`seed: no site content file at ${contentFile}; skipping site content`);

  // The images are drawn on sharp's threads while the rows go into the database.
  const imagesDrawn = ensureImagePool(
    options.media,
    poolImages(
      towns.map((t) => t.slug),
      ARTICLE_COUNT,
    ),
  );
  imagesDrawn.catch(() => {}); // awaited below; this only stops an early database error leaving it unhandled

  let propertyCount = 0;
  let branchCount = 0;
  let staffCount = 0;
  let mediaCount = 0;
  let gazetteerCount = 0;
  let postcodeCount = 0;

  const seeded = await db.transaction(async (tx) => {
    await lockForSeeding(tx);
    if (options.onlyIfEmpty && (await hasBranches(tx))) return false;
    await wipeAgencyData(tx);
    const ids = await firstIds(tx, profile, options.listings);
    const agency = generateAgency(towns, profile.identity, ids);
    branchCount = agency.branches.length;
    staffCount = agency.staff.length;
    await insertInBatches(tx, branches, agency.branches);
    await insertInBatches(tx, departments, agency.departments);
    await insertInBatches(tx, staff, agency.staff);
    await insertInBatches(tx, formDefinitions, [newHomesForm(ids.form, profile.identity.emailDomain)]);
    if (profile.articles) await insertInBatches(tx, articles, generateArticles(agency, now));
    gazetteerCount = await seedGazetteerIfEmpty(tx);

    // Generate the next batch while the database writes the previous one.
    let writing: Promise<void> = Promise.resolve();
    const write = async (batch: ListingBatch) => {
      await insertInBatches(tx, properties, batch.properties);
      await insertInBatches(tx, propertyMedia, batch.media);
    };
    const context = { towns, agency, now, seed: profile.listingSeed, firstIds: ids };
    for (const batch of generateListings(options.listings, context)) {
      await writing;
      propertyCount += batch.properties.length;
      mediaCount += batch.media.length;
      writing = write(batch);
    }
    await writing;
    await seedDemoAddresses(tx); // the local address lookup's demo streets (issue 5 item 6)
    // The demo's postcodes as centroids, so the geocoder and the location search know them (issue 12).
    postcodeCount = await replaceDemoPostcodes(
      tx,
      towns.flatMap((town) => town.districts.map((d) => d.code)),
    );

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
    `seed: demo agency with ${branchCount} branches, ${staffCount} staff, ` +
      `${propertyCount} listings, ${mediaCount} media, ${postcodeCount} postcodes` +
      (gazetteerCount ? `, ${gazetteerCount} gazetteer places ` : " ") +
      `(${drawn} images drawn) in ${Math.round(performance.now() - started)} ms`,
  );
  return true;
}

/**
 * Where the agency's ids start: 1 for agency 1's; for another's, blocks reserved from the sequences, big enough
 * for what the seed may write (the sequences are moved past what it did write afterwards).
 */
async function firstIds(db: Db, profile: DemoProfile, listings: number) {
  if (!profile.idsFromSequences)
    return { branch: 1, department: 1, staff: 1, form: 1, property: 1, media: 1 };
  const towns = profile.towns.length;
  return {
    branch: await reserveIds(db, branches, towns),
    // At most five departments a branch, and the commercial one of no branch.
    department: await reserveIds(db, departments, towns * 5 + 1),
    staff: await reserveIds(db, staff, towns * 6),
    form: await reserveIds(db, formDefinitions, 1),
    property: await reserveIds(db, properties, Math.max(listings, 1)),
    media: await reserveIds(db, propertyMedia, Math.max(listings, 1) * MAX_MEDIA_PER_LISTING),
  };
}
