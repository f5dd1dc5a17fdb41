// A listing's media order set in one post to /admin/listings/{id}/media-order, as the editor's drag-and-drop script
// sends it (issue 42 item 6), over
// HTTP against a real server and database: the new order written and audited; ids that are not exactly the
// listing's media of that kind (one missing, one added, another listing's, twice the same, not ids) refused with
// a clear message and nothing changed; the token required; the order of an imported listing kept over re-imports
// (the media override, as Move up/down keep it). And the Move buttons say where the item went and bring the
// keyboard back to it.
import { and, asc, desc, eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, properties, propertyMedia } from "../../db/schema.ts";
import { MEDIA_ORDER_MESSAGES } from "../../modules/listings/model/media-order.ts";
import type { Listing } from "../../domain/agency.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import { importDeskFeed, listingsDeskSuite } from "./admin-listings-support.ts";

const desk = listingsDeskSuite("openhouse-media-order-");
const db = () => desk.app.services.db;

/** A live demo listing with at least three photos, skipping the first `offset` of them. */
async function listingWithPhotos(offset: number): Promise<Listing> {
  const rows = await db()
    .select()
    .from(properties)
    .where(and(eq(properties.source, "demo"), eq(properties.status, "available")))
    .orderBy(asc(properties.id));
  const found: Listing[] = [];
  for (const row of rows) {
    if ((await photoIds(row.id)).length >= 3) found.push(row as unknown as Listing);
    if (found.length > offset) return found[offset]!;
  }
  throw new Error("no demo listing with three photos");
}

async function photoIds(id: number): Promise<number[]> {
  const rows = await db()
    .select({ id: propertyMedia.id })
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, id), eq(propertyMedia.kind, "photo")))
    .orderBy(asc(propertyMedia.position), asc(propertyMedia.id));
  return rows.map((row) => row.id);
}

const moveAudits = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "listing.media.move"), eq(auditLog.subject, `listing:${id}`)))
    .orderBy(desc(auditLog.id));

/** The drag script's post: form-encoded with the token, JSON asked for. */
function postOrder(
  b: StaffBrowser,
  id: number,
  order: (number | string)[],
  kind = "photo",
  token: string | null = b.token,
) {
  return fetch(`${b.baseUrl}/admin/listings/${id}/media-order`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: [...b.jar.values()].join("; "), "x-forwarded-for": b.ip, accept: "application/json" },
    body: new URLSearchParams({
      ...(token === null ? {} : { authenticity_token: token }),
      intent: "media-order",
      kind,
      order: order.join(","),
    }),
  });
}

describe("the media-order post", () => {
  it("writes the new order, says where the moved photo went, and audits the order before and after", async () => {
    const listing = await listingWithPhotos(0);
    const before = await photoIds(listing.id);
    // The last photo dragged to the front.
    const order = [before.at(-1)!, ...before.slice(0, -1)];
    const response = await postOrder(desk.owner, listing.id, order);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      message: `Photo ${before.length} moved to position 1.`,
    });
    expect(await photoIds(listing.id)).toEqual(order);
    const [audit] = await moveAudits(listing.id);
    expect(audit).toMatchObject({
      before: { kind: "photo", order: before },
      after: { kind: "photo", order },
    });
    // The same order again: nothing written, nothing audited.
    const again = await postOrder(desk.owner, listing.id, order);
    expect(await again.json()).toEqual({ message: "Nothing had changed." });
    expect(await moveAudits(listing.id)).toHaveLength(1);
  });

  it("refuses ids that are not exactly the listing's photos, with a clear message, and changes nothing", async () => {
    const listing = await listingWithPhotos(1);
    const other = await listingWithPhotos(2);
    const ids = await photoIds(listing.id);
    const [otherPhoto] = await photoIds(other.id);
    const [floorplan] = await db()
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(and(eq(propertyMedia.propertyId, listing.id), ne(propertyMedia.kind, "photo")));
    const reversed = [...ids].reverse();
    const cases: [string, (number | string)[], string, string?][] = [
      ["one missing", reversed.slice(1), MEDIA_ORDER_MESSAGES.stale],
      ["another listing's added", [...reversed, otherPhoto!], MEDIA_ORDER_MESSAGES.stale],
      ["another listing's instead", [otherPhoto!, ...reversed.slice(1)], MEDIA_ORDER_MESSAGES.stale],
      ["twice the same", [reversed[0]!, ...reversed.slice(0, -1)], MEDIA_ORDER_MESSAGES.stale],
      ["not ids", [...reversed.slice(1), "abc"], MEDIA_ORDER_MESSAGES.unreadable],
      ["nothing", [], MEDIA_ORDER_MESSAGES.unreadable],
      ["a kind that is not one", reversed, MEDIA_ORDER_MESSAGES.unreadable, "brochure"],
    ];
    if (floorplan)
      cases.push(["a floor plan among the photos", [...reversed, floorplan.id], MEDIA_ORDER_MESSAGES.stale]);
    for (const [what, order, message, kind] of cases) {
      const response = await postOrder(desk.owner, listing.id, order, kind);
      expect(response.status, what).toBe(400);
      expect(await response.json(), what).toEqual({ error: message });
    }
    expect(await photoIds(listing.id)).toEqual(ids);
    expect(await moveAudits(listing.id)).toHaveLength(0);
  });

  it("needs the authenticity token, the desk's role and the listing's branch", async () => {
    const listing = await listingWithPhotos(3);
    const ids = await photoIds(listing.id);
    const reversed = [...ids].reverse();
    // The host refuses a script's post without the token in JSON, before the route.
    const tokenless = await postOrder(desk.owner, listing.id, reversed, "photo", null);
    expect(tokenless.status).toBe(422);
    expect(tokenless.headers.get("content-type")).toMatch(/^application\/json/);
    const { b: editor } = await signedInStaff(desk.app, { role: "editor" });
    expect((await postOrder(editor, listing.id, reversed)).status).toBe(403);
    const [elsewhere] = await db()
      .select({ id: properties.branchId })
      .from(properties)
      .where(ne(properties.branchId, listing.branchId))
      .limit(1);
    const { b: negotiator } = await signedInStaff(desk.app, {
      role: "negotiator",
      branchIds: [elsewhere!.id],
    });
    expect((await postOrder(negotiator, listing.id, reversed)).status).toBe(404);
    // Only posted to.
    expect((await send(desk.owner, `/admin/listings/${listing.id}/media-order`)).status).toBe(405);
    expect(await photoIds(listing.id)).toEqual(ids);
  });
});

describe("the Move buttons", () => {
  it("say where the photo went and bring the keyboard back to the button", async () => {
    const listing = await listingWithPhotos(4);
    const ids = await photoIds(listing.id);
    const third = ids[2]!;
    const moved = await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-up",
      mediaId: String(third),
    });
    expect(moved.status).toBe(303);
    const location = moved.headers.get("location")!;
    expect(location).toBe(`/admin/listings/${listing.id}?done=moved&moved=${third}.3#media-${third}-up`);
    const html = await (await send(desk.owner, location.split("#")[0]!)).text();
    expect(html).toMatch(/<p id="media-status" role="status"[^>]*>Photo 3 moved to position 2\.<\/p>/);
    expect(html).toMatch(new RegExp(`id="media-${third}-up"[^>]*aria-describedby="media-status"`));
    // Said beside the media, not twice.
    expect(html).not.toContain("Moved.");

    // Moved to the front: its Move up is disabled, so the keyboard comes back to its Move down.
    const top = await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-up",
      mediaId: String(third),
    });
    expect(top.headers.get("location")).toBe(
      `/admin/listings/${listing.id}?done=moved&moved=${third}.2#media-${third}-down`,
    );
    expect(await photoIds(listing.id)).toEqual([third, ids[0], ids[1], ...ids.slice(3)]);
  });
});

describe("an imported listing", () => {
  const feedListing = (photos: string[]) => ({
    reference: "ORDER-1",
    branchCode: "ORD",
    channel: "sales",
    status: "available",
    price: 350_000,
    bedrooms: 2,
    propertyType: "Flat",
    street: "Park Street",
    town: "Bristol",
    postcode: "BS1 5JG",
    latitude: 51.4545,
    longitude: -2.6031,
    summary: "From the CRM.",
    description: "<p>Two rooms.</p>",
    media: photos.map((url) => ({ kind: "photo", url })),
  });
  const runImport = async (file: string, photos: string[]) => {
    const colours: Record<string, string> = { a: "#a00", b: "#0a0", c: "#00a" };
    await importDeskFeed(desk, {
      file,
      source: "ordercrm",
      branch: {
        code: "ORD",
        name: "Order Feed Branch",
        town: "Bristol",
        postcode: "BS1 5JG",
        latitude: 51.45,
        longitude: -2.6,
      },
      listings: [feedListing(photos)],
      fetchMedia: async (url) =>
        sharp({
          create: { width: 40, height: 30, channels: 3, background: colours[url.slice(-5, -4)]! },
        })
          .jpeg()
          .toBuffer(),
    });
  };

  it("keeps the desk's order over re-imports, as Move up/down does", async () => {
    const urls = ["https://crm.example/a.jpg", "https://crm.example/b.jpg", "https://crm.example/c.jpg"];
    await runImport("feed-1.json", urls);
    const [listing] = await db().select().from(properties).where(eq(properties.reference, "ORDER-1"));
    const ids = await photoIds(listing!.id);
    expect(ids).toHaveLength(3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    expect((await postOrder(desk.owner, listing!.id, order)).status).toBe(200);

    // The same feed again, then a changed one: the site keeps the desk's order.
    await runImport("feed-1.json", urls);
    await runImport("feed-2.json", [...urls].reverse());
    expect(await photoIds(listing!.id)).toEqual(order);
    const editor = await (await send(desk.owner, `/admin/listings/${listing!.id}`)).text();
    expect(editor).toContain('data-media-override="yes"');
  });
});
