// Issue 36 over HTTP: what visitors get of listings a feed could not place, or placed only by their town, and of
// the brochure PDF a feed sends. A real server on its own database; the feed imported by the engine with the
// server's own dependencies (its geocoder), the brochure's bytes fetched through the engine's fetcher.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema.ts";
import { importFeedFile } from "../../modules/feeds/sync/import-feed-file.ts";
import { feedImportDependencies } from "../../modules/feeds/sync/import-dependencies.ts";
import { startTestServer } from "../setup/test-server.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let work: string;

// The smallest well-formed PDF a CRM might send as a brochure: the engine checks its first bytes.
const BROCHURE = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const listing = (reference: string, extra: object) => ({
  reference,
  branchCode: "ONS",
  channel: "sales",
  status: "available",
  price: 325_000,
  bedrooms: 3,
  propertyType: "Terraced House",
  street: "Mill Lane",
  summary: `The ${reference} house`,
  // Part A of the material information in full: without it the advert rules hold a listing back (issue 41).
  tenure: "Freehold",
  materialInformation: { councilTaxBand: "C" },
  description: `<p>Quillwort ${reference.toLowerCase()} cottage.</p>`,
  ...extra,
});

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12", LOG_LEVEL: "silent" }, { ownDatabase: true });
  work = mkdtempSync(path.join(tmpdir(), "feed-on-site-"));
  const file = path.join(work, "feed.json");
  writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      listings: [
        listing("SITE-PDF", {
          town: "Bristol",
          postcode: "BS8 4JX",
          latitude: 51.4521,
          longitude: -2.6225,
          media: [{ kind: "document", url: "https://crm.example/brochure.pdf", caption: "Sales Brochure" }],
        }),
        listing("SITE-NOWHERE", { town: "Quillwortham", postcode: "ZZ9 9ZZ" }),
        listing("SITE-TOWN", { town: "Stratford upon Avon", postcode: "CV37 0ZZ" }),
      ],
    }),
  );
  const summary = await importFeedFile(
    app.services.db,
    file,
    { source: "onsite", mode: "incremental", way: "command", workDir: path.join(work, "work") },
    feedImportDependencies(app.services, {
      fetchMedia: async (url) => {
        if (url !== "https://crm.example/brochure.pdf") throw new Error(`unknown ${url}`);
        return BROCHURE;
      },
    }),
  );
  expect(summary).toMatchObject({ state: "succeeded", counts: { created: 3, skipped: 0, unplaced: 1 } });
}, 300_000);

afterAll(async () => {
  await app?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const idOf = async (reference: string) =>
  (await app.services.db.select().from(properties).where(eq(properties.reference, reference)))[0]!.id;
const page = async (id: number) => {
  const response = await fetch(`${app.baseUrl}/properties/${id}`);
  expect(response.status).toBe(200);
  return response.text();
};
const searchIds = async (query: string) => {
  const response = await fetch(`${app.baseUrl}/search.ljson?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { properties: { property_id: number }[] }).properties.map(
    (p) => p.property_id,
  );
};

describe("a listing nothing could place", () => {
  it("is on the site: its page, text search and the results, with no map section and no marker", async () => {
    const id = await idOf("SITE-NOWHERE");
    const html = await page(id);
    expect(html).toContain("Quillwort site-nowhere cottage");
    expect(html).toContain("Mill Lane");
    expect(html).not.toContain('id="location"');
    expect(html).not.toContain("not on the map");
    expect(await searchIds("channel=sales&text=quillwort")).toContain(id);
    const markers = await fetch(`${app.baseUrl}/search_markers.ljson?channel=sales&text=quillwort`);
    expect(markers.status).toBe(200);
    const { markers: points } = (await markers.json()) as { markers: { id: number }[] };
    expect(points.map((point) => point.id)).not.toContain(id);
    expect(points.map((point) => point.id)).toContain(await idOf("SITE-PDF"));
  });
});

describe("a listing placed only by its town", () => {
  it("draws the town's area on its map, not a street-level pin", async () => {
    const id = await idOf("SITE-TOWN");
    const [row] = await app.services.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ placement: "town" });
    const html = await page(id);
    expect(html).toContain('id="location"');
    expect(html).toContain('data-location-area="3000"');
    // A listing placed by its own coordinates gets a pin.
    expect(await page(await idOf("SITE-PDF"))).not.toContain("data-location-area");
  });
});

describe("a brochure sent by the feed", () => {
  it("is listed on the page and served as a PDF download under a safe name", async () => {
    const html = await page(await idOf("SITE-PDF"));
    const link = /href="(\/documents\/[0-9a-f]{64}\/sales-brochure\.pdf)"[^>]*>([^<]+)</.exec(html);
    expect(link, "the brochure's link").not.toBeNull();
    expect(link![2]).toMatch(/^Sales Brochure \(PDF, \d+ (bytes|KB)\)$/);
    const response = await fetch(`${app.baseUrl}${link![1]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="sales-brochure.pdf"');
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(BROCHURE)).toBe(true);
    // Another name for the same hash, a bad hash, and an unknown one.
    const hash = link![1]!.split("/")[2]!;
    expect((await fetch(`${app.baseUrl}/documents/${hash}/BAD%20NAME.pdf`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/documents/not-a-hash/brochure.pdf`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}/documents/${"0".repeat(64)}/brochure.pdf`)).status).toBe(404);
  });
});
