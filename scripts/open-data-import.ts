// `npm run open-data:import -- SOURCE FILE`: loads one of the UK's open data files into the database named by
// the usual environment (DATA_DIR, or DATABASE_URL). Sources (docs/open-data-price-paid.md: columns read,
// licences): `price-paid` (HM Land Registry Price Paid Data, the complete file or a monthly update). Streams
// the file in batched upserts, printing progress; idempotent; bad rows are reported and skipped. PGlite
// allows one process at a time: stop the server first.
import { createReadStream } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { importPricePaid } from "../services/open-data/price-paid/import-price-paid.ts";

const MAX_REPORTED_ERRORS = 50;
const PROGRESS_EVERY_MS = 2_000;
const SOURCES = ["price-paid"] as const;

const { positionals } = parseArgs({ allowPositionals: true });
const [source, file] = positionals.filter((arg) => arg !== "--");
if (!file || !(SOURCES as readonly string[]).includes(source ?? "")) {
  console.error(`usage: npm run open-data:import -- ${SOURCES.join("|")} FILE`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
let reported = 0;
let lastProgress = 0;
try {
  const summary = await importPricePaid(database.db, createReadStream(file), {
    onBadRow(record, reason) {
      reported += 1;
      if (reported <= MAX_REPORTED_ERRORS) console.error(`${file}: record ${record}: ${reason}; skipped`);
      if (reported === MAX_REPORTED_ERRORS + 1) console.error(`${file}: further bad rows are only counted`);
    },
    onProgress(counts) {
      if (performance.now() - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = performance.now();
      console.log(`price-paid: ${counts.read} rows read, ${counts.written} written… (${seconds()} s)`);
    },
  });
  console.log(
    `price-paid: ${summary.read} read, ${summary.written} inserted or changed, ${summary.deleted} deleted, ` +
      `${summary.rejected} bad rows skipped, ${summary.placed} earlier sales placed in ${seconds()} s`,
  );
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
