// What the feed-file suites (tests/db/feed-*.test.ts) ask of a test database: an import's options as the
// import command gives them, and the listings one source brought in.
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";

/** importFeedFile's options as `npm run feed:import` passes them: a full import working under `dataDir`. */
export function commandImportOptions(dataDir: string, source: string, extra: object = {}) {
  return {
    source,
    mode: "full" as const,
    way: "command" as const,
    workDir: path.join(dataDir, "work"),
    ...extra,
  };
}

/** The listings `source` imported, by reference. */
export function listingsOfSource(db: Db, source: string) {
  return db.select().from(properties).where(eq(properties.source, source)).orderBy(asc(properties.reference));
}
