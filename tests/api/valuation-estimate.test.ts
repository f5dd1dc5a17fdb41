// GET /valuation_estimate.ljson (issue 5 item 3): a known answer on listings of our own in a postcode area the
// demo agency never uses (Truro, TR1), the validation of the shared schema, and the no-comparables answer.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startTestServer } from "../setup/test-server.ts";
import { Readable } from "node:stream";
import { insertListing } from "../factories/index.ts";
import {
  formatPricePaidRecord,
  type PricePaidSale,
} from "../../modules/open-data/model/price-paid/record.ts";
import { importPricePaid } from "../../modules/open-data/use-cases/price-paid/import-price-paid.ts";

const baseUrl = inject("baseUrl");
const DAY = 86_400_000;

async function estimate(query: Record<string, string>, base = baseUrl) {
  const response = await fetch(`${base}/valuation_estimate.ljson?${new URLSearchParams(query)}`);
  return {
    status: response.status,
    cache: response.headers.get("cache-control"),
    body: await response.json(),
  };
}

describe("GET /valuation_estimate.ljson: validation", () => {
  it("refuses a question the form's schema refuses, naming each field", async () => {
    const { status, cache, body } = await estimate({
      postcode: "nowhere",
      property_type: "castle",
      bedrooms: "eleven",
    });
    expect(status).toBe(422);
    expect(cache).toBe("no-store");
    expect(body).toEqual({
      errors: {
        postcode: ["Please enter a valid postcode"],
        property_type: ["Please choose a property type"],
        bedrooms: ["Please choose the number of bedrooms"],
      },
    });
    expect((await estimate({ postcode: "BS8 1AB", property_type: "flat", bedrooms: "11" })).status).toBe(422);
    expect((await estimate({ postcode: "BS8 1AB", property_type: "flat", bedrooms: "-1" })).status).toBe(422);
    expect((await estimate({})).status).toBe(422);
  });

  it("answers no ranges where the agency has never listed anything", async () => {
    const { status, body } = await estimate({
      postcode: "sw1a1aa",
      property_type: "terraced",
      bedrooms: "3",
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      postcode: "SW1A 1AA",
      property_type: "terraced",
      bedrooms: 3,
      sale: null,
      rent: null,
    });
  });
});

describe("GET /valuation_estimate.ljson: a known answer", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const now = Date.now();
  const truro = { latitude: 50.2632, longitude: -5.051 };
  // ~0.3 miles north of the centre, and ~30 miles away (outside the widest radius of 10 miles).
  const near = { latitude: truro.latitude + 0.004, longitude: truro.longitude };
  const far = { latitude: truro.latitude + 0.45, longitude: truro.longitude };

  beforeAll(async () => {
    server = await startTestServer({}, { ownDatabase: true });
    const db = server.services.db;
    const home = (overrides: Parameters<typeof insertListing>[1]) =>
      insertListing(db, {
        channel: "sales",
        status: "available",
        propertyType: "Terraced House",
        bedrooms: 3,
        poa: false,
        priceFrequency: "outright",
        shortLet: false,
        exchangedPrice: null,
        postcode: "TR1 1AA",
        town: "Truro",
        ...truro,
        createdAt: new Date(now - 30 * DAY),
        ...overrides,
      });
    // The comparables: four asking prices and one sale whose exchanged price (310,000) counts, not its asking.
    await home({ price: 280_000, createdAt: new Date(now - 20 * DAY) });
    await home({ price: 300_000, postcode: "TR1 2BB", ...near, createdAt: new Date(now - 40 * DAY) });
    await home({
      price: 999_000,
      status: "sold",
      exchangedPrice: 310_000,
      createdAt: new Date(now - 60 * DAY),
    });
    await home({ price: 320_000, propertyType: "End of Terrace House", createdAt: new Date(now - 80 * DAY) });
    // Four bedrooms at 437,500 compares as three at 437,500 × 0.8 = 350,000.
    await home({ price: 437_500, bedrooms: 4, createdAt: new Date(now - 100 * DAY) });
    // Not comparable: another type family, five bedrooms, withdrawn, POA, too old, too far.
    await home({ price: 100_000, propertyType: "Flat" });
    await home({ price: 100_000, bedrooms: 5 });
    await home({ price: 100_000, status: "withdrawn" });
    await home({ price: null, poa: true });
    await home({ price: 100_000, createdAt: new Date(now - 800 * DAY) });
    await home({ price: 100_000, ...far, postcode: "TR9 9ZZ" });
    // Rents: three lets, one of them agreed.
    for (const [price, status] of [
      [1_100, "available"],
      [1_200, "let_agreed"],
      [1_300, "available"],
    ] as const) {
      await home({ channel: "lettings", priceFrequency: "pcm", price, status });
    }
  }, 300_000);
  afterAll(() => server?.stop());

  it("gives the interquartile range of the comparables, with how many and how recent", async () => {
    const { status, cache, body } = await estimate(
      { postcode: "tr1 1aa", property_type: "terraced", bedrooms: "3" },
      server.baseUrl,
    );
    expect(status).toBe(200);
    expect(cache).toBe("public, max-age=300");
    expect(body.postcode).toBe("TR1 1AA");
    // Prices 280,000, 300,000, 310,000, 320,000, 350,000: quartiles 300,000 and 320,000, median 310,000;
    // the range is at least ±5% of the median (294,500 to 325,500), rounded out to £5,000 steps.
    expect(body.sale).toEqual({
      low: 290_000,
      high: 330_000,
      median: 310_000,
      comparables: 5,
      agreed: 1,
      radius_miles: 10,
      newest: expect.any(String),
      oldest: expect.any(String),
      price_paid_sales: 0,
      price_paid_sector: null,
    });
    expect(Math.round((now - Date.parse(body.sale.newest)) / DAY)).toBe(20);
    expect(Math.round((now - Date.parse(body.sale.oldest)) / DAY)).toBe(100);
    // Rents 1,100, 1,200, 1,300: quartiles 1,150 and 1,250, median 1,200 (±5%: 1,140 to 1,260), £50 steps.
    expect(body.rent).toMatchObject({ low: 1_100, high: 1_300, median: 1_200, comparables: 3, agreed: 1 });
  });

  it("answers no range for a type the agency has too few of nearby", async () => {
    const { body } = await estimate(
      { postcode: "TR1 1AA", property_type: "bungalow", bedrooms: "2" },
      server.baseUrl,
    );
    expect(body.sale).toBeNull();
    expect(body.rent).toBeNull();
  });

  // Issue 17: HM Land Registry sales of the sector, loaded through the importer from a file in its layout.
  it("blends in the sector's Price Paid sales of the same type and usual tenure, and says how many", async () => {
    let id = 0;
    const sale = (overrides: Partial<PricePaidSale>): PricePaidSale => ({
      transactionId: `00000000-0000-4000-8000-${String(++id).padStart(12, "0")}`,
      price: 250_000,
      // All in one year, the trend's latest: indexed to today, each price stands as it was.
      transferredOn: new Date(now - 40 * DAY).toISOString().slice(0, 10),
      postcode: "TR1 1AB",
      sector: "TR1 1",
      district: "TR1",
      propertyType: "T",
      newBuild: false,
      tenure: "F",
      paon: String(id),
      saon: "",
      street: "LEMON STREET",
      locality: "",
      town: "TRURO",
      localAuthority: "CORNWALL",
      county: "CORNWALL",
      category: "A",
      ...overrides,
    });
    const sales = [
      // The comparables: terraced, freehold, standard price, in the last 24 months.
      sale({ price: 250_000 }),
      sale({ price: 260_000, postcode: "TR1 1XY" }),
      sale({ price: 270_000 }),
      sale({ price: 280_000 }),
      // Not comparable: leasehold, a flat, an additional-price (B) transfer, too old, another sector.
      sale({ price: 900_000, tenure: "L" }),
      sale({ price: 900_000, propertyType: "F", tenure: "L" }),
      sale({ price: 900_000, category: "B" }),
      sale({ price: 900_000, transferredOn: new Date(now - 900 * DAY).toISOString().slice(0, 10) }),
      sale({ price: 900_000, postcode: "TR1 2AB", sector: "TR1 2" }),
      // Flats of a sector where the agency has never listed anything.
      ...[200_000, 210_000, 220_000].map((price) =>
        sale({
          price,
          postcode: "TR2 4AA",
          sector: "TR2 4",
          district: "TR2",
          propertyType: "F",
          tenure: "L",
        }),
      ),
    ];
    const file = Readable.from([sales.map((row) => formatPricePaidRecord(row)).join("\n") + "\n"]);
    const summary = await importPricePaid(server.services.db, file);
    expect(summary).toMatchObject({ written: sales.length, rejected: 0 });

    // Spelled unlike the first test's question, so the page cache's copy of that answer is not what comes back.
    const { body } = await estimate(
      { postcode: "TR11AA", property_type: "terraced", bedrooms: "3" },
      server.baseUrl,
    );
    // Listings: 290,000 to 330,000, median 310,000, from 5. Sales 250,000 to 280,000: quartiles 257,500 and
    // 272,500, median 265,000, from 4. Weighted by count (5 and 4): median 290,000; low 275,556 and high
    // 304,444, widened to ±5% of the median (275,500 and 304,500) and rounded out to £5,000 steps.
    expect(body.sale).toEqual({
      low: 275_000,
      high: 305_000,
      median: 290_000,
      comparables: 5,
      agreed: 1,
      radius_miles: 10,
      newest: expect.any(String),
      oldest: expect.any(String),
      price_paid_sales: 4,
      price_paid_sector: "TR1 1",
    });
    // Rents have no Price Paid counterpart.
    expect(body.rent).toMatchObject({ low: 1_100, high: 1_300, comparables: 3 });

    // Sales alone: 200,000 to 220,000, median 210,000; ±5% gives 199,500 to 220,500, rounded out.
    const flats = await estimate(
      { postcode: "TR2 4AA", property_type: "flat", bedrooms: "2" },
      server.baseUrl,
    );
    expect(flats.body.sale).toEqual({
      low: 195_000,
      high: 225_000,
      median: 210_000,
      comparables: 0,
      agreed: 0,
      radius_miles: null,
      newest: null,
      oldest: null,
      price_paid_sales: 3,
      price_paid_sector: "TR2 4",
    });
    expect(flats.body.rent).toBeNull();
  });
});
