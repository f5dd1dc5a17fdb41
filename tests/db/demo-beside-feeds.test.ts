// The demo agency and an agency's own feeds side by side (issue 12 item 7): the demo is seeded only into an
// empty database that never had an import, and removing it keeps everything imported.
import path from "node:path";
import { eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { removeDemoAgency } from "../../db/repos/demo-agency.ts";
import { branches, properties } from "../../db/schema.ts";
import { seedIfEmpty } from "../../db/seed/index.ts";
import { importFeed, rowsFromLists } from "../../modules/feeds/sync/run-import.ts";
import { feedListing } from "../factories/feed-listing.ts";
import { databaseTargets, openInTempDir, type TempDatabase } from "../support/database-targets.ts";
import { diskMediaStore } from "../../platform/disk-media-store.ts";

describe.each(databaseTargets("demo_beside_feeds"))("the demo beside feeds on $name", (target) => {
  let dataDir: string;
  let database: Database;
  const seedOptions = () => ({ listings: 40, media: diskMediaStore(path.join(dataDir, "media")) });
  const importOne = () =>
    importFeed(
      database.db,
      {
        source: "crm",
        fileName: "feed.json",
        way: "command",
        mode: "incremental",
        rows: rowsFromLists([feedListing("OWN-1", { latitude: 51.45, longitude: -2.59 })]),
        media: null,
      },
      {
        media: diskMediaStore(path.join(dataDir, "media")),
        geocode: async (places) => places.map(() => null),
        fetchMedia: async () => new Uint8Array(),
      },
    );

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "demo-feeds");
    ({ dataDir, database } = tempDatabase);
  }, 120_000);
  afterAll(() => tempDatabase?.close());

  it("removing the demo keeps the imported listing and its branch, and the demo never comes back", async () => {
    expect(await seedIfEmpty(database.db, seedOptions())).toBe(true);
    expect((await importOne()).state).toBe("succeeded");

    const removed = await removeDemoAgency(database.db);
    expect(removed.listings).toBe(40);
    expect(removed.branches).toBeGreaterThan(0);
    const left = await database.db
      .select({ reference: properties.reference, source: properties.source })
      .from(properties);
    expect(left).toEqual([{ reference: "OWN-1", source: "crm" }]);
    expect(await database.db.select().from(branches).where(eq(branches.source, "demo"))).toEqual([]);
    expect(await database.db.select().from(branches).where(ne(branches.source, "demo"))).toHaveLength(1);

    // Even with every branch gone, a database that has seen an import is never seeded again.
    await database.db.delete(properties);
    await database.db.delete(branches);
    expect(await seedIfEmpty(database.db, seedOptions())).toBe(false);
    expect(await database.db.select().from(properties)).toEqual([]);
  });
});
