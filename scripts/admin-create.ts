// `npm run admin:create -- EMAIL`: creates the first owner (issue 14) and prints a one-time set-up link, valid
// 24 hours. Run again for an account that never finished its set-up (or whose second factor an owner reset),
// it prints a fresh link and the older one stops working. Works on the database the server uses (DATABASE_URL,
// or PGlite under DATA_DIR: stop the server first then).
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { createStaffWithSetupLink, SETUP_LINK_VALID_HOURS } from "../services/admin/staff-setup.ts";

const email = process.argv[2]?.trim();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin:create -- EMAIL");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const created = await createStaffWithSetupLink(database.db, {
    email,
    role: "owner",
    publicUrl: config.publicUrl,
    origin: { ip: null, userAgent: "npm run admin:create" },
  });
  if (!created) {
    console.error(`${email} already has a staff account that is set up.`);
    process.exitCode = 1;
  } else {
    console.log(created.link);
    console.error(`Set-up link for ${email}: works once, for ${SETUP_LINK_VALID_HOURS} hours.`);
  }
} finally {
  await database.close();
}
