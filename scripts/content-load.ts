// `npm run content:load -- FILE`: validates an agency's content file (modules/content/model/site-content.ts) and replaces the
// site's content with it in one transaction, in the database named by the usual environment (DATA_DIR, or
// DATABASE_URL). A bad file changes nothing and exits 1, printing each bad field's path.
// PGlite allows one process at a time: stop the server first (it starts with an empty page cache). With
// PostgreSQL the running servers hear the change notice (platform/change-notices.ts) and show it at once.
import { openDatabase } from "../db/client.ts";
import { readSiteContentFile, loadSiteContent } from "../modules/content/index.ts";
import { loadConfig } from "../platform/config.ts";

const file = process.argv.slice(2).find((arg) => arg !== "--");
if (!file) {
  console.error("usage: npm run content:load -- FILE");
  process.exit(2);
}

let content;
try {
  content = await readSiteContentFile(file);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await loadSiteContent(database.db, content, `npm run content:load ${file}`);
  console.log(`loaded ${Object.keys(content).length} content keys from ${file}`);
} finally {
  await database.close();
}
