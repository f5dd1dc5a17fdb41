// `npm run open-data:import -- SOURCE FILE [--ofsted FILE]` (issue 17; docs/open-data.md): loads one of the
// UK's open data files behind the property page's "Around this home" panels into the database named by the
// usual environment (DATA_DIR, or DATABASE_URL). Streams the file in batched upserts, printing progress;
// idempotent; bad rows are reported with their record number and skipped; a file in another layout is refused
// naming the column it lacks. PGlite allows one process at a time: stop the server first.
import { createReadStream } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { announceChange } from "../platform/change-notices.ts";
import { OPEN_DATA_IMPORTERS, type OpenDataSource } from "../modules/open-data/index.ts";
import { importReporting } from "./import-reporting.ts";

const { values, positionals } = parseArgs({
  options: { ofsted: { type: "string" } },
  allowPositionals: true,
});
const [sourceName, file] = positionals.filter((arg) => arg !== "--");
const sources = Object.keys(OPEN_DATA_IMPORTERS);
if (!sourceName || !file || !(sourceName in OPEN_DATA_IMPORTERS)) {
  console.error(`usage: npm run open-data:import -- ${sources.join("|")} FILE [--ofsted FILE]`);
  process.exit(2);
}
if (values.ofsted && sourceName !== "schools") {
  console.error("--ofsted goes with the schools file only");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const { seconds, badRows, progress } = importReporting();
try {
  const summary = await OPEN_DATA_IMPORTERS[sourceName as OpenDataSource](database.ownerDb, {
    file: { stream: createReadStream(file), name: path.basename(file) },
    ...(values.ofsted
      ? { ofsted: { stream: createReadStream(values.ofsted), name: path.basename(values.ofsted) } }
      : {}),
    source: "file",
    onBadRow: badRows(file),
    ...(values.ofsted ? { onBadOfstedRow: badRows(values.ofsted) } : {}),
    onProgress: progress(({ read, written }) => `${sourceName}: ${read} rows read, ${written} written`),
  });
  // Running servers on the same PostgreSQL forget their cached pages (docs/decisions/014).
  await announceChange(database.db, "all");
  console.log(`${sourceName}: ${summary} in ${seconds()} s`);
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
