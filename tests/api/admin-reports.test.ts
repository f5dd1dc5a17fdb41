// The reports (issue 15 item 7) over HTTP: a real server on a database of its own, staff signed in as people
// are. Role boundaries (editors and negotiators 403, a manager's other branch and its listings 404, the
// signed-out to the sign-in page); known views, saves, leads, searches and alert events in a past range and
// the figures of the tables and their CSVs; UK days at a clock change's edge; a search run recording one event
// without anything about the visitor; a refused range.
import { and, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  alertEvents,
  branches,
  leads,
  properties,
  propertyViews,
  savedProperties,
  searchEvents,
  users,
} from "../../db/schema.ts";
import { londonCalendarDate } from "../../domain/uk-time.ts";
import { insertListing } from "../factories/index.ts";
import { STAFF_ROLES } from "../../modules/staff/model/roles.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";
import { freshIp } from "../support/visitor.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Staff;
let manager: Staff;
let negotiator: Staff;
let editor: Staff;
/** A listing of branch 1 (the manager's) with known figures, and a listing of another branch. */
let mine: number;
let theirs: number;
let otherBranch: number;

// June 2025 (BST): 2025-06-30T23:30Z is 1 July in the UK, outside the range; 2025-05-31T23:30Z is 1 June.
const RANGE = "from=2025-06-01&to=2025-06-30";

beforeAll(async () => {
  app = await startTestServer({ LOG_LEVEL: "silent" }, { ownDatabase: true });
  const { db } = app.services;
  const [other] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(sql`${branches.id} <> 1`)
    .limit(1);
  otherBranch = other!.id;
  mine = await insertListing(db, { branchId: 1, displayAddress: "1 Report Road", reference: "REP-1" });
  theirs = await insertListing(db, {
    branchId: otherBranch,
    displayAddress: "2 Other Road",
    reference: "REP-2",
  });
  const at = (iso: string) => new Date(iso);
  await db.insert(propertyViews).values(
    [
      "2025-05-31T23:30:00Z", // 1 June, UK
      "2025-06-05T09:00:00Z",
      "2025-06-05T10:00:00Z",
      "2025-06-05T22:59:00Z", // still 5 June (23:59 BST)
      "2025-06-30T23:30:00Z", // 1 July, UK: out
      "2025-05-31T22:30:00Z", // 31 May 23:30 UK: out
    ].map((iso) => ({ propertyId: mine, domain: null, createdAt: at(iso) })),
  );
  const savers = await db
    .insert(users)
    .values([1, 2].map((n) => ({ email: `saver${n}-${Date.now()}@example.com`, passwordHash: "x" })))
    .returning({ id: users.id });
  await db.insert(savedProperties).values([
    { userId: savers[0]!.id, propertyId: mine, createdAt: at("2025-06-05T12:00:00Z") },
    { userId: savers[1]!.id, propertyId: mine, createdAt: at("2025-06-10T12:00:00Z") },
  ]);
  const lead = (
    kind: "viewing" | "valuation",
    createdAt: string,
    extra: Partial<typeof leads.$inferInsert> = {},
  ) => ({
    kind,
    propertyId: mine,
    branchId: 1,
    firstName: "Report",
    lastName: "Person",
    email: "report.person@example.com",
    payload: {},
    createdAt: at(createdAt),
    ...extra,
  });
  await db.insert(leads).values([
    // Week of Monday 2 June: two viewings (one answered after an hour), one valuation (after three hours).
    lead("viewing", "2025-06-02T09:00:00Z", {
      firstResponseAt: at("2025-06-02T10:00:00Z"),
      status: "contacted",
    }),
    lead("viewing", "2025-06-08T21:00:00Z"), // Sunday 22:00 BST: still the week of 2 June
    lead("valuation", "2025-06-04T09:00:00Z", {
      firstResponseAt: at("2025-06-04T12:00:00Z"),
      status: "closed",
    }),
    // Week of 9 June: one viewing.
    lead("viewing", "2025-06-09T08:00:00Z"),
    // Spam is left out.
    lead("viewing", "2025-06-10T08:00:00Z", { status: "spam" }),
  ]);
  const search = (
    place: string | null,
    resultCount: number,
    createdAt: string,
    channel = "sales" as const,
    searches = 1,
  ) => ({
    channel,
    place,
    searchText: null,
    resultCount,
    searches,
    createdAt: at(createdAt),
  });
  await db.insert(searchEvents).values([
    search("Reportville", 5, "2025-06-03T10:00:00Z"),
    search("Reportville", 0, "2025-06-03T11:00:00Z", "sales", 4), // the same search run 4 times that second
    search("Reportville", 2, "2025-06-04T10:00:00Z", "lettings" as never),
    search("Quietby", 0, "2025-06-04T11:00:00Z"),
    search("Reportville", 9, "2025-07-01T10:00:00Z"), // out of range
  ]);
  await db.insert(alertEvents).values([
    { kind: "sent", createdAt: at("2025-06-03T07:00:00Z") },
    { kind: "sent", createdAt: at("2025-06-03T07:01:00Z") },
    { kind: "unsubscribed", createdAt: at("2025-06-03T18:00:00Z") },
  ]);
  ({ owner, manager, negotiator, editor } = await signedInCast(app, STAFF_ROLES));
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

const html = async (b: Staff, path: string) => {
  const response = await send(b.b, path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** A table row's cells (`data-row` key → the header cell's and each figure's text). */
function row(page: string, table: string, key: string): string[] {
  const section = page.split(`data-report-table="${table}"`)[1]?.split("</section>")[0] ?? "";
  const match = section.match(
    new RegExp(`<tr[^>]*data-row="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"[^>]*>(.*?)</tr>`),
  );
  if (!match) return [];
  return [...match[1]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((cell) =>
    cell[1]!.replace(/<[^>]+>/g, ""),
  );
}

async function csv(b: Staff, path: string) {
  const response = await send(b.b, path);
  expect(response.status, path).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/csv");
  return (await response.text()).trim().split("\r\n");
}

describe("who may open the reports", () => {
  it("sends the signed-out to the sign-in page", async () => {
    for (const path of [
      "/admin/reports",
      `/admin/reports/listings/${mine}`,
      "/admin/reports/export.csv?report=site&table=searches",
    ]) {
      const response = await fetch(`${app.baseUrl}${path}`, {
        redirect: "manual",
        headers: { "x-forwarded-for": freshIp() },
      });
      expect(response.status, path).toBe(303);
      expect(response.headers.get("location")).toContain("/admin/sign-in");
    }
  });

  it("refuses negotiators and editors (403) and hides the link from them", async () => {
    for (const b of [negotiator, editor]) {
      for (const path of [
        "/admin/reports",
        "/admin/reports/branches/1",
        `/admin/reports/listings/${mine}`,
        "/admin/reports/export.csv?report=site&table=searches",
      ]) {
        expect((await send(b.b, path)).status, path).toBe(403);
      }
      expect(await html(b, "/admin")).not.toContain('href="/admin/reports"');
    }
  });

  it("shows owners and managers the link, the site-wide report and their branches", async () => {
    for (const b of [owner, manager]) {
      const page = await html(b, "/admin/reports");
      expect(page).toContain('href="/admin/reports"');
      expect(page).toContain("Searches run by day");
    }
    expect(await html(manager, "/admin/reports")).not.toContain(`/admin/reports/branches/${otherBranch}?`);
    expect(await html(owner, "/admin/reports")).toContain(`/admin/reports/branches/${otherBranch}?`);
  });

  it("answers 404 for a branch or listing outside a manager's branches, and for none", async () => {
    for (const path of [
      `/admin/reports/branches/${otherBranch}`,
      `/admin/reports/listings/${theirs}`,
      `/admin/reports/export.csv?report=branch&id=${otherBranch}&table=leads`,
      `/admin/reports/export.csv?report=listing&id=${theirs}&table=views`,
    ]) {
      expect((await send(manager.b, path)).status, path).toBe(404);
    }
    expect((await send(owner.b, `/admin/reports/listings/${theirs}`)).status).toBe(200);
    expect((await send(owner.b, "/admin/reports/listings/999999999")).status).toBe(404);
    expect((await send(owner.b, "/admin/reports/branches/abc")).status).toBe(404);
    expect((await send(owner.b, "/admin/reports/export.csv?report=site&table=nope")).status).toBe(404);
  });

  it("links a listing's report from the listings desk for those who may open it", async () => {
    expect(await html(manager, `/admin/listings/${mine}`)).toContain(
      `href="/admin/reports/listings/${mine}"`,
    );
    expect(await html(negotiator, `/admin/listings/${mine}`)).not.toContain("/admin/reports/");
  });

  it("opens a listing's report from its number", async () => {
    const response = await send(manager.b, `/admin/reports?listing=${mine}&${RANGE}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/reports/listings/${mine}?${RANGE}`);
  });
});

describe("the figures", () => {
  it("counts a listing's views and saves by UK day and its leads by kind, spam left out; the CSV agrees", async () => {
    const page = await html(manager, `/admin/reports/listings/${mine}?${RANGE}`);
    expect(row(page, "views", "2025-06-01")).toEqual(["1 Jun 2025", "1", "0"]);
    expect(row(page, "views", "2025-06-05")).toEqual(["5 Jun 2025", "3", "1"]);
    expect(row(page, "views", "2025-06-10")).toEqual(["10 Jun 2025", "0", "1"]);
    expect(row(page, "views", "2025-05-31")).toEqual([]);
    expect(row(page, "leads", "viewing")).toEqual(["Viewing", "3"]);
    expect(row(page, "leads", "valuation")).toEqual(["Valuation", "1"]);
    // The chart: one bar per day with views, its value as the table's.
    expect(page).toMatch(
      /<svg[^>]*role="img"[^>]*aria-label="Bar chart: Views and saves by day — Views, 30 bars, 4 in all/,
    );
    expect(page).toContain('data-category="2025-06-05" data-series="0" data-value="3"');

    const lines = await csv(
      manager,
      `/admin/reports/export.csv?report=listing&id=${mine}&table=views&${RANGE}`,
    );
    expect(lines[0]).toBe("Day,Label,Views,Saves");
    expect(lines).toHaveLength(31);
    expect(lines).toContain("2025-06-05,5 Jun 2025,3,1");
    expect(lines).toContain("2025-06-01,1 Jun 2025,1,0");
    const kinds = await csv(
      manager,
      `/admin/reports/export.csv?report=listing&id=${mine}&table=leads&${RANGE}`,
    );
    expect(kinds).toContain("viewing,Viewing,3");
  });

  it("counts a branch's leads by week and kind, the time to first response and listings by status", async () => {
    const page = await html(owner, `/admin/reports/branches/1?${RANGE}`);
    // Columns: week, then Viewing, Valuation, Staff member, Department, Office, New homes.
    expect(row(page, "leads", "2025-06-02").slice(0, 3)).toEqual(["2 Jun 2025", "2", "1"]);
    expect(row(page, "leads", "2025-06-09").slice(0, 3)).toEqual(["9 Jun 2025", "1", "0"]);
    expect(row(page, "leads", "2025-05-26").slice(0, 3)).toEqual(["26 May 2025", "0", "0"]);
    expect(row(page, "response", "viewing")).toEqual(["Viewing", "3", "1", "1 h"]);
    expect(row(page, "response", "valuation")).toEqual(["Valuation", "1", "1", "3 h"]);
    expect(row(page, "response", "all")).toEqual(["All kinds", "4", "2", "2 h"]);
    const [available] = await app.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(and(eq(properties.branchId, 1), eq(properties.status, "available")));
    expect(row(page, "listings", "available")).toEqual(["Available", String(available!.n)]);

    const lines = await csv(owner, `/admin/reports/export.csv?report=branch&id=1&table=response&${RANGE}`);
    expect(lines[0]).toBe("Kind,Label,Leads,Responded to,Median time to first response (seconds)");
    expect(lines).toContain("all,All kinds,4,2,7200");
    expect(lines).toContain("staff,Staff member,0,0,");
  });

  it("counts searches, places, searches that found nothing and alert events, site-wide", async () => {
    const page = await html(manager, `/admin/reports?${RANGE}`);
    expect(row(page, "searches", "2025-06-03")).toEqual(["3 Jun 2025", "5", "0", "4"]);
    expect(row(page, "searches", "2025-06-04")).toEqual(["4 Jun 2025", "1", "1", "1"]);
    expect(row(page, "places", "Reportville")).toEqual(["Reportville", "6", "4"]);
    expect(row(page, "places", "Quietby")).toEqual(["Quietby", "1", "1"]);
    expect(row(page, "zero-results", "sales · Reportville")).toEqual(["Sales · Reportville", "4"]);
    expect(row(page, "alerts", "2025-06-03")).toEqual(["3 Jun 2025", "2", "1"]);

    const lines = await csv(manager, `/admin/reports/export.csv?report=site&table=places&${RANGE}`);
    expect(lines).toEqual(["Place,Searches,Found nothing", "Reportville,6,4", "Quietby,1,1"]);
    const alerts = await csv(manager, `/admin/reports/export.csv?report=site&table=alerts&${RANGE}`);
    expect(alerts).toContain("2025-06-03,3 Jun 2025,2,1");
  });

  it("refuses a range that is not one (400), saying why beside the field", async () => {
    for (const [query, message] of [
      ["from=2025-06-31", "Enter a date as YYYY-MM-DD"],
      ["from=2025-06-10&to=2025-06-01", "The start date must be on or before the end date"],
      ["from=2020-01-01&to=2025-01-01", "Choose a range of at most 731 days"],
    ] as const) {
      const response = await send(owner.b, `/admin/reports?${query}`);
      expect(response.status, query).toBe(400);
      const page = await response.text();
      expect(page).toContain(message);
      expect(page).toContain('aria-invalid="true"');
      expect(page).not.toContain("data-report-table=");
      expect(
        (await send(owner.b, `/admin/reports/export.csv?report=site&table=searches&${query}`)).status,
      ).toBe(400);
    }
  });
});

describe("recording", () => {
  it("counts every search run, from the page cache too, with nothing about the visitor", async () => {
    const { db } = app.services;
    const since = new Date(Date.now() - 1000);
    const ip = freshIp();
    const text = `  Report   CHECK ${Date.now()} `;
    const url = `${app.baseUrl}/search.ljson?channel=lettings&text=${encodeURIComponent(text)}`;
    const headers = { "x-forwarded-for": ip, "user-agent": "report-test-agent" };
    const first = await fetch(url, { headers });
    expect(first.status).toBe(200);
    const body = (await first.json()) as { pagination: { total_count: number } };
    // The same search again is answered by the page cache: it still counts.
    const again = await fetch(url, { headers });
    expect(again.headers.get("x-cache")).toBe("HIT");
    // A further page of it is the same search read on: not counted.
    await fetch(`${url}&page=2`, { headers });
    for (const response of [first, again])
      expect(response.headers.get("x-openhouse-search-event")).toBeNull();
    // The same search in the same second is one row with its count (a second later, a second row).
    const recorded = () => db.select().from(searchEvents).where(gte(searchEvents.createdAt, since));
    const runs = async () => (await recorded()).reduce((sum, event) => sum + event.searches, 0);
    // The recorder writes a second after the search (FLUSH_AFTER_MS): poll past that, not vitest's default 1 s.
    await expect.poll(runs, { timeout: 5_000 }).toBe(2);
    const events = await recorded();
    expect(events.length).toBeLessThanOrEqual(2);
    for (const event of events) {
      expect(event).toMatchObject({
        channel: "lettings",
        place: null,
        searchText: text.trim().toLowerCase().replace(/\s+/g, " "),
        resultCount: body.pagination.total_count,
      });
      // The row has these columns and no others: nothing that names or follows the visitor (only the agency searched).
      expect(Object.keys(event).sort()).toEqual([
        "agencyId",
        "channel",
        "createdAt",
        "id",
        "place",
        "resultCount",
        "searchText",
        "searches",
      ]);
      expect(JSON.stringify(event)).not.toContain(ip);
    }
    // Today's report reads the counts as they are: both runs of a search that found nothing.
    expect(body.pagination.total_count).toBe(0);
    const today = londonCalendarDate(new Date());
    const zeros = await csv(
      owner,
      `/admin/reports/export.csv?report=site&table=zero-results&from=${today}&to=${today}`,
    );
    const ours = zeros.filter((line) => line.includes(text.trim().toLowerCase().replace(/\s+/g, " ")));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(/,2$/);
  });

  it("records a results page's search with its place", async () => {
    const { db } = app.services;
    const runs = async () =>
      (
        await db
          .select({ runs: sql<number>`coalesce(sum(${searchEvents.searches}), 0)::int` })
          .from(searchEvents)
      )[0]!.runs;
    const before = await runs();
    const response = await fetch(
      `${app.baseUrl}/search/sales/from-1-bed/up-to-${900_000 + (Date.now() % 1000)}`,
      {
        headers: { "x-forwarded-for": freshIp() },
      },
    );
    expect(response.status).toBe(200);
    await expect.poll(runs, { timeout: 5_000 }).toBe(before + 1);
  });
});
