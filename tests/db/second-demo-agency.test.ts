// Issue 44 item 8: the second demo agency is made and seeded once, through its own handle, with ids of its own; it
// keeps to the port of the install's address; an agency an operator already made on its name is left as it is.
import { readdirSync } from "node:fs";
import path from "node:path";
import { count, max } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { branches, properties } from "../../db/schema.ts";
import { createAgency, findAgency } from "../../modules/agencies/index.ts";
import { readSiteContentFile } from "../../modules/content/index.ts";
import { ensureSecondDemoAgency, type SecondDemoPlan } from "../../server/second-demo-agency.ts";
import { buildBranch, insertListing } from "../factories/index.ts";
import { runTarget, tempDatabaseForSuite } from "../support/database-targets.ts";

const HOST = "demo2.localhost";

function planFor(dataDir: string, publicUrl: string): SecondDemoPlan {
  return { secondDemoHost: HOST, publicUrl, listings: 12, media: { kind: "disk", dataDir } };
}

const countOf = async (db: Database["db"], table: typeof branches | typeof properties) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

describe("the second demo agency, made at first start", () => {
  let database: Database;
  let dataDir: string;
  tempDatabaseForSuite(
    runTarget("second_demo"),
    "second-demo",
    (temp) => ({ database, dataDir } = temp),
    120_000,
  );

  it("is made on its name at the install's port and seeded through its own handle, once", async () => {
    // A branch and a listing of agency 1's first: the second agency's ids come after them.
    const [branch] = await database.db
      .insert(branches)
      .values(buildBranch({ name: "Testbury" }))
      .returning({ id: branches.id });
    const listingOfAgencyOne = () => insertListing(database.db, { branchId: branch!.id, staffId: null });
    const first = await listingOfAgencyOne();
    const made = await ensureSecondDemoAgency(database, planFor(dataDir, "http://localhost:3000"));
    expect(made).toContain(`http://${HOST}:3000`);
    // Its photos are in its own folder of the store, none at the top level beside agency 1's.
    const ownMedia = path.join(
      dataDir,
      "media",
      "agencies",
      String((await findAgency(database.db, HOST))!.id),
    );
    expect(readdirSync(ownMedia, { recursive: true }).some((name) => String(name).endsWith(".jpg"))).toBe(
      true,
    );
    const agency = (await findAgency(database.db, HOST))!;
    expect(agency).toMatchObject({
      name: "Harbour & Fell",
      publicUrl: `http://${HOST}:3000`,
      status: "live",
    });

    const own = database.forAgency(agency.id).db;
    expect(await countOf(own, branches)).toBe(4);
    expect(await countOf(own, properties)).toBe(12);
    const ownIds = await own.select({ id: properties.id }).from(properties);
    expect(Math.min(...ownIds.map((row) => row.id))).toBeGreaterThan(first);
    // Agency 1 still has its one branch and listing, none of the second's.
    expect(await countOf(database.db, properties)).toBe(1);
    expect(await countOf(database.db, branches)).toBe(1);
    const ownBranches = await own.select({ id: branches.id }).from(branches);
    expect(Math.min(...ownBranches.map((row) => row.id))).toBeGreaterThan(branch!.id);

    // Again, as at the next start: nothing more is made.
    expect(await ensureSecondDemoAgency(database, planFor(dataDir, "http://localhost:3000"))).toBeNull();
    expect(await countOf(own, properties)).toBe(12);
    // The install's next listing takes an id past the second agency's.
    const [{ highest }] = (await own.select({ highest: max(properties.id) }).from(properties)) as [
      { highest: number },
    ];
    expect(await listingOfAgencyOne()).toBeGreaterThan(highest);
  });

  it("follows the port when the install's address moves", async () => {
    const moved = await ensureSecondDemoAgency(database, planFor(dataDir, "http://localhost:3001"));
    expect(moved).toContain(`http://${HOST}:3001`);
    expect((await findAgency(database.db, HOST))!.publicUrl).toBe(`http://${HOST}:3001`);
  });
});

describe("an install whose own agency is not the demo", () => {
  let database: Database;
  let dataDir: string;
  tempDatabaseForSuite(
    runTarget("second_demo_own_data"),
    "second-demo-own-data",
    (temp) => ({ database, dataDir } = temp),
    120_000,
  );

  it("is given no second demo agency", async () => {
    // An agency's own branch, from its CRM: an upgraded install with DEMO_AGENCY left at its default.
    await database.db.insert(branches).values(buildBranch({ name: "Our High Street", source: "crm" }));
    expect(await ensureSecondDemoAgency(database, planFor(dataDir, "http://localhost:3000"))).toBeNull();
    expect(await findAgency(database.db, HOST)).toBeNull();
  });
});

describe("an agency an operator made on the second demo's name", () => {
  let database: Database;
  let dataDir: string;
  tempDatabaseForSuite(
    runTarget("second_demo_taken"),
    "second-demo-taken",
    (temp) => ({ database, dataDir } = temp),
    120_000,
  );

  it("is left as it is: not seeded, not moved", async () => {
    const template = await readSiteContentFile(
      path.resolve(import.meta.dirname, "../../content/demo-agency.json"),
    );
    const created = await createAgency(
      database,
      { name: "Our Own Agency", hostname: HOST, publicUrl: `http://${HOST}:4000` },
      { template, origin: { ip: null, userAgent: "test" } },
    );
    expect(created.ok).toBe(true);
    expect(await ensureSecondDemoAgency(database, planFor(dataDir, "http://localhost:3000"))).toBeNull();
    const agency = (await findAgency(database.db, HOST))!;
    expect(agency).toMatchObject({ name: "Our Own Agency", publicUrl: `http://${HOST}:4000` });
    expect(await countOf(database.forAgency(agency.id).db, branches)).toBe(0);
  });
});
