// Withdraw and restore several listings at once from the desk's list (issue 42 item 6), over HTTP against a real
// server and database: each listing changed as its own button would (an audit row each, the public page 410 and
// back), the same page of the list with its filters after the redirect and a confirmation naming what was
// skipped; an editor, a missing token, no ticks, too many ticks and ids that are not ids all refused with
// nothing changed; another branch's listing left alone.
import { and, asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, properties } from "../../db/schema.ts";
import { BULK_MAX } from "../../modules/listings/model/bulk-status.ts";
import type { Listing } from "../../domain/agency.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import { liveDemoListingOutside, startListingsDesk, type ListingsDesk } from "./admin-listings-support.ts";

let app: ListingsDesk["app"];
let owner: StaffBrowser;

beforeAll(async () => {
  ({ app, owner } = await startListingsDesk());
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

const db = () => app.services.db;

/** `n` live demo listings, skipping the first `offset` (each test takes its own). */
async function liveListings(n: number, offset: number): Promise<Listing[]> {
  const rows = await db()
    .select()
    .from(properties)
    .where(and(eq(properties.source, "demo"), eq(properties.status, "available")))
    .orderBy(asc(properties.id))
    .limit(n)
    .offset(offset);
  return rows as unknown as Listing[];
}

async function statuses(ids: number[]) {
  const rows = await db()
    .select({ id: properties.id, status: properties.status })
    .from(properties)
    .where(inArray(properties.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function auditRows(action: string, ids: number[]) {
  return db()
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, action),
        inArray(
          auditLog.subject,
          ids.map((id) => `listing:${id}`),
        ),
      ),
    );
}

const bulk = (b: StaffBrowser, intent: string, ids: (number | string)[], query = "", token = true) =>
  send(b, `/admin/listings${query}`, { intent, listing: ids.map(String) }, { token });

/** The listing boxes of a page of the list, and which of them are ticked. */
function boxesOf(html: string) {
  const boxes = [...html.matchAll(/<input [^>]*data-listing-select[^>]*>/g)].map((m) => m[0]);
  const valueOf = (box: string) => Number(/value="(\d+)"/.exec(box)![1]);
  return {
    all: boxes.map(valueOf),
    ticked: boxes.filter((box) => / checked=?/.test(box)).map(valueOf),
  };
}

const confirmationOf = async (b: StaffBrowser, location: string) => {
  const html = await (await send(b, location)).text();
  return /<p role="status" id="bulk-done"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll("&#x27;", "'");
};

describe("bulk withdraw and restore", () => {
  it("withdraws several listings, one audit row each, and comes back to the same page of the list", async () => {
    const listings = await liveListings(3, 0);
    const ids = listings.map((l) => l.id);
    const query = "?channel=sales&withdrawn=include&sort=reference";
    const response = await bulk(owner, "bulk-withdraw", ids, query);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe(
      `/admin/listings${query}&done=bulk-withdraw&changed=3&already=0&missing=0#bulk-done`,
    );
    expect(Object.values(await statuses(ids))).toEqual(["withdrawn", "withdrawn", "withdrawn"]);
    for (const id of ids) expect((await fetch(`${app.baseUrl}/properties/${id}`)).status).toBe(410);

    const audits = await auditRows("listing.withdraw", ids);
    expect(audits).toHaveLength(3);
    expect(audits.map((a) => a.subject).sort()).toEqual(ids.map((id) => `listing:${id}`).sort());
    expect(audits[0]!.after).toEqual({ status: "withdrawn" });

    expect(await confirmationOf(owner, location.split("#")[0]!)).toBe("3 listings withdrawn.");

    // Again: nothing to do, said so, and no new audit rows.
    const again = await bulk(owner, "bulk-withdraw", ids);
    expect(await confirmationOf(owner, again.headers.get("location")!.split("#")[0]!)).toBe(
      "0 listings withdrawn; 3 were already withdrawn.",
    );
    expect(await auditRows("listing.withdraw", ids)).toHaveLength(3);
  });

  it("restores them to the status they had, and skips (and names) one its feed withdrew", async () => {
    const listings = await liveListings(2, 10);
    const ids = listings.map((l) => l.id);
    await bulk(owner, "bulk-withdraw", ids);
    // A listing its feed withdrew (gone from the CRM, no desk withdrawal): only the feed brings it back.
    const [feedOne] = await liveListings(1, 20);
    await db()
      .update(properties)
      .set({ source: "bulkcrm", status: "withdrawn" })
      .where(eq(properties.id, feedOne!.id));

    const response = await bulk(owner, "bulk-restore", [...ids, feedOne!.id], "?withdrawn=only");
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toBe(
      `/admin/listings?withdrawn=only&done=bulk-restore&changed=2&already=0&missing=0&skipped=${feedOne!.id}#bulk-done`,
    );
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, "available"])));
    expect((await statuses([feedOne!.id]))[feedOne!.id]).toBe("withdrawn");
    expect(await auditRows("listing.restore", ids)).toHaveLength(2);
    expect(await auditRows("listing.restore", [feedOne!.id])).toHaveLength(0);
    for (const id of ids) expect((await fetch(`${app.baseUrl}/properties/${id}`)).status).toBe(200);

    expect(await confirmationOf(owner, location.split("#")[0]!)).toBe(
      `2 listings restored; 1 skipped: ${feedOne!.reference}, ${feedOne!.displayAddress} (withdrawn by its feed: it comes back when the CRM lists it again).`,
    );
  });

  it("refuses an editor (the desk is not theirs) and a post without the authenticity token", async () => {
    const [listing] = await liveListings(1, 30);
    const { b: editor } = await signedInStaff(app, { role: "editor" });
    expect((await bulk(editor, "bulk-withdraw", [listing!.id])).status).toBe(403);
    const tokenless = await bulk(owner, "bulk-withdraw", [listing!.id], "", false);
    expect(tokenless.status).toBe(403);
    expect(await tokenless.text()).toContain("This form had expired, so nothing was saved");
    expect((await statuses([listing!.id]))[listing!.id]).toBe("available");
    expect(await auditRows("listing.withdraw", [listing!.id])).toHaveLength(0);
  });

  it("leaves another branch's listing alone for a negotiator, as if it were not there", async () => {
    const [mine] = await liveListings(1, 40);
    const theirs = await liveDemoListingOutside(db(), mine!.branchId);
    const { b } = await signedInStaff(app, { role: "negotiator", branchIds: [mine!.branchId] });
    const response = await bulk(b, "bulk-withdraw", [mine!.id, theirs!.id]);
    expect(response.headers.get("location")).toContain("changed=1&already=0&missing=1");
    expect(await statuses([mine!.id, theirs!.id])).toEqual({
      [mine!.id]: "withdrawn",
      [theirs!.id]: "available",
    });
    expect(await confirmationOf(b, response.headers.get("location")!.split("#")[0]!)).toBe(
      "1 listing withdrawn; 1 not found in your branches (left alone).",
    );
  });

  it("refuses no ticks, too many, and ids that are not ids, with a clear message and nothing changed", async () => {
    const listings = await liveListings(2, 50);
    const ids = listings.map((l) => l.id);
    const refused = async (intent: string, ticked: (number | string)[], message: string) => {
      const response = await bulk(owner, intent, ticked, "?channel=sales");
      expect(response.status, message).toBe(422);
      const html = await response.text();
      expect(html).toContain(`<p role="alert" id="bulk-error" class="font-semibold text-red-800">${message}`);
      // The list again, the ticked boxes still ticked.
      const shown = boxesOf(html);
      for (const id of ids.filter((id) => ticked.includes(id) && shown.all.includes(id)))
        expect(shown.ticked).toContain(id);
    };
    await refused("bulk-withdraw", [], "Please tick at least one listing.");
    const tooMany = [...ids, ...Array.from({ length: BULK_MAX }, (_, i) => 900_000 + i)];
    await refused(
      "bulk-withdraw",
      tooMany,
      `At most ${BULK_MAX} listings can be changed at once; please tick fewer.`,
    );
    for (const bad of ["abc", "0", "-3", "2147483648", "1.5"])
      await refused(
        "bulk-withdraw",
        [...ids, bad],
        "The ticked listings could not be read; please tick them again.",
      );
    await refused("withdraw-everything", ids, "Please choose Withdraw selected or Restore selected.");
    expect(await statuses(ids)).toEqual(Object.fromEntries(ids.map((id) => [id, "available"])));
    expect(await auditRows("listing.withdraw", ids)).toHaveLength(0);
  });

  it('shows a box per row, labelled with the listing, and "Select all on this page", which ticks every box', async () => {
    const html = await (await send(owner, "/admin/listings?channel=lettings")).text();
    const [listing] = await db()
      .select()
      .from(properties)
      .where(eq(properties.id, boxesOf(html).all[0]!));
    expect(/<form [^>]*id="bulk-form"[^>]*>/.exec(html)?.[0]).toContain(
      'action="/admin/listings?channel=lettings"',
    );
    expect(html).toContain(`Select ${listing!.reference}, ${listing!.displayAddress}`);
    expect(html).toContain('href="/admin/listings?channel=lettings&amp;select=all#bulk-title"');
    expect(boxesOf(html).all.length).toBeGreaterThan(1);
    expect(boxesOf(html).ticked).toEqual([]);
    const all = boxesOf(await (await send(owner, "/admin/listings?channel=lettings&select=all")).text());
    expect(all.ticked).toEqual(all.all);
    const allHtml = await (await send(owner, "/admin/listings?channel=lettings&select=all")).text();
    expect(allHtml).toContain("Clear the selection");
  });
});
