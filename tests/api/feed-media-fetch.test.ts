// Media a feed names by URL, fetched by the real fetcher of a real server (issue 43 High 2 and Medium 6;
// docs/decisions/020). A local media server stands in for a CRM's. Two servers: one as installed (no address
// allow-list), where every internal address form a feed might name is refused without a connection, through
// the push API and through a file imported on the feeds page; and one whose operator allow-lists 127.0.0.1
// (FEED_MEDIA_ALLOWED_ADDRESSES), where photos named by URL are stored on a fresh data folder and served.
// The fuzz suite's SSRF part runs on the same two servers: 240 generated spellings of internal addresses
// (tests/support/internal-addresses.ts) pushed to each, seeded like the rest of the suite (FUZZ_SEED). The
// media server listens on every loopback address, IPv4 and IPv6, so whichever spelling got through arrives.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRunRows, properties, propertyMedia } from "../../db/schema.ts";
import { createFeedApiKey } from "../../modules/feeds/sync/api-keys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInStaff } from "../support/staff-browser.ts";
import { internalHost, mediaUrl } from "../support/internal-addresses.ts";
import { jsonFeed, townhouse } from "../support/json-feed-fixture.ts";
import { FUZZ_SEED, prng } from "../support/prng.ts";
import { freshIp } from "../support/visitor.ts";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

let media: Server;
let mediaPort: number;
/** Requests the media server received: a refused address must never reach it. */
let mediaHits = 0;
/** Every path the media server was asked for, in order. */
const asked: string[] = [];
/** Where `/redirect/N` sends the fetcher. */
let redirects: string[] = [];
let photo: Buffer;
/** 160 × 16,000: a hundred times taller than wide (issue 43 Low). */
let strip: Buffer;

beforeAll(async () => {
  photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#3a6f8f" } })
    .jpeg()
    .toBuffer();
  strip = await sharp({ create: { width: 160, height: 16_000, channels: 3, background: "#8f3a6f" } })
    .png()
    .toBuffer();
  media = createServer((req, res) => {
    mediaHits += 1;
    asked.push(req.url ?? "");
    const redirect = /^\/redirect\/(\d+)$/.exec(req.url ?? "");
    if (redirect && redirects[Number(redirect[1])]) {
      res.writeHead(302, { location: redirects[Number(redirect[1])] });
      res.end();
    } else if (req.url?.startsWith("/front.jpg") || req.url === "/control.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length });
      res.end(photo);
    } else if (req.url === "/strip.png") {
      res.writeHead(200, { "content-type": "image/png" });
      res.end(strip);
    } else if (req.url === "/to-metadata") {
      res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/iam/" });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  // Every loopback address, IPv4 (127.0.0.0/8) and IPv6 (::1).
  media.listen(0, "::");
  await new Promise((resolve) => media.once("listening", resolve));
  mediaPort = (media.address() as AddressInfo).port;
});

afterAll(async () => {
  media.closeAllConnections();
  await new Promise((resolve) => media.close(resolve));
});

function feedOf(reference: string, urls: string[]) {
  return jsonFeed([townhouse(reference, urls)]);
}

/** Pushes a feed body to a source's listings endpoint (acme unless named) with that source's key. */
function push(server: TestServer, key: string, body: string, source = "acme") {
  return fetch(`${server.baseUrl}/api/feeds/${source}/listings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": freshIp(),
    },
    body,
  });
}

async function listingOf(server: TestServer, source: string, reference: string) {
  const [row] = await server.services.db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.reference, reference));
  expect(row, `${source} ${reference}`).toBeDefined();
  const photos = await server.services.db
    .select()
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, row!.id));
  return { id: row!.id, photos };
}

async function warningsOf(server: TestServer, runId: number, reference: string) {
  const rows = await server.services.db
    .select({ reference: importRunRows.reference, warnings: importRunRows.warnings })
    .from(importRunRows)
    .where(eq(importRunRows.runId, runId));
  return rows.find((row) => row.reference === reference)?.warnings ?? [];
}

const FUZZ_FORMS = 240;
const MEDIA_PER_LISTING = 40;

/** Pushes listings carrying `urls` under a source of their own; their stored photos and their warnings. */
async function pushMedia(server: TestServer, source: string, urls: string[]) {
  const { key } = await createFeedApiKey(server.services.db, { source });
  const references = Array.from(
    { length: Math.ceil(urls.length / MEDIA_PER_LISTING) },
    (_, i) => `${source}-${i}`,
  );
  const body = jsonFeed(
    references.map((reference, i) =>
      townhouse(reference, urls.slice(i * MEDIA_PER_LISTING, (i + 1) * MEDIA_PER_LISTING), 425000 + i),
    ),
  );
  const response = await push(server, key, body, source);
  expect(response.status).toBe(200);
  const summary = (await response.json()) as { runId: number; counts: { created: number } };
  expect(summary.counts.created, JSON.stringify(summary).slice(0, 2000)).toBe(references.length);
  const listings = await server.services.db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.reference, references));
  const photos = await server.services.db
    .select({ propertyId: propertyMedia.propertyId })
    .from(propertyMedia)
    .where(
      inArray(
        propertyMedia.propertyId,
        listings.map((listing) => listing.id),
      ),
    );
  const rows = await server.services.db
    .select({ warnings: importRunRows.warnings })
    .from(importRunRows)
    .where(eq(importRunRows.runId, summary.runId));
  return { listings, photos, warnings: rows.flatMap((row) => row.warnings ?? []) };
}

describe("a server as installed: no internal address is fetched", () => {
  let server: TestServer;
  let key: string;
  // Every form the audit fetched: loopback in its spellings, "this host", the app itself, PostgreSQL's port,
  // private networks, and the cloud metadata address in all its forms (and a redirect to it).
  let forms: string[];

  beforeAll(async () => {
    server = await startTestServer(
      { SEED_LISTINGS: "0", LOG_LEVEL: "silent", FEED_POLL_SECONDS: "0" },
      { ownDatabase: true },
    );
    ({ key } = await createFeedApiKey(server.services.db, { source: "acme" }));
    const appPort = new URL(server.baseUrl).port;
    forms = [
      `http://127.0.0.1:${mediaPort}/front.jpg`,
      `http://localhost:${mediaPort}/front.jpg`,
      `http://2130706433:${mediaPort}/front.jpg`,
      `http://0x7f000001:${mediaPort}/front.jpg`,
      `http://127.1:${mediaPort}/front.jpg`,
      `http://0.0.0.0:${mediaPort}/front.jpg`,
      `http://[::1]:${mediaPort}/front.jpg`,
      `http://[::ffff:127.0.0.1]:${mediaPort}/front.jpg`,
      `http://127.0.0.1:${appPort}/`,
      "http://127.0.0.1:5432/",
      "http://10.0.0.7/front.jpg",
      "http://192.168.0.7/front.jpg",
      "http://[fd12::7]/front.jpg",
      "http://169.254.169.254/latest/meta-data/iam/",
      "http://2852039166/latest/meta-data/iam/",
      "http://0xa9fea9fe/latest/meta-data/iam/",
      "http://[::ffff:169.254.169.254]/latest/meta-data/iam/",
      "http://[fe80::a9fe:a9fe]/latest/meta-data/iam/",
    ];
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("imports a pushed listing without the media at internal addresses, each named in a warning", async () => {
    const before = mediaHits;
    const response = await push(server, key, feedOf("SSRF-PUSH", forms));
    expect(response.status).toBe(200);
    const summary = await response.json();
    expect(summary).toMatchObject({ state: "succeeded", counts: { created: 1, media: 0 } });
    expect(mediaHits - before).toBe(0);
    const listing = await listingOf(server, "acme", "SSRF-PUSH");
    expect(listing.photos).toEqual([]);
    const warnings = await warningsOf(server, summary.runId, "SSRF-PUSH");
    expect(warnings).toHaveLength(forms.length);
    for (const warning of warnings)
      expect(warning).toMatch(/ is an? .+ address; feeds may not fetch from it$/);
    expect(warnings.join("\n")).toContain("169.254.169.254 is a link-local address");
  });

  it("refuses the same forms in a file staff import on the feeds page", async () => {
    const owner = await signedInStaff(server, { role: "owner" });
    const form = new FormData();
    form.set("authenticity_token", owner.b.token);
    form.set("source", "upl");
    form.set("mode", "incremental");
    form.set("file", new Blob([feedOf("SSRF-FILE", forms)], { type: "application/json" }), "stock.json");
    const before = mediaHits;
    const response = await send(owner.b, "/admin/feeds/upload", undefined, { body: form });
    expect(response.status).toBe(303);
    const runId = Number(response.headers.get("location")!.split("/").at(-1));
    expect(mediaHits - before).toBe(0);
    expect((await listingOf(server, "upl", "SSRF-FILE")).photos).toEqual([]);
    const warnings = await warningsOf(server, runId, "SSRF-FILE");
    expect(warnings).toHaveLength(forms.length);
    for (const warning of warnings) expect(warning).toMatch(/feeds may not fetch from it$/);
  });

  it(`fuzz: ${FUZZ_FORMS} generated spellings of internal addresses, none reached (seed ${FUZZ_SEED + 10})`, async () => {
    const rng = prng(FUZZ_SEED + 10);
    const urls = Array.from({ length: FUZZ_FORMS }, () => mediaUrl(rng, internalHost(rng), mediaPort));
    const before = asked.length;
    const { listings, photos, warnings } = await pushMedia(server, "fuzzssrf", urls);
    expect(asked.slice(before), "requests that reached the media server").toEqual([]);
    expect(listings).toHaveLength(FUZZ_FORMS / MEDIA_PER_LISTING);
    expect(photos).toEqual([]);
    // Each refused URL is named in its listing's report.
    expect(warnings).toHaveLength(FUZZ_FORMS);
  });
});

describe("a server whose operator allow-lists 127.0.0.1: photos named by URL are stored", () => {
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    server = await startTestServer(
      {
        SEED_LISTINGS: "0",
        LOG_LEVEL: "silent",
        FEED_POLL_SECONDS: "0",
        FEED_MEDIA_ALLOWED_ADDRESSES: "127.0.0.1",
      },
      { ownDatabase: true },
    );
    ({ key } = await createFeedApiKey(server.services.db, { source: "acme" }));
  }, 300_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("fetches, stores and serves a photo on a fresh data folder (no downloads folder yet)", async () => {
    const response = await push(
      server,
      key,
      feedOf("URL-PHOTO", [`http://127.0.0.1:${mediaPort}/front.jpg`]),
    );
    expect(response.status).toBe(200);
    const summary = await response.json();
    expect(await warningsOf(server, summary.runId, "URL-PHOTO")).toEqual([]);
    expect(summary).toMatchObject({ state: "succeeded", counts: { created: 1, media: 1 } });
    const listing = await listingOf(server, "acme", "URL-PHOTO");
    expect(listing.photos).toHaveLength(1);
    expect(listing.photos[0]!.mediaKey).toMatch(/^feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/);

    // The property page shows it, and its rendition is served.
    const page = await fetch(`${server.baseUrl}/properties/${listing.id}`, {
      headers: { "x-forwarded-for": freshIp() },
    });
    const html = await page.text();
    const src = html.match(new RegExp(`src="(/media/[^"]*${listing.photos[0]!.mediaKey}[^"]*)"`))?.[1];
    expect(src, "the photo on the property page").toBeDefined();
    const image = await fetch(`${server.baseUrl}${src!.replaceAll("&amp;", "&")}`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toMatch(/^image\//);
  });

  it("refuses a photo of an extreme aspect ratio with a warning naming it, and keeps the listing", async () => {
    const url = `http://127.0.0.1:${mediaPort}/strip.png`;
    const summary = await (await push(server, key, feedOf("URL-STRIP", [url]))).json();
    expect(summary).toMatchObject({ state: "succeeded", counts: { created: 1, media: 0 } });
    expect((await listingOf(server, "acme", "URL-STRIP")).photos).toEqual([]);
    expect(await warningsOf(server, summary.runId, "URL-STRIP")).toEqual([
      `Media ${url} could not be stored: it is 160 × 16000 pixels, more than 10 times as tall as it is wide; left out`,
    ]);
  });

  it("still refuses a redirect from the allowed server to the metadata address", async () => {
    const response = await push(
      server,
      key,
      feedOf("URL-REDIRECT", [`http://127.0.0.1:${mediaPort}/to-metadata`]),
    );
    const summary = await response.json();
    expect(summary).toMatchObject({ state: "succeeded", counts: { created: 1, media: 0 } });
    const [warning] = await warningsOf(server, summary.runId, "URL-REDIRECT");
    expect(warning).toContain(
      "http://169.254.169.254/latest/meta-data/iam/: 169.254.169.254 is a link-local address",
    );
  });

  it(`fuzz: ${FUZZ_FORMS} redirects to generated spellings of internal addresses, the allowed one's neighbours included, are not followed (seed ${FUZZ_SEED + 11})`, async () => {
    const rng = prng(FUZZ_SEED + 11);
    redirects = Array.from({ length: FUZZ_FORMS }, () =>
      mediaUrl(rng, internalHost(rng, [127, 0, 0, 1]), mediaPort),
    );
    const urls = [
      `http://127.0.0.1:${mediaPort}/control.jpg`,
      ...redirects.map((_, i) => `http://127.0.0.1:${mediaPort}/redirect/${i}`),
    ];
    const before = asked.length;
    const { photos, warnings } = await pushMedia(server, "fuzzredirect", urls);
    // The control photo at the allowed address is stored: the fetcher and the counting work.
    expect(asked.slice(before).filter((path) => !path.startsWith("/redirect/"))).toEqual(["/control.jpg"]);
    expect(photos).toHaveLength(1);
    expect(warnings).toHaveLength(FUZZ_FORMS);
  });
});
