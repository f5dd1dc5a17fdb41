// `npm run feed:import -- PATH [--incremental] [--source NAME] [--force] [--report FILE] [--format rtdf]` (issue 12 item 6):
// imports one BLM, zip or JSON feed into the database named by the usual environment (PGlite under DATA_DIR
// with the server stopped, or DATABASE_URL beside running servers). Its last line of output is the counts
// as one JSON object; it exits 1 when the file was refused whole or the import failed.
import { createWriteStream } from "node:fs";
import { lowerPriorityOfEveryThread } from "../platform/background-priority.ts";
import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { isValidFeedSource } from "../modules/feeds/model/push-api.ts";
import { importFeedFile, feedImportDependencies } from "../modules/feeds/index.ts";
import { loadConfig } from "../platform/config.ts";
import { openMediaStores } from "../platform/media-stores.ts";
import { createLogger } from "../platform/logger.ts";
import { createGeocoder } from "../modules/search/index.ts";
import { groupHeading, importHeadline } from "../modules/feeds/model/warning-report.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    incremental: { type: "boolean", default: false },
    force: { type: "boolean", default: false },
    source: { type: "string" },
    report: { type: "string" },
    format: { type: "string" },
  },
});
const file = positionals[0];
const config = loadConfig();
const source = values.source ?? config.feeds.defaultSource;
if (!file || positionals.length > 1) {
  console.error(
    "usage: npm run feed:import -- PATH [--incremental] [--source NAME] [--force] [--report FILE] [--format rtdf]",
  );
  process.exit(2);
}
// The CRM formats read from files (issue 38); a BLM, a zip and an Openhouse JSON feed are told by name and content.
const FORMATS = ["rtdf"] as const;
const format = values.format as (typeof FORMATS)[number] | undefined;
if (format !== undefined && !FORMATS.includes(format)) {
  console.error(`--format must be one of ${FORMATS.join(", ")} (or left out: the file says what it is)`);
  process.exit(2);
}
if (!isValidFeedSource(source)) {
  console.error(`--source must be letters, digits, - or _ (not "${source}")`);
  process.exit(2);
}

// An import is background work: visitors' requests to servers on this machine come first.
lowerPriorityOfEveryThread(10);
const logger = createLogger("warn");
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const report = values.report ? createWriteStream(values.report) : null;
let exitCode = 0;
try {
  const geocoder = createGeocoder(config, { db: database.db, logger });
  const started = performance.now();
  const summary = await importFeedFile(
    database.db,
    path.resolve(file),
    {
      source,
      mode: values.incremental ? "incremental" : "full",
      way: "command",
      force: values.force,
      workDir: path.join(config.feeds.dir, "work"),
      format,
    },
    feedImportDependencies(
      { config, geocoder, media: openMediaStores(config.media) },
      {
        log: (message) => console.log(message),
        report: report ? (row) => report.write(`${JSON.stringify(row)}\n`) : undefined,
      },
    ),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${summary.state} in ${seconds} s (import log run ${summary.runId ?? "none"})`);
  // The report an agency can act on: what needs attention first, then each kind of warning once.
  console.log(importHeadline(summary.state, summary.counts, summary.message));
  if (summary.message) console.log(summary.message);
  for (const group of summary.warningGroups) {
    console.log(`- ${groupHeading(group)}`);
    for (const example of group.examples) console.log(`    e.g. ${example}`);
  }
  if (summary.state !== "succeeded") exitCode = 1;
  console.log(JSON.stringify(summary.counts));
} finally {
  await new Promise<void>((resolve) => (report ? report.end(resolve) : resolve()));
  await database.close();
}
process.exit(exitCode);
