// A change flushes only the caches of the agency that made it and of the group site that shows its listings
// (platform/change-notices.ts, issue 44): with many agencies on one install, one agency's import must not empty
// every other agency's cached pages. A change to the agencies themselves still flushes every agency's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { branches, properties } from "../../db/schema.ts";
import { upsertAgencyWithPrimary } from "../../modules/agencies/repos/agencies.ts";
import { changeAgencyGroup } from "../../modules/agencies/index.ts";
import { announceChange } from "../../platform/change-notices.ts";
import type { Db } from "../../db/client.ts";
import { startTestServer } from "../setup/test-server.ts";
import { liveAgency } from "../support/second-agency.ts";
import { availableListingIds, buildBranch, insertListing } from "../factories/index.ts";
import { jsonOf, requestsByHost } from "../support/agency-requests.ts";

const MEMBER = "member.localhost";
const OTHER = "other.localhost";
const GROUP = "group.localhost";

let app: Awaited<ReturnType<typeof startTestServer>>;
let otherDb: Db;
let memberListing: number;
let otherListing: number;
const channelOf = new Map<number, string>();

const agency = liveAgency;

beforeAll(async () => {
  app = await startTestServer({ PUBLIC_URL: `http://${MEMBER}`, SEED_LISTINGS: "6" }, { ownDatabase: true });
  await upsertAgencyWithPrimary(app.services.db, agency(2, "Other Homes", OTHER), OTHER);
  await upsertAgencyWithPrimary(app.services.db, agency(3, "Group Homes", GROUP), GROUP);
  const changed = await changeAgencyGroup(app.services.db, "1", "3", {
    ip: null,
    userAgent: "tests/api/agency-change-notices.test.ts",
  });
  expect(changed.ok).toBe(true);
  otherDb = app.agencies.of(agency(2, "Other Homes", OTHER)).db;
  const [branch] = await otherDb
    .insert(branches)
    .values(buildBranch({ name: "Otherton" }))
    .returning();
  otherListing = await insertListing(otherDb, {
    branchId: branch!.id,
    staffId: null,
    displayAddress: "1 Other Row, Otherton",
    status: "available",
  });
  [memberListing] = (await availableListingIds(app.services.db)) as [number];
  for (const [db, id] of [
    [app.services.db, memberListing],
    [otherDb, otherListing],
  ] as const) {
    const [row] = await db
      .select({ channel: properties.channel })
      .from(properties)
      .where(eq(properties.id, id));
    channelOf.set(id, row!.channel);
  }
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const at = requestsByHost(() => app.baseUrl);
const searchOf = (listing: number) => `/search.ljson?channel=${channelOf.get(listing)}&status=all`;

/** The page at `host`, asked until the cache holds it: its state on the second asking is HIT. */
async function cached(host: string, path: string) {
  await at(host, "GET", path);
  const again = await at(host, "GET", path);
  expect(again.header("x-cache")).toBe("HIT");
}

async function priceOn(
  host: string,
  listing: number,
): Promise<{ cache: string | undefined; price: unknown }> {
  const answer = await at(host, "GET", searchOf(listing));
  expect(answer.status).toBe(200);
  const card = (jsonOf(answer).properties as { property_id: number; priceValue: unknown }[]).find(
    (each) => each.property_id === listing,
  );
  return { cache: answer.header("x-cache"), price: card?.priceValue };
}

async function setPrice(db: Db, listing: number, price: number) {
  await db.update(properties).set({ price }).where(eq(properties.id, listing));
  await announceChange(db, "listings");
}

describe("an announced change", () => {
  it("flushes its own agency's cached pages and leaves another agency's alone", async () => {
    for (const host of [MEMBER, OTHER]) {
      await cached(host, "/");
    }
    await cached(MEMBER, searchOf(memberListing));
    await cached(OTHER, searchOf(otherListing));
    await setPrice(otherDb, otherListing, 412_500);

    expect((await at(MEMBER, "GET", "/")).header("x-cache")).toBe("HIT");
    expect((await priceOn(MEMBER, memberListing)).cache).toBe("HIT");
    expect((await at(OTHER, "GET", "/")).header("x-cache")).toBe("MISS");
    expect(await priceOn(OTHER, otherListing)).toEqual({ cache: "MISS", price: 412_500 });
  });

  it("of a member's listings flushes its group site's pages too", async () => {
    await cached(GROUP, searchOf(memberListing));
    await cached(MEMBER, searchOf(memberListing));
    await cached(OTHER, searchOf(otherListing));
    await setPrice(app.services.db, memberListing, 398_000);

    expect(await priceOn(GROUP, memberListing)).toEqual({ cache: "MISS", price: 398_000 });
    expect(await priceOn(MEMBER, memberListing)).toEqual({ cache: "MISS", price: 398_000 });
    expect((await priceOn(OTHER, otherListing)).cache).toBe("HIT");
  });

  it("to the agencies themselves flushes every agency's pages", async () => {
    for (const host of [MEMBER, OTHER, GROUP]) await cached(host, "/");
    await announceChange(otherDb, "agencies");
    for (const host of [MEMBER, OTHER, GROUP])
      expect((await at(host, "GET", "/")).header("x-cache"), host).toBe("MISS");
  });
});
