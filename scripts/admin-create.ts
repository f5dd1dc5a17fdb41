// `npm run admin:create -- EMAIL`: creates the first owner (issue 14) and prints a one-time set-up link, valid
// 24 hours. Run again for an account that never finished its set-up (or whose second factor an owner reset),
// it prints a fresh link and the older one stops working. Works on the database the server uses: PostgreSQL
// (DATABASE_URL) beside running servers; PGlite under DATA_DIR only with the server stopped — beside a running
// one it refuses and says so (db/pglite-owner.ts; its writes would be lost and the link dead, issue 42 item 1).
import { openDatabase } from "../db/client.ts";
import { PgliteFolderInUseError } from "../db/pglite-owner.ts";
import { loadConfig } from "../platform/config.ts";
import { createStaffWithSetupLink } from "../modules/staff/index.ts";
import { SETUP_LINK_VALID_HOURS } from "../modules/staff/model/staff-messages.ts";

const email = process.argv[2]?.trim();
if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) {
  console.error("Usage: npm run admin:create -- EMAIL");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }).catch(
  (error: unknown) => {
    if (!(error instanceof PgliteFolderInUseError)) throw error;
    console.error(`${error.message}\nNo account was created.`);
    console.error(
      "An owner who can already sign in can invite the new one instead: Staff → Invite (/admin/staff/invite).",
    );
    process.exit(1);
  },
);
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
