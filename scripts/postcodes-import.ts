// `npm run postcodes:import -- FILE [--format onspd|codepoint]`: loads postcode centroids from the ONS Postcode
// Directory CSV or OS Code-Point Open CSV (docs/geography.md: the columns read, the licences) into the
// database named by the usual environment (DATA_DIR, or DATABASE_URL), for the geocoder and the location
// search. The format is detected from the first line when not given. Streams the file (ONSPD has ~2.7 million
// rows) in batched upserts, printing progress; idempotent; bad rows are reported and skipped. PGlite allows
// one process at a time: stop the server first.
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { createLogger } from "../platform/logger.ts";
import { feedImportDependencies, placeUnplacedListings, placingSummary } from "../modules/feeds/index.ts";
import { createGeocoder } from "../modules/search/index.ts";
import { importPostcodes, POSTCODE_FORMATS, type PostcodeFormat } from "../modules/open-data/index.ts";
import { importReporting } from "./import-reporting.ts";

const { values, positionals } = parseArgs({
  options: { format: { type: "string" } },
  allowPositionals: true,
});
const file = positionals.find((arg) => arg !== "--");
const format = values.format as PostcodeFormat | undefined;
if (!file || (format !== undefined && !POSTCODE_FORMATS.includes(format))) {
  console.error("usage: npm run postcodes:import -- FILE.csv [--format onspd|codepoint]");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { seconds, badRows, progress } = importReporting();
try {
  const summary = await importPostcodes(database.db, createReadStream(file), {
    format,
    onBadRow: badRows(file),
    onProgress: progress(({ read, written }) => `postcodes: ${read} rows read, ${written} written`),
  });
  console.log(
    `postcodes (${summary.format}): ${summary.read} read, ${summary.written} inserted or changed, ` +
      `${summary.skipped} terminated or without a position, ${summary.rejected} bad rows skipped; ` +
      `${summary.placesChanged} postcode places refreshed in ${seconds()} s`,
  );
  // Listings imported before this data could not be placed: place them now, not at the next job run (issue 36).
  const geocoder = createGeocoder(config, { db: database.db, logger: createLogger("warn") });
  const { geocode } = feedImportDependencies({ config, geocoder, media: openMediaStores(config.media) });
  console.log(placingSummary(await placeUnplacedListings(database.db, geocode)));
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
