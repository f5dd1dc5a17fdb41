// `npm run seed -- --listings N`: replaces the agency data in the database named by the usual
// environment (DATA_DIR, or DATABASE_URL) with the demo agency. Users and sessions are kept.
import { parseArgs } from "node:util";
import { loadConfig } from "../platform/config.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { seedDemoPricePaid } from "../server/demo-price-paid.ts";
import { openDatabase } from "../db/client.ts";
import { hasImportedData } from "../db/repos/demo-agency.ts";
import { seedDemoAgency } from "../db/seed/index.ts";
import { announceChange } from "../platform/change-notices.ts";
import { seedDemoOpenData } from "../server/demo-open-data.ts";

const { values } = parseArgs({
  options: {
    listings: { type: "string" },
    content: { type: "string" },
    force: { type: "boolean", default: false },
  },
});
const config = loadConfig();
const listings = values.listings === undefined ? config.seedListings : Number(values.listings);
if (!Number.isInteger(listings) || listings < 0) {
  console.error(`--listings must be a whole number, not "${values.listings}"`);
  process.exit(2);
}

const started = performance.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  // Re-seeding empties the agency's tables: an agency's imported stock must not go with a typo.
  if (!values.force && (await hasImportedData(database.db))) {
    console.error(
      "This database holds imported feeds; seeding would replace them with the demo agency. " +
        "Use `npm run demo:remove` to take the demo out instead, or --force to replace everything.",
    );
    process.exitCode = 2;
    await database.close();
    process.exit();
  }
  await seedDemoAgency(database.db, {
    listings,
    media: openMediaStores(config.media).originals,
    contentFile: values.content,
    log: (message) => console.log(message),
    openData: seedDemoOpenData,
  });
  const pricePaid = await seedDemoPricePaid(database.ownerDb);
  if (pricePaid) console.log(`seed: ${pricePaid.written} demo Price Paid sales loaded`);
  // Running servers on the same PostgreSQL forget their cached pages (PGlite: no server runs beside us).
  await announceChange(database.db, "all");
  console.log(
    `seeded ${listings} listings into ${database.kind === "postgres" ? "PostgreSQL" : `PGlite at ${config.dataDir}`} ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await database.close();
}
