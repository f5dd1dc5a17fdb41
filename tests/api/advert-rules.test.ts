// Issue 41 over HTTP: a BLM export as a lettings CRM writes it, with adverts that break each of the 2026 rules,
// imported by the engine into a real server's own database. A listing that breaks a blocking rule is imported but
// held back (its page 404, left out of searches, markers and the sitemap) and named in the report with its rule;
// a warning leaves it on the site; sales and commercial lets are outside the lettings rules. On the listings desk
// staff see the findings, and a mended advert goes back on the site at once (a new breach takes it off).
import { writeFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { advertVersions, auditLog, properties } from "../../db/schema.ts";
import type { Listing } from "../../domain/agency.ts";
import { importFeedFile } from "../../modules/feeds/sync/import-feed-file.ts";
import { feedImportDependencies } from "../../modules/feeds/sync/import-dependencies.ts";
import { groupHeading } from "../../modules/feeds/model/warning-report.ts";
import type { ImportSummary } from "../../modules/feeds/sync/import-types.ts";
import { BLM_ADDRESS_COLUMNS, BLM_OPENING_COLUMNS } from "../../modules/feeds/files/blm/blm-columns.ts";
import { formValuesOf } from "../../modules/listings/model/listing-form.ts";
import { send, signedInStaff } from "../support/staff-browser.ts";
import { listingsDeskSuite } from "./admin-listings-support.ts";
import { blmText } from "../support/blm-text.ts";
import { deleteExpiredAdvertVersions, recheckAdverts } from "../../modules/advert-rules/index.ts";

const desk = listingsDeskSuite("openhouse-advert-rules-");
const db = () => desk.app.services.db;

const COLUMNS = [
  ...BLM_OPENING_COLUMNS,
  "PRICE",
  "PRICE_QUALIFIER",
  "BEDROOMS",
  "PROP_SUB_ID",
  ...BLM_ADDRESS_COLUMNS,
  "FEATURE1",
  "FEATURE2",
  "SUMMARY",
  "DESCRIPTION",
  "TRANS_TYPE_ID",
  "LET_TYPE_ID",
  "LET_RENT_FREQUENCY",
  "TENURE_TYPE_ID",
  "ANNUAL_SERVICE_CHARGE",
  "ANNUAL_GROUND_RENT",
  "COUNCIL_TAX_BAND",
  "TENURE_UNEXPIRED_YEARS",
];

/** One advert: `ref` names it, `lettings: false` makes it a sale, any other key is a BLM column's value. */
type Row = { ref: string; lettings?: boolean; [column: string]: string | boolean | undefined };

function record(row: Row): string {
  const values: Record<string, string> = {
    AGENT_REF: `41_${row.ref}`,
    BRANCH_ID: "41",
    STATUS_ID: "0",
    CREATE_DATE: "2026-11-02 09:00:00",
    UPDATE_DATE: "2026-11-20 17:45:12",
    DISPLAY_ADDRESS: "Harbour Road, Bristol",
    PUBLISHED_FLAG: "1",
    PRICE: row.lettings === false ? "325,000" : "1,450",
    PRICE_QUALIFIER: "0",
    BEDROOMS: "2",
    PROP_SUB_ID: "28",
    ADDRESS_1: "7",
    ADDRESS_2: "Harbour Road",
    ADDRESS_3: "Hotwells",
    ADDRESS_4: "",
    TOWN: "Bristol",
    POSTCODE1: "BS8",
    POSTCODE2: "4RU",
    FEATURE1: "Two double bedrooms",
    FEATURE2: "Harbour views",
    SUMMARY: "A bright flat on the harbour.",
    DESCRIPTION: "<p>Newly decorated throughout, with a children&#39;s playground nearby.</p>",
    TRANS_TYPE_ID: row.lettings === false ? "1" : "2",
    LET_TYPE_ID: row.lettings === false ? "" : "1",
    LET_RENT_FREQUENCY: row.lettings === false ? "" : "1",
    COUNCIL_TAX_BAND: "C",
    ...Object.fromEntries(
      Object.entries(row).filter(
        (entry): entry is [string, string] => COLUMNS.includes(entry[0]) && typeof entry[1] === "string",
      ),
    ),
  };
  return `${COLUMNS.map((column) => values[column] ?? "").join("^")}^~`;
}

/** A BLM v3 as a lettings CRM exports it: CRLF line ends, ^ and ~, a row per advert. */
async function importBlm(name: string, rows: Row[], source = "crm41"): Promise<ImportSummary> {
  const file = path.join(desk.feedDir, name);
  writeFileSync(file, blmText(COLUMNS, rows.map(record)), "latin1");
  return importFeedFile(
    db(),
    file,
    { source, mode: "full", way: "command", workDir: path.join(desk.feedDir, "work") },
    feedImportDependencies(desk.app.services, {
      fetchMedia: async (url) => {
        throw new Error(`not fetched in this test: ${url}`);
      },
    }),
  );
}

// Each blocking rule broken where real adverts break it; then adverts that must stay on the site.
const HELD_BACK: Record<string, string> = {
  "41_POA": "lettings-single-rent",
  "41_OFFERS": "lettings-single-rent",
  "41_BIDS": "lettings-single-rent",
  "41_ADVANCE": "rent-in-advance",
  "41_DSS": "discrimination",
  "41_KIDS": "discrimination",
  "41_TERM": "fixed-term",
  "41_NOBAND": "material-information",
  "41_LEASE": "material-information",
};
const ROWS: Row[] = [
  { ref: "POA", PRICE_QUALIFIER: "1", PRICE: "0" },
  { ref: "OFFERS", PRICE_QUALIFIER: "4" },
  { ref: "BIDS", DESCRIPTION: "<p>Best and final offers by Friday 5pm.</p>" },
  { ref: "ADVANCE", SUMMARY: "6 months upfront required from all applicants." },
  { ref: "DSS", FEATURE2: "NO D.S.S." },
  { ref: "KIDS", DESCRIPTION: "Suit working professionals only, sorry no children." },
  { ref: "TERM", DESCRIPTION: "Available on a minimum term of 12 months." },
  { ref: "PETS", FEATURE2: "No pets" },
  { ref: "CLEAN" },
  // A short let (LET_TYPE_ID 2) is a holiday let: a fixed term stays lawful for it.
  { ref: "SHORT", LET_TYPE_ID: "2", DESCRIPTION: "Fixed term of three months over the summer." },
  // A commercial lease (LET_TYPE_ID 4) is outside the Renters' Rights Act; a sale may invite offers.
  { ref: "SHOP", LET_TYPE_ID: "4", PRICE_QUALIFIER: "4" },
  // A leasehold flat for sale: its service charge and ground rent go with its price (drip pricing).
  {
    ref: "SALE",
    lettings: false,
    PRICE_QUALIFIER: "4",
    DESCRIPTION: "Best and final offers by Friday.",
    TENURE_TYPE_ID: "2",
    ANNUAL_SERVICE_CHARGE: "1,200",
    ANNUAL_GROUND_RENT: "250",
    TENURE_UNEXPIRED_YEARS: "118",
  },
  // Part A of the material information missing: a let without its council tax band, a lease without its terms.
  { ref: "NOBAND", COUNCIL_TAX_BAND: "" },
  { ref: "LEASE", lettings: false, TENURE_TYPE_ID: "2", ADDRESS_1: "9" },
];

let summary: ImportSummary;
const ids = new Map<string, number>();
const rowOf = async (reference: string): Promise<Listing> =>
  (await db().select().from(properties).where(eq(properties.reference, reference)))[0] as unknown as Listing;

beforeAll(async () => {
  summary = await importBlm("lettings.blm", ROWS);
  for (const row of ROWS) ids.set(`41_${row.ref}`, (await rowOf(`41_${row.ref}`)).id);
}, 120_000);

const status = async (route: string) => (await fetch(`${desk.app.baseUrl}${route}`)).status;
const lettingsIds = async (query = "") => {
  const response = await fetch(`${desk.app.baseUrl}/search.ljson?channel=lettings&text=harbour${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { properties: { property_id: number }[] }).properties.map(
    (p) => p.property_id,
  );
};

describe("a feed import checks every advert", () => {
  it("imports every row, holds back each one that breaks a blocking rule, and counts them", async () => {
    expect(summary.state).toBe("succeeded");
    expect(summary.counts).toMatchObject({ created: ROWS.length, skipped: 0, heldBack: 9 });
    for (const row of ROWS) {
      const listing = await rowOf(`41_${row.ref}`);
      const rule = HELD_BACK[listing.reference];
      expect(listing.heldBack, listing.reference).toBe(rule !== undefined);
      if (rule)
        expect(
          listing.advertFindings.map((found) => found.rule),
          listing.reference,
        ).toContain(rule);
    }
    expect((await rowOf("41_PETS")).advertFindings).toMatchObject([
      { rule: "no-pets", severity: "warn", field: "features", phrase: "no pets" },
    ]);
    expect((await rowOf("41_CLEAN")).advertFindings).toEqual([]);
  });

  it("names each rule in the report, with the listings, the words and the fix", async () => {
    const groups = new Map(summary.warningGroups.map((group) => [group.kind, group]));
    const discrimination = groups.get("advert-held-back:discrimination")!;
    expect(discrimination.count).toBe(2);
    expect(groupHeading(discrimination)).toMatch(
      /^2 held back from the site until mended on the listings desk — .*\(Renters' Rights Act 2025/,
    );
    expect(discrimination.examples.join("\n")).toContain(
      '41_DSS: Held back from the site: "no d s s" in the key features',
    );
    expect(groups.get("advert-held-back:lettings-single-rent")!.count).toBe(3);
    expect(groups.get("advert-held-back:rent-in-advance")!.examples[0]).toMatch(
      /^41_ADVANCE: .* in the summary/,
    );
    expect(groups.get("advert-held-back:fixed-term")!.count).toBe(1);
    expect(groups.get("advert-warning:no-pets")!.examples[0]).toMatch(
      /^41_PETS: On the site, with a warning: "no pets" in the key features .*Pets considered on request/,
    );
    const partA = groups.get("advert-held-back:material-information")!;
    expect(partA.count).toBe(2);
    expect(partA.examples.join("\n")).toContain(
      "41_NOBAND: Held back from the site: Not given: council tax band (Part A of the material information)",
    );
    expect(partA.examples.join("\n")).toContain(
      "41_LEASE: Held back from the site: Not given: lease length remaining, service charge, ground rent",
    );
  });

  it("keeps a held-back advert off the public site: its page, searches, markers and the sitemap", async () => {
    const found = await lettingsIds();
    const sitemap = await (await fetch(`${desk.app.baseUrl}/sitemap.xml`)).text();
    for (const [reference, id] of ids) {
      const held = reference in HELD_BACK;
      if (reference === "41_SALE") continue;
      expect(found.includes(id), reference).toBe(!held);
      expect(await status(`/properties/${id}`), reference).toBe(held ? 404 : 200);
      expect(sitemap.includes(`/properties/${id}<`), reference).toBe(!held);
    }
    expect(await status(`/properties/${ids.get("41_SALE")}`)).toBe(200);
    const markers = await fetch(`${desk.app.baseUrl}/search_markers.ljson?channel=lettings&text=harbour`);
    const points = ((await markers.json()) as { markers: { id: number }[] }).markers.map((m) => m.id);
    expect(points).toContain(ids.get("41_CLEAN"));
    expect(points).not.toContain(ids.get("41_DSS"));
  });
});

describe("the listings desk", () => {
  const editor = (id: number) => send(desk.owner, `/admin/listings/${id}`);
  const save = async (id: number, changes: Record<string, string>) =>
    send(desk.owner, `/admin/listings/${id}`, {
      ...formValuesOf(await rowOf([...ids].find(([, each]) => each === id)![0])),
      intent: "save",
      ...changes,
    });

  it("counts the held-back listings on the list, and lists them with their rules by the Advert rules filter", async () => {
    const list = await (await send(desk.owner, "/admin/listings?q=41_")).text();
    expect(list).toMatch(
      /data-held-back-count[^>]*><a [^>]*>9 listings are held back from the site by the advert rules</,
    );
    const held = await (await send(desk.owner, "/admin/listings?q=41_&advert=held")).text();
    for (const row of ROWS)
      expect(held.includes(`>41_${row.ref}<`), row.ref).toBe(`41_${row.ref}` in HELD_BACK);
    expect(held).toContain("Advert rules: discrimination");
    const findings = await (await send(desk.owner, "/admin/listings?q=41_&advert=findings")).text();
    expect(findings).toContain(">41_PETS<");
    expect(findings).toContain("Advert warning");
    expect(findings).not.toContain(">41_CLEAN<");
  });

  it("shows what holds a listing back, with the rule, the words and the fix", async () => {
    const html = await (await editor(ids.get("41_DSS")!)).text();
    expect(html).toContain("As saved, this listing is held back from the site");
    expect(html).toContain('data-advert-rule="discrimination"');
    expect(html).toContain("Keeps it off the site: ");
    expect(html).toContain("&quot;no d s s&quot; in the key features");
    // The material information: the export gave a council tax band, which is Part A for a let.
    expect(html).toMatch(/<div data-material-completeness="true">.*\d+ of \d+ items given \(\d+ %\)/);
    expect(html).not.toContain("Missing from Part A");
    const clean = await (await editor(ids.get("41_CLEAN")!)).text();
    expect(clean).not.toContain("data-advert-held");
    expect(clean).toContain("The advert rules find nothing to mend.");
  });

  it("puts a mended advert back on the site, and takes one that breaks a rule off it", async () => {
    const dss = ids.get("41_DSS")!;
    const mended = await save(dss, { keyFeatures: "Two double bedrooms\nHarbour views" });
    expect(mended.status).toBe(303);
    expect(mended.headers.get("location")).toBe(`/admin/listings/${dss}?done=saved`);
    expect((await rowOf("41_DSS")).heldBack).toBe(false);
    expect(await status(`/properties/${dss}`)).toBe(200);
    expect(await lettingsIds()).toContain(dss);

    const clean = ids.get("41_CLEAN")!;
    const broken = await save(clean, { description: "Sorry, no housing benefit." });
    expect(broken.headers.get("location")).toBe(`/admin/listings/${clean}?done=saved-held-back`);
    const page = await (await send(desk.owner, broken.headers.get("location")!)).text();
    expect(page).toContain("Listing saved, but held back from the site");
    expect(await rowOf("41_CLEAN")).toMatchObject({ heldBack: true });
    expect(await status(`/properties/${clean}`)).toBe(404);
    expect(await lettingsIds()).not.toContain(clean);
  });

  it("keeps the desk's mended words over the feed's on the next import", async () => {
    const again = await importBlm(
      "again.blm",
      ROWS.map((row) => ({ ...row, UPDATE_DATE: "2026-11-29 08:00:00" })),
    );
    expect(again.state).toBe("succeeded");
    // The desk's key features override the feed's "NO D.S.S."; the clean one's new words still hold it back.
    expect((await rowOf("41_DSS")).heldBack).toBe(false);
    expect((await rowOf("41_CLEAN")).heldBack).toBe(true);
    expect(await status(`/properties/${ids.get("41_DSS")}`)).toBe(200);
  });
});

describe("checking every stored advert again (npm run adverts:check)", () => {
  it("holds back a listing written before the rules, and changes nothing else", async () => {
    // As an upgraded database has it: written before the rules existed, so on the site with no findings.
    const kids = ids.get("41_KIDS")!;
    await db().update(properties).set({ heldBack: false, advertFindings: [] }).where(eq(properties.id, kids));
    expect(await status(`/properties/${kids}`)).toBe(200);
    const result = await recheckAdverts(db());
    expect(result.changed).toBe(1);
    expect(result.byRule.discrimination).toBeGreaterThanOrEqual(1);
    expect(await rowOf("41_KIDS")).toMatchObject({ heldBack: true });
    expect(await status(`/properties/${kids}`)).toBe(404);
    expect((await recheckAdverts(db())).changed).toBe(0);
  });
});

describe("badge honesty", () => {
  // BLM's date format, days before now (the badge's window is measured from the clock).
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 24 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
  const home = (ref: string, created: string, address1 = "12") => ({
    ref,
    lettings: false,
    ADDRESS_1: address1,
    ADDRESS_2: "Quay Street",
    POSTCODE2: "4RT",
    DISPLAY_ADDRESS: "Quay Street, Bristol",
    TENURE_TYPE_ID: "1",
    CREATE_DATE: created,
  });
  const badgesOf = async (reference: string) => {
    const html = await (await fetch(`${desk.app.baseUrl}/properties/${(await rowOf(reference)).id}`)).text();
    return html.includes("NEW Listing!");
  };

  it("dates a home withdrawn and listed again under a new reference from its first marketing: never NEW again", async () => {
    expect((await importBlm("first.blm", [home("HOME-A", daysAgo(80))], "crm41b")).state).toBe("succeeded");
    const first = await rowOf("41_HOME-A");
    expect((await send(desk.owner, `/admin/listings/${first.id}`, { intent: "withdraw" })).status).toBe(303);

    const again = await importBlm(
      "again.blm",
      [home("HOME-B", daysAgo(1)), home("HOME-C", daysAgo(1), "14")],
      "crm41c",
    );
    expect(again.counts).toMatchObject({ created: 2 });
    // The same home under another source's reference (as a CRM that re-creates a listing sends it).
    const relisted = await rowOf("41_HOME-B");
    expect(relisted.createdAt.toISOString()).toBe(first.createdAt.toISOString());
    expect(await badgesOf("41_HOME-B")).toBe(false);
    const group = again.warningGroups.find((each) => each.kind === "relisted-home")!;
    expect(group.count).toBe(1);
    expect(group.examples.join("\n")).toContain(
      `41_HOME-B: Marketed before as 41_HOME-A from ${first.createdAt.toISOString().slice(0, 10)}: listed from then, not as new`,
    );
    expect(groupHeading(group)).toMatch(/^1 new listings of homes marketed in the last six months/);
    // Next door, never marketed: its own date, and NEW.
    expect(await badgesOf("41_HOME-C")).toBe(true);
  });

  it("shows no 'Reduced' for a drop from a price asked for less than 28 days", async () => {
    const fresh = await rowOf("41_HOME-C");
    const form = { ...formValuesOf(fresh), intent: "save", price: "300000" };
    expect((await send(desk.owner, `/admin/listings/${fresh.id}`, form)).status).toBe(303);
    expect(await rowOf("41_HOME-C")).toMatchObject({ price: 300_000, reducedAt: null });
    const html = await (await fetch(`${desk.app.baseUrl}/properties/${fresh.id}`)).text();
    expect(html).not.toMatch(/>Reduced</);
    expect(html).not.toContain("Reduced on");
    // Its price history still says what happened: only the badge waits for a genuine reduction.
    expect(html).toContain("Reduced from £325,000 to £300,000");
  });
});

describe("price honesty", () => {
  it("states a leasehold's service charge and ground rent with its price, and no charges with a let's rent", async () => {
    const sale = await (await fetch(`${desk.app.baseUrl}/properties/${ids.get("41_SALE")}`)).text();
    expect(sale).toMatch(
      /£325,000<\/p><p class="font-semibold" data-price-charges="true">Plus a service charge of £1,200 a year and ground rent of £250 a year\.<\/p>/,
    );
    const rent = await (await fetch(`${desk.app.baseUrl}/properties/${ids.get("41_PETS")}`)).text();
    expect(rent).not.toContain("data-price-charges");
    // Its "No pets" warning is for the desk: not in the page, nor in the data the page hydrates from.
    expect(rent).not.toContain("no-pets");
    expect(rent).not.toContain("Pets considered on request");
  });

  it("states them with the price on the search results' card and in the map's pop-up data, and none for a let", async () => {
    const charges = "Plus a service charge of £1,200 a year and ground rent of £250 a year.";
    const sale = ids.get("41_SALE")!;
    const html = await (await fetch(`${desk.app.baseUrl}/search?channel=sales&text=harbour`)).text();
    // The card of the sale: its price, then the charges, before its address.
    const card = new RegExp(
      `£325,000</strong></p><p class="text-sm" data-card-charges="true">${charges.replaceAll(".", "\\.")}</p>` +
        `<h3[^>]*><a [^>]*href="/properties/${sale}"`,
    );
    expect(html).toMatch(card);
    const json = (await (
      await fetch(`${desk.app.baseUrl}/search.ljson?channel=sales&text=harbour`)
    ).json()) as { properties: { property_id: number; charges: string | null }[] };
    expect(json.properties.find((p) => p.property_id === sale)?.charges).toBe(charges);
    const markers = (await (
      await fetch(`${desk.app.baseUrl}/search_markers.ljson?channel=sales&text=harbour`)
    ).json()) as { markers: { id: number; charges?: string }[] };
    expect(markers.markers.find((m) => m.id === sale)).toMatchObject({ charges });
    // A let: no charges on its card nor its marker.
    const lets = (await (
      await fetch(`${desk.app.baseUrl}/search.ljson?channel=lettings&text=harbour`)
    ).json()) as { properties: { charges: string | null }[] };
    expect(lets.properties.length).toBeGreaterThan(0);
    expect(lets.properties.every((p) => p.charges === null)).toBe(true);
    const letMarkers = (await (
      await fetch(`${desk.app.baseUrl}/search_markers.ljson?channel=lettings&text=harbour`)
    ).json()) as { markers: object[] };
    expect(letMarkers.markers.every((m) => !("charges" in m))).toBe(true);
  });
});

describe("what was advertised, kept as evidence", () => {
  const versionsOf = (id: number) =>
    db()
      .select()
      .from(advertVersions)
      .where(eq(advertVersions.propertyId, id))
      .orderBy(asc(advertVersions.liveFrom), asc(advertVersions.id));
  const advertised = (id: number, query: string) =>
    send(desk.owner, `/admin/listings/${id}/advertised?${query}`);
  /** The advert the page shows (not the list of versions below it). */
  const shownAdvert = (html: string) =>
    /<article[^>]*data-advert-version[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? "";

  it("keeps a version of each advert on the site from its import, and none of a held-back one", async () => {
    expect(await versionsOf(ids.get("41_OFFERS")!)).toEqual([]);
    const [version, ...more] = await versionsOf(ids.get("41_SALE")!);
    expect(more).toEqual([]);
    expect(version).toMatchObject({ liveTo: null, snapshot: { reference: "41_SALE", price: 325_000 } });
  });

  it("shows the advert as it was at a moment, and downloads it as one HTML file with its photos", async () => {
    const id = ids.get("41_PETS")!;
    expect(await versionsOf(id)).toHaveLength(1);
    // A new price, then a photo: each change of what visitors see starts a version.
    const form = { ...formValuesOf(await rowOf("41_PETS")), intent: "save", price: "1395" };
    expect((await send(desk.owner, `/admin/listings/${id}`, form)).status).toBe(303);
    const upload = new FormData();
    upload.set("authenticity_token", desk.owner.token);
    upload.set("intent", "media-upload");
    upload.set("kind", "photo");
    upload.set("caption", "The harbour from the balcony");
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#2a6" } })
      .jpeg()
      .toBuffer();
    upload.append("files", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "balcony.jpg");
    expect((await send(desk.owner, `/admin/listings/${id}`, undefined, { body: upload })).status).toBe(303);
    const kept = await versionsOf(id);
    expect(kept.map((version) => version.snapshot.price)).toEqual([1450, 1395, 1395]);
    expect(kept.map((version) => version.snapshot.photos.length)).toEqual([0, 0, 1]);
    expect(kept.slice(0, 2).every((version) => version.liveTo !== null)).toBe(true);
    expect(kept[2]!.liveTo).toBeNull();

    // As if each had been live for days (UK time: GMT in November): the first 2–20 Nov, the next to the 25th.
    const at = (iso: string) => new Date(iso);
    await db()
      .update(advertVersions)
      .set({ liveFrom: at("2026-11-02T09:00:00Z"), liveTo: at("2026-11-20T10:00:00Z") })
      .where(eq(advertVersions.id, kept[0]!.id));
    await db()
      .update(advertVersions)
      .set({ liveFrom: at("2026-11-20T10:00:00Z"), liveTo: at("2026-11-25T08:00:00Z") })
      .where(eq(advertVersions.id, kept[1]!.id));
    await db()
      .update(advertVersions)
      .set({ liveFrom: at("2026-11-25T08:00:00Z") })
      .where(eq(advertVersions.id, kept[2]!.id));

    const page = await (await advertised(id, "at=2026-11-10T12:00")).text();
    const first = shownAdvert(page);
    expect(first).toContain("£1,450");
    expect(first).toContain("this version was on the site from 2 Nov 2026, 09:00 until 20 Nov 2026, 10:00");
    expect(first).not.toContain("£1,395");
    expect(page).toContain("Versions kept (3)");
    const second = shownAdvert(await (await advertised(id, "at=2026-11-22T09:30")).text());
    expect(second).toContain("£1,395");
    expect(second).not.toContain("<img");
    const before = await advertised(id, "at=2026-10-01T00:00");
    expect(before.status).toBe(200);
    expect(await before.text()).toContain("This listing was not on the site at that moment");
    const nonsense = await advertised(id, "at=yesterday");
    expect(nonsense.status).toBe(422);
    expect(await nonsense.text()).toContain("Please give a date and time, e.g. 2026-11-30 14:05");

    const download = await send(desk.owner, `/admin/listings/${id}/advertised/download?at=2026-11-26T12:00`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(download.headers.get("content-disposition")).toBe(
      'attachment; filename="advert-41_PETS-202611261200.html"',
    );
    const html = await download.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain("£1,395");
    expect(html).toMatch(/<img src="data:image\/jpeg;base64,[A-Za-z0-9+/]{100,}/);
    expect(html).toContain('alt="Photo 1: The harbour from the balcony"');
    expect(
      (await send(desk.owner, `/admin/listings/${id}/advertised/download?at=2026-10-01T00:00`)).status,
    ).toBe(404);
  });

  it("ends the open version when the listing leaves the site, and deletes versions past the evidence period", async () => {
    const id = ids.get("41_SALE")!;
    expect((await send(desk.owner, `/admin/listings/${id}`, { intent: "withdraw" })).status).toBe(303);
    const [version] = await versionsOf(id);
    expect(version!.liveTo).not.toBeNull();
    // Six years after it ended it is deleted; the open versions of live listings are kept whatever their age.
    const later = new Date(version!.liveTo!.getTime() + 6 * 366 * 24 * 3600_000);
    const openBefore = await db().select().from(advertVersions).where(isNull(advertVersions.liveTo));
    expect(await deleteExpiredAdvertVersions(db(), later)).toBeGreaterThanOrEqual(1);
    expect(await versionsOf(id)).toEqual([]);
    expect(await db().select().from(advertVersions).where(isNull(advertVersions.liveTo))).toEqual(openBefore);
  });
});

describe("material information's Part A: held back by default, an owner's switch to a warning", () => {
  const settings = (browser = desk.owner, body?: Record<string, string>) =>
    send(browser, "/admin/advert-rules", body);

  it("holds back a listing missing a Part A item, and names what is missing on the desk", async () => {
    const id = ids.get("41_NOBAND")!;
    expect(await status(`/properties/${id}`)).toBe(404);
    expect(await lettingsIds()).not.toContain(id);
    const html = await (await send(desk.owner, `/admin/listings/${id}`)).text();
    expect(html).toContain("As saved, this listing is held back from the site");
    expect(html).toContain('data-advert-rule="material-information"');
    expect(html).toContain("Not given: council tax band (Part A of the material information)");
    expect(html).toContain("Missing from Part A: Council tax band.");
    expect(html).toContain('data-part-a-missing="block"');
  });

  it("lets only an owner open or change the setting", async () => {
    const manager = (await signedInStaff(desk.app, { role: "manager", branchIds: [1] })).b;
    expect((await settings(manager)).status).toBe(403);
    expect((await settings(manager, { partAMissing: "warn" })).status).toBe(403);
    const page = await (await settings()).text();
    const radios = page.match(/<input[^>]*name="partAMissing"[^>]*>/g) ?? [];
    expect(radios.map((radio) => [/value="(\w+)"/.exec(radio)?.[1], radio.includes("checked")])).toEqual([
      ["block", true],
      ["warn", false],
    ]);
    expect(page).toMatch(/data-part-a-missing-count="true">2 listings lack a Part A item now\./);
  });

  it("refuses a choice that is not one, and changes nothing", async () => {
    const refused = await settings(desk.owner, { partAMissing: "maybe" });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      "Please choose whether a listing missing a Part A item is held back or warned about",
    );
    expect(await rowOf("41_NOBAND")).toMatchObject({ heldBack: true });
  });

  it("publishes them with a warning under 'warn', audited with before and after, and holds them back again under 'block'", async () => {
    const id = ids.get("41_NOBAND")!;
    const saved = await settings(desk.owner, { partAMissing: "warn" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/advert-rules?done=saved");
    expect(await status(`/properties/${id}`)).toBe(200);
    expect(await lettingsIds()).toContain(id);
    expect(await rowOf("41_NOBAND")).toMatchObject({
      heldBack: false,
      advertFindings: [{ rule: "material-information", severity: "warn" }],
    });
    // Still named to staff, as a warning.
    const html = await (await send(desk.owner, `/admin/listings/${id}`)).text();
    expect(html).toContain("Warning: A buyer or tenant must be told the Part A facts");
    expect(html).toContain('data-part-a-missing="warn"');
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "advert-rules.settings"))
      .orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({ before: { partAMissing: "block" }, after: { partAMissing: "warn" } });
    expect((await settings(desk.owner, { partAMissing: "warn" })).headers.get("location")).toBe(
      "/admin/advert-rules?done=unchanged",
    );

    expect((await settings(desk.owner, { partAMissing: "block" })).status).toBe(303);
    expect(await status(`/properties/${id}`)).toBe(404);
    expect(await rowOf("41_NOBAND")).toMatchObject({ heldBack: true });
  });
});
