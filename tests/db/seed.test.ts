// The demo agency in a real database: PGlite in a temporary folder, and PostgreSQL too when
// TEST_DATABASE_URL is set (in a scratch database of its own, created and dropped here, because the
// HTTP suite's server is using the one TEST_DATABASE_URL names).
import { existsSync } from "node:fs";
import path from "node:path";
import { asc, count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import {
  articles,
  branches,
  departments,
  formDefinitions,
  places,
  properties,
  propertyMedia,
  propertyStatusEnum,
  sessions,
  siteContent,
  staff,
  users,
} from "../../db/schema.ts";
import { seedDemoAgency, seedIfEmpty } from "../../db/seed/index.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { insertListing } from "../factories/index.ts";
import { databaseTargets, openInTempDir, type TempDatabase } from "../support/database-targets.ts";
import { diskMediaStore } from "../../platform/disk-media-store.ts";

const LISTINGS = 200;
const STATUSES = propertyStatusEnum.enumValues;

const targets = databaseTargets("seed_test");

/** Every seeded row that must come out the same each run: all columns but the dates. */
async function snapshot(database: Database) {
  const { db } = database;
  const propertyRows = await db.select().from(properties).orderBy(asc(properties.id));
  return {
    branches: (await db.select().from(branches).orderBy(asc(branches.id))).map(({ createdAt: _, ...b }) => b),
    departments: await db.select().from(departments).orderBy(asc(departments.id)),
    staff: await db.select().from(staff).orderBy(asc(staff.id)),
    properties: propertyRows.map(
      ({ createdAt: _c, updatedAt: _u, launchedAt: _l, availableFrom: _a, auctionDate: _d, ...p }) => p,
    ),
    media: await db.select().from(propertyMedia).orderBy(asc(propertyMedia.id)),
    articles: (await db.select().from(articles).orderBy(asc(articles.id))).map(
      ({ publishedAt: _, ...a }) => a,
    ),
    places: await db.select().from(places).orderBy(asc(places.id)),
    forms: await db.select().from(formDefinitions),
  };
}

describe.each(targets)("the demo agency on $name", (target) => {
  let dataDir: string;
  let mediaDir: string;
  let database: Database;
  let first: Awaited<ReturnType<typeof snapshot>>;
  const logged: string[] = [];

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "seed-test");
    ({ dataDir, database } = tempDatabase);
    mediaDir = path.join(dataDir, "media");
    const seeded = await seedIfEmpty(database.db, {
      listings: LISTINGS,
      media: diskMediaStore(mediaDir),
      log: (m) => logged.push(m),
    });
    expect(seeded).toBe(true);
    first = await snapshot(database);
  }, 120_000);

  afterAll(() => tempDatabase?.close());

  it("has at least 4 branches in distinct real towns, each a place in the gazetteer", async () => {
    expect(first.branches.length).toBeGreaterThanOrEqual(4);
    expect(new Set(first.branches.map((b) => b.town)).size).toBe(first.branches.length);
    const names = new Set(first.places.map((p) => p.name));
    for (const branch of first.branches) expect(names).toContain(branch.town);
  });

  it("loads the GB gazetteer with county names", () => {
    expect(first.places.length).toBeGreaterThan(4_000);
    expect(first.places.every((p) => p.country === "GB" && p.countyName !== "")).toBe(true);
    const cheltenham = first.places.find((p) => p.name === "Cheltenham")!;
    expect(cheltenham.countyName).toBe("Gloucestershire");
    expect(cheltenham.latitude).toBeCloseTo(51.9, 1);
  });

  it("has departments of every kind, including an external commercial department outside any branch", () => {
    const kinds = new Set(first.departments.map((d) => d.kind));
    expect(kinds).toEqual(
      new Set(["sales", "lettings", "new_homes", "estate_agents", "commercial", "external_commercial"]),
    );
    expect(first.departments.find((d) => d.kind === "external_commercial")!.branchId).toBeNull();
  });

  it("has at least 20 staff, with both contact flags in use", () => {
    expect(first.staff.length).toBeGreaterThanOrEqual(20);
    expect(first.staff.some((s) => s.contactableForSales)).toBe(true);
    expect(first.staff.some((s) => s.contactableForLettings)).toBe(true);
    expect(first.staff.some((s) => !s.contactableForSales && !s.contactableForLettings)).toBe(true);
  });

  it("has the requested listings, both channels, every status", () => {
    expect(first.properties).toHaveLength(LISTINGS);
    expect(new Set(first.properties.map((p) => p.channel))).toEqual(new Set(["sales", "lettings"]));
    expect(new Set(first.properties.map((p) => p.status))).toEqual(new Set(STATUSES));
  });

  it("has each kind of tag and flag: new homes, students, commercial, developments with plots, auctions", async () => {
    const tags = new Set(first.properties.flatMap((p) => p.tags));
    for (const tag of ["new home", "student", "commercial", "development", "auction"])
      expect(tags).toContain(tag);
    expect(first.properties.some((p) => p.shortLet)).toBe(true);
    expect(first.properties.some((p) => p.petsAllowed)).toBe(true);
    expect(first.properties.some((p) => p.poa && p.price === null)).toBe(true);

    const plots = await database.db.$count(
      properties,
      sql`${properties.parentId} IN (SELECT id FROM properties WHERE 'development' = ANY(tags))`,
    );
    expect(plots).toBeGreaterThanOrEqual(3);

    const auctions = await database.db
      .select({ date: properties.auctionDate, exchanged: properties.exchangedPrice })
      .from(properties)
      .where(sql`'auction' = ANY(${properties.tags})`);
    const today = new Date().toISOString().slice(0, 10);
    expect(auctions.every((a) => a.date !== null)).toBe(true);
    expect(auctions.some((a) => a.date! > today)).toBe(true);
    expect(auctions.some((a) => a.date! < today && a.exchanged! > 0)).toBe(true);
  });

  it("gives every listing 3 to 12 photos whose image files exist, with floorplans, EPCs, videos and tours", async () => {
    const photos = await database.db
      .select({ n: count() })
      .from(propertyMedia)
      .where(eq(propertyMedia.kind, "photo"))
      .groupBy(propertyMedia.propertyId);
    expect(photos).toHaveLength(LISTINGS);
    expect(Math.min(...photos.map((p) => p.n))).toBeGreaterThanOrEqual(3);
    expect(Math.max(...photos.map((p) => p.n))).toBeLessThanOrEqual(12);
    expect(new Set(first.media.map((m) => m.kind))).toEqual(
      new Set(["photo", "floorplan", "epc", "video", "virtual_tour"]),
    );
    const keys = new Set([
      ...first.media.flatMap((m) => (m.mediaKey ? [m.mediaKey] : [])),
      ...first.staff.map((s) => s.photoKey!),
      ...first.branches.map((b) => b.photoKey!),
      ...first.articles.map((a) => a.imageKey!),
      ...[1, 2, 3, 4, 5].map((n) => `demo/hero-${n}.jpg`),
    ]);
    for (const key of keys) expect(existsSync(path.join(mediaDir, key)), key).toBe(true);
  });

  it("has articles with topics and the new-homes form", async () => {
    expect(first.articles.length).toBeGreaterThanOrEqual(20);
    expect(first.articles.every((a) => a.topics.length > 0 && !/<[a-z]/i.test(a.body))).toBe(true);
    const [form] = first.forms;
    expect(form!.slug).toBe("new-homes-enquiry");
    const fields = form!.elements.map((e) => e.fieldName);
    expect(fields).toEqual(
      expect.arrayContaining(["development_of_interest", "development_id", "current_home_address"]),
    );
  });

  it("loads the site content file", async () => {
    const keys = (await database.db.select({ key: siteContent.key }).from(siteContent)).map((r) => r.key);
    expect(keys).toEqual(expect.arrayContaining(["header", "theme", "hero"]));
  });

  it("does nothing on a second seedIfEmpty", async () => {
    const before = await database.db.select().from(properties).where(eq(properties.id, 1));
    expect(await seedIfEmpty(database.db, { listings: 10, media: diskMediaStore(mediaDir) })).toBe(false);
    const after = await database.db.select().from(properties).where(eq(properties.id, 1));
    expect(after).toEqual(before);
    expect(await database.db.$count(properties)).toBe(LISTINGS);
  });

  it("re-seeds identical rows and ids (dates aside), keeping users and sessions", async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: `keep-${process.pid}@example.com`, passwordHash: "x" })
      .returning();
    await database.db.insert(sessions).values({
      idHash: `hash-${process.pid}`,
      userId: user!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const extra = await insertListing(database.db, { town: "Bristol" });
    expect(extra).toBe(LISTINGS + 1);

    await seedDemoAgency(database.db, {
      listings: LISTINGS,
      media: diskMediaStore(mediaDir),
      now: new Date(Date.now() + 3_600_000),
    });
    expect(await snapshot(database)).toEqual(first);
    expect(await database.db.$count(siteContent)).toBeGreaterThan(0);
    expect(await database.db.$count(users, eq(users.id, user!.id))).toBe(1);
    expect(await database.db.$count(sessions, eq(sessions.userId, user!.id))).toBe(1);

    // Ids carry on after every id used so far, never going back to one that a removed row had.
    const id = await insertListing(database.db);
    expect(id).toBe(extra + 1);
  }, 120_000);

  it("refuses a named content file that does not exist, before touching the data", async () => {
    const missing = path.join(dataDir, "no-such-content.json");
    await expect(
      seedDemoAgency(database.db, { listings: 5, media: diskMediaStore(mediaDir), contentFile: missing }),
    ).rejects.toThrow(missing);
    expect(await database.db.$count(properties)).toBe(LISTINGS + 1);
  });

  it("reports what it seeded", () => {
    expect(logged.join("\n")).toMatch(
      new RegExp(`${TOWNS.length} branches, \\d+ staff, ${LISTINGS} listings`),
    );
  });
});
