// The section editors (issue 15 item 3) over HTTP: a real server on its own database, staff signed in as people
// are. Owners and editors only; a save is a draft version the public pages do not show until it is published;
// each refusal (a duplicate address, a bad date, a missing title, a file that is not an image, one over 10 MB)
// is named beside its field and saves nothing; the structural buttons (Conform's intents) re-render the form and
// save nothing, and a button value that is not one of the form's is refused with 400, saving nothing; an uploaded
// gallery image is stored and shown on the public page once published.
import { INTENT, serializeIntent, type Intent } from "@conform-to/dom";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteContentVersions } from "../../db/schema.ts";
import { pathName } from "../../domain/admin/field-path.ts";
import { NEW_CARD_SLIDER, NEW_LOT } from "../../modules/content/model/section-drafts.ts";
import { sectionsToEdit } from "../../modules/site-editor/back-office/section-editor.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let editor: Staff;
let negotiator: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ editor, negotiator } = await signedInCast(app, ["editor", "negotiator"]));
}, 300_000);

afterAll(() => app?.stop());

const versionCount = async () =>
  (await app.services.db.select({ n: count() }).from(siteContentVersions))[0]!.n;
const publicPage = async (path: string) => (await fetch(`${app.baseUrl}${path}`)).text();
const publish = () => send(editor.b, "/admin/content", { intent: "publish" });

/** A stored item as its editor's form posts it: every value named by its path (`catalogue[0].title`). */
function fieldsOf(value: unknown, path: (string | number)[] = []): Record<string, string> {
  if (value === null || value === undefined) return {};
  if (typeof value !== "object") return { [pathName(path)]: String(value) };
  return Object.assign(
    {},
    ...Object.entries(value).map(([name, inner]) =>
      fieldsOf(inner, [...path, Array.isArray(value) ? Number(name) : name]),
    ),
  );
}

/** The value a button carrying a Conform intent posts (app/ui/list-button.tsx). */
const pressing = (intent: Intent<object[]>) => ({ [INTENT]: serializeIntent(intent) });

async function storedEvent(index: number) {
  const { sections } = await sectionsToEdit(app.services.db);
  return sections.salesEvents[index]!;
}

type Upload = { name: string; bytes: Uint8Array; type: string };

function post(path: string, fields: Record<string, string>, files: Record<string, Upload[]> = {}) {
  const form = new FormData();
  form.set("authenticity_token", editor.b.token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  for (const [name, uploads] of Object.entries(files))
    for (const file of uploads)
      form.append(name, new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return send(editor.b, path, undefined, { body: form });
}

async function eventForm(index: number, changes: Record<string, string> = {}) {
  const event = await storedEvent(index);
  return { ...fieldsOf(event), was: event.slug, intent: "save", ...changes };
}

const jpeg = async (background: string) =>
  new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  );

/** The field's error is tied to it, and listed in the summary linking to it. */
function expectFieldError(html: string, id: string, text: string | RegExp) {
  expect(html).toMatch(
    new RegExp(`id="${id}"[^>]*aria-invalid="true"[^>]*aria-describedby="[^"]*${id}-error`),
  );
  const error = new RegExp(`id="${id}-error"[^>]*>([^<]*)<`).exec(html)?.[1] ?? "";
  expect(error).toMatch(text);
  expect(html).toContain(`href="#${id}"`);
}

describe("who may edit the sections", () => {
  it("opens to editors, not to negotiators", async () => {
    for (const path of [
      "/admin/sections",
      "/admin/sections/auctions",
      "/admin/sections/events/0",
      "/admin/sections/services/0",
    ]) {
      expect((await send(negotiator.b, path)).status).toBe(403);
      expect((await send(editor.b, path)).status).toBe(200);
    }
    expect((await send(editor.b, "/admin/sections/events/new")).status).toBe(200);
    expect((await send(editor.b, "/admin/sections/events/999")).status).toBe(404);
    expect((await send(editor.b, "/admin/sections/services/x1")).status).toBe(404);
    const before = await versionCount();
    const refused = await send(negotiator.b, "/admin/sections/events/0", { intent: "save", title: "Nope" });
    expect(refused.status).toBe(403);
    expect(await versionCount()).toBe(before);
  });

  it("lists the sections with their editors", async () => {
    const html = await (await send(editor.b, "/admin/sections")).text();
    expect(html).toContain('href="/admin/sections/auctions"');
    expect(html).toContain('href="/admin/sections/events/0"');
    expect(html).toContain('href="/admin/sections/services/1"');
    expect(html).toContain("Spring antiques and interiors sale");
  });
});

describe("saving a sales event", () => {
  it("saves a draft the public page does not show until it is published", async () => {
    const title = `Spring antiques and interiors sale ${Date.now()}`;
    const saved = await post("/admin/sections/events/0", await eventForm(0, { title }));
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/sections/events/0?done=saved");
    expect(await publicPage("/antiques/spring-antiques-and-interiors")).not.toContain(title);
    expect(await (await send(editor.b, "/admin/sections/events/0")).text()).toContain(title);
    expect((await publish()).status).toBe(303);
    expect(await publicPage("/antiques/spring-antiques-and-interiors")).toContain(title);
  });

  const refusals: [string, () => Promise<Response>, string, RegExp][] = [
    [
      "a duplicate address",
      async () => post("/admin/sections/events/new", { ...(await eventForm(0)), was: "" }),
      "field-slug",
      /Another one already uses this/,
    ],
    [
      "a bad date",
      async () => post("/admin/sections/events/0", await eventForm(0, { date: "2027-02-30" })),
      "field-date",
      /date like/,
    ],
    [
      "a missing title",
      async () => post("/admin/sections/events/0", await eventForm(0, { title: " " })),
      "field-title",
      /fill this in/,
    ],
    [
      "a missing lot title",
      async () => post("/admin/sections/events/0", await eventForm(0, { "catalogue[1].title": "" })),
      "field-catalogue-1-title",
      /fill this in/,
    ],
    [
      "a file that is not an image",
      async () =>
        post("/admin/sections/events/0", await eventForm(0), {
          "upload:gallery.images": [
            { name: "photo.jpg", bytes: new TextEncoder().encode("not a photo"), type: "image/jpeg" },
          ],
        }),
      "field-upload-gallery-images",
      /photo\.jpg is not a JPEG, PNG, WebP or GIF image/,
    ],
    [
      "an image over 10 MB",
      async () => {
        const huge = new Uint8Array(11 * 1024 * 1024);
        huge.set(await jpeg("#00c"));
        return post("/admin/sections/events/0", await eventForm(0), {
          "upload:gallery.images": [{ name: "huge.jpg", bytes: huge, type: "image/jpeg" }],
        });
      },
      "field-upload-gallery-images",
      /huge\.jpg is larger than 10 MB/,
    ],
  ];

  for (const [what, attempt, id, message] of refusals)
    it(`refuses ${what} beside its field and saves nothing`, async () => {
      const before = await versionCount();
      const response = await attempt();
      expect(response.status).toBe(422);
      expectFieldError(await response.text(), id, message);
      expect(await versionCount()).toBe(before);
    });

  it("refuses a number of auction dates out of range beside its field", async () => {
    const { sections } = await sectionsToEdit(app.services.db);
    const before = await versionCount();
    const response = await post("/admin/sections/auctions", {
      ...fieldsOf(sections.auctions),
      intent: "save",
      upcomingDates: "40",
    });
    expect(response.status).toBe(422);
    expectFieldError(await response.text(), "field-upcomingDates", /12/);
    expect(await versionCount()).toBe(before);
  });
});

describe("structural buttons", () => {
  it("add, move and remove in the form without saving", async () => {
    const before = await versionCount();
    const event = await storedEvent(0);
    const added = await post(
      "/admin/sections/events/0",
      await eventForm(0, pressing({ type: "insert", payload: { name: "catalogue", defaultValue: NEW_LOT } })),
    );
    expect(added.status).toBe(200);
    const addedHtml = await added.text();
    expect(addedHtml).toContain(`id="field-catalogue-${event.catalogue.length}-lot"`);

    const moved = await post(
      "/admin/sections/events/0",
      await eventForm(0, pressing({ type: "reorder", payload: { name: "gallery.images", from: 0, to: 1 } })),
    );
    const movedHtml = await moved.text();
    const keys = [...movedHtml.matchAll(/name="gallery\.images\[\d+\]\.key" value="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(keys.slice(0, 2)).toEqual([event.gallery.images[1]!.key, event.gallery.images[0]!.key]);

    const removed = await post(
      "/admin/sections/events/0",
      await eventForm(0, pressing({ type: "remove", payload: { name: "catalogue", index: 0 } })),
    );
    expect(await removed.text()).not.toContain(`id="field-catalogue-${event.catalogue.length - 1}-lot"`);

    const uploaded = await post("/admin/sections/events/0", await eventForm(0, { intent: "upload" }), {
      "upload:gallery.images": [{ name: "new.jpg", bytes: await jpeg("#0a0"), type: "image/jpeg" }],
    });
    expect(uploaded.status).toBe(200);
    expect(await uploaded.text()).toMatch(
      /name="gallery\.images\[\d+\]\.key" value="feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg"/,
    );
    expect(await versionCount()).toBe(before);
    expect((await storedEvent(0)).catalogue).toHaveLength(event.catalogue.length);
  });

  it("refuses a button value that is not one of the form's with 400, saving nothing", async () => {
    const before = await versionCount();
    const event = await storedEvent(0);
    for (const value of [
      "add:catalogue",
      "{",
      JSON.stringify({ type: "remove", payload: { name: "title", index: 0 } }),
      JSON.stringify({ type: "reorder", payload: { name: "__proto__", from: 0, to: 1 } }),
      serializeIntent({ type: "reset", payload: {} }),
    ]) {
      const response = await post(
        "/admin/sections/events/0",
        await eventForm(0, { title: "Changed", [INTENT]: value }),
      );
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("The button pressed is not one this form has. Nothing was saved.");
      // The form shows the item as it is saved, not the refused post.
      expect(html).toContain(`value="${event.title}"`);
    }
    expect(await versionCount()).toBe(before);
    expect(await storedEvent(0)).toEqual(event);
  });
});

describe("gallery uploads", () => {
  it("stores an uploaded image and shows it on the public page once published", async () => {
    const form = Object.fromEntries(
      Object.entries(await eventForm(1)).filter(([name]) => !name.startsWith("gallery.images[")),
    );
    const saved = await post("/admin/sections/events/1", form, {
      "upload:gallery.images": [{ name: "yard.jpg", bytes: await jpeg("#c60"), type: "image/jpeg" }],
    });
    expect(saved.status).toBe(303);
    const [image] = (await storedEvent(1)).gallery.images;
    expect(image!.key).toMatch(/^feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);
    expect(await publicPage("/agriculture/cotswold-farm-machinery-sale")).not.toContain(image!.key);
    await publish();
    expect(await publicPage("/agriculture/cotswold-farm-machinery-sale")).toContain(image!.key);
    expect((await fetch(`${app.baseUrl}/media/320x_/${image!.key}`)).status).toBe(200);
  });

  it("adds a new event, then removes it, each a draft", async () => {
    const created = await post("/admin/sections/events/new", {
      ...(await eventForm(0)),
      was: "",
      kind: "agriculture",
      slug: "harvest-sale",
    });
    expect(created.status).toBe(303);
    const { sections } = await sectionsToEdit(app.services.db);
    const index = sections.salesEvents.findIndex((event) => event.slug === "harvest-sale");
    expect(created.headers.get("location")).toBe(`/admin/sections/events/${index}?done=saved`);
    // Its gallery takes the next id free among agricultural events (its hash).
    const agriculture = sections.salesEvents.filter((event) => event.kind === "agriculture");
    expect(new Set(agriculture.map((event) => event.gallery.id)).size).toBe(agriculture.length);
    const removed = await post(`/admin/sections/events/${index}`, {
      intent: "remove-item",
      was: "harvest-sale",
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/admin/sections?done=removed");
    expect(
      (await sectionsToEdit(app.services.db)).sections.salesEvents.some((e) => e.slug === "harvest-sale"),
    ).toBe(false);
  });
});

describe("a services page", () => {
  it("saves its card slider with a new card and its images", async () => {
    const { sections } = await sectionsToEdit(app.services.db);
    const page = sections.services[0]!;
    const fields: Record<string, string> = {
      ...fieldsOf({ ...page, staffIds: undefined }),
      was: page.slug,
    };
    page.staffIds.forEach((id, position) => (fields[`staffIds[${position}]`] = String(id)));
    const withSlider = await post("/admin/sections/services/0", {
      ...fields,
      ...pressing({ type: "insert", payload: { name: "cardSliders", defaultValue: NEW_CARD_SLIDER } }),
    });
    expect(withSlider.status).toBe(200);
    const n = page.cardSliders.length;
    expect(await withSlider.text()).toContain(`id="field-cardSliders-${n}-contentBlockId"`);
    const image = await jpeg("#369");
    const saved = await post(
      "/admin/sections/services/0",
      {
        ...fields,
        intent: "save",
        [`cardSliders[${n}].contentBlockId`]: "new-work",
        [`cardSliders[${n}].title`]: "New work",
        [`cardSliders[${n}].cards[0].id`]: "1",
        [`cardSliders[${n}].cards[0].title`]: "A barn",
      },
      {
        [`upload:cardSliders[${n}].cards[0].image`]: [{ name: "barn.jpg", bytes: image, type: "image/jpeg" }],
        [`upload:cardSliders[${n}].cards[0].images`]: [
          { name: "barn.jpg", bytes: image, type: "image/jpeg" },
        ],
      },
    );
    expect(saved.status).toBe(303);
    const stored = (await sectionsToEdit(app.services.db)).sections.services[0]!;
    expect(stored.cardSliders[n]!.cards[0]!.images).toHaveLength(1);
    expect(stored.staffIds).toEqual(page.staffIds);
  });
});
