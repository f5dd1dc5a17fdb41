// Feeds as real CRMs write them (issue 36), through the whole import on PGlite and, with TEST_DATABASE_URL,
// PostgreSQL: comma prices, a column defined twice, an empty TOWN, HTML descriptions; the per-branch failsafe;
// a re-import whose zip names photos it does not carry; the grouped report of the command and the run log.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { INSTALL_AGENCY_ID } from "../../modules/agencies/model/agency.ts";
import path from "node:path";
import { promisify } from "node:util";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/client.ts";
import { refreshPostcodePlaces, upsertPostcodes } from "../../db/repos/postcodes.ts";
import { branches, importRuns, places, properties, propertyMedia } from "../../db/schema.ts";
import { listBranchSummaries, selectBranchBySlug } from "../../modules/branches/repos/branches.ts";
import { hasPlaces } from "../../db/repos/places.ts";
import { selectSearchMarkers, selectSearchPage } from "../../modules/search/repos/search.ts";
import { EMPTY_CRITERIA } from "../../modules/search/model/criteria.ts";
import { importHeadline } from "../../modules/feeds/model/warning-report.ts";
import { feedGeocoder } from "../../modules/feeds/sync/import-dependencies.ts";
import { placeUnplacedListings } from "../../modules/feeds/sync/place-listings.ts";
import { resolveSearch } from "../../modules/search/use-cases/search.ts";
import { importFeedFile } from "../../modules/feeds/sync/import-feed-file.ts";
import { BLM_ADDRESS_COLUMNS, BLM_OPENING_COLUMNS } from "../../modules/feeds/files/blm/blm-columns.ts";
import { writeZip } from "../support/zip.ts";
import { blmText } from "../support/blm-text.ts";
import { geocodeManyExplained } from "../../modules/search/index.ts";
import type { ImportDependencies } from "../../modules/feeds/sync/import-types.ts";
import { commandImportOptions, listingsOfSource } from "../support/feed-import.ts";
import { databaseTargets, openInTempDir, type TempDatabase } from "../support/database-targets.ts";
import { diskMediaStore } from "../../platform/disk-media-store.ts";

const run = promisify(execFile);

const COLUMNS = [
  ...BLM_OPENING_COLUMNS,
  "PRICE",
  "PRICE_QUALIFIER",
  "TENURE_TYPE_ID",
  "BEDROOMS",
  "PROP_SUB_ID",
  ...BLM_ADDRESS_COLUMNS,
  "SUMMARY",
  "DESCRIPTION",
  "TRANS_TYPE_ID",
  "COUNCIL_TAX_BAND",
  "MEDIA_IMAGE_00",
  "TENURE_TYPE_ID",
];

type Row = Partial<Record<string, string>> & { ref: string };

/** One data row in the definition's order; TENURE_TYPE_ID's second occurrence from `tenure2`. */
function record(row: Row): string {
  const values: Record<string, string> = {
    AGENT_REF: row.ref,
    BRANCH_ID: row.branch ?? "77",
    STATUS_ID: "0",
    CREATE_DATE: "2026-10-01 09:00:00",
    UPDATE_DATE: "",
    DISPLAY_ADDRESS: row.display ?? "High Street, Clifton",
    PUBLISHED_FLAG: "1",
    PRICE: row.price ?? "250000",
    PRICE_QUALIFIER: "0",
    TENURE_TYPE_ID: row.tenure ?? "1",
    BEDROOMS: "3",
    PROP_SUB_ID: "3",
    ADDRESS_1: "14",
    ADDRESS_2: "High Street",
    ADDRESS_3: row.address3 ?? "Clifton",
    ADDRESS_4: row.address4 ?? "",
    TOWN: row.town ?? "Bristol",
    POSTCODE1: row.postcode1 ?? "BS8",
    POSTCODE2: row.postcode2 ?? "2LG",
    SUMMARY: "A house",
    DESCRIPTION: row.description ?? "A fine house.",
    TRANS_TYPE_ID: "1",
    // Part A of the material information: without it the advert rules hold a listing back (issue 41).
    COUNCIL_TAX_BAND: "D",
    MEDIA_IMAGE_00: row.photo ?? "",
  };
  const fields = COLUMNS.slice(0, -1).map((column) => values[column]!);
  fields.push(row.tenure2 ?? values.TENURE_TYPE_ID!);
  return `${fields.join("^")}^~`;
}

/** A BLM as a CRM exports it: CRLF line ends, ^ and ~, a definition naming TENURE_TYPE_ID twice. */
const blm = (rows: Row[]) => blmText(COLUMNS, rows.map(record));

/** The engine's dependencies over a test database: the database geocoder as the server wires it, no URL media. */
const engineDependencies = (dataDir: string, db: Db): ImportDependencies => ({
  media: diskMediaStore(path.join(dataDir, "media")),
  geocode: feedGeocoder((queries) => geocodeManyExplained(db, queries)),
  fetchMedia: async (url) => {
    throw new Error(`not fetched in this test: ${url}`);
  },
});

const REAL_SHAPES: Row[] = [
  { ref: "77_COMMA", price: "250,000" },
  { ref: "77_POUND", price: "£325,000" },
  { ref: "77_SPACE", price: "199 950" },
  { ref: "77_CONFLICT", tenure: "1", tenure2: "2" },
  { ref: "77_NOTOWN", town: "", address3: "Clifton", address4: "Avon" },
  {
    ref: "77_HTML",
    description: "<strong>Stunning</strong> home&nbsp;in Clifton<br /><br /><p>A <b>big</b> garden.</p>",
  },
  {
    ref: "77_ESCAPED",
    description: "&lt;p&gt;&lt;strong&gt;Escaped&lt;/strong&gt;&amp;nbsp;markup&lt;/p&gt;",
  },
];

describe.each(databaseTargets("feed_real_shapes"))("feeds in real-export shapes on $name", (target) => {
  let dataDir: string;
  let database: Database;
  let deps: ImportDependencies;
  const file = (name: string, text: string) => {
    const at = path.join(dataDir, name);
    writeFileSync(at, text, "latin1");
    return at;
  };
  const options = (source: string, extra: object = {}) => commandImportOptions(dataDir, source, extra);
  const listingsOf = (source: string) => listingsOfSource(database.db, source);

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "real-shapes");
    ({ dataDir, database } = tempDatabase);
    await upsertPostcodes(database.db, [
      {
        postcode: "BS8 2LG",
        district: "BS8",
        sector: "BS8 2",
        latitude: 51.4627,
        longitude: -2.6098,
        source: "test",
      },
    ]);
    await refreshPostcodePlaces(database.db);
    deps = engineDependencies(dataDir, database.db);
  }, 120_000);
  afterAll(() => tempDatabase?.close());

  it("imports every well-formed row, each leniency named, and only the conflicting row skipped", async () => {
    const summary = await importFeedFile(
      database.db,
      file("crm.blm", blm(REAL_SHAPES)),
      options("crm"),
      deps,
    );
    expect(summary.state).toBe("succeeded");
    expect(summary.counts).toMatchObject({ created: 6, skipped: 1 });
    const byRef = new Map((await listingsOf("crm")).map((row) => [row.reference, row]));
    expect([...byRef.keys()]).not.toContain("77_CONFLICT");
    expect(byRef.get("77_COMMA")!.price).toBe(250_000);
    expect(byRef.get("77_POUND")!.price).toBe(325_000);
    expect(byRef.get("77_SPACE")!.price).toBe(199_950);
    expect(byRef.get("77_NOTOWN")!.town).toBe("Clifton");
    expect(byRef.get("77_HTML")!.description).toBe(
      "<p><strong>Stunning</strong> home&nbsp;in Clifton</p><p>A <strong>big</strong> garden.</p>",
    );
    expect(byRef.get("77_ESCAPED")!.description).toBe("<p><strong>Escaped</strong>&nbsp;markup</p>");

    const groups = new Map(summary.warningGroups.map((group) => [group.kind, group]));
    expect(groups.get("price-written-loosely")).toMatchObject({ count: 3, field: "PRICE" });
    expect(groups.get("price-written-loosely")!.examples[0]).toBe('77_COMMA: PRICE "250,000" read as 250000');
    expect(groups.get("repeated-column")).toMatchObject({ count: 1, field: "TENURE_TYPE_ID" });
    expect(groups.get("repeated-column-conflict")).toMatchObject({ count: 1, skipped: true });
    expect(groups.get("town-from-address-line")!.examples).toEqual([
      '77_NOTOWN: TOWN is empty; the town is read from ADDRESS_3 "Clifton"',
    ]);
    expect(groups.get("description-escaped-html")).toMatchObject({ count: 1 });
    const [log] = await database.db.select().from(importRuns).where(eq(importRuns.id, summary.runId!));
    expect(log!.warningGroups).toEqual(summary.warningGroups);
  });

  it("a truncated file is still refused whole and changes nothing", async () => {
    const before = await listingsOf("crm");
    const cut = blm([{ ref: "77_COMMA", price: "1" }, ...REAL_SHAPES.slice(1)]).replace("#END#\r\n", "");
    const summary = await importFeedFile(database.db, file("cut.blm", cut), options("crm"), deps);
    expect(summary.state).toBe("refused");
    expect(await listingsOf("crm")).toEqual(before);
  });

  it("holds back a full feed that would withdraw most of one branch, though not half the source", async () => {
    const rows = (branch: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ ref: `${branch}_${i}`, branch }));
    const everything = [...rows("10", 4), ...rows("20", 8)];
    expect(
      (await importFeedFile(database.db, file("all.blm", blm(everything)), options("fs"), deps)).counts
        .created,
    ).toBe(12);
    // Branch 10 alone, one of its four listings: 3 of 12 is under half the source, 3 of 4 is most of branch 10.
    const summary = await importFeedFile(
      database.db,
      file("one.blm", blm(rows("10", 1))),
      options("fs"),
      deps,
    );
    expect(summary.counts.withdrawn).toBe(0);
    expect(summary.message).toMatch(/branch 10: 3 of 4/);
    const live = (await listingsOf("fs")).filter((row) => row.status !== "withdrawn");
    expect(live).toHaveLength(12);
    // Forced, it goes ahead; a branch losing less than half needs no force.
    const forced = await importFeedFile(
      database.db,
      file("one.blm", blm(rows("10", 1))),
      options("fs", { force: true }),
      deps,
    );
    expect(forced.counts.withdrawn).toBe(3);
    const some = await importFeedFile(
      database.db,
      file("most.blm", blm([...rows("10", 1), ...rows("20", 5)])),
      options("fs"),
      deps,
    );
    expect(some.counts.withdrawn).toBe(3);
    expect(some.message).toBeNull();
  });

  it("keeps a listing's photos when a re-imported zip names them without carrying them", async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const name = "77_PH_IMG_00.jpg";
    const first = path.join(dataDir, "first.zip");
    await writeZip(first, [
      { name: "stock.blm", data: Buffer.from(blm([{ ref: "77_PH", photo: name }]), "latin1") },
      { name, data: photo, method: "store" },
    ]);
    expect((await importFeedFile(database.db, first, options("ph"), deps)).counts.created).toBe(1);
    const [listing] = await listingsOf("ph");
    const mediaOf = () =>
      database.db
        .select({ mediaKey: propertyMedia.mediaKey, sourceName: propertyMedia.sourceName })
        .from(propertyMedia)
        .where(and(eq(propertyMedia.propertyId, listing!.id), eq(propertyMedia.kind, "photo")));
    const stored = await mediaOf();
    expect(stored).toHaveLength(1);

    // The price changed; the zip holds only the BLM.
    const second = path.join(dataDir, "second.zip");
    await writeZip(second, [
      {
        name: "stock.blm",
        data: Buffer.from(blm([{ ref: "77_PH", photo: name, price: "240000" }]), "latin1"),
      },
    ]);
    const summary = await importFeedFile(database.db, second, options("ph"), deps);
    expect(summary.counts.updated).toBe(1);
    expect(await mediaOf()).toEqual(stored);
    expect(summary.warningGroups.find((group) => group.kind === "media-absent-kept")).toMatchObject({
      count: 1,
    });
  });

  // The command needs the database to itself on PGlite, so it runs against a data folder of its own.
  it.runIf(target.name === "PGlite")(
    "the command's report groups warnings with counts and examples, and its headline says what needs attention",
    async () => {
      const commandData = mkdtempSync(path.join(tmpdir(), "openhouse-real-shapes-cli-"));
      const report = path.join(commandData, "report.jsonl");
      const env = { ...process.env, DATA_DIR: commandData, LOG_LEVEL: "silent", DEMO_AGENCY: "off" };
      delete (env as Record<string, string | undefined>).DATABASE_URL;
      try {
        const blmFile = path.join(commandData, "crm.blm");
        writeFileSync(blmFile, blm(REAL_SHAPES), "latin1");
        const { stdout } = await run(
          "npx",
          ["tsx", "scripts/feed-import.ts", blmFile, "--source", "cli", "--report", report],
          { env },
        );
        const lines = stdout.trim().split("\n");
        // A fresh data folder may hold no position for BS8 either, so more rows than the conflicting one may be skipped.
        expect(lines.some((line) => /^Needs attention: \d+ rows? skipped/.test(line))).toBe(true);
        expect(lines).toContain("- 3 prices written with separators or £, read as amounts");
        expect(lines).toContain('    e.g. 77_COMMA: PRICE "250,000" read as 250000');
        expect(lines).toContain("- 1 rows skipped: a column named twice holds two different values");
        // One line per group, not one per warning; the per-row report is still written.
        const prices = lines.indexOf("- 3 prices written with separators or £, read as amounts");
        const examples = lines.slice(prices + 1).findIndex((line) => !line.startsWith("    e.g."));
        expect(examples).toBeGreaterThanOrEqual(1);
        expect(examples).toBeLessThanOrEqual(3);
        expect(lines.filter((line) => line.includes("prices written with separators"))).toHaveLength(1);
        expect(JSON.parse(lines.at(-1)!).skipped).toBeGreaterThanOrEqual(1);
      } finally {
        rmSync(commandData, { recursive: true, force: true });
      }
    },
    600_000,
  );
});

// Issue 36 item 1 and 2: a fresh install's first command is the import. Nothing is dropped for want of a map
// pin: a town written "Bury St. Edmunds" is placed at town level, a village no table knows and a town name two
// places share are published unplaced with the reason; a postcode import later places them.
const FRESH_INSTALL: Row[] = [
  { ref: "88_BURY", town: "Bury St. Edmunds", postcode1: "IP33", postcode2: "1AA", address3: "" },
  { ref: "88_VILLAGE", town: "HERRINGSWELL", postcode1: "IP28", postcode2: "6SW", address3: "" },
  { ref: "88_SHARED", town: "Mildenhall", postcode1: "IP28", postcode2: "7EE", address3: "" },
];

describe.each(databaseTargets("feed_placement"))("listings nothing can place, on $name", (target) => {
  let dataDir: string;
  let database: Database;
  let deps: ImportDependencies;
  const listing = async (reference: string) =>
    (await database.db.select().from(properties).where(eq(properties.reference, reference)))[0]!;

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "placement");
    ({ dataDir, database } = tempDatabase);
    deps = engineDependencies(dataDir, database.db);
  }, 120_000);
  afterAll(() => tempDatabase?.close());

  it("imports and publishes every row before any server start, unplaced ones without a pin, then places them", async () => {
    expect(await hasPlaces(database.db)).toBe(false);
    const at = path.join(dataDir, "fresh.blm");
    writeFileSync(at, blm(FRESH_INSTALL), "latin1");
    const summary = await importFeedFile(
      database.db,
      at,
      { source: "fresh", mode: "full", way: "command", workDir: path.join(dataDir, "work") },
      deps,
    );
    expect(summary.state).toBe("succeeded");
    expect(summary.counts).toMatchObject({ created: 3, skipped: 0, unplaced: 2 });
    expect(importHeadline(summary.state, summary.counts, null)).toMatch(
      /^Needs attention: 2 listings not on the map, \d+ warnings \(3 created/,
    );
    // The import loaded the gazetteer itself.
    expect(await hasPlaces(database.db)).toBe(true);
    // The branch the feed named but never described is a placeholder: off the public lists and pages.
    const [placeholder] = await database.db.select().from(branches);
    expect(placeholder).toMatchObject({ name: "Branch 77", addressLine1: "", postcode: "" });
    expect(await listBranchSummaries(database.db)).toEqual([]);
    expect(await selectBranchBySlug(database.db, placeholder!.slug)).toBeNull();

    const bury = await listing("88_BURY");
    expect(bury).toMatchObject({ status: "available", placement: "town" });
    expect(bury.latitude).toBeCloseTo(52.25, 1);
    expect(bury.placementNote).toMatch(/Bury St\. Edmunds.*Bury St Edmunds/);
    const village = await listing("88_VILLAGE");
    expect(village).toMatchObject({
      status: "available",
      placement: "unplaced",
      latitude: null,
      longitude: null,
    });
    expect(village.placementNote).toMatch(/HERRINGSWELL/);
    const shared = await listing("88_SHARED");
    expect(shared).toMatchObject({ status: "available", placement: "unplaced", latitude: null });
    expect(shared.placementNote).toMatch(/Mildenhall.*2 places/);
    const groups = new Map(summary.warningGroups.map((group) => [group.kind, group.count]));
    expect(groups.get("not-on-map")).toBe(2);
    expect(groups.get("town-level-position")).toBe(1);

    // On the site: a search by the place's name finds the unplaced listing; the map has no marker for it.
    const [mildenhall] = await database.db
      .select()
      .from(places)
      .where(and(eq(places.name, "Mildenhall"), eq(places.countyName, "Suffolk")));
    const criteria = { ...EMPTY_CRITERIA, channel: "sales" as const, placeId: mildenhall!.id };
    const search = await resolveSearch({ db: database.db, listingAgencyIds: [INSTALL_AGENCY_ID] }, criteria);
    expect((await selectSearchPage(database.db, search)).map((row) => row.id)).toContain(shared.id);
    const everything = await resolveSearch(
      { db: database.db, listingAgencyIds: [INSTALL_AGENCY_ID] },
      { ...EMPTY_CRITERIA, channel: "sales" },
    );
    const markers = await selectSearchMarkers(database.db, everything, 100);
    expect(markers.map((row) => row.id).sort()).toEqual([bury.id]);

    // Postcode data arrives: the placing job puts both on the map.
    await upsertPostcodes(database.db, [
      {
        postcode: "IP28 6SW",
        district: "IP28",
        sector: "IP28 6",
        latitude: 52.2882,
        longitude: 0.5093,
        source: "test",
      },
      {
        postcode: "IP28 7EE",
        district: "IP28",
        sector: "IP28 7",
        latitude: 52.3446,
        longitude: 0.5106,
        source: "test",
      },
    ]);
    await refreshPostcodePlaces(database.db);
    expect(await placeUnplacedListings(database.db, deps.geocode)).toEqual({ placed: 2, remaining: 0 });
    expect(await listing("88_VILLAGE")).toMatchObject({
      placement: "postcode",
      latitude: 52.2882,
      placementNote: null,
    });
    expect(await listing("88_SHARED")).toMatchObject({ placement: "postcode", latitude: 52.3446 });
    // Nothing left to do: a second run places nothing.
    expect(await placeUnplacedListings(database.db, deps.geocode)).toEqual({ placed: 0, remaining: 0 });
  }, 120_000);
});
