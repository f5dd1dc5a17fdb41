// Branches and staff from feeds (issue 12 item 3) in a real database: this run's (tests/support/database-targets.ts).
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { branches, staff } from "../../db/schema.ts";
import type { FeedBranch, FeedStaff } from "../../modules/feeds/model/feed-listing.ts";
import {
  branchSlug,
  ensureBranchForCode,
  upsertFeedBranches,
  upsertFeedStaff,
  type Geocode,
} from "../../modules/feeds/sync/branches-staff.ts";
import { runTarget, tempDatabaseForSuite } from "../support/database-targets.ts";
import { CLIFTON_BRANCH } from "../support/json-feed-fixture.ts";

let db: Db;
tempDatabaseForSuite(runTarget("feed_branches"), "feed-branches", (temp) => (db = temp.database.db));

beforeEach(async () => {
  await db.delete(staff);
  await db.delete(branches);
});

/** The Clifton branch the JSON feed fixture sends, with every other column a feed may leave out. */
const branch = (overrides: Partial<FeedBranch> = {}): FeedBranch => ({
  ...CLIFTON_BRANCH,
  addressLine2: null,
  county: null,
  telephone: "0117 900 1234",
  email: "clifton@example.co.uk",
  description: null,
  ...overrides,
});

const person = (overrides: Partial<FeedStaff> = {}): FeedStaff => ({
  code: "S-1",
  branchCode: "CLF",
  firstName: "Priya",
  surname: "Shah",
  jobTitle: "Lettings Manager",
  telephone: null,
  email: "priya@example.co.uk",
  photo: null,
  contactableForSales: false,
  contactableForLettings: true,
  ...overrides,
});

async function insertDemoBranch(slug = "head-office") {
  await db.insert(branches).values({
    slug,
    name: "Head Office",
    addressLine1: "1 Main Street",
    town: "Bath",
    postcode: "BA1 1AA",
    latitude: 51.38,
    longitude: -2.36,
    telephone: "01225 000 000",
    lettingsTelephone: "01225 000 001",
    email: "hello@example.co.uk",
  });
}

const rows = () => db.select().from(branches).orderBy(asc(branches.id));

describe("upsertFeedBranches", () => {
  it("creates, then leaves alone, then updates by (source, code)", async () => {
    const first = await db.transaction((tx) => upsertFeedBranches(tx as unknown as Db, "crm", [branch()]));
    expect(first).toMatchObject({ created: 1, updated: 0, unchanged: 0, errors: [] });
    const [created] = await rows();
    expect(created).toMatchObject({
      slug: "clifton",
      name: "Clifton",
      source: "crm",
      sourceCode: "CLF",
      latitude: 51.4545,
      telephone: "0117 900 1234",
    });
    expect(first.branchIds.get("CLF")).toBe(created!.id);

    expect(await upsertFeedBranches(db, "crm", [branch()])).toMatchObject({
      created: 0,
      updated: 0,
      unchanged: 1,
    });

    const moved = await upsertFeedBranches(db, "crm", [
      branch({ name: "Clifton Village", telephone: null, addressLine2: "First floor" }),
    ]);
    expect(moved).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const [updated] = await rows();
    // The slug stays (links keep working); a missing telephone keeps the old one.
    expect(updated).toMatchObject({
      id: created!.id,
      slug: "clifton",
      name: "Clifton Village",
      addressLine2: "First floor",
      telephone: "0117 900 1234",
    });
  });

  it("keeps the same code of another source apart, with a slug of its own", async () => {
    await upsertFeedBranches(db, "crm", [branch()]);
    const other = await upsertFeedBranches(db, "other-crm", [branch()]);
    expect(other.created).toBe(1);
    expect((await rows()).map((r) => [r.source, r.slug])).toEqual([
      ["crm", "clifton"],
      ["other-crm", "clifton-2"],
    ]);
  });

  it("asks the geocoder for a branch without coordinates, and refuses one it cannot place", async () => {
    const asked: string[] = [];
    const geocode: Geocode = async (postcode, town) => {
      asked.push(`${postcode}|${town}`);
      return postcode === "BS8 4BP" ? { latitude: 51.45, longitude: -2.62 } : null;
    };
    const result = await upsertFeedBranches(
      db,
      "crm",
      [
        branch({ latitude: null, longitude: null }),
        branch({ code: "NOW", name: "Nowhere", postcode: "ZZ9 9ZZ", latitude: null, longitude: null }),
      ],
      geocode,
    );
    expect(asked).toEqual(["BS8 4BP|Bristol", "ZZ9 9ZZ|Bristol"]);
    expect(result.created).toBe(1);
    expect(result.errors).toEqual([
      {
        line: null,
        reference: "NOW",
        field: "latitude",
        message:
          "Branch NOW: no position: give latitude and longitude, or a postcode and town the geocoder can place",
      },
    ]);
    expect((await rows()).map((r) => [r.sourceCode, r.latitude, r.longitude])).toEqual([
      ["CLF", 51.45, -2.62],
    ]);
  });

  it("never falls back to 0,0: without a geocoder a branch without coordinates is a row error", async () => {
    const result = await upsertFeedBranches(db, "crm", [branch({ latitude: null, longitude: null })]);
    expect(result.created).toBe(0);
    expect(result.errors[0]).toMatchObject({ reference: "CLF", field: "latitude" });
    expect(await rows()).toEqual([]);
  });

  it("gives a new branch without telephone or email the main branch's, or refuses it when there is none", async () => {
    const bare = branch({ telephone: null, email: null });
    expect((await upsertFeedBranches(db, "crm", [bare])).errors[0]).toMatchObject({ field: "telephone" });
    await insertDemoBranch();
    expect((await upsertFeedBranches(db, "crm", [bare])).created).toBe(1);
    const created = (await rows()).find((r) => r.source === "crm");
    expect(created).toMatchObject({ telephone: "01225 000 000", email: "hello@example.co.uk" });
  });
});

describe("ensureBranchForCode", () => {
  it("finds a known branch", async () => {
    const { branchIds } = await upsertFeedBranches(db, "crm", [branch()]);
    expect(await ensureBranchForCode(db, "crm", "CLF")).toEqual({ id: branchIds.get("CLF"), created: false });
  });

  it("creates a placeholder with the main branch's contact details and position, once", async () => {
    await insertDemoBranch();
    const made = await ensureBranchForCode(db, "crm", "77");
    expect(made.created).toBe(true);
    const [placeholder] = await db.select().from(branches).where(eq(branches.id, made.id));
    expect(placeholder).toMatchObject({
      name: "Branch 77",
      slug: "branch-77",
      source: "crm",
      sourceCode: "77",
      telephone: "01225 000 000",
      lettingsTelephone: "01225 000 001",
      email: "hello@example.co.uk",
      latitude: 51.38,
      longitude: -2.36,
      addressLine1: "",
    });
    expect(await ensureBranchForCode(db, "crm", "77")).toEqual({ id: made.id, created: false });
    // A later branches feed fills it in, keeping the row (and its listings).
    await upsertFeedBranches(db, "crm", [branch({ code: "77", name: "Redland" })]);
    const [filled] = await db.select().from(branches).where(eq(branches.id, made.id));
    expect(filled).toMatchObject({
      name: "Redland",
      addressLine1: "12 Princess Victoria Street",
      slug: "branch-77",
    });
  });

  it("takes a given position; with no branch at all and none given, a nominal one; no contact details", async () => {
    // Issue 36: an empty agency whose first listing could not be placed still gets the listing's branch, as a
    // placeholder (no address) at a nominal point, kept off the public site until its address is given.
    const nowhere = await ensureBranchForCode(db, "crm", "7");
    const [placeholder] = await db.select().from(branches).where(eq(branches.id, nowhere.id));
    expect(placeholder).toMatchObject({
      name: "Branch 7",
      addressLine1: "",
      postcode: "",
      latitude: 54,
      longitude: -2.55,
      telephone: "",
      email: "",
    });
    const alone = await ensureBranchForCode(db, "crm", "8", { position: { latitude: 51, longitude: -2 } });
    const [first] = await db.select().from(branches).where(eq(branches.id, alone.id));
    expect(first).toMatchObject({ latitude: 51, longitude: -2, telephone: "", email: "" });
    await insertDemoBranch();
    const made = await ensureBranchForCode(db, "crm", "9", { position: { latitude: 52, longitude: -1 } });
    const [row] = await db.select().from(branches).where(eq(branches.id, made.id));
    expect(row).toMatchObject({ latitude: 52, longitude: -1 });
  });
});

describe("upsertFeedStaff", () => {
  it("creates, leaves alone and updates people by (source, code), under their branch", async () => {
    const { branchIds } = await upsertFeedBranches(db, "crm", [
      branch(),
      branch({ code: "BTH", name: "Bath" }),
    ]);
    const photo = { type: "url" as const, url: "https://crm.example.co.uk/s-1.jpg" };
    const first = await upsertFeedStaff(db, "crm", [person({ photo })]);
    expect(first).toMatchObject({ created: 1, updated: 0, unchanged: 0, errors: [] });
    const id = first.staffIds.get("S-1")!;
    expect(first.photos).toEqual([{ staffId: id, code: "S-1", photo }]);

    expect(await upsertFeedStaff(db, "crm", [person()])).toMatchObject({ unchanged: 1, photos: [] });
    expect(
      await upsertFeedStaff(db, "crm", [person({ branchCode: "BTH", jobTitle: "Manager" })]),
    ).toMatchObject({
      updated: 1,
    });
    const [row] = await db.select().from(staff).where(eq(staff.id, id));
    expect(row).toMatchObject({
      branchId: branchIds.get("BTH"),
      jobTitle: "Manager",
      source: "crm",
      sourceCode: "S-1",
      contactableForLettings: true,
    });
  });

  it("reports a person whose branch this source has never named", async () => {
    const result = await upsertFeedStaff(db, "crm", [person({ branchCode: "XX" })]);
    expect(result.created).toBe(0);
    expect(result.errors).toEqual([
      {
        line: null,
        reference: "S-1",
        field: "branchCode",
        message: "Staff S-1: branch XX is not known for crm; import it first",
      },
    ]);
  });
});

describe("branchSlug", () => {
  it("spells names as URL slugs", () => {
    expect(branchSlug("Clifton Village")).toBe("clifton-village");
    expect(branchSlug("  Bath & Wells (City) ")).toBe("bath-and-wells-city");
    expect(branchSlug("Crème Brûlée")).toBe("creme-brulee");
    expect(branchSlug("!!!")).toBe("branch");
  });
});
