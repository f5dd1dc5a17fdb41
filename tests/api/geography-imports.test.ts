// The postcode and Open Names imports, the geocoder's fallbacks and the postcodes.io provider, in a database
// of their own (this run's, tests/support/database-targets.ts): the fixtures are small files in the products' own layouts.
import { createReadStream } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import { asc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { places, postcodes } from "../../db/schema.ts";
import { createGeocoder, geocode, geocodeMany } from "../../modules/search/index.ts";
import { importOpenNames } from "../../modules/open-data/use-cases/places/import-places.ts";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { createLogger } from "../../platform/logger.ts";
import { listenOnLoopback } from "../support/loopback.ts";
import { runTarget, tempDatabaseForSuite } from "../support/database-targets.ts";

const fixture = (name: string) =>
  createReadStream(path.join(import.meta.dirname, "../fixtures/geography", name));
const silent = createLogger("silent");

let database: Database;
tempDatabaseForSuite(runTarget("geo_test"), "geo-test", (temp) => ({ database } = temp), 120_000);

describe("importPostcodes (ONSPD)", () => {
  it("loads live postcodes, skips terminated and unplaced ones, reports the bad row", async () => {
    const bad: [number, string][] = [];
    const summary = await importPostcodes(database.db, fixture("onspd-sample.csv"), {
      onBadRow: (record, reason) => bad.push([record, reason]),
      batchSize: 2,
    });
    expect(summary).toMatchObject({ format: "onspd", read: 9, written: 6, skipped: 2, rejected: 1 });
    expect(bad).toEqual([[9, '"NOT A PC" is not a UK postcode']]);
    const rows = await database.db.select().from(postcodes).orderBy(asc(postcodes.postcode));
    expect(rows.map((r) => r.postcode)).toEqual([
      "BS6 6AA",
      "BS8 1AA",
      "BS8 2LG",
      "BS8 2LH",
      "OX49 5NU",
      "SW1A 1AA",
    ]);
    expect(rows.find((r) => r.postcode === "SW1A 1AA")).toEqual({
      postcode: "SW1A 1AA",
      district: "SW1A",
      sector: "SW1A 1",
      latitude: 51.501009,
      longitude: -0.141588,
      source: "onspd",
    });
  });

  it("made the districts and sectors places at the average of their postcodes, named after a town", async () => {
    const areas = await database.db
      .select()
      .from(places)
      .where(inArray(places.kind, ["postcode_district", "postcode_sector"]))
      .orderBy(asc(places.name));
    expect(areas.map((a) => `${a.kind}:${a.name}`)).toEqual([
      "postcode_district:BS6",
      "postcode_sector:BS6 6",
      "postcode_district:BS8",
      "postcode_sector:BS8 1",
      "postcode_sector:BS8 2",
      "postcode_district:OX49",
      "postcode_sector:OX49 5",
      "postcode_district:SW1A",
      "postcode_sector:SW1A 1",
    ]);
    const sector = areas.find((a) => a.name === "BS8 2")!;
    expect(sector.latitude).toBeCloseTo((51.4637 + 51.4651) / 2, 6);
    expect(sector.longitude).toBeCloseTo((-2.608 + -2.6054) / 2, 6);
    expect(sector.countyName).not.toBe("");
    // The gazetteer came first (areas are named after their nearest town), with its own ids from 1.
    const [first] = await database.db.select().from(places).orderBy(asc(places.id)).limit(1);
    expect(first).toMatchObject({ id: 1, kind: "town" });
  });

  it("changes nothing on a second run of the same file", async () => {
    const before = await database.db.select().from(places).orderBy(asc(places.id));
    const summary = await importPostcodes(database.db, fixture("onspd-sample.csv"));
    expect(summary).toMatchObject({ read: 9, written: 0, placesChanged: 0 });
    expect(await database.db.select().from(places).orderBy(asc(places.id))).toEqual(before);
  });

  it("refuses a file it cannot read as either format", async () => {
    await expect(importPostcodes(database.db, Readable.from(["name,town\nA,B\n"]))).rejects.toThrow(
      /--format/,
    );
  });
});

describe("importPostcodes (Code-Point Open)", () => {
  it("detects the format, converts eastings and northings, skips quality 90, reports the bad row", async () => {
    const bad: number[] = [];
    const summary = await importPostcodes(database.db, fixture("codepoint-sample.csv"), {
      onBadRow: (record) => bad.push(record),
    });
    expect(summary).toMatchObject({ format: "codepoint", read: 5, skipped: 1, rejected: 1 });
    expect(bad).toEqual([5]);
    const [ox] = await database.db.select().from(postcodes).where(eq(postcodes.postcode, "OX49 5NU"));
    // OX49 5NU's published WGS84 centroid, from its grid reference 464447, 195647.
    expect(ox!.source).toBe("codepoint");
    expect(Math.abs(ox!.latitude - 51.655929)).toBeLessThan(0.0005);
    expect(Math.abs(ox!.longitude - -1.069752)).toBeLessThan(0.0005);
    const [sw] = await database.db.select().from(postcodes).where(eq(postcodes.postcode, "SW1A 1AA"));
    expect(Math.abs(sw!.latitude - 51.501009)).toBeLessThan(0.0005);
    expect(Math.abs(sw!.longitude - -0.141588)).toBeLessThan(0.0005);
  });
});

describe("importOpenNames", () => {
  it("adds suburbs and villages as neighbourhoods of their town, not the city the gazetteer has", async () => {
    const bad: number[] = [];
    const counts = await importOpenNames(database.db, fixture("open-names-sample.csv"), {
      onBadRow: (record) => bad.push(record),
    });
    // Redland twice (the second 6 m away), Bristol already in the gazetteer, a road left out, a bad point.
    expect(counts).toEqual({ read: 9, settlements: 7, added: 5, rejected: 1 });
    expect(bad).toEqual([8]);
    const added = await database.db
      .select({ name: places.name, countyName: places.countyName, kind: places.kind })
      .from(places)
      .where(eq(places.kind, "neighbourhood"))
      .orderBy(asc(places.name));
    expect(added).toEqual([
      { name: "Clifton", countyName: "Bristol", kind: "neighbourhood" },
      { name: "Frenchay", countyName: "South Gloucestershire", kind: "neighbourhood" },
      { name: "Jericho", countyName: "Oxford", kind: "neighbourhood" },
      { name: "Redland", countyName: "Bristol", kind: "neighbourhood" },
      { name: "Summertown", countyName: "Oxford", kind: "neighbourhood" },
    ]);
    expect(await database.db.select().from(places).where(eq(places.name, "Bristol"))).toHaveLength(1);
  });

  it("adds nothing on a second run", async () => {
    const counts = await importOpenNames(database.db, fixture("open-names-sample.csv"));
    expect(counts.added).toBe(0);
  });
});

describe("geocode (database)", () => {
  it("falls back from the postcode to its sector, its district, the town, then null", async () => {
    expect(await geocode(database.db, { postcode: "bs82lh", town: "Bristol" })).toEqual({
      latitude: 51.4651,
      longitude: -2.6054,
      precision: "postcode",
    });
    const sector = await geocode(database.db, { postcode: "BS8 2ZZ", town: "Bristol" });
    expect(sector).toMatchObject({ precision: "sector" });
    // The average of BS8 2LG (moved a little by the Code-Point import) and BS8 2LH.
    const sectorRows = await database.db.select().from(postcodes).where(eq(postcodes.sector, "BS8 2"));
    expect(sectorRows).toHaveLength(2);
    expect(sector!.latitude).toBeCloseTo((sectorRows[0]!.latitude + sectorRows[1]!.latitude) / 2, 6);
    const district = await geocode(database.db, { postcode: "BS8 7ZZ", town: "Bristol" });
    expect(district).toMatchObject({ precision: "district" });
    const town = await geocode(database.db, { postcode: "XX9 9XX", town: " bath " });
    expect(town).toMatchObject({ precision: "town" });
    expect(town!.latitude).toBeCloseTo(51.375, 2);
    expect(await geocode(database.db, { postcode: "", town: "Summertown" })).toMatchObject({
      precision: "town",
    });
    expect(await geocode(database.db, { postcode: "XX9 9XX", town: "Nowhere-on-Sea" })).toBeNull();
    expect(await geocode(database.db, {})).toBeNull();
  });

  it("answers a batch in order, with one query per level however many listings", async () => {
    const queries = Array.from({ length: 10_000 }, (_, i) =>
      i % 4 === 0
        ? { postcode: "BS8 2LG" }
        : i % 4 === 1
          ? { postcode: "BS8 2AB" }
          : i % 4 === 2
            ? { postcode: "OX49 1AA" }
            : { town: "Bath" },
    );
    const started = performance.now();
    const results = await geocodeMany(database.db, queries);
    const ms = performance.now() - started;
    expect(results.map((r) => r?.precision).slice(0, 4)).toEqual(["postcode", "sector", "district", "town"]);
    expect(results).toHaveLength(10_000);
    expect(ms).toBeLessThan(5_000);
  });
});

// A stand-in for api.postcodes.io: bulk postcode lookup and outcode lookup, its documented shapes.
async function startPostcodesIoStub() {
  const seen: { method: string; path: string; count?: number }[] = [];
  let mode: "ok" | "fail" | "slow" = "ok";
  const known: Record<string, [number, number]> = { "BS8 2LG": [51.4637, -2.608] };
  const outcodes: Record<string, [number, number]> = { BS8: [51.46, -2.61], OX49: [51.66, -1.07] };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url!, "http://stub");
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(body));
    };
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      if (mode === "slow") return void setTimeout(() => send(200, { status: 200, result: [] }), 2_000);
      if (mode === "fail") return send(500, { status: 500, error: "Server error" });
      if (req.method === "POST" && url.pathname === "/postcodes") {
        const { postcodes: asked } = JSON.parse(body) as { postcodes: string[] };
        seen.push({ method: "POST", path: url.pathname, count: asked.length });
        if (asked.length > 100) return send(400, { status: 400, error: "No more than 100 postcodes" });
        return send(200, {
          status: 200,
          result: asked.map((query) => {
            const point = known[query.toUpperCase()];
            return {
              query,
              result: point ? { postcode: query, latitude: point[0], longitude: point[1] } : null,
            };
          }),
        });
      }
      const outcode = /^\/outcodes\/([^/]+)$/.exec(url.pathname)?.[1];
      if (req.method === "GET" && outcode) {
        seen.push({ method: "GET", path: url.pathname });
        const point = outcodes[decodeURIComponent(outcode)];
        if (!point) return send(404, { status: 404, error: "Outcode not found" });
        return send(200, { status: 200, result: { outcode, latitude: point[0], longitude: point[1] } });
      }
      send(404, { status: 404, error: "Resource not found" });
    });
  });
  const url = await listenOnLoopback(server);
  return { url, seen, setMode: (m: typeof mode) => (mode = m), close: () => server.close() };
}

describe("the postcodes.io provider (against a local server speaking its protocol)", () => {
  let stub: Awaited<ReturnType<typeof startPostcodesIoStub>>;
  const geocoderFor = (timeoutMs = 1_000) =>
    createGeocoder(
      { geocoder: { provider: "postcodes.io", postcodesIoUrl: stub.url, timeoutMs } },
      { db: database.db, logger: silent },
    );
  beforeAll(async () => {
    stub = await startPostcodesIoStub();
  });
  afterAll(() => stub?.close());

  it("looks postcodes up in bulk, at most 100 a call, then outcodes, then the database's town", async () => {
    const geocoder = geocoderFor();
    expect(geocoder.provider.name).toBe("postcodes.io");
    const queries = [
      { postcode: "bs8 2lg" },
      // Unknown to the stub but its sector is in the database.
      { postcode: "BS8 2ZZ" },
      { postcode: "OX49 9ZZ" },
      { postcode: "ZZ1 1ZZ", town: "Bath" },
      // 150 more distinct postcodes: two bulk calls in all.
      ...Array.from({ length: 150 }, (_, i) => ({
        postcode: `BS6 ${i % 10}${"ABDEFGHJLNPQRSTUWXYZ"[Math.floor(i / 10)]}X`,
      })),
    ];
    const results = await geocoder.geocodeMany(queries);
    expect(results[0]).toEqual({ latitude: 51.4637, longitude: -2.608, precision: "postcode" });
    expect(results[1]).toMatchObject({ precision: "sector" });
    expect(results[2]).toEqual({ latitude: 51.66, longitude: -1.07, precision: "district" });
    expect(results[3]).toMatchObject({ precision: "town" });
    const bulk = stub.seen.filter((s) => s.method === "POST");
    expect(bulk.map((s) => s.count)).toEqual([100, 54]);
    // One outcode call per distinct district still open, whatever the number of listings in it.
    expect(
      stub.seen
        .filter((s) => s.method === "GET")
        .map((s) => s.path)
        .sort(),
    ).toEqual(["/outcodes/BS6", "/outcodes/OX49", "/outcodes/ZZ1"]);
    // BS6 6xx are placed by their sector (in the database); other BS6 sectors by nothing but the town.
    expect(results[4 + 6]).toMatchObject({ precision: "sector" });
    expect(results[4 + 5]).toBeNull();
  });

  it("falls back to the database when the service fails or is too slow", async () => {
    stub.setMode("fail");
    expect(await geocoderFor().geocode({ postcode: "BS8 2LH" })).toMatchObject({ precision: "postcode" });
    stub.setMode("slow");
    const started = performance.now();
    expect(await geocoderFor(200).geocode({ postcode: "BS8 2LH" })).toMatchObject({ precision: "postcode" });
    expect(performance.now() - started).toBeLessThan(1_500);
    stub.setMode("ok");
  });
});
