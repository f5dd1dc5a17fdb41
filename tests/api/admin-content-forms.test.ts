// The site content form editors (issue 15 item 1) over HTTP, posting what the page's form holds as a browser
// would (its fields read off the page, multipart, the pressed button found by its words): add, remove and move
// (Conform's list buttons, issue 37 item 3) redraw the form and save nothing, and a button value the form does not
// have is refused the same way; "Save draft" makes a draft the site does not show until it is published; a schema
// refusal shows the problem beside its field, linked from the summary, and saves nothing; the logo's upload sets
// its address and size; a file that is not an image is refused; a hero picture is stored cropped to 3:2 and
// served so at every hero width.
import { INTENT } from "@conform-to/dom";
import { count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, siteContent, siteContentVersions } from "../../db/schema.ts";
import { HERO_WIDTHS } from "../../domain/media-sizes.ts";
import type { SiteContent } from "../../modules/content/model/site-content.ts";
import { contentSectionValue } from "../../modules/site-editor/back-office/site-content-versions.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInCast, type SignedInStaff as Staff } from "../support/staff-browser.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Staff;
let editor: Staff;
let manager: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  ({ owner, editor, manager } = await signedInCast(app, ["owner", "editor", "manager"]));
}, 300_000);

afterAll(() => app?.stop());

async function live<K extends keyof SiteContent>(key: K): Promise<SiteContent[K]> {
  const [row] = await app.services.db.select().from(siteContent).where(eq(siteContent.key, key));
  return row!.value as SiteContent[K];
}
const draft = async <K extends keyof SiteContent>(key: K) =>
  (await contentSectionValue(app.services.db, key)).value as SiteContent[K];
const versionCount = async () =>
  (await app.services.db.select({ n: count() }).from(siteContentVersions))[0]!.n;

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return found ? unescape(found[1]!) : null;
};

/** The fields of the page's form editor as a browser posts them (unticked boxes and empty files left out). */
function editorFields(html: string): Record<string, string> {
  const form = /<form[^>]*data-content-editor[^>]*>([\s\S]*?)<\/form>/.exec(html)?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input[^>]*>/g)) {
    const name = attribute(tag, "name");
    const type = attribute(tag, "type");
    if (!name || type === "file" || (type === "checkbox" && !/\schecked=""/.test(tag))) continue;
    fields[name] = type === "checkbox" ? "on" : (attribute(tag, "value") ?? "");
  }
  for (const [, tag, text] of form.matchAll(/<textarea([^>]*)>([\s\S]*?)<\/textarea>/g))
    fields[attribute(tag!, "name")!] = unescape(text!.replace(/^\n/, ""));
  for (const [, tag, options] of form.matchAll(/<select([^>]*)>([\s\S]*?)<\/select>/g)) {
    const chosen = /<option[^>]*selected=""[^>]*>/.exec(options!)?.[0] ?? /<option[^>]*>/.exec(options!)![0];
    fields[attribute(tag!, "name")!] = attribute(chosen, "value") ?? "";
  }
  return fields;
}

type Upload = { name: string; bytes: Uint8Array<ArrayBuffer>; filename: string; type: string };

/** A text file named and typed as a picture. */
const notAnImage = (name: string): Upload => ({
  name,
  bytes: new TextEncoder().encode("<svg>not really a picture</svg>"),
  filename: "picture.png",
  type: "image/png",
});

/** The name and value a browser posts for the form's button whose words (screen-reader words too) are `words`. */
function button(html: string, words: string): [string, string] {
  for (const [, tag, inner] of html.matchAll(/<button([^>]*)>([\s\S]*?)<\/button>/g)) {
    const text = unescape(inner!.replace(/<[^>]*>/g, ""))
      .replace(/\s+/g, " ")
      .trim();
    if (text === words) return [attribute(tag!, "name")!, attribute(tag!, "value")!];
  }
  throw new Error(`No button "${words}" on the page`);
}

/**
 * Posts the form as it stands on the page at `key`, with `changes`, pressing the button named `press` ("Save
 * draft" when none; `button` posts a button value of its own) and uploading any file.
 */
async function postEditor(
  who: Staff,
  key: string,
  {
    press = "Save draft",
    button: pressed,
    changes = {},
    html,
    upload,
  }: {
    press?: string;
    button?: [string, string];
    changes?: Record<string, string | null>;
    html?: string;
    upload?: Upload;
  } = {},
) {
  const page = html ?? (await (await send(who.b, `/admin/content/${key}`)).text());
  const fields = { ...editorFields(page), ...changes };
  const body = new FormData();
  body.set("authenticity_token", who.b.token);
  for (const [name, value] of Object.entries(fields)) if (value !== null) body.set(name, value);
  body.set(...(pressed ?? button(page, press)));
  if (upload) body.set(upload.name, new Blob([upload.bytes], { type: upload.type }), upload.filename);
  return send(who.b, `/admin/content/${key}`, undefined, { body });
}

const legends = (html: string) =>
  [...html.matchAll(/<legend[^>]*>([^<]*)<\/legend>/g)].map((m) => unescape(m[1]!));
const valueOfField = (html: string, name: string) => {
  const tag = new RegExp(`<input[^>]*name="${name.replace(/[.[\]]/g, "\\$&")}"[^>]*>`).exec(html)?.[0];
  return tag ? attribute(tag, "value") : null;
};

describe("who may use the form editors", () => {
  it("owners and editors; a manager's post is refused and saves nothing", async () => {
    const before = await versionCount();
    expect((await send(manager.b, "/admin/content/header")).status).toBe(403);
    const body = new FormData();
    body.set("authenticity_token", manager.b.token);
    body.set("intent", "save");
    body.set("agencyName", "Taken over");
    expect((await send(manager.b, "/admin/content/header", undefined, { body })).status).toBe(403);
    expect(await versionCount()).toBe(before);
    for (const key of ["header", "hero", "homeBlocks", "theme", "footer"]) {
      const page = await send(owner.b, `/admin/content/${key}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("data-content-editor");
      expect(html).toContain("as JSON");
      // The stored content passes the browser's own checks, so "Save draft" is never blocked by them.
      const blocked = [...html.matchAll(/<input[^>]*required=""[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !attribute(tag, "value"));
      expect(blocked).toEqual([]);
    }
  });
});

describe("header and menus", () => {
  it("adds and moves a menu item without saving, then saves a draft the site shows once published", async () => {
    const before = await versionCount();
    const header = await live("header");
    const n = header.primaryMenuItems.length;
    const added = await postEditor(editor, "header", { press: "Add a primary menu item" });
    expect(added.status).toBe(200);
    let html = await added.text();
    expect(legends(html)).toContain(`Primary menu item ${n + 1}`);
    expect(html).toMatch(new RegExp(`id="field-primaryMenuItems-${n}-name"[^>]*autofocus`, "i"));
    const moved = await postEditor(editor, "header", {
      html,
      press: `Move up Primary menu item ${n + 1}`,
      changes: {
        [`primaryMenuItems[${n}].name`]: "Harbour homes",
        [`primaryMenuItems[${n}].url`]: "/branches",
        [`primaryMenuItems[${n}].target`]: "on",
      },
    });
    expect(moved.status).toBe(200);
    html = await moved.text();
    expect(valueOfField(html, `primaryMenuItems[${n - 1}].name`)).toBe("Harbour homes");
    expect(valueOfField(html, `primaryMenuItems[${n}].name`)).toBe(header.primaryMenuItems[n - 1]!.name);
    // The moved item keeps the focus.
    expect(html).toMatch(new RegExp(`id="field-primaryMenuItems-${n - 1}-name"[^>]*autofocus`, "i"));
    expect(await versionCount()).toBe(before);

    const saved = await postEditor(editor, "header", { html });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/content/header?done=saved");
    const inDraft = await draft("header");
    expect(inDraft.primaryMenuItems[n - 1]).toEqual({
      id: "harbour-homes",
      name: "Harbour homes",
      url: "/branches",
      target: "B",
    });
    expect(inDraft.primaryMenuItems[n]).toEqual(header.primaryMenuItems[n - 1]);
    expect(inDraft.emailLogo).toEqual(header.emailLogo);
    expect((await live("header")).primaryMenuItems).toHaveLength(n);
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "content.save"))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ actorEmail: editor.email, after: { section: "header" } });

    expect((await send(editor.b, "/admin/content", { intent: "publish" })).status).toBe(303);
    expect((await live("header")).primaryMenuItems[n - 1]!.name).toBe("Harbour homes");
    expect(await (await fetch(`${app.baseUrl}/`)).text()).toContain("Harbour homes");
  });

  it("saves nothing when nothing changed", async () => {
    const before = await versionCount();
    const response = await postEditor(editor, "header");
    expect(response.headers.get("location")).toBe("/admin/content/header?done=unchanged");
    expect(await versionCount()).toBe(before);
  });

  it("refuses a button value the form does not have with the form again and a message, saving nothing", async () => {
    const before = await versionCount();
    const header = await draft("header");
    const stale = { name: "Not saved", url: "/nowhere" };
    const malformed = [
      "up:primaryMenuItems.1",
      "{ not json",
      JSON.stringify({ type: "reorder", payload: { name: "agencyName", from: 0, to: 1 } }),
      JSON.stringify({ type: "update", payload: { name: "agencyName", value: "Taken over" } }),
    ];
    for (const value of malformed) {
      const response = await postEditor(editor, "header", {
        button: [INTENT, value],
        changes: { "primaryMenuItems[0].name": stale.name, agencyName: "Taken over" },
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain("The button pressed is not one this form has.");
      // The form is drawn again as it was posted, the button ignored.
      expect(html).toContain("data-content-editor");
      expect(valueOfField(html, "primaryMenuItems[0].name")).toBe(stale.name);
      expect(valueOfField(html, "agencyName")).toBe("Taken over");
    }
    expect(await versionCount()).toBe(before);
    expect(await draft("header")).toEqual(header);
  });

  it("refuses a field its schema refuses, beside the field and linked from the summary, and saves nothing", async () => {
    const before = await versionCount();
    const response = await postEditor(editor, "header", {
      changes: { "primaryMenuItems[1].items[0].name": "", agencyName: "" },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain("header.primaryMenuItems.1.items.0.name:");
    expect(html).toMatch(
      /id="field-primaryMenuItems-1-items-0-name"[^>]*aria-invalid="true"[^>]*aria-describedby="field-primaryMenuItems-1-items-0-name-error"/,
    );
    expect(html).toMatch(/id="field-primaryMenuItems-1-items-0-name-error"[^>]*>Too small/);
    expect(html).toContain('href="#field-primaryMenuItems-1-items-0-name"');
    expect(html).toContain('href="#field-agencyName"');
    // The form is drawn as it was posted.
    expect(valueOfField(html, "primaryMenuItems[1].items[0].name")).toBe("");
    expect(await versionCount()).toBe(before);
  });

  it("takes an uploaded logo, its address and size read off the stored image; refuses a file that is not one", async () => {
    const png = await sharp({ create: { width: 240, height: 64, channels: 4, background: "#123456" } })
      .png()
      .toBuffer();
    const saved = await postEditor(editor, "header", {
      changes: { "logo.alt": "Harbour & Co" },
      upload: { name: "logoFile", bytes: png, filename: "logo.png", type: "image/png" },
    });
    expect(saved.status).toBe(303);
    const { logo } = await draft("header");
    expect(logo).toMatchObject({ alt: "Harbour & Co", width: 240, height: 64 });
    expect(logo.url).toMatch(/^\/media\/_x_\/feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const served = await fetch(`${app.baseUrl}${logo.url}`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(240);

    const before = await versionCount();
    const refused = await postEditor(editor, "header", {
      upload: notAnImage("logoFile"),
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toMatch(/id="field-logoFile"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/id="field-logoFile-error"[^>]*>[^<]*not an image|id="field-logoFile-error"/);
    expect(await versionCount()).toBe(before);
    expect((await draft("header")).logo.url).toBe(logo.url);
  });
});

describe("hero", () => {
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: "#7a9" } })
      .jpeg()
      .toBuffer();

  it("crops an uploaded picture to the hero's 3:2, served so at every hero width", async () => {
    const before = (await draft("hero")).heroCarouselImages.length;
    const saved = await postEditor(editor, "hero", {
      changes: {
        "newImage.alt": "Boats in the harbour",
        "newImage.caption": "Harbour",
        "newImage.focus": "top",
      },
      upload: {
        name: "newImage",
        bytes: await photo(1800, 1800),
        filename: "harbour.jpg",
        type: "image/jpeg",
      },
    });
    expect(saved.status).toBe(303);
    const images = (await draft("hero")).heroCarouselImages;
    expect(images).toHaveLength(before + 1);
    const image = images.at(-1)!;
    expect(image).toMatchObject({ alt: "Boats in the harbour", caption: "Harbour" });
    const stored = await sharp((await app.services.media.originals.read(image.key))!).metadata();
    expect([stored.width, stored.height]).toEqual([1500, 1000]);
    for (const width of HERO_WIDTHS) {
      const served = await fetch(`${app.baseUrl}/media/${width}x_/${image.key}`);
      expect(served.status).toBe(200);
      const size = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(size.width).toBe(width);
      expect(Math.abs(size.height! - (width * 2) / 3)).toBeLessThanOrEqual(1);
    }
  });

  it("keeps a small picture's size, still 3:2", async () => {
    await postEditor(editor, "hero", {
      changes: { "newImage.alt": "A narrow lane" },
      upload: { name: "newImage", bytes: await photo(900, 300), filename: "lane.jpg", type: "image/jpeg" },
    });
    const image = (await draft("hero")).heroCarouselImages.at(-1)!;
    const stored = await sharp((await app.services.media.originals.read(image.key))!).metadata();
    expect([stored.width, stored.height]).toEqual([450, 300]);
  });

  it("refuses a picture without a description beside its field, saving nothing; moves and removes pictures", async () => {
    const before = await versionCount();
    const refused = await postEditor(editor, "hero", {
      upload: { name: "newImage", bytes: await photo(600, 400), filename: "x.jpg", type: "image/jpeg" },
    });
    expect(refused.status).toBe(422);
    let html = await refused.text();
    const count = (await draft("hero")).heroCarouselImages.length;
    expect(html).toMatch(new RegExp(`id="field-heroCarouselImages-${count}-alt"[^>]*aria-invalid="true"`));
    expect(await versionCount()).toBe(before);

    const removed = await postEditor(editor, "hero", { html, press: `Remove Carousel image ${count + 1}` });
    html = await removed.text();
    const up = await postEditor(editor, "hero", { html, press: "Move up Carousel image 2" });
    html = await up.text();
    expect(await versionCount()).toBe(before);
    const images = (await draft("hero")).heroCarouselImages;
    expect(valueOfField(html, "heroCarouselImages[0].key")).toBe(images[1]!.key);
    expect(
      (await postEditor(editor, "hero", { html, changes: { heading: "Homes by the sea" } })).status,
    ).toBe(303);
    const hero = await draft("hero");
    expect(hero.heroCarouselImages.map((image) => image.key)).toEqual([
      images[1]!.key,
      images[0]!.key,
      ...images.slice(2).map((image) => image.key),
    ]);
    expect(hero.heading).toBe("Homes by the sea");
    expect(hero.topLevels).toEqual((await live("hero")).topLevels);
  });

  it("edits the search tabs: a tab with a property type (no tag) and its filters, ids made from names", async () => {
    const tabs = (await draft("hero")).topLevels;
    const n = tabs.length;
    let html = await (await postEditor(editor, "hero", { press: "Add a search tab" })).text();
    expect(legends(html)).toContain(`Search tab ${n + 1}`);
    html = await (
      await postEditor(editor, "hero", {
        html,
        press: `Add a property type to Search tab ${n + 1}`,
        changes: {
          [`topLevels[${n}].name`]: "Barns",
          [`topLevels[${n}].otherFilters`]: "for sale\nmin acres",
        },
      })
    ).text();
    expect(legends(html)).toContain(`Search tab ${n + 1}, property type 1`);
    const saved = await postEditor(editor, "hero", {
      html,
      changes: { [`topLevels[${n}].subLevels[0].name`]: "All barns", acresOptions: "0.5, 1, 2.5" },
    });
    expect(saved.status).toBe(303);
    const hero = await draft("hero");
    expect(hero.topLevels.slice(0, n)).toEqual(tabs);
    expect(hero.topLevels[n]).toEqual({
      name: "Barns",
      otherFilters: ["for sale", "min acres"],
      subLevels: [{ id: "all-barns", name: "All barns", tag: null, hideOnLettings: false }],
      advancedOptions: {
        hideOnHomepage: false,
        lettingsOnly: false,
        salesOnly: false,
        displayLinksOnHomePage: false,
      },
      links: [],
    });
    expect(hero.acresOptions).toEqual([0.5, 1, 2.5]);
  });

  it("refuses a file that is not an image beside the file field", async () => {
    const refused = await postEditor(editor, "hero", {
      changes: { "newImage.alt": "x" },
      upload: notAnImage("newImage"),
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/id="field-newImage"[^>]*aria-invalid="true"/);
  });
});

describe("home blocks", () => {
  it("adds a block of a chosen kind without saving, refuses a duplicate content id beside it, then saves", async () => {
    const before = await versionCount();
    const blocks = await draft("homeBlocks");
    const added = await postEditor(editor, "homeBlocks", {
      press: "Add a block",
      changes: { newBlockType: "videoSection" },
    });
    expect(added.status).toBe(200);
    let html = await added.text();
    const n = blocks!.length;
    expect(legends(html)).toContain(`Block ${n + 1}`);
    expect(html).toContain("Kind of block: Video section");
    expect(await versionCount()).toBe(before);

    const duplicate = await postEditor(editor, "homeBlocks", {
      html,
      changes: {
        [`blocks[${n}].contentId`]: blocks![0]!.contentId,
        [`blocks[${n}].subtitle`]: "Our town",
        [`blocks[${n}].description`]: "A film",
        [`blocks[${n}].videoUrls`]: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
      },
    });
    expect(duplicate.status).toBe(422);
    html = await duplicate.text();
    expect(html).toMatch(new RegExp(`id="field-blocks-${n}-contentId"[^>]*aria-invalid="true"`));
    expect(html).toContain(`duplicate content id ${blocks![0]!.contentId}`);
    expect(await versionCount()).toBe(before);

    const saved = await postEditor(editor, "homeBlocks", {
      html,
      changes: { [`blocks[${n}].contentId`]: "our-town" },
    });
    expect(saved.status).toBe(303);
    expect((await draft("homeBlocks"))!.at(-1)).toEqual({
      type: "videoSection",
      contentId: "our-town",
      subtitle: "Our town",
      description: "A film",
      videoUrl: "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    });
    const removed = await postEditor(editor, "homeBlocks", { press: `Remove Block ${n + 1}` });
    expect(await postEditor(editor, "homeBlocks", { html: await removed.text() }).then((r) => r.status)).toBe(
      303,
    );
    expect(await draft("homeBlocks")).toEqual(blocks);
  });
});

describe("theme settings and footer", () => {
  it("saves the spec's theme settings beside the colours, refusing a bad price range beside it", async () => {
    const before = await versionCount();
    const refused = await postEditor(editor, "theme", {
      changes: { "settings.salesPriceRange": "100, lots" },
    });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toMatch(/id="field-settings-salesPriceRange"[^>]*aria-invalid="true"/);
    expect(await versionCount()).toBe(before);
    const saved = await postEditor(editor, "theme", {
      changes: {
        "settings.singleStepValuationForm": "on",
        "settings.displaySstcStatusAsSold": "on",
        "settings.salesPriceRange": "150, 250, 500",
      },
    });
    expect(saved.status).toBe(303);
    const theme = await draft("theme");
    expect(theme.settings).toMatchObject({
      singleStepValuationForm: true,
      displaySstcStatusAsSold: true,
      salesPriceRange: [150, 250, 500],
    });
    expect(theme.preferences.colours).toEqual((await live("theme")).preferences.colours);
    expect((await live("theme")).settings.singleStepValuationForm).toBe(false);
  });

  it("edits the footer's fields and links", async () => {
    const added = await postEditor(editor, "footer", { press: "Add a social link" });
    const saved = await postEditor(editor, "footer", {
      html: await added.text(),
      changes: {
        legalName: "Harbour & Co Ltd",
        "socialLinks[0].name": "Instagram",
        "socialLinks[0].url": "https://instagram.example/harbour",
      },
    });
    expect(saved.status).toBe(303);
    const footer = await draft("footer");
    expect(footer).toMatchObject({
      legalName: "Harbour & Co Ltd",
      socialLinks: [{ name: "Instagram", url: "https://instagram.example/harbour" }],
    });
    expect(footer.legalLinks).toEqual((await live("footer")).legalLinks);
  });
});
