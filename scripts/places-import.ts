// `npm run places:import -- FILE`: loads OS Open Names settlements (suburbs, villages, hamlets, and towns the
// gazetteer lacks) into `places` for the location search (docs/geography.md: the columns read, the licence),
// in the database named by the usual environment (DATA_DIR, or DATABASE_URL). Give each of the product's
// DATA/*.csv files in turn (or one file they were joined into). Idempotent; bad rows are reported and
// skipped. PGlite allows one process at a time: stop the server first.
import { createReadStream } from "node:fs";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { createLogger } from "../platform/logger.ts";
import { feedImportDependencies, placeUnplacedListings, placingSummary } from "../modules/feeds/index.ts";
import { createGeocoder } from "../modules/search/index.ts";
import { importOpenNames } from "../modules/open-data/index.ts";
import { importReporting } from "./import-reporting.ts";

const files = process.argv.slice(2).filter((arg) => arg !== "--");
if (!files.length) {
  console.error("usage: npm run places:import -- FILE.csv [FILE.csv …]");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { seconds, badRows, progress } = importReporting();
try {
  for (const file of files) {
    const counts = await importOpenNames(database.db, createReadStream(file), {
      onBadRow: badRows(file),
      onProgress: progress(({ read, added }) => `places: ${file}: ${read} rows read, ${added} added`),
    });
    console.log(
      `places: ${file}: ${counts.read} read, ${counts.settlements} settlements, ${counts.added} added, ` +
        `${counts.settlements - counts.added} already there, ${counts.rejected} bad rows skipped (${seconds()} s)`,
    );
  }
  // Listings imported before this data could not be placed: place them now, not at the next job run (issue 36).
  const geocoder = createGeocoder(config, { db: database.db, logger: createLogger("warn") });
  const { geocode } = feedImportDependencies({ config, geocoder, media: openMediaStores(config.media) });
  console.log(placingSummary(await placeUnplacedListings(database.db, geocode)));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
