// `npm run leads:export -- --since 2026-01-01 [--out leads.csv]`: the leads created since DATE as CSV
// (modules/leads/use-cases/export.ts), from the database the server uses (DATABASE_URL, or PGlite under DATA_DIR — stop
// the server first then, as PGlite allows one process). Without --out the CSV goes to standard output.
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { exportLeadsCsv, parseSince } from "../modules/leads/index.ts";

const { values } = parseArgs({ options: { since: { type: "string" }, out: { type: "string" } } });
const since = parseSince(values.since);
if (!since) {
  console.error("Usage: npm run leads:export -- --since YYYY-MM-DD [--out FILE.csv]");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { csv, count } = await exportLeadsCsv(database.db, since);
  if (values.out) {
    await writeFile(values.out, csv);
    console.error(`${count} leads since ${since.toISOString()} written to ${values.out}`);
  } else {
    process.stdout.write(csv);
  }
} finally {
  await database.close();
}
