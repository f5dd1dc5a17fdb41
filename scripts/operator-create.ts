// `npm run operator:create -- --email EMAIL`: an install operator's account (issue 44 item 6) and its one-time
// set-up link on the console's hostname (OPERATOR_HOST), valid 24 hours, as `agency:create` prints an owner's. Run
// again for an operator who never finished set-up, it prints a fresh link and the older one stops working. Works on
// the database the server uses: PostgreSQL (DATABASE_URL) beside running servers; PGlite under DATA_DIR only with
// the server stopped (db/pglite-owner.ts).
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { PgliteFolderInUseError } from "../db/pglite-owner.ts";
import { loadConfig } from "../platform/config.ts";
import { createOperatorWithSetupLink } from "../modules/operators/index.ts";
import { SETUP_LINK_VALID_HOURS } from "../modules/staff/model/staff-messages.ts";

const USAGE = "Usage: npm run operator:create -- --email EMAIL";
const { values } = parseArgs({ options: { email: { type: "string" } } });
const email = values.email?.trim();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
if (!config.operatorConsole) {
  console.error("OPERATOR_HOST is empty: this install has no operators' console.");
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof PgliteFolderInUseError)) throw error;
    console.error(`${error.message}\nNo account was created.`);
    process.exit(1);
  },
);
try {
  const created = await createOperatorWithSetupLink(database.db, {
    email,
    consoleUrl: config.operatorConsole.url,
    origin: { ip: null, userAgent: "npm run operator:create" },
  });
  if (!created) {
    console.error(`${email} already has an operator's account that is set up.`);
    process.exitCode = 1;
  } else {
    console.log(created.link);
    console.error(`Set-up link for ${email}: works once, for ${SETUP_LINK_VALID_HOURS} hours.`);
  }
} finally {
  await database.close();
}
