// The sync engine against a real database (issue 12 "Sync rules", "History", "Reliability"): full and
// incremental feeds, the failsafe, withdrawal and return, unchanged rows, media stored once, a file refused
// whole, and one import per source at a time — on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import {
  branches,
  importRunRows,
  importRuns,
  properties,
  propertyHistory,
  propertyMedia,
} from "../../db/schema.ts";
import { FeedFormatError, type FeedListing } from "../../modules/feeds/model/feed-listing.ts";
import { withImportLock } from "../../modules/feeds/sync/import-lock.ts";
import type { FeedInput, Geocoder, ImportDependencies } from "../../modules/feeds/sync/import-types.ts";
import { importFeed, rowsFromLists } from "../../modules/feeds/sync/run-import.ts";
import { feedListing } from "../factories/feed-listing.ts";
import { databaseTargets, openInTempDir, type TempDatabase } from "../support/database-targets.ts";
import { diskMediaStore } from "../../platform/disk-media-store.ts";

// Positions of the postcodes the tests use; anything else has none (the geocoder is tested on its own).
const POSITIONS: Record<string, { latitude: number; longitude: number }> = {
  "BS8 2LG": { latitude: 51.4627, longitude: -2.6098 },
  "BS6 6AB": { latitude: 51.4745, longitude: -2.5966 },
};
const geocode: Geocoder = async (places) =>
  places.map((place) => {
    const known = POSITIONS[place.postcode];
    return known ? { ...known, precision: "postcode" as const } : null;
  });

describe.each(databaseTargets("feed_sync"))("feed sync on $name", (target) => {
  let dataDir: string;
  let database: Database;
  let deps: ImportDependencies;
  let source = "crm";
  let sourceCounter = 0;

  const run = (listings: FeedListing[], options: Partial<FeedInput> = {}) =>
    importFeed(
      database.db,
      {
        source,
        fileName: "feed.blm",
        way: "command",
        mode: "full",
        rows: rowsFromLists(listings),
        media: null,
        ...options,
      },
      deps,
    );
  const listing = async (reference: string) => {
    const [row] = await database.db
      .select()
      .from(properties)
      .where(eq(properties.reference, reference))
      .orderBy(asc(properties.id));
    return row!;
  };
  const history = async (reference: string) =>
    database.db
      .select({ event: propertyHistory.event, price: propertyHistory.price, status: propertyHistory.status })
      .from(propertyHistory)
      .where(eq(propertyHistory.propertyId, (await listing(reference)).id))
      .orderBy(asc(propertyHistory.id));

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "feed-sync");
    ({ dataDir, database } = tempDatabase);
    deps = {
      media: diskMediaStore(path.join(dataDir, "media")),
      geocode,
      fetchMedia: async (url) => {
        throw new Error(`no network in this test (${url})`);
      },
    };
  }, 120_000);
  afterAll(() => tempDatabase?.close());
  // Each test imports into a source of its own, so the tests do not see each other's listings.
  beforeEach(() => {
    sourceCounter += 1;
    source = `crm${sourceCounter}`;
  });

  it("creates listings, their branch and their first history, and logs the run", async () => {
    const summary = await run([
      feedListing(`${source}-A`),
      feedListing(`${source}-B`, { postcode: "BS6 6AB" }),
    ]);
    expect(summary).toMatchObject({ state: "succeeded", message: null });
    expect(summary.counts).toMatchObject({ created: 2, updated: 0, unchanged: 0, withdrawn: 0, skipped: 0 });
    const a = await listing(`${source}-A`);
    expect(a).toMatchObject({
      source,
      status: "available",
      price: 325_000,
      latitude: 51.4627,
      longitude: -2.6098,
    });
    const [branch] = await database.db.select().from(branches).where(eq(branches.id, a.branchId));
    expect(branch).toMatchObject({ source, sourceCode: "BR1", name: "Branch BR1" });
    expect(await history(`${source}-A`)).toEqual([{ event: "listed", price: 325_000, status: "available" }]);
    const [log] = await database.db.select().from(importRuns).where(eq(importRuns.id, summary.runId!));
    expect(log).toMatchObject({ source, state: "succeeded", way: "command", mode: "full" });
    expect(log!.counts).toMatchObject({ created: 2 });
    expect(log!.finishedAt).not.toBeNull();
    const rows = await database.db
      .select()
      .from(importRunRows)
      .where(eq(importRunRows.runId, summary.runId!));
    expect(rows.map((row) => row.outcome).sort()).toEqual(["created", "created"]);
  });

  it("skips unchanged rows, records price and status changes and marks a reduction", async () => {
    const before = feedListing(`${source}-A`);
    await run([before]);
    const again = await run([before]);
    expect(again.counts).toMatchObject({ created: 0, updated: 0, unchanged: 1 });
    expect(await history(`${source}-A`)).toHaveLength(1);

    const reduced = await run([
      { ...before, price: 300_000, feedUpdatedAt: new Date("2026-11-21T09:00:00Z") },
    ]);
    expect(reduced.counts).toMatchObject({ updated: 1 });
    const row = await listing(`${source}-A`);
    expect(row.price).toBe(300_000);
    expect(row.reducedAt).not.toBeNull();

    await run([{ ...before, price: 310_000, status: "under_offer" }]);
    expect((await listing(`${source}-A`)).reducedAt).toBeNull();
    expect(await history(`${source}-A`)).toEqual([
      { event: "listed", price: 325_000, status: "available" },
      { event: "price", price: 300_000, status: null },
      { event: "price", price: 310_000, status: null },
      { event: "status", price: null, status: "under_offer" },
    ]);
  });

  it("withdraws what a full feed no longer lists (never deletes), and a return relists it", async () => {
    const rows = ["A", "B", "C"].map((ref) => feedListing(`${source}-${ref}`));
    await run(rows);
    const full = await run(rows.slice(0, 2));
    expect(full.counts).toMatchObject({ unchanged: 2, withdrawn: 1 });
    expect((await listing(`${source}-C`)).status).toBe("withdrawn");

    const incremental = await run(rows.slice(0, 1), { mode: "incremental" });
    expect(incremental.counts).toMatchObject({ unchanged: 1, withdrawn: 0 });
    expect((await listing(`${source}-B`)).status).toBe("available");

    const back = await run(rows);
    expect(back.counts).toMatchObject({ unchanged: 2, updated: 1 });
    expect((await listing(`${source}-C`)).status).toBe("available");
    expect((await history(`${source}-C`)).map((event) => event.event)).toEqual([
      "listed",
      "withdrawn",
      "relisted",
    ]);
  });

  it("withdraws only listings of the branches the feed names", async () => {
    await run([
      feedListing(`${source}-A`),
      feedListing(`${source}-B`, { branchCode: "BR2" }),
      feedListing(`${source}-C`),
    ]);
    const summary = await run([feedListing(`${source}-A`), feedListing(`${source}-D`)]);
    expect(summary.counts).toMatchObject({ withdrawn: 1, created: 1 });
    expect((await listing(`${source}-B`)).status).toBe("available");
    expect((await listing(`${source}-C`)).status).toBe("withdrawn");
  });

  it("the failsafe: an empty feed, or one withdrawing more than half, withdraws nothing unless forced", async () => {
    const rows = ["A", "B", "C", "D"].map((ref) => feedListing(`${source}-${ref}`));
    await run(rows);
    const empty = await run([]);
    expect(empty.counts.withdrawn).toBe(0);
    expect(empty.message).toMatch(/no listings, so none of the 4 live listings was withdrawn/);

    const most = await run(rows.slice(0, 1));
    expect(most.counts.withdrawn).toBe(0);
    expect(most.message).toMatch(/would withdraw 3 of 4 live listings/);
    expect((await listing(`${source}-D`)).status).toBe("available");

    const half = await run(rows.slice(0, 2));
    expect(half.counts.withdrawn).toBe(2);

    const forced = await run([], { force: true });
    expect(forced.counts.withdrawn).toBe(2);
    expect((await listing(`${source}-A`)).status).toBe("withdrawn");
  });

  it("takes an unpublished row off the site, and publishes a row it cannot place, unplaced, with the reason", async () => {
    await run([feedListing(`${source}-A`), feedListing(`${source}-B`)]);
    const summary = await run(
      [
        feedListing(`${source}-A`, { published: false }),
        feedListing(`${source}-B`),
        feedListing(`${source}-C`, { postcode: "ZZ9 9ZZ", town: "Nowhere" }),
      ],
      { mode: "incremental" },
    );
    expect(summary.counts).toMatchObject({ withdrawn: 1, unchanged: 1, created: 1, skipped: 0 });
    expect((await listing(`${source}-A`)).status).toBe("withdrawn");
    expect(await listing(`${source}-C`)).toMatchObject({
      status: "available",
      latitude: null,
      longitude: null,
      placement: "unplaced",
      placementNote: 'No position for postcode "ZZ9 9ZZ" or town "Nowhere"',
    });
    const rows = await database.db
      .select()
      .from(importRunRows)
      .where(eq(importRunRows.runId, summary.runId!));
    expect(rows.find((row) => row.reference === `${source}-C`)).toMatchObject({
      outcome: "created",
      warnings: ['Not on the map: No position for postcode "ZZ9 9ZZ" or town "Nowhere"'],
    });
  });

  it("reports bad rows, imports the rest, and never withdraws a listing whose row was bad", async () => {
    await run([feedListing(`${source}-A`), feedListing(`${source}-B`)]);
    const summary = await run([feedListing(`${source}-A`)], {
      rows: rowsFromLists(
        [feedListing(`${source}-A`)],
        [
          {
            line: 7,
            reference: `${source}-B`,
            field: null,
            message: "Row has 40 fields; the definition has 41",
          },
        ],
      ),
    });
    expect(summary.counts).toMatchObject({ unchanged: 1, errors: 1, skipped: 1, withdrawn: 0 });
    expect((await listing(`${source}-B`)).status).toBe("available");
    const [log] = await database.db.select().from(importRuns).where(eq(importRuns.id, summary.runId!));
    expect(log!.errors).toEqual([
      expect.objectContaining({ line: 7, message: expect.stringContaining("40 fields") }),
    ]);
  });

  it("refuses a file whole when it turns out malformed, after rows were read, and changes nothing", async () => {
    await run([feedListing(`${source}-A`)]);
    const rows = async function* () {
      yield { line: 5, listing: feedListing(`${source}-A`, { price: 1 }) };
      yield { line: 6, listing: feedListing(`${source}-Z`) };
      throw new FeedFormatError("The file ends before #END# (truncated?)", 7, null);
    };
    const summary = await run([], { rows });
    expect(summary).toMatchObject({ state: "refused", message: "The file ends before #END# (truncated?)" });
    expect((await listing(`${source}-A`)).price).toBe(325_000);
    const all = await database.db.select().from(properties).where(eq(properties.source, source));
    expect(all).toHaveLength(1);
    const [log] = await database.db.select().from(importRuns).where(eq(importRuns.id, summary.runId!));
    expect(log).toMatchObject({ state: "refused" });
  });

  it("refuses a second import of a source while one is running", async () => {
    const summary = await withImportLock(database.db, source, () => run([feedListing(`${source}-A`)]));
    expect(summary).toMatchObject({ state: "refused" });
    expect(summary.message).toMatch(/Another import of source "crm\d+" is running/);
    expect(await run([feedListing(`${source}-A`)])).toMatchObject({ state: "succeeded" });
  });

  it("stores media once per content, in the feed's order, and warns about files the feed lacks", async () => {
    const folder = path.join(dataDir, `zip-${source}`);
    mkdirSync(folder, { recursive: true });
    const jpeg = (colour: string) =>
      sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    writeFileSync(path.join(folder, "one.jpg"), await jpeg("#aa0000"));
    writeFileSync(path.join(folder, "same.JPG"), await jpeg("#aa0000"));
    writeFileSync(
      path.join(folder, "plan.png"),
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const media = {
      read: async (name: string) =>
        readdirSync(folder).includes(name) ? readFileSync(path.join(folder, name)) : null,
    };
    const photo = (position: number, name: string) =>
      ({ kind: "photo", position, source: { type: "file", name }, caption: null }) as const;
    const summary = await run(
      [
        feedListing(`${source}-A`, {
          media: [
            photo(0, "same.JPG"),
            photo(1, "one.jpg"),
            photo(2, "missing.jpg"),
            { kind: "floorplan", position: 0, source: { type: "file", name: "plan.png" }, caption: "Plan" },
            {
              kind: "virtual_tour",
              position: 0,
              source: { type: "url", url: "https://tours.example/1" },
              caption: null,
            },
          ],
        }),
      ],
      { media },
    );
    expect(summary.counts).toMatchObject({ created: 1, media: 3, warnings: 1 });
    const rows = await database.db
      .select()
      .from(propertyMedia)
      .where(eq(propertyMedia.propertyId, (await listing(`${source}-A`)).id))
      .orderBy(asc(propertyMedia.id));
    expect(rows.map((row) => [row.kind, row.position, row.sourceName])).toEqual([
      ["photo", 0, "same.JPG"],
      ["photo", 1, "one.jpg"],
      ["floorplan", 0, "plan.png"],
      ["virtual_tour", 0, "https://tours.example/1"],
    ]);
    expect(rows[0]!.mediaKey).toBe(rows[1]!.mediaKey);
    expect(rows[0]!.mediaKey).toMatch(/^feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);
    expect(rows[3]!.url).toBe("https://tours.example/1");
    const runRows = await database.db
      .select()
      .from(importRunRows)
      .where(eq(importRunRows.runId, summary.runId!));
    expect(runRows[0]!.warnings).toEqual(["Media file missing.jpg is named but not in the feed"]);
  });
});
