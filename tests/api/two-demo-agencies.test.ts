// Issue 44 item 8, "Zero-setup still": a first start with nothing set but the port serves the demo agency on
// localhost and a second demo agency, with its own name, towns and listings, on demo2.localhost, each seeing only
// its own; a restart makes nothing twice. A real first start (no seeded template) and a restart on the same data,
// on PGlite, or on a scratch PostgreSQL database with TEST_DATABASE_URL.
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../platform/config.ts";
import { startServer } from "../../server/index.ts";
import { SECOND_AGENCY_TOWNS } from "../../db/seed/second-agency-towns.ts";
import { TOWNS } from "../../db/seed/towns.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { freePort } from "../support/free-port.ts";
import { rawRequest, type RawAnswer } from "../support/raw-http.ts";
import { freshIp } from "../support/visitor.ts";

const SECOND_HOST = "demo2.localhost";
type Card = { property_id: number; display_address: string; photos: { url: string }[] };
type Server = Awaited<ReturnType<typeof startServer>>;

let dataDir: string;
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
let env: NodeJS.ProcessEnv;
let port: number;
let server: Server | null = null;

const start = async () => {
  server = await startServer(loadConfig(env));
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-two-demos-"));
  scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, "two_demos")
    : null;
  port = await freePort();
  // What `npm start` is given on a developer's machine: a port; DEMO_AGENCY and DEMO2_HOST at their defaults.
  env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_LISTINGS: String(TEST_SEED_LISTINGS),
    LOG_LEVEL: "warn",
    TRUST_PROXY: "loopback",
    DATABASE_URL: scratch?.url ?? "",
  };
  for (const name of ["DATABASE_URL", "PUBLIC_URL", "DEMO_AGENCY", "DEMO2_HOST"] as const)
    if (!env[name]) delete env[name];
  await start();
}, 300_000);

afterAll(async () => {
  await server?.close();
  await scratch?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A request naming `host` (with the port, as a browser sends it), from an address of its own. */
function at(host: string, pathAndQuery: string): Promise<RawAnswer> {
  return rawRequest(`http://127.0.0.1:${server!.port}`, "GET", pathAndQuery, {
    Host: `${host}:${port}`,
    "X-Forwarded-For": freshIp(),
  });
}

async function everyListing(host: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (const channel of ["sales", "lettings"]) {
    for (let page = 1; ; page++) {
      const answer = await at(host, `/search.ljson?channel=${channel}&status=all&page=${page}`);
      expect(answer.status).toBe(200);
      const body = JSON.parse(answer.text()) as {
        properties: Card[];
        pagination: { has_next_page: boolean };
      };
      cards.push(...body.properties);
      if (!body.pagination.has_next_page) break;
    }
  }
  return cards;
}

const townOf = (card: Card) => card.display_address.split(", ").at(-1)!;

describe("npm start with nothing set: two demo agencies side by side", () => {
  it("serves each agency's own name and site at its own hostname", async () => {
    const first = await at("localhost", "/");
    const second = await at(SECOND_HOST, "/");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.text()).toContain("Marlow &amp; Vale");
    expect(first.text()).not.toContain("Harbour &amp; Fell");
    expect(second.text()).toContain("Harbour &amp; Fell");
    expect(second.text()).not.toContain("Marlow &amp; Vale");
    // Its address is its own name on the server's port, as agency 1's is localhost's.
    expect(second.text()).toContain(`http://${SECOND_HOST}:${port}`);
    expect(second.text()).not.toContain(`http://localhost:${port}`);
    expect(first.text()).toContain(`http://localhost:${port}`);
  });

  it("searches each agency's own listings only, in its own towns", async () => {
    const first = await everyListing("localhost");
    const second = await everyListing(SECOND_HOST);
    expect(second.length).toBeGreaterThan(50);
    const firstIds = new Set(first.map((card) => card.property_id));
    expect(second.filter((card) => firstIds.has(card.property_id))).toEqual([]);
    const secondTowns = new Set(SECOND_AGENCY_TOWNS.map((town) => town.name));
    const firstTowns = new Set(TOWNS.map((town) => town.name));
    expect(second.filter((card) => !secondTowns.has(townOf(card)))).toEqual([]);
    expect(first.filter((card) => !firstTowns.has(townOf(card)))).toEqual([]);
  });

  it("answers one agency's listing with a 404 at the other", async () => {
    const [firstCard] = await everyListing("localhost");
    const [secondCard] = await everyListing(SECOND_HOST);
    expect((await at("localhost", `/properties/${firstCard!.property_id}`)).status).toBe(200);
    expect((await at(SECOND_HOST, `/properties/${secondCard!.property_id}`)).status).toBe(200);
    expect((await at(SECOND_HOST, `/properties/${firstCard!.property_id}`)).status).toBe(404);
    expect((await at("localhost", `/properties/${secondCard!.property_id}`)).status).toBe(404);
  });

  it("serves the second agency's photos from its own folder of the media store", async () => {
    const photo = (await everyListing(SECOND_HOST)).find((card) => card.photos.length > 0)!.photos[0]!.url;
    const own = await at(SECOND_HOST, photo);
    expect(own.status).toBe(200);
    expect(own.header("content-type")).toMatch(/^image\//);
    // The demo's photographs are drawn from one pool, so both agencies have a file under this key: each its own.
    const key = decodeURIComponent(photo.replace(/^\/media\/[^/]+\//, ""));
    const [secondId] = readdirSync(path.join(dataDir, "media", "agencies"));
    expect(existsSync(path.join(dataDir, "media", "agencies", secondId!, key))).toBe(true);
  });

  it("finds the second agency's listings by its postcode districts, and the first's not at all there", async () => {
    const [listing] = await everyListing(SECOND_HOST);
    const detail = await at(SECOND_HOST, `/properties/${listing!.property_id}`);
    const district = SECOND_AGENCY_TOWNS.flatMap((town) => town.districts.map((d) => d.code)).find((code) =>
      detail.text().includes(`${code} `),
    )!;
    expect(district).toBeDefined();
    const suggestions = JSON.parse(
      (await at(SECOND_HOST, `/places?term=${encodeURIComponent(district)}`)).text(),
    ) as [string, number][];
    const [label, placeId] = suggestions[0]!;
    expect(label.startsWith(`${district}, `)).toBe(true);
    const near = (host: string) =>
      at(host, `/search.ljson?channel=sales&status=all&place_id=${placeId}&within=3`).then(
        (answer) => (JSON.parse(answer.text()) as { properties: Card[] }).properties,
      );
    const found = await near(SECOND_HOST);
    expect(found.length).toBeGreaterThan(0);
    expect(await near("localhost")).toEqual([]);
  });

  it("makes nothing twice when the server starts again on the same data", async () => {
    const before = (await everyListing(SECOND_HOST)).map((card) => card.property_id).sort();
    await server!.close();
    server = null;
    await start();
    const after = (await everyListing(SECOND_HOST)).map((card) => card.property_id).sort();
    expect(after).toEqual(before);
    // Still two agencies, and the second's home page its own, not a redirect or the install's 404.
    const agencies = await server!.services.db.execute(sql`select count(*)::int as n from agencies`);
    expect((agencies as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(2);
    expect((await at(SECOND_HOST, "/")).status).toBe(200);
  }, 300_000);
});
