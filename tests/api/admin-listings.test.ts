// The listings desk (issue 14) over HTTP against a real server and database: who may open it (signed out,
// visitor, no token, editor, another branch's negotiator are all refused), edits reaching the public page and
// search at once, errors beside their fields, uploads checked by their bytes, media order, withdraw/restore,
// a listing created by hand, and overrides of an imported listing surviving re-imports and reverted.
import { and, asc, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog, properties, propertyHistory, propertyMedia, propertyOverrides } from "../../db/schema.ts";
import { formValuesOf } from "../../modules/listings/model/listing-form.ts";
import { formatLongDate } from "../../app/components/content-pages/long-date.ts";
import type { Listing } from "../../domain/agency.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import { registerUser } from "./accounts-support.ts";
import { importDeskFeed, liveDemoListingOutside, listingsDeskSuite } from "./admin-listings-support.ts";
import { townhouse } from "../support/json-feed-fixture.ts";
import { expectRefusedWith } from "../support/answers.ts";

const desk = listingsDeskSuite("openhouse-desk-feed-");
const db = () => desk.app.services.db;

async function listingRow(id: number): Promise<Listing> {
  const [row] = await db().select().from(properties).where(eq(properties.id, id));
  return row as unknown as Listing;
}

/** A live demo listing of the channel, in the first or another branch. */
async function demoListing(channel: "sales" | "lettings" = "sales", offset = 0): Promise<Listing> {
  const rows = await db()
    .select()
    .from(properties)
    .where(
      and(eq(properties.channel, channel), eq(properties.source, "demo"), eq(properties.status, "available")),
    )
    .orderBy(asc(properties.id))
    .limit(offset + 1)
    .offset(offset);
  return rows[0] as unknown as Listing;
}

/** The editor's form as it stands for the listing, changed by `changes`. */
async function editForm(id: number, changes: Record<string, string>) {
  return { ...formValuesOf(await listingRow(id)), intent: "save", ...changes };
}

const publicPage = (id: number) => fetch(`${desk.app.baseUrl}/properties/${id}`);
const publicSearch = (query: string) =>
  fetch(`${desk.app.baseUrl}/search.ljson?${query}`).then(
    (r) => r.json() as Promise<{ properties: { property_id: number; price: string }[] }>,
  );

async function jpeg(color: string, width = 64): Promise<Buffer> {
  return sharp({ create: { width, height: 48, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
}

function upload(b: StaffBrowser, id: number, files: { name: string; bytes: Uint8Array; type: string }[]) {
  const form = new FormData();
  form.set("authenticity_token", b.token);
  form.set("intent", "media-upload");
  form.set("kind", "photo");
  form.set("caption", "");
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return send(b, `/admin/listings/${id}`, undefined, { body: form });
}

async function mediaOf(id: number) {
  return db()
    .select()
    .from(propertyMedia)
    .where(and(eq(propertyMedia.propertyId, id), eq(propertyMedia.kind, "photo")))
    .orderBy(asc(propertyMedia.position), asc(propertyMedia.id));
}

describe("who may use the listings desk", () => {
  it("sends a signed-out request and a visitor session to the sign-in page, on every route", async () => {
    const { id } = await demoListing();
    const visitor = await registerUser(desk.app.baseUrl);
    for (const route of ["/admin/listings", "/admin/listings/new", `/admin/listings/${id}`]) {
      for (const headers of [{}, visitor.visitor.headers]) {
        const response = await fetch(`${desk.app.baseUrl}${route}`, { headers, redirect: "manual" });
        expect(response.status, route).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
      }
      const post = await fetch(`${desk.app.baseUrl}${route}`, {
        method: "POST",
        headers: { ...visitor.visitor.headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ authenticity_token: visitor.visitor.token, price: "1" }),
        redirect: "manual",
      });
      expect(post.status, route).toBe(303);
      expect(post.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
    }
    expect((await listingRow(id)).price).not.toBe(1);
  });

  it("refuses a post without the authenticity token", async () => {
    const { id, price } = await demoListing();
    const response = await send(desk.owner, `/admin/listings/${id}`, await editForm(id, { price: "111" }), {
      token: false,
    });
    // Issue 42 item 4: the editor again with a message, nothing saved.
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form had expired, so nothing was saved");
    expect((await listingRow(id)).price).toBe(price);
    const upload = new FormData();
    upload.set("intent", "withdraw");
    expect((await send(desk.owner, `/admin/listings/${id}`, undefined, { body: upload })).status).toBe(403);
    expect((await listingRow(id)).status).toBe("available");
  });

  it("answers 403 to an editor on every route", async () => {
    const { b } = await signedInStaff(desk.app, { role: "editor" });
    const { id } = await demoListing();
    for (const route of ["/admin/listings", "/admin/listings/new", `/admin/listings/${id}`]) {
      const refused = await send(b, route);
      expect(refused.status, route).toBe(403);
      // The refusal keeps the admin answers' headers and renders in the back office's frame.
      expect(refused.headers.get("cache-control")).toBe("no-store");
      expect(refused.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(await refused.text()).toContain("Your role does not open this page.");
      expect((await send(b, route, { intent: "withdraw" })).status, route).toBe(403);
    }
    expect((await listingRow(id)).status).toBe("available");
  });

  it("keeps a negotiator to their branches: another branch's listing is not found, by list or by id", async () => {
    const mine = await demoListing();
    const theirs = await liveDemoListingOutside(db(), mine.branchId);
    const { b } = await signedInStaff(desk.app, { role: "negotiator", branchIds: [mine.branchId] });

    const list = await (await send(b, "/admin/listings?withdrawn=include")).text();
    expect(list).toContain(`data-listing-row="${mine.id}"`);
    expect(list).not.toContain(`data-listing-row="${theirs!.id}"`);
    const search = await (await send(b, `/admin/listings?q=${encodeURIComponent(theirs!.reference)}`)).text();
    expect(search).not.toContain(`data-listing-row="${theirs!.id}"`);

    expect((await send(b, `/admin/listings/${mine.id}`)).status).toBe(200);
    const notFound = await send(b, `/admin/listings/${theirs!.id}`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("cache-control")).toBe("no-store");
    expect(await notFound.text()).toContain("belongs to a branch you do not work for");
    const edit = await send(b, `/admin/listings/${theirs!.id}`, await editForm(theirs!.id, { price: "99" }));
    expect(edit.status).toBe(404);
    expect((await send(b, `/admin/listings/${theirs!.id}`, { intent: "withdraw" })).status).toBe(404);
    expect(await listingRow(theirs!.id)).toMatchObject({ price: theirs!.price, status: "available" });

    // Creating one in another branch is refused beside the branch field.
    const created = await send(b, "/admin/listings/new", {
      ...formValuesOf({ ...(await listingRow(mine.id)), materialInformation: {} }),
      channel: "sales",
      branchId: String(theirs!.branchId),
    });
    await expectRefusedWith(created, "Please choose one of your branches");
  });
});

describe("the list", () => {
  it("filters by text, channel and price, pages by cursor, and shows the count", async () => {
    const listing = await demoListing("lettings");
    const byRef = await (
      await send(desk.owner, `/admin/listings?q=${listing.reference.toLowerCase()}`)
    ).text();
    expect(byRef).toContain(`data-listing-row="${listing.id}"`);
    expect(byRef).toMatch(/data-listing-count[^>]*>1 listing</);
    const sales = await (await send(desk.owner, "/admin/listings?channel=sales&withdrawn=include")).text();
    expect(sales).not.toContain(`data-listing-row="${listing.id}"`);

    const page1 = await (await send(desk.owner, "/admin/listings?sort=reference")).text();
    const next = /<a href="([^"]+)"[^>]*>Next page/.exec(page1);
    const rowsOf = (html: string) => [...html.matchAll(/data-listing-row="(\d+)"/g)].map((m) => m[1]);
    const rows1 = rowsOf(page1);
    expect(rows1).toHaveLength(50);
    const page2 = await (await send(desk.owner, next![1]!.replaceAll("&amp;", "&"))).text();
    const rows2 = rowsOf(page2);
    expect(rows2.length).toBeGreaterThan(0);
    expect(rows2.some((id) => rows1.includes(id))).toBe(false);
    // Back to the first page from the second.
    const previous = /<a href="([^"]+)"[^>]*>Previous page/.exec(page2);
    expect(rowsOf(await (await send(desk.owner, previous![1]!.replaceAll("&amp;", "&"))).text())).toEqual(
      rows1,
    );
  });

  it("sorts by its Reference, Price and Last change headers as the Order field does, and says which", async () => {
    const headerOf = (html: string, text: string) => {
      const cell = new RegExp(`<th scope="col"[^>]*>\\s*<a href="([^"]+)"[^>]*>${text}</a>`).exec(html);
      expect(cell, `a sort link in the ${text} header`).not.toBeNull();
      return { html: cell![0], href: cell![1]!.replaceAll("&amp;", "&") };
    };
    const byPriceUp = await (await send(desk.owner, "/admin/listings?channel=sales&sort=price-asc")).text();
    const price = headerOf(byPriceUp, "Price");
    expect(price.html).toContain('aria-sort="ascending"');
    // A second press on the sorted price column turns it round; the filters stay.
    expect(new URL(price.href, desk.app.baseUrl).searchParams.get("sort")).toBe("price-desc");
    expect(new URL(price.href, desk.app.baseUrl).searchParams.get("channel")).toBe("sales");
    expect(headerOf(byPriceUp, "Reference").html).not.toContain("aria-sort");

    const byReference = await (await send(desk.owner, headerOf(byPriceUp, "Reference").href)).text();
    expect(headerOf(byReference, "Reference").html).toContain('aria-sort="ascending"');
    const lastChange = await (await send(desk.owner, headerOf(byReference, "Last change").href)).text();
    expect(headerOf(lastChange, "Last change").html).toContain('aria-sort="descending"');
  });

  it("shows each listing's first photo, and marks, counts and filters the listings not on the map", async () => {
    const listing = await demoListing("sales");
    const [photo] = await db()
      .select()
      .from(propertyMedia)
      .where(and(eq(propertyMedia.propertyId, listing.id), eq(propertyMedia.kind, "photo")))
      .orderBy(asc(propertyMedia.position), asc(propertyMedia.id));
    const byRef = await (
      await send(desk.owner, `/admin/listings?q=${listing.reference.toLowerCase()}`)
    ).text();
    expect(byRef).toMatch(
      new RegExp(
        `data-listing-row="${listing.id}"[\\s\\S]*?<img src="/media/320x_/${photo!.mediaKey}"[^>]*data-listing-thumbnail`,
      ),
    );
    expect(byRef).not.toContain("data-unplaced-count");

    // A listing nothing could place (issue 36): marked with its reason, counted, found by the filter.
    const reason = 'No position for postcode "ZZ9 9ZZ" or town "Nowhere"';
    await db()
      .update(properties)
      .set({ latitude: null, longitude: null, placement: "unplaced", placementNote: reason })
      .where(eq(properties.id, listing.id));
    try {
      const list = await (await send(desk.owner, "/admin/listings")).text();
      expect(list).toMatch(/data-unplaced-count[\s\S]*?1 listing is not on the map/);
      const unplaced = await (await send(desk.owner, "/admin/listings?map=unplaced")).text();
      expect(unplaced).toMatch(/data-listing-count[^>]*>1 listing</);
      expect(unplaced).toMatch(
        new RegExp(`data-listing-row="${listing.id}"[\\s\\S]*?data-listing-map[^>]*>Not on the map`),
      );
      expect(unplaced).toContain(reason.replaceAll('"', "&quot;"));
    } finally {
      await db()
        .update(properties)
        .set({
          latitude: listing.latitude,
          longitude: listing.longitude,
          placement: "exact",
          placementNote: null,
        })
        .where(eq(properties.id, listing.id));
    }
  });
});

describe("editing a listing", () => {
  it("changes the public page and search at once, with history and an audit row", async () => {
    const listing = await demoListing("sales", 1);
    // Warm the caches first: the page cache and the search cache must both forget.
    expect(await (await publicPage(listing.id)).text()).not.toContain("£123,456");
    await publicSearch("channel=sales&min_price=123456&max_price=123456");

    const response = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, {
        price: "123456",
        priceQualifier: "Offers Over",
        summary: "Freshly painted.",
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/listings/${listing.id}?done=saved`);
    const confirmation = await (await send(desk.owner, response.headers.get("location")!)).text();
    expect(confirmation).toContain("Listing saved.");

    const page = await (await publicPage(listing.id)).text();
    expect(page).toContain("£123,456");
    expect(page).toContain("Offers Over");
    expect(page).toContain("Freshly painted.");
    const found = await publicSearch("channel=sales&min_price=123456&max_price=123456");
    expect(found.properties.map((p) => p.property_id)).toContain(listing.id);

    const history = await db()
      .select()
      .from(propertyHistory)
      .where(eq(propertyHistory.propertyId, listing.id));
    expect(history).toContainEqual(
      expect.objectContaining({ event: "price", price: 123456, previousPrice: listing.price }),
    );
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `listing:${listing.id}`))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ action: "listing.update", before: { price: listing.price } });
    expect(audit!.after).toMatchObject({ price: 123456, priceQualifier: "Offers Over" });
  });

  it("shows each error next to its field and saves nothing", async () => {
    const listing = await demoListing("sales", 2);
    const response = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, { price: "lots", bedrooms: "99", displayAddress: "" }),
    );
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toMatch(/id="field-price"[^>]*aria-describedby="[^"]*field-price-error/);
    expect(html).toContain('id="field-price-error"');
    expect(html).toContain("Price (£) must be a whole number");
    expect(html).toContain("Bedrooms must be a number from 0 to 50");
    expect(html).toContain("Please enter the display address");
    // The posted values stay in the form.
    expect(html).toMatch(/id="field-price"[^>]*value="lots"/);
    expect((await listingRow(listing.id)).price).toBe(listing.price);
  });

  it("puts a lot into a property auction by its date: refused when not a day, then on the auctions page", async () => {
    const listing = await demoListing("sales", 4);
    const bad = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, { auctionDate: "2027-02-30" }),
    );
    await expectRefusedWith(bad, "Auction date must be a date, e.g. 2027-03-14");
    expect((await listingRow(listing.id)).auctionDate).toBe(listing.auctionDate);

    // Tomorrow: the first of the coming auction days, so the page lists it whatever the demo's days are.
    const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const inWords = formatLongDate(day);
    const saved = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, { auctionDate: day }),
    );
    expect(saved.status).toBe(303);
    expect((await listingRow(listing.id)).auctionDate).toBe(day);
    const auctions = await (await fetch(`${desk.app.baseUrl}/auctions`)).text();
    expect(auctions).toContain(inWords);
    // Cleared again: off the auctions page.
    await send(desk.owner, `/admin/listings/${listing.id}`, await editForm(listing.id, { auctionDate: "" }));
    expect((await listingRow(listing.id)).auctionDate).toBeNull();
    const demoDays = await db()
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.auctionDate, day));
    if (demoDays.length === 0)
      expect(await (await fetch(`${desk.app.baseUrl}/auctions`)).text()).not.toContain(inWords);
  });

  it("sanitises the description with the allow-list and strips tags from single-line fields", async () => {
    const listing = await demoListing("sales", 3);
    await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, {
        description: '<p onclick="x()">Light <b>rooms</b></p><script>alert(1)</script>',
        keyFeatures: "Garden <em>south</em> facing\nParking",
      }),
    );
    const row = await listingRow(listing.id);
    expect(row.description).toBe("<p>Light <strong>rooms</strong></p>");
    expect(row.keyFeatures).toEqual(["Garden south facing", "Parking"]);
  });

  it("previews the draft as the public page would, without saving", async () => {
    const listing = await demoListing("sales", 4);
    const response = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, { intent: "preview", price: "777000", bedrooms: "7" }),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Preview of the public page (not saved)");
    expect(html).toContain("£777,000");
    expect(html).toMatch(/data-preview-heading[^>]*>7 bedroom/);
    expect((await listingRow(listing.id)).price).toBe(listing.price);
  });

  it("withdraws (the public page answers 410) and restores (200 again)", async () => {
    const listing = await demoListing("lettings", 1);
    const withdrawn = await send(desk.owner, `/admin/listings/${listing.id}`, { intent: "withdraw" });
    expect(withdrawn.headers.get("location")).toBe(`/admin/listings/${listing.id}?done=withdrawn`);
    expect((await publicPage(listing.id)).status).toBe(410);
    expect(await (await send(desk.owner, withdrawn.headers.get("location")!)).text()).toContain(
      "Restore to the site",
    );
    // Saving other fields of a withdrawn listing leaves it withdrawn (its status is not in the form then).
    const saved = await send(
      desk.owner,
      `/admin/listings/${listing.id}`,
      await editForm(listing.id, { bedrooms: "4" }),
    );
    expect(saved.status).toBe(303);
    expect(await listingRow(listing.id)).toMatchObject({ status: "withdrawn", bedrooms: 4 });
    const restored = await send(desk.owner, `/admin/listings/${listing.id}`, { intent: "restore" });
    expect(restored.headers.get("location")).toBe(`/admin/listings/${listing.id}?done=restored`);
    expect((await publicPage(listing.id)).status).toBe(200);
    expect((await listingRow(listing.id)).status).toBe("available");
  });
});

describe("media", () => {
  it("uploads real JPEG and PNG files, refuses a renamed text file and an 11 MB file beside the field", async () => {
    const listing = await demoListing("sales", 5);
    const before = await mediaOf(listing.id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#0a0" } })
      .png()
      .toBuffer();
    const ok = await upload(desk.owner, listing.id, [
      { name: "front.jpg", bytes: await jpeg("#c00"), type: "image/jpeg" },
      { name: "plan.png", bytes: png, type: "image/png" },
    ]);
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe(`/admin/listings/${listing.id}?done=uploaded`);
    const after = await mediaOf(listing.id);
    expect(after).toHaveLength(before.length + 2);
    const added = after.slice(-2);
    const page = await (await publicPage(listing.id)).text();
    for (const item of added) {
      expect(page).toContain(item.mediaKey!);
      expect((await fetch(`${desk.app.baseUrl}/media/320x_/${item.mediaKey}`)).status).toBe(200);
    }

    const text = await upload(desk.owner, listing.id, [
      { name: "photo.jpg", bytes: new TextEncoder().encode("not really a photo"), type: "image/jpeg" },
    ]);
    expect(text.status).toBe(422);
    const textHtml = await text.text();
    expect(textHtml).toContain("photo.jpg is not a JPEG, PNG, WebP or GIF image");
    expect(textHtml).toMatch(/id="field-files"[^>]*aria-describedby="[^"]*field-files-error/);

    const huge = new Uint8Array(11 * 1024 * 1024);
    huge.set(await jpeg("#00c"));
    const big = await upload(desk.owner, listing.id, [{ name: "huge.jpg", bytes: huge, type: "image/jpeg" }]);
    await expectRefusedWith(big, "huge.jpg is larger than 10 MB");
    expect(await mediaOf(listing.id)).toHaveLength(before.length + 2);
  });

  it("reorders, captions and removes", async () => {
    const listing = await demoListing("sales", 6);
    await upload(desk.owner, listing.id, [
      { name: "a.jpg", bytes: await jpeg("#111"), type: "image/jpeg" },
      { name: "b.jpg", bytes: await jpeg("#222"), type: "image/jpeg" },
    ]);
    const media = await mediaOf(listing.id);
    const last = media.at(-1)!;
    const secondLast = media.at(-2)!;
    const moved = await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-up",
      mediaId: String(last.id),
    });
    // Issue 42 item 6: what moved from where, and the moved photo's button to come back to.
    expect(moved.headers.get("location")).toBe(
      `/admin/listings/${listing.id}?done=moved&moved=${last.id}.${media.length}#media-${last.id}-${media.length > 2 ? "up" : "down"}`,
    );
    const reordered = await mediaOf(listing.id);
    expect(reordered.at(-1)!.id).toBe(secondLast.id);
    expect(reordered.at(-2)!.id).toBe(last.id);

    await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-caption",
      mediaId: String(last.id),
      caption: "Sitting room",
    });
    expect((await mediaOf(listing.id)).find((m) => m.id === last.id)!.caption).toBe("Sitting room");
    expect(await (await publicPage(listing.id)).text()).toContain("Sitting room");

    await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-remove",
      mediaId: String(last.id),
    });
    expect((await mediaOf(listing.id)).map((m) => m.id)).not.toContain(last.id);
  });
});

describe("a listing created on the desk", () => {
  it("is geocoded from its postcode, has source manual, and is found by the public search", async () => {
    const template = await demoListing("sales", 7);
    const values = {
      // Part A of the material information in full: without it the listing is held back (issue 41).
      ...formValuesOf({ ...template, materialInformation: { councilTaxBand: "E" } }),
      tenure: "Freehold",
      channel: "sales",
      branchId: String(template.branchId),
      reference: "",
      displayAddress: "Quillfeather Lane, Bristol",
      street: "Quillfeather Lane",
      summary: "A quillfeather cottage made on the desk.",
      description: "Built by hand in the back office.",
      price: "412345",
    };
    const response = await send(desk.owner, "/admin/listings/new", values);
    expect(response.status).toBe(303);
    const id = Number(/\/admin\/listings\/(\d+)\?done=created/.exec(response.headers.get("location")!)![1]);
    const row = await listingRow(id);
    expect(row).toMatchObject({
      source: "manual",
      reference: `OH${id}`,
      price: 412345,
      postcode: template.postcode,
    });
    expect(Math.abs(row.latitude! - template.latitude!)).toBeLessThan(0.1);
    const found = await publicSearch("channel=sales&text=quillfeather");
    expect(found.properties.map((p) => p.property_id)).toContain(id);
    expect((await publicPage(id)).status).toBe(200);

    const unknown = await send(desk.owner, "/admin/listings/new", {
      ...values,
      postcode: "ZZ9 9ZZ",
      town: "Nowhere",
    });
    await expectRefusedWith(unknown, "We could not find this postcode or town on the map");
  });
});

describe("a listing created on the desk without Part A of its material information", () => {
  it("is made, held back from the site, and the answer says so", async () => {
    const template = await demoListing("sales", 8);
    const values = {
      ...formValuesOf({ ...template, materialInformation: {} }),
      tenure: "Freehold",
      channel: "sales",
      branchId: String(template.branchId),
      reference: "",
      displayAddress: "Inkwell Row, Bristol",
      street: "Inkwell Row",
      summary: "An inkwell cottage with no council tax band given.",
      description: "Built by hand in the back office.",
      price: "398000",
    };
    const response = await send(desk.owner, "/admin/listings/new", values);
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/\/admin\/listings\/\d+\?done=created-held-back$/);
    const id = Number(/\/admin\/listings\/(\d+)/.exec(location)![1]);
    const page = await (await send(desk.owner, location)).text();
    expect(page).toContain("Listing created, but held back from the site");
    expect((await publicPage(id)).status).toBe(404);
  });
});

describe("overrides of an imported listing", () => {
  const feedListing = (price: number, summary: string, photoUrl: string) => ({
    ...townhouse("DESK-1", [photoUrl], price),
    branchCode: "DSK",
    priceQualifier: "Guide Price",
    summary,
    description: "<p>Three floors.</p>",
  });
  const runImport = async (file: string, listing: object) => {
    const photos: Record<string, Buffer> = {
      "https://crm.example/1.jpg": await jpeg("#345"),
      "https://crm.example/2.jpg": await jpeg("#543"),
    };
    return importDeskFeed(desk, {
      file,
      source: "deskcrm",
      branch: {
        code: "DSK",
        name: "Desk Feed Branch",
        town: "Bristol",
        postcode: "BS8 4BP",
        latitude: 51.45,
        longitude: -2.62,
      },
      listings: [listing],
      fetchMedia: async (url) => {
        if (!photos[url]) throw new Error(`unknown ${url}`);
        return photos[url];
      },
    });
  };
  const imported = async () => {
    const [row] = await db().select().from(properties).where(eq(properties.reference, "DESK-1"));
    return row as unknown as Listing;
  };

  it("survives a re-import of the same feed and of a changed one, and reverts to the feed's value", async () => {
    const first = feedListing(400_000, "From the CRM.", "https://crm.example/1.jpg");
    expect((await runImport("feed-1.json", first)).created).toBe(1);
    const listing = await imported();
    expect(listing.source).toBe("deskcrm");

    // The desk changes the price: an override, marked on the editor with the feed's value.
    await send(desk.owner, `/admin/listings/${listing.id}`, await editForm(listing.id, { price: "389000" }));
    const editor = await (await send(desk.owner, `/admin/listings/${listing.id}`)).text();
    expect(editor).toMatch(/data-field="price"[\s\S]*?Overridden[\s\S]*?The feed says: 400000/);
    const [stored] = await db()
      .select()
      .from(propertyOverrides)
      .where(eq(propertyOverrides.propertyId, listing.id));
    expect(stored!.fields).toEqual({ price: { value: 389_000, feedValue: 400_000 } });

    // The same feed again: nothing to write, the override stays.
    expect(await runImport("feed-1.json", first)).toMatchObject({ unchanged: 1, updated: 0 });
    expect((await imported()).price).toBe(389_000);

    // A changed feed: its other fields are written, the overridden price is not (no history for it either).
    const second = feedListing(410_000, "Updated by the CRM.", "https://crm.example/1.jpg");
    expect(await runImport("feed-2.json", second)).toMatchObject({ updated: 1 });
    const after = await imported();
    expect(after).toMatchObject({ price: 389_000, summary: "Updated by the CRM." });
    expect(await (await publicPage(listing.id)).text()).toContain("£389,000");
    const [refreshed] = await db()
      .select()
      .from(propertyOverrides)
      .where(eq(propertyOverrides.propertyId, listing.id));
    expect(refreshed!.fields).toEqual({ price: { value: 389_000, feedValue: 410_000 } });
    const priceEvents = await db()
      .select()
      .from(propertyHistory)
      .where(and(eq(propertyHistory.propertyId, listing.id), eq(propertyHistory.event, "price")));
    expect(priceEvents.map((e) => e.price)).toEqual([389_000]);

    // Revert: the feed's latest value at once, no import needed.
    const reverted = await send(desk.owner, `/admin/listings/${listing.id}`, {
      ...(await editForm(listing.id, {})),
      intent: "revert:price",
    });
    expect(reverted.headers.get("location")).toBe(`/admin/listings/${listing.id}?done=reverted`);
    expect((await imported()).price).toBe(410_000);
    expect(await (await publicPage(listing.id)).text()).toContain("£410,000");
    expect(
      await db().select().from(propertyOverrides).where(eq(propertyOverrides.propertyId, listing.id)),
    ).toEqual([]);
  });

  it("keeps the desk's media over the feed's until reverted, and a desk withdrawal over imports", async () => {
    const listing = await imported();
    const feedPhoto = (await mediaOf(listing.id))[0]!;
    await upload(desk.owner, listing.id, [
      { name: "desk.jpg", bytes: await jpeg("#0f0"), type: "image/jpeg" },
    ]);
    await send(desk.owner, `/admin/listings/${listing.id}`, {
      intent: "media-remove",
      mediaId: String(feedPhoto.id),
    });
    const deskMedia = (await mediaOf(listing.id)).map((m) => m.mediaKey);
    expect(deskMedia).toHaveLength(1);
    expect(deskMedia).not.toContain(feedPhoto.mediaKey);

    // The feed sends another photo: kept aside, the site keeps the desk's.
    const third = feedListing(410_000, "Third.", "https://crm.example/2.jpg");
    expect(await runImport("feed-3.json", third)).toMatchObject({ updated: 1 });
    expect((await mediaOf(listing.id)).map((m) => m.mediaKey)).toEqual(deskMedia);

    // Withdrawn on the desk: the next imports leave it withdrawn.
    await send(desk.owner, `/admin/listings/${listing.id}`, { intent: "withdraw" });
    expect(await runImport("feed-3.json", third)).toMatchObject({ unchanged: 1 });
    const fourth = feedListing(420_000, "Fourth.", "https://crm.example/2.jpg");
    expect(await runImport("feed-4.json", fourth)).toMatchObject({ updated: 1 });
    expect((await imported()).status).toBe("withdrawn");
    expect((await publicPage(listing.id)).status).toBe(410);

    // Revert the media: the feed's latest photo, at once.
    await send(desk.owner, `/admin/listings/${listing.id}`, { intent: "media-revert" });
    const back = await mediaOf(listing.id);
    expect(back).toHaveLength(1);
    expect(back[0]!.sourceName).toBe("https://crm.example/2.jpg");

    // Restore goes back to the feed's status; the listing follows the feed again.
    await send(desk.owner, `/admin/listings/${listing.id}`, { intent: "restore" });
    expect(await imported()).toMatchObject({ status: "available", price: 420_000 });
    expect((await publicPage(listing.id)).status).toBe(200);
  });
});
