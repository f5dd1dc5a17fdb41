// Price Paid on the site (issue 17; docs/open-data-price-paid.md) against a server of its own: the property
// page's "sold nearby" JSON, the house-prices pages and their chart, and the sitemap — with no data (a Truro
// sector nobody sold in), one record (a Truro sale loaded from a file in the Registry's layout) and many (the
// demo agency's own Price Paid file, loaded at start through the same importer).
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { importPricePaid } from "../../modules/open-data/use-cases/price-paid/import-price-paid.ts";
import { PRICE_PAID_LICENCE } from "../../modules/open-data/model/price-paid/wording.ts";
import type { SoldNearbyView } from "../../modules/open-data/model/price-paid/views.ts";
import { insertListing } from "../factories/index.ts";
import { startTestServer } from "../setup/test-server.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
const ids = { none: 0, one: 0, bristol: 0 };
const lastYear = new Date().getUTCFullYear() - 1;

const get = (path: string) => fetch(`${server.baseUrl}${path}`, { redirect: "manual" });
const soldNearby = async (id: number) => {
  const response = await get(`/properties/${id}/sold-nearby.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as SoldNearbyView;
};
// Links are inline (no space around them); cells, rows and paragraphs stand apart.
const text = (html: string) =>
  html
    .replace(/<!-- -->|<\/?a\b[^>]*>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

beforeAll(async () => {
  server = await startTestServer({ LOG_LEVEL: "silent" }, { ownDatabase: true });
  const { db } = server.services;
  await importPostcodes(
    db,
    Readable.from([
      "pcds,lat,long,doterm\n",
      "TR1 1AA,50.2640,-5.0520,\n",
      "TR1 3ZZ,50.2300,-5.0100,\n",
      "TR1 2AB,50.2600,-5.0600,\n",
    ]),
  );
  await importPricePaid(
    db,
    Readable.from([
      `"{E0F1E2D3-0001-4C5E-E053-6B04A8C0AB01}","287500","${lastYear}-06-28 00:00","TR1 1AA","T","N","F","9","","LEMON STREET","","TRURO","CORNWALL","CORNWALL","A","A"\n`,
    ]),
  );
  const listing = { channel: "sales" as const, status: "available" as const, propertyType: "Terraced House" };
  ids.one = await insertListing(db, { ...listing, postcode: "TR1 1AA", latitude: 50.264, longitude: -5.052 });
  ids.none = await insertListing(db, { ...listing, postcode: "TR1 3ZZ", latitude: 50.23, longitude: -5.01 });
  const [bristol] = (
    (await db.execute(`select id from properties where town = 'Bristol' and channel = 'sales'
      and property_type = 'Flat' and status <> 'withdrawn' and parent_id is null order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  ids.bristol = bristol!.id;
}, 300_000);

afterAll(async () => {
  await server?.stop();
});

describe("GET /properties/{id}/sold-nearby.json", () => {
  it("says there is no data where nothing similar sold", async () => {
    const view = await soldNearby(ids.none);
    expect(view).toMatchObject({ propertyType: "T", radiusMiles: 2, sales: [], dataTo: null });
    expect(view.sector).toMatchObject({ name: "TR1 3", chartPath: null, trend: { rows: [] } });
  });

  it("gives the one sale near a home, its sector's figures and chart", async () => {
    const view = await soldNearby(ids.one);
    expect(view.sales).toEqual([
      expect.objectContaining({
        price: 287500,
        transferredOn: `${lastYear}-06-28`,
        propertyType: "T",
        tenure: "F",
        street: "LEMON STREET",
        distance: 0,
      }),
    ]);
    expect(view.dataTo).toBe(`${lastYear}-06-28`);
    expect(view.sector).toMatchObject({ name: "TR1 1", pagePath: "/house-prices/tr1-1" });
    const row = view.sector!.trend.rows[0]!;
    expect(row.label).toBe("Terraced");
    expect(row.cells[view.sector!.trend.years.indexOf(lastYear)]).toEqual({ average: 287500, sales: 1 });
    const chart = await get(view.sector!.chartPath!);
    expect(chart.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await chart.text()).toMatch(/^<svg [^>]*viewBox="0 0 480 240".*<polyline/);
  });

  it("gives the newest of many sales of the same type around a demo home, newest first", async () => {
    const view = await soldNearby(ids.bristol);
    expect(view.sales.length).toBeGreaterThan(1);
    expect(view.sales.every((sale) => sale.propertyType === "F")).toBe(true);
    const dates = view.sales.map((sale) => sale.transferredOn);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(view.sector!.trend.rows.length).toBeGreaterThan(0);
  });

  it("is 404 for a property that does not exist", async () => {
    expect((await get("/properties/999999/sold-nearby.json")).status).toBe(404);
    expect((await get("/properties/abc/sold-nearby.json")).status).toBe(404);
  });
});

describe("GET /house-prices/{place}", () => {
  it("says plainly when a sector has no sales", async () => {
    const response = await get("/house-prices/tr1-3");
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain("No data: no sales are recorded in TR1 3");
  });

  it("shows one sale, its average, the credit and the agency's listings there", async () => {
    const response = await get("/house-prices/tr1-1");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/^public/);
    const html = await response.text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/house-prices\/tr1-1"/);
    const page = text(html);
    expect(page).toContain("House prices in TR1 1");
    expect(page).toMatch(/28 Jun \d{4} £287,500 Terraced Freehold 9 Lemon Street, TR1 1AA/);
    expect(page).toContain(PRICE_PAID_LICENCE);
    expect(html).toContain('href="/search/sales/tr1-1"');
    expect(html).toContain('src="/house-prices/tr1-1/chart.svg"');
  });

  it("shows many sales of a demo town, newest first, by type and year", async () => {
    const response = await get("/house-prices/bristol");
    expect(response.status).toBe(200);
    const page = text(await response.text());
    expect(page).toContain("House prices in Bristol");
    expect(page.match(/£[\d,]+ (Detached|Semi-detached|Terraced|Flat)/g)!.length).toBeGreaterThan(10);
    expect(page).toMatch(/Type \d{4} \d{4} \d{4} \d{4} \d{4}/);
  });

  it("writes the Registry's capitals as UK addresses are written (issue 42 item 9)", async () => {
    await importPricePaid(
      server.services.db,
      Readable.from([
        `"{E0F1E2D3-0002-4C5E-E053-6B04A8C0AB01}","190000","${lastYear}-03-14 00:00","TR1 2AB","T","N","F","1","","ST JOHN'S ROAD","","TRURO","CORNWALL","CORNWALL","A","A"\n`,
        `"{E0F1E2D3-0003-4C5E-E053-6B04A8C0AB01}","150000","${lastYear}-04-02 00:00","TR1 2AB","F","N","L","MCDONALD HOUSE","FLAT 2A","O'CONNELL STREET","","TRURO","CORNWALL","CORNWALL","A","A"\n`,
      ]),
    );
    // React writes an apostrophe as &#x27;.
    const page = text(await (await get("/house-prices/tr1-2")).text()).replace(/&#x27;/g, "'");
    expect(page).toContain("1 St John's Road, TR1 2AB");
    expect(page).toContain("Flat 2A, McDonald House, O'Connell Street, TR1 2AB");
  });

  it('names each demo flat once, in its building (not "Flat 2, Flat 14, The Mount")', async () => {
    const page = text(await (await get("/house-prices/bristol")).text());
    expect(page).toMatch(/Flat \d+, \d+ [A-Z]/);
    expect(page).not.toMatch(/Flat \d+, Flat \d+/);
  });

  it("draws the place's prices over time in the page, with the table of every figure", async () => {
    const html = await (await get("/house-prices/bristol")).text();
    const year = new Date().getUTCFullYear();
    const caption = new RegExp(`Average price paid in Bristol, (\\d{4})–${year}, every type`);
    const svg =
      /<svg [^>]*role="img" aria-labelledby="price-history-title" aria-describedby="price-history-desc"[\s\S]*?<\/svg>/.exec(
        html,
      )?.[0];
    expect(svg).toMatch(/<title id="price-history-title">Average price paid in Bristol/);
    expect(svg).toMatch(/<desc id="price-history-desc">The average price was £[\d,]+ in \d{4}/);
    expect(svg).toContain("<polyline");
    const page = text(html);
    expect(page).toContain("Prices over time");
    const firstYear = Number(caption.exec(page)![1]);
    expect(year - firstYear).toBeLessThan(10);
    expect(page).toMatch(new RegExp(`Year Average price Sales ${firstYear} (£[\\d,]+|no sales) \\d+`));
    // A sector without sales in ten years says so.
    expect(text(await (await get("/house-prices/tr1-3")).text())).toMatch(
      /No data: no sales are recorded in TR1 3(, Truro)? in the last ten years\./,
    );
  });

  it("is 404 for a place with no page and for a word that is no place", async () => {
    expect((await get("/house-prices/no-such-place")).status).toBe(404);
    expect((await get("/house-prices/BS8")).status).toBe(404);
    expect((await get("/house-prices/no-such-place/chart.svg")).status).toBe(404);
  });

  it("lists the agency's places with sales in the sitemap", async () => {
    const xml = await (await get("/sitemap.xml")).text();
    expect(xml).toMatch(/<loc>[^<]*\/house-prices\/bristol<\/loc>/);
    expect(xml).toMatch(/<loc>[^<]*\/house-prices\/bs8<\/loc>/);
  });
});
