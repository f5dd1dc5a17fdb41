// GET /places with postcodes and neighbourhoods (docs/geography.md): the demo agency's own postcodes on the
// shared test server, and a server of its own with the ONSPD and Open Names fixtures imported.
import { createReadStream } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { importOpenNames } from "../../modules/open-data/use-cases/places/import-places.ts";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { startTestServer } from "../setup/test-server.ts";
import { listings } from "./search-expected.ts";

const baseUrl = inject("baseUrl");
type Suggestion = [label: string, placeId: number];

async function suggest(term: string, base = baseUrl): Promise<Suggestion[]> {
  const response = await fetch(`${base}/places?${new URLSearchParams({ term })}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Suggestion[];
  expect(body.length).toBeLessThanOrEqual(15);
  for (const [label, id] of body) {
    expect(typeof label).toBe("string");
    expect(Number.isInteger(id)).toBe(true);
  }
  return body;
}

describe("GET /places on the demo agency's postcodes", () => {
  // A listing alone at its postcode: the demo's centroid for that postcode is the listing's own position.
  const listing = listings.find(
    (p) => p.status === "available" && listings.filter((q) => q.postcode === p.postcode).length === 1,
  )!;
  const [district] = listing.postcode.split(" ") as [string];

  it("offers a whole postcode typed in any spacing first, as its own place", async () => {
    const [first] = await suggest(listing.postcode.replace(" ", "").toLowerCase());
    expect(first![0]).toMatch(new RegExp(`^${listing.postcode}, \\w`));
    // The same place however it is typed.
    expect((await suggest(listing.postcode))[0]).toEqual(first);
  });

  it("offers the district first for its outward code, then its sectors", async () => {
    const body = await suggest(district.toLowerCase());
    expect(body[0]![0].startsWith(`${district}, `)).toBe(true);
    const names = body.map(([label]) => label.split(", ")[0]!);
    expect(names.every((name) => name.startsWith(district))).toBe(true);
    expect(names).toContain(`${district} ${listing.postcode.split(" ")[1]![0]}`);
  });

  it("offers a sector first for its sector code (issue 16: 'BS8 2' as typed)", async () => {
    const sector = listing.postcode.slice(0, -2);
    const body = await suggest(sector);
    expect(body[0]![0].startsWith(`${sector}, `)).toBe(true);
    expect((await suggest(sector.toLowerCase()))[0]).toEqual(body[0]);
  });

  it("runs the radius search around the chosen postcode and finds the listing there", async () => {
    const [[label, placeId]] = (await suggest(listing.postcode)) as [Suggestion];
    const response = await fetch(
      `${baseUrl}/search.ljson?channel=${listing.channel}&status=all&place_id=${placeId}&within=0.25`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { properties: { property_id: number }[] };
    expect(body.properties.map((p) => p.property_id)).toContain(listing.id);
    // The results page names the place by its label (title and location input).
    const page = await fetch(`${baseUrl}/search/${listing.channel}/gid-${placeId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(label);
  });

  it("turns a postcode typed without choosing a suggestion into its place", async () => {
    const [[, placeId]] = (await suggest(listing.postcode)) as [Suggestion];
    const response = await fetch(
      `${baseUrl}/search?channel=sales&q=${encodeURIComponent(listing.postcode.toLowerCase())}`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(`/search/sales/gid-${placeId}`);
  });

  it("does not offer postcode areas for place names, nor for 'use my location'", async () => {
    for (const [label] of await suggest("bath")) expect(label.toLowerCase()).toContain("bath");
    const near = await fetch(`${baseUrl}/places?near=${listing.longitude},${listing.latitude}`);
    for (const [label] of (await near.json()) as Suggestion[]) expect(label).not.toMatch(/^[A-Z]{1,2}\d/);
  });
});

describe("GET /places with ONSPD postcodes and Open Names neighbourhoods imported", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const fixture = (name: string) =>
    createReadStream(path.join(import.meta.dirname, "../fixtures/geography", name));

  beforeAll(async () => {
    server = await startTestServer({ SEED_LISTINGS: "0", LOG_LEVEL: "silent" }, { ownDatabase: true });
    await importPostcodes(server.services.db, fixture("onspd-sample.csv"));
    await importOpenNames(server.services.db, fixture("open-names-sample.csv"));
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("finds the district BS8 first, then its sectors", async () => {
    const body = await suggest("BS8", server.baseUrl);
    expect(body.map(([label]) => label.split(", ")[0])).toEqual(["BS8", "BS8 1", "BS8 2"]);
  });

  it("finds BS8 2LG, and an unknown postcode's sector and district", async () => {
    const [first] = await suggest("BS8 2LG", server.baseUrl);
    expect(first![0]).toMatch(/^BS8 2LG, /);
    expect((await suggest("bs82lg", server.baseUrl))[0]).toEqual(first);
    const unknown = await suggest("BS8 2ZZ", server.baseUrl);
    expect(unknown.map(([label]) => label.split(", ")[0])).toEqual(["BS8 2", "BS8"]);
    expect(await suggest("ZZ9 9ZZ", server.baseUrl)).toEqual([]);
  });

  it("finds neighbourhoods by name, labelled with their town, and a label typed whole", async () => {
    const [redland] = await suggest("Redland", server.baseUrl);
    expect(redland![0]).toBe("Redland, Bristol");
    expect((await suggest("summertown", server.baseUrl))[0]![0]).toBe("Summertown, Oxford");
    const clifton = await suggest("Clifton, Bristol", server.baseUrl);
    expect(clifton.map(([label]) => label)).toEqual(["Clifton, Bristol"]);
  });
});
