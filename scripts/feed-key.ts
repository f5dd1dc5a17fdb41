// `npm run feed:key -- create --source NAME [--name LABEL]`: a push API key for a feed source, printed once
// (only its SHA-256 is kept). `npm run feed:key -- list` shows every key; `npm run feed:key -- revoke ID`
// stops one. Works on the database the server uses (DATABASE_URL, or PGlite under DATA_DIR: stop the server
// first then, as PGlite allows one process). docs/feeds-json.md "Keys".
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { feedPushPath } from "../modules/feeds/model/push-api.ts";
import { loadConfig } from "../platform/config.ts";
import { createFeedApiKey, listFeedApiKeys, revokeFeedApiKey } from "../modules/feeds/index.ts";

const USAGE = `Usage:
  npm run feed:key -- create --source NAME [--name LABEL]
  npm run feed:key -- list
  npm run feed:key -- revoke ID`;

const { values, positionals } = parseArgs({
  options: { source: { type: "string" }, name: { type: "string" } },
  allowPositionals: true,
});
const [command, ...rest] = positionals;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (command !== "create" && command !== "list" && command !== "revoke") fail(USAGE);
if (command === "create" && !values.source) fail(USAGE);
const revokeId = command === "revoke" ? Number(rest[0]) : null;
if (command === "revoke" && !(Number.isInteger(revokeId) && revokeId! > 0)) fail(USAGE);

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (command === "create") {
    const created = await createFeedApiKey(database.db, { source: values.source!, name: values.name });
    console.log(created.key);
    console.error(
      `Key ${created.id} ("${created.name}") for source ${created.source}: shown once, store it now.\n` +
        `Push with: curl -X POST -H "Authorization: Bearer ${created.key.slice(0, 8)}…" ` +
        `-H "Content-Type: application/json" --data-binary @feed.json ${config.publicUrl}${feedPushPath(created.source)}`,
    );
  } else if (command === "list") {
    const keys = await listFeedApiKeys(database.db);
    if (keys.length === 0) console.log("No feed API keys.");
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active";
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : "never used";
      console.log(
        `${key.id}\t${key.source}\t${key.name}\t${state}\t${used}\tcreated ${key.createdAt.toISOString()}`,
      );
    }
  } else {
    const revoked = await revokeFeedApiKey(database.db, revokeId!);
    if (revoked) console.log(`Key ${revoked.id} ("${revoked.name}", source ${revoked.source}) revoked.`);
    else {
      console.error(`No feed API key ${revokeId}.`);
      process.exitCode = 1;
    }
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
