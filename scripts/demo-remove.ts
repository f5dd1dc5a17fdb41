// `npm run demo:remove`: takes the demo agency's listings, branches, staff and postcodes out of the database
// named by the usual environment, keeping everything imported from feeds (issue 12 item 7). Logged in the
// import log, so the demo is never seeded again into the now-empty database.
import { openDatabase } from "../db/client.ts";
import { removeDemoAgency } from "../db/repos/demo-agency.ts";
import { deleteDemoPricePaid } from "../modules/open-data/index.ts";
import { finishImportRun, insertImportRun } from "../modules/feeds/index.ts";
import { loadConfig } from "../platform/config.ts";
import { announceChange } from "../platform/change-notices.ts";

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const runId = await insertImportRun(database.db, {
    source: "demo",
    fileName: "demo:remove",
    way: "command",
    mode: "full",
  });
  const removed = await removeDemoAgency(database.db);
  await deleteDemoPricePaid(database.db); // issue 17: the demo's made-up sales go with it
  await finishImportRun(database.db, runId, {
    state: "succeeded",
    counts: removed,
    message: "The demo agency was removed",
  });
  // Running servers on the same PostgreSQL forget their cached pages (docs/decisions/014).
  await announceChange(database.db, "all");
  console.log(
    `removed the demo agency: ${removed.listings} listings, ${removed.branches} branches, ` +
      `${removed.staff} staff, ${removed.postcodes} postcodes, ${removed.openData} open data rows; imported data kept`,
  );
} finally {
  await database.close();
}
