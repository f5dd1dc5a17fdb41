// `npm run adverts:check [-- --agency HOST|ID]` (issue 41): checks every stored advert of an agency (the install's
// own by default) against the advert rules again, holds back those that now break a blocking rule and puts back
// those that no longer do; prints how many, by rule. Run it after an upgrade (listings written before the rules
// were checked by none) or after a rule changed. Safe beside running servers: each listing is one small update.
import { parseArgs } from "node:util";
import { openDatabase } from "../db/client.ts";
import { loadConfig } from "../platform/config.ts";
import { recheckAdverts } from "../modules/advert-rules/index.ts";
import { findAgency } from "../modules/agencies/index.ts";
import { PHRASE_RULES } from "../modules/advert-rules/model/phrase-rules.ts";

const { values } = parseArgs({ options: { agency: { type: "string" } } });
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  const agency = values.agency ? await findAgency(database.db, values.agency) : null;
  if (values.agency && !agency) {
    console.error(`No agency "${values.agency}" (give its primary hostname or its id; npm run agency:list)`);
    exitCode = 1;
  } else {
    const result = await recheckAdverts(agency ? database.forAgency(agency.id).db : database.db);
    console.log(
      `${result.checked} adverts checked: ${result.heldBack} held back from the site, ${result.warned} on it with a warning; ${result.changed} changed`,
    );
    for (const rule of PHRASE_RULES) {
      const count = result.byRule[rule.id];
      if (count)
        console.log(`  ${rule.id} (${rule.severity === "block" ? "held back" : "warning"}): ${count}`);
    }
  }
} finally {
  await database.close();
}
process.exitCode = exitCode;
