// What the listings desk suites (tests/api/admin-listings*.test.ts) share: a server of their own, whose listings
// the tests change, with an owner signed in; and the listing of another branch that a negotiator must not reach.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { importFeedFile } from "../../modules/feeds/sync/import-feed-file.ts";
import { feedImportDependencies } from "../../modules/feeds/sync/import-dependencies.ts";
import { startTestServer } from "../setup/test-server.ts";
import { signedInStaff } from "../support/staff-browser.ts";

export type ListingsDesk = Awaited<ReturnType<typeof startListingsDesk>>;

/** A server on a database of its own, quiet in the logs, with an owner signed in (`owner`, a staff browser). */
export async function startListingsDesk() {
  const app = await startTestServer({ LOG_LEVEL: "silent" }, { ownDatabase: true });
  const owner = (await signedInStaff(app, { role: "owner" })).b;
  return { app, owner };
}

export type ListingsDeskSuite = ListingsDesk & { feedDir: string };

/**
 * Starts the desk before the suite, with a temporary folder for the feed files it imports, and stops both after.
 * The fields of the answer are filled in once the suite's beforeAll has run.
 */
export function listingsDeskSuite(feedDirPrefix: string): ListingsDeskSuite {
  const desk = {} as ListingsDeskSuite;
  beforeAll(async () => {
    Object.assign(desk, await startListingsDesk());
    desk.feedDir = mkdtempSync(path.join(tmpdir(), feedDirPrefix));
  }, 120_000);
  afterAll(async () => {
    await desk.app?.stop();
    if (desk.feedDir) rmSync(desk.feedDir, { recursive: true, force: true });
  });
  return desk;
}

/** One feed import as the CRM command runs it: a JSON feed file of one branch and the listings given. */
export interface DeskFeedImport {
  file: string;
  source: string;
  branch: object;
  listings: object[];
  fetchMedia: (url: string) => Promise<Buffer>;
}

/** Writes the feed into the suite's folder and imports it, expecting the import to succeed; answers its counts. */
export async function importDeskFeed(desk: ListingsDeskSuite, feed: DeskFeedImport) {
  const file = path.join(desk.feedDir, feed.file);
  writeFileSync(file, JSON.stringify({ version: 1, branches: [feed.branch], listings: feed.listings }));
  const summary = await importFeedFile(
    desk.app.services.db,
    file,
    { source: feed.source, mode: "incremental", way: "command", workDir: path.join(desk.feedDir, "work") },
    feedImportDependencies(desk.app.services, { fetchMedia: feed.fetchMedia }),
  );
  expect(summary.state).toBe("succeeded");
  return summary.counts;
}

/** The newest live demo listing of a branch other than `branchId` (undefined when there is none). */
export async function liveDemoListingOutside(db: Db, branchId: number) {
  const [row] = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.source, "demo"),
        eq(properties.status, "available"),
        ne(properties.branchId, branchId),
      ),
    )
    .orderBy(desc(properties.id))
    .limit(1);
  return row;
}
