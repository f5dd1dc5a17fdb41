// Issue 44 item 7 through the real host: a group site over two member agencies. Its search covers its live
// members' listings on the market (not one held back, withdrawn, of a non-member or of a suspended member), each
// card and page credits the member and its branch, its pages draw the members' photos, a lead about a member's
// listing is the member's (its branch's inbox, never the group's or another member's), its visitors save members'
// listings, and the members stay as isolated from each other as any two agencies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, ne } from "drizzle-orm";
import sharp from "sharp";
import {
  branches,
  leads,
  properties,
  propertyMedia,
  savedProperties,
  savedSearchAlerts,
  savedSearches,
  users,
} from "../../db/schema.ts";
import { runSavedSearchAlerts } from "../../modules/accounts/use-cases/run-alerts.ts";
import { upsertAgencyWithPrimary } from "../../modules/agencies/repos/agencies.ts";
import { changeAgencyGroup, changeAgencyStatus } from "../../modules/agencies/index.ts";
import type { Db } from "../../db/client.ts";
import { startTestServer } from "../setup/test-server.ts";
import { liveAgency } from "../support/second-agency.ts";
import { availableListingIds, buildBranch, insertListing } from "../factories/index.ts";
import { jsonOf, requestsByHost } from "../support/agency-requests.ts";
import { PASSWORD, uniqueEmail } from "./accounts-support.ts";
import { startSmtpTestServer } from "../support/smtp.ts";

const MEMBER_ONE = "member-one.localhost";
const GROUP = "group.localhost";
const MEMBER_TWO = "member-two.localhost";
const OUTSIDER = "outsider.localhost";
const BRANCH_EMAIL = "testbury@member-two.example";

let app: Awaited<ReturnType<typeof startTestServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
const handles: Record<"group" | "memberTwo" | "outsider", Db> = {} as never;
const listing = { memberOne: 0, memberTwo: 0, heldBack: 0, withdrawn: 0, outsider: 0 };
let memberTwoPhoto: string;

const agency = liveAgency;

async function ownListing(db: Db, displayAddress: string, extra: Parameters<typeof insertListing>[1] = {}) {
  const [branch] = await db.select({ id: branches.id }).from(branches).limit(1);
  return insertListing(db, {
    branchId: branch!.id,
    staffId: null,
    displayAddress,
    status: "available",
    ...extra,
  });
}

/** Makes `members` the group's members (or takes them out), as the operator's command does: audited, announced. */
async function setGroup(group: number | null, members: number[]) {
  for (const member of members) {
    const changed = await changeAgencyGroup(
      app.services.db,
      String(member),
      group === null ? null : String(group),
      { ip: null, userAgent: "tests/api/group-sites.test.ts" },
    );
    expect(changed.ok).toBe(true);
  }
}

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  app = await startTestServer(
    { PUBLIC_URL: `http://${MEMBER_ONE}`, SMTP_URL: smtp.url, SEED_LISTINGS: "12" },
    { ownDatabase: true },
  );
  for (const [id, name, host] of [
    [2, "Group Homes", GROUP],
    [3, "Member Two", MEMBER_TWO],
    [4, "Outsider Lets", OUTSIDER],
  ] as const)
    await upsertAgencyWithPrimary(app.services.db, agency(id, name, host), host);
  // The handle the group's public pages read with: a group site's role, which reads its members' published rows.
  handles.group = app.agencies.of({
    ...agency(2, "Group Homes", GROUP),
    memberIds: [1, 3],
  }).group!.listingsDb;
  const memberTwo = app.agencies.of(agency(3, "Member Two", MEMBER_TWO));
  handles.memberTwo = memberTwo.db;
  handles.outsider = app.agencies.of(agency(4, "Outsider Lets", OUTSIDER)).db;
  for (const db of [handles.memberTwo, handles.outsider])
    await db.insert(branches).values(buildBranch({ name: "Testbury", email: BRANCH_EMAIL }));

  [listing.memberOne] = (await availableListingIds(app.services.db)) as [number];
  listing.memberTwo = await ownListing(handles.memberTwo, "1 Member Row, Testbury");
  listing.heldBack = await ownListing(handles.memberTwo, "2 Held Row, Testbury", { heldBack: true });
  listing.withdrawn = await ownListing(handles.memberTwo, "3 Gone Row, Testbury", { status: "withdrawn" });
  listing.outsider = await ownListing(handles.outsider, "9 Outsider Row, Testbury");
  // Member two's first photo, in its own folder of the media store.
  const [photo] = await handles.memberTwo
    .select({ key: propertyMedia.mediaKey })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, listing.memberTwo))
    .orderBy(propertyMedia.position, propertyMedia.id)
    .limit(1);
  memberTwoPhoto = photo!.key!;
  await memberTwo.media.originals.write(
    memberTwoPhoto,
    await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0000" } })
      .jpeg()
      .toBuffer(),
  );
  await setGroup(2, [1, 3]);
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await smtp?.stop();
});

/** A request to one agency's name, from an address of its own. */
const at = requestsByHost(() => app.baseUrl);
const json = jsonOf;

type Card = {
  property_id: number;
  marketedBy: { agency: string; branch: string | null } | null;
  photos: { url: string }[];
};

async function cards(host: string, query = "channel=sales"): Promise<Card[]> {
  const answer = await at(host, "GET", `/search.ljson?${query}`, { Accept: "application/json" });
  expect(answer.status).toBe(200);
  return json(answer).properties as Card[];
}
const idsOf = (found: Card[]) => found.map((card) => card.property_id);

describe("a group site over its members", () => {
  it("searches its live members' listings on the market, each credited to its member and branch", async () => {
    const found = await cards(GROUP);
    const ids = idsOf(found);
    expect(ids).toContain(listing.memberOne);
    expect(ids).toContain(listing.memberTwo);
    for (const hidden of [listing.heldBack, listing.withdrawn, listing.outsider])
      expect(ids).not.toContain(hidden);
    const credit = found.find((card) => card.property_id === listing.memberTwo)!.marketedBy;
    expect(credit).toEqual({ agency: "Member Two", branch: "Testbury" });
    expect(found.find((card) => card.property_id === listing.memberOne)!.marketedBy?.agency).toBeTruthy();
    // The text search too, through the owner's function over several agencies.
    expect(idsOf(await cards(GROUP, "channel=sales&text=Member%20Row"))).toEqual([listing.memberTwo]);
  });

  it("keeps its members isolated from each other, and credits nothing at a member's own site", async () => {
    const memberOne = await cards(MEMBER_ONE);
    expect(idsOf(memberOne)).not.toContain(listing.memberTwo);
    expect(memberOne.every((card) => card.marketedBy === null)).toBe(true);
    const memberTwo = await cards(MEMBER_TWO);
    expect(idsOf(memberTwo)).toEqual([listing.memberTwo]);
    expect(memberTwo[0]!.marketedBy).toBeNull();
    expect((await at(MEMBER_ONE, "GET", `/properties/${listing.memberTwo}`)).status).toBe(404);
    expect((await at(MEMBER_TWO, "GET", `/properties/${listing.memberOne}`)).status).toBe(404);
    expect((await at(OUTSIDER, "GET", `/properties/${listing.memberTwo}`)).status).toBe(404);
  });

  it("shows a member's listing page with its credit and its photos, and nothing of a hidden one", async () => {
    const page = await at(GROUP, "GET", `/properties/${listing.memberTwo}`);
    expect(page.status).toBe(200);
    expect(page.text()).toContain("1 Member Row, Testbury");
    expect(page.text()).toContain("Marketed by Member Two, Testbury");
    expect(page.text()).toContain(`members/3/${memberTwoPhoto}`);
    for (const hidden of [listing.heldBack, listing.outsider])
      expect((await at(GROUP, "GET", `/properties/${hidden}`)).status).toBe(404);

    // The member's photo through the group's name; the same key unprefixed, or under a non-member, finds nothing.
    const image = (key: string) => at(GROUP, "GET", `/media/408x250/${key}`, { Accept: "image/jpeg" });
    const drawn = await image(`members/3/${memberTwoPhoto}`);
    expect(drawn.status).toBe(200);
    const { data } = await sharp(drawn.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect((await image(memberTwoPhoto)).status).toBe(404);
    expect((await image(`members/4/${memberTwoPhoto}`)).status).toBe(404);
    // A card's photo address is one the group serves.
    const card = (await cards(GROUP)).find((found) => found.property_id === listing.memberTwo)!;
    expect(card.photos[0]!.url).toContain(`/members/3/${memberTwoPhoto}`);
  });

  it("sends a lead about a member's listing to the member's branch, as the member's lead", async () => {
    const visitor = await at(GROUP, "GET", "/user.ljson");
    const cookie = visitor.header("set-cookie")!.split(";")[0]!;
    const token = json(visitor).authenticity_token as string;
    const email = uniqueEmail("group-lead");
    const answer = await at(
      GROUP,
      "POST",
      `/properties/${listing.memberTwo}/sales/leads`,
      { Cookie: cookie, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      new URLSearchParams({
        authenticity_token: token,
        "lead_client[first_name]": "Gina",
        "lead_client[last_name]": "Group-Visitor",
        "lead_client[tel_home]": "07700900456",
        "lead_client[email]": email,
        "lead[message]": "Could I view it on Saturday?",
        "lead[lead_type]": "email_portal_lead",
        "marketing_preferences[opt_in_terms]": "on",
        "lead_client[body]": "",
      }).toString(),
    );
    expect(answer.status).toBe(200);
    const stored = await handles.memberTwo.select().from(leads).where(eq(leads.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.propertyId).toBe(listing.memberTwo);
    expect(await handles.group.select().from(leads).where(eq(leads.email, email))).toEqual([]);
    expect(await app.services.db.select().from(leads).where(eq(leads.email, email))).toEqual([]);
    // The member's own outbox sends it to its branch.
    const sent = await smtp.waitFor(BRANCH_EMAIL, 15_000);
    expect(sent.text).toContain("Gina");
  });

  it("lets its visitors save members' listings, each save naming the listing's agency", async () => {
    const anonymous = await at(GROUP, "GET", "/user.ljson");
    const anonymousCookie = anonymous.header("set-cookie")!.split(";")[0]!;
    const registered = await at(
      GROUP,
      "POST",
      "/user.ljson",
      { Cookie: anonymousCookie, Accept: "application/json", "Content-Type": "application/json" },
      JSON.stringify({
        authenticity_token: json(anonymous).authenticity_token,
        client: "web",
        first_name: "Sam",
        last_name: "Saver",
        email: uniqueEmail("group-saver"),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        opt_in_terms: true,
      }),
    );
    expect(registered.status).toBe(200);
    const cookie = registered.header("set-cookie")!.split(";")[0]!;
    const token = json(registered).authenticity_token as string;
    const headers = { Cookie: cookie, Accept: "application/json", "Content-Type": "application/json" };
    const save = await at(
      GROUP,
      "POST",
      "/saved_properties.ljson",
      headers,
      JSON.stringify({
        authenticity_token: token,
        property_ids: `${listing.memberOne},${listing.memberTwo},${listing.outsider},${listing.heldBack}`,
      }),
    );
    expect(save.status).toBe(200);
    const saved = json(save).properties as Card[];
    expect(idsOf(saved).sort((a, b) => a - b)).toEqual(
      [listing.memberOne, listing.memberTwo].sort((a, b) => a - b),
    );
    expect(saved.find((card) => card.property_id === listing.memberTwo)!.marketedBy?.agency).toBe(
      "Member Two",
    );
    const rows = await handles.group
      .select({ listingAgencyId: savedProperties.listingAgencyId, propertyId: savedProperties.propertyId })
      .from(savedProperties)
      .orderBy(savedProperties.propertyId);
    expect(rows).toEqual(
      [
        { listingAgencyId: 1, propertyId: listing.memberOne },
        { listingAgencyId: 3, propertyId: listing.memberTwo },
      ].sort((a, b) => a.propertyId - b.propertyId),
    );
  });

  it("reads, and only reads, its members' published rows under row-level security", async () => {
    // A query that names no agency sees the group's own rows and its live members' listings on the site: never a
    // held-back one, never a non-member's.
    const seen = await handles.group
      .select({ id: properties.id, agencyId: properties.agencyId })
      .from(properties);
    const seenAgencies = new Set(seen.map((row) => row.agencyId));
    expect([...seenAgencies].sort()).toEqual([1, 3]);
    expect(seen.map((row) => row.id)).not.toContain(listing.heldBack);
    // It cannot change them.
    const changed = await handles.group
      .update(properties)
      .set({ displayAddress: "Hijacked" })
      .where(eq(properties.id, listing.memberTwo))
      .returning({ id: properties.id });
    expect(changed).toEqual([]);
    const [still] = await handles.memberTwo
      .select({ address: properties.displayAddress })
      .from(properties)
      .where(eq(properties.id, listing.memberTwo));
    expect(still!.address).toBe("1 Member Row, Testbury");
    // A member sees nothing of the other member, nor of the group.
    const others = await handles.memberTwo
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.agencyId, 3));
    expect(others).toEqual([]);
  });

  it("alerts its visitors to members' new listings, each alert naming the listing's agency", async () => {
    const groupServices = app.agencies.of({ ...agency(2, "Group Homes", GROUP), memberIds: [1, 3] });
    const email = uniqueEmail("group-alert");
    const [user] = await groupServices.db
      .insert(users)
      .values({ email, passwordHash: "not-used", firstName: "Ada" })
      .returning({ id: users.id });
    const [search] = await groupServices.db
      .insert(savedSearches)
      .values({
        userId: user!.id,
        path: "/search/sales/from-9-bed/up-to-9-bed/from-5000000",
        criteria: {},
        alertFrequency: "I",
        createdAt: new Date(Date.now() - 200),
      })
      .returning({ id: savedSearches.id });
    const fresh = await ownListing(handles.memberTwo, "4 Alert Row, Testbury", {
      bedrooms: 9,
      price: 6_500_000,
      createdAt: new Date(),
    });
    await runSavedSearchAlerts(groupServices);
    const sent = await smtp.waitFor(email, 15_000);
    expect(sent.text).toContain(`http://${GROUP}/properties/${fresh}`);
    const remembered = await groupServices.db
      .select({
        listingAgencyId: savedSearchAlerts.listingAgencyId,
        propertyId: savedSearchAlerts.propertyId,
      })
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.savedSearchId, search!.id));
    expect(remembered).toEqual([{ listingAgencyId: 3, propertyId: fresh }]);
  });

  it("keeps its back office, feeds and jobs to its own rows: only its public pages read across", async () => {
    // The group's own handle, which its back office, feed imports and listing placer use, sees no member's row.
    const ownHandle = app.agencies.of({ ...agency(2, "Group Homes", GROUP), memberIds: [1, 3] }).db;
    expect(await ownHandle.select({ id: properties.id }).from(properties)).toEqual([]);
    expect(await ownHandle.select({ id: branches.id }).from(branches)).toEqual([]);
  });

  it("drops a member's listings when it is suspended or leaves the group", async () => {
    await changeAgencyStatus(app.services.db, "3", "suspended", { ip: null, userAgent: "tests" });
    expect(idsOf(await cards(GROUP))).not.toContain(listing.memberTwo);
    expect((await at(GROUP, "GET", `/properties/${listing.memberTwo}`)).status).toBe(404);
    await changeAgencyStatus(app.services.db, "3", "live", { ip: null, userAgent: "tests" });
    await setGroup(null, [3]);
    expect(idsOf(await cards(GROUP))).not.toContain(listing.memberTwo);
    await setGroup(2, [3]);
    expect(idsOf(await cards(GROUP))).toContain(listing.memberTwo);
  });
});
