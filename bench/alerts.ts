// Saved-search alerts benchmark (issue 6 budget: 10,000 saved searches against 100,000 listings in under 60 s
// on PostgreSQL). Copies the 100k benchmark database (bench/README.md) into a scratch one, adds 1,000 users
// with 10,000 varied saved searches (every weekly and monthly one due, a day's 300 new listings for the
// "Immediately" ones), times one full run of the alert job, then drops the scratch database.
// Usage: npx tsx bench/alerts.ts [--template oh_seedbench] [--searches 10000]
import pg from "pg";
import { count, inArray, sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { outboxEmails, places as placesTable, properties, savedSearches, users } from "../db/schema.ts";
import { insertListing } from "../tests/factories/index.ts";
import { EMPTY_CRITERIA, type SearchCriteria } from "../modules/search/model/criteria.ts";
import { buildSearchPath } from "../modules/search/model/url.ts";
import { runSavedSearchAlerts } from "../modules/accounts/use-cases/run-alerts.ts";
import { loadConfig } from "../platform/config.ts";
import { createServices } from "../services/index.ts";
import { createLogger } from "../platform/logger.ts";
import { createRandom } from "../db/seed/random.ts";

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1]! : fallback;
};
const server = process.env.BENCH_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432";
const template = arg("template", "oh_seedbench");
const searchCount = Number(arg("searches", "10000"));
const scratch = `oh_alertbench_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const started = Date.now();
await admin(`CREATE DATABASE ${scratch} TEMPLATE ${template}`);
console.log(`copied ${template} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
const databaseUrl = `${server}/${scratch}`;
const database = await openDatabase({ databaseUrl, dataDir: "/tmp" });
try {
  const { db } = database;
  const random = createRandom(2026);
  // Places where the listings are, so place searches find something (the worst case for the job).
  const places = await db
    .select({ id: placesTable.id })
    .from(placesTable)
    .where(inArray(placesTable.name, db.selectDistinct({ town: properties.town }).from(properties)));
  const [{ listings }] = (await db.select({ listings: count() }).from(properties)) as [{ listings: number }];

  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: 1_000 }, (_, i) => ({
        email: `alert-bench-${i}@example.test`,
        passwordHash: "not-used",
        firstName: "Bench",
      })),
    )
    .returning({ id: users.id });

  const criteria = (): SearchCriteria => {
    const channel = random.chance(0.7) ? "sales" : "lettings";
    const c: SearchCriteria = { ...EMPTY_CRITERIA, tags: [], channel };
    if (random.chance(0.6)) {
      c.placeId = random.pick(places).id;
      c.within = random.pick([1, 3, 5, 10]);
    }
    if (random.chance(0.6)) c.minBeds = random.int(1, 4);
    if (random.chance(0.5))
      c.maxPrice = channel === "sales" ? random.int(2, 9) * 100_000 : random.int(4, 9) * 200;
    if (random.chance(0.1)) c.tags = ["new home"];
    return c;
  };
  const frequencies = ["I", "I", "I", "I", "I", "W", "W", "W", "M", "N"] as const;
  const day = 86_400_000;
  const rows = Array.from({ length: searchCount }, (_, i) => {
    const frequency = frequencies[i % frequencies.length]!;
    return {
      userId: userRows[i % userRows.length]!.id,
      path: buildSearchPath(criteria()),
      criteria: {},
      alertFrequency: frequency,
      createdAt: new Date(Date.now() - 60 * day),
      // Worst case: every weekly and monthly search is due in this run.
      lastAlertedAt: new Date(Date.now() - (frequency === "M" ? 32 : frequency === "W" ? 8 : 1) * day),
    };
  });
  for (let at = 0; at < rows.length; at += 1_000)
    await db.insert(savedSearches).values(rows.slice(at, at + 1_000));
  // A day's new listings across the demo towns (copied from existing ones' places).
  const towns = await db
    .select({
      latitude: properties.latitude,
      longitude: properties.longitude,
      town: properties.town,
      postcode: properties.postcode,
    })
    .from(properties)
    .orderBy(sql`random()`)
    .limit(300);
  for (const town of towns) {
    await insertListing(db, {
      channel: random.chance(0.7) ? "sales" : "lettings",
      status: "available",
      bedrooms: random.int(1, 5),
      price: random.int(6, 25) * 25_000,
      latitude: town.latitude,
      longitude: town.longitude,
      town: town.town,
      postcode: town.postcode,
      createdAt: new Date(Date.now() - random.int(0, day)),
    });
  }
  await database.ownerDb.execute(sql`analyze saved_searches; analyze properties`);

  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" });
  const services = createServices({ db, config, logger: createLogger("warn") });
  const runStarted = Date.now();
  const summary = await runSavedSearchAlerts(services);
  const seconds = (Date.now() - runStarted) / 1000;
  const [{ queued }] = (await db.select({ queued: count() }).from(outboxEmails)) as [{ queued: number }];
  console.log(
    `${summary.searches.toLocaleString("en-GB")} due saved searches (of ${searchCount.toLocaleString("en-GB")}) against ${listings.toLocaleString("en-GB")} listings: ${seconds.toFixed(1)} s, ${summary.emails.toLocaleString("en-GB")} emails queued (${queued} in the outbox), ${summary.listings.toLocaleString("en-GB")} new matches counted (at most 200 a search)`,
  );
  const againStarted = Date.now();
  const again = await runSavedSearchAlerts(services);
  console.log(
    `second run (the minute after): ${again.searches} searches, ${again.emails} emails, ${((Date.now() - againStarted) / 1000).toFixed(2)} s`,
  );
} finally {
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
}
