// The fuzz suite's SSRF part (issue 43 High 2; docs/decisions/020): generated spellings of every internal
// address a feed's media URL could name — loopback, "this host", private, carrier-grade NAT, link-local and
// the cloud metadata address, multicast, broadcast, reserved; IPv4 as dotted decimal, one number, hex, octal,
// short and mixed forms; IPv6 long and short, IPv4-mapped and -compatible, NAT64 and 6to4; `localhost` in its
// spellings; behind userinfo and fragments — sent through the push API of real servers.
// - A server as installed (no allow-list): not one of them may reach the local media server, which listens on
//   every loopback address (IPv4 and IPv6), and each is named in a warning while the listing is kept.
// - A server whose operator allow-lists 127.0.0.1 only: a photo there is stored (the control: the fetcher and
//   the counting work), and redirects from it to each generated form are refused, the allowed address's
//   neighbours too.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRunRows, properties, propertyMedia } from "../../db/schema.ts";
import { createFeedApiKey } from "../../services/feeds/api-keys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { jsonFeed, townhouse } from "../support/json-feed-fixture.ts";
import { FUZZ_SEED, prng, type Rng } from "../support/prng.ts";
import { freshIp } from "../support/visitor.ts";

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Octets = [number, number, number, number];

const FORMS_PER_SERVER = 240;
const MEDIA_PER_LISTING = 40;

// ---- spellings -------------------------------------------------------------------------------------------

const hex = (n: number, rng: Rng) => {
  const digits = n.toString(16);
  return `0${rng.pick(["x", "X"])}${rng.chance(0.5) ? digits.toUpperCase() : digits}`;
};
const octal = (n: number) => `0${n.toString(8)}`;
const asNumber = ([a, b, c, d]: Octets) => ((a << 24) >>> 0) + (b << 16) + (c << 8) + d;

/** One IPv4 address as a URL host, in one of the spellings WHATWG URL parsers (and so fetchers) accept. */
function spellIpv4(octets: Octets, rng: Rng): string {
  const [a, b, c, d] = octets;
  return rng.pick([
    () => octets.join("."),
    () => String(asNumber(octets)),
    () => hex(asNumber(octets), rng),
    () => octets.map((part) => (rng.chance(0.5) ? octal(part) : String(part))).join("."),
    () => octets.map((part) => hex(part, rng)).join("."),
    () => `${a}.${(b << 16) + (c << 8) + d}`,
    () => `${a}.${b}.${(c << 8) + d}`,
    () => `${rng.chance(0.5) ? hex(a, rng) : octal(a)}.${b}.${c}.${d}`,
  ])();
}

const hex16 = (n: number) => n.toString(16);

/** One IPv6 address carrying an IPv4 one, or IPv6's own internal ranges, as a bracketed URL host. */
function spellIpv6(octets: Octets | null, rng: Rng): string {
  if (octets) {
    const [a, b, c, d] = octets;
    const high = hex16((a << 8) + b);
    const low = hex16((c << 8) + d);
    return `[${rng.pick([
      `::ffff:${octets.join(".")}`,
      `::ffff:${high}:${low}`,
      `0:0:0:0:0:ffff:${high}:${low}`,
      `::${octets.join(".")}`,
      `64:ff9b::${high}:${low}`,
      `2002:${high}:${low}::${hex16(rng.int(0xffff))}`,
    ])}]`;
  }
  const word = () => hex16(rng.int(0x10000));
  return `[${rng.pick([
    () => "::1",
    () => "0:0:0:0:0:0:0:1",
    () => "0000:0000:0000:0000:0000:0000:0000:0001",
    () => "::",
    () => `fe80::${word()}:${word()}`,
    () => `fd${hex16(rng.int(256)).padStart(2, "0")}:${word()}::${word()}`,
    () => `fc00::${word()}`,
    () => `ff0${rng.pick(["1", "2", "5", "e"])}::${word()}`,
  ])()}]`;
}

const byte = (rng: Rng) => rng.int(256);

/** An internal IPv4 address: which range, and one address in it. */
function internalIpv4(rng: Rng): Octets {
  return rng.pick<() => Octets>([
    () => [127, 0, 0, 1],
    () => [127, byte(rng), byte(rng), 1 + rng.int(254)],
    () => [169, 254, 169, 254],
    () => [169, 254, byte(rng), byte(rng)],
    () => [0, 0, 0, 0],
    () => [10, byte(rng), byte(rng), byte(rng)],
    () => [172, 16 + rng.int(16), byte(rng), byte(rng)],
    () => [192, 168, byte(rng), byte(rng)],
    () => [100, 64 + rng.int(64), byte(rng), byte(rng)],
    () => [224 + rng.int(16), byte(rng), byte(rng), byte(rng)],
    () => [240 + rng.int(15), byte(rng), byte(rng), byte(rng)],
    () => [255, 255, 255, 255],
    () => [198, 18 + rng.int(2), byte(rng), byte(rng)],
  ])();
}

const LOCALHOSTS = ["localhost", "LOCALHOST", "LocalHost", "localhost."];

/** A URL host naming an internal address; `exclude` leaves out every spelling of that one IPv4 address. */
function internalHost(rng: Rng, exclude?: Octets): string {
  if (!exclude && rng.chance(0.06)) return rng.pick(LOCALHOSTS);
  if (rng.chance(0.1)) return spellIpv6(null, rng);
  let octets = internalIpv4(rng);
  while (exclude && octets.every((part, i) => part === exclude[i])) octets = internalIpv4(rng);
  return rng.chance(0.25) ? spellIpv6(octets, rng) : spellIpv4(octets, rng);
}

/** A media URL at `host`, wrapped as a hostile file might write it. */
function mediaUrl(rng: Rng, host: string, port: number): string {
  const at = `${host}:${port}`;
  return rng.pick([
    () => `http://${at}/front.jpg`,
    () => `HTTP://${at}/front.jpg?w=${rng.int(2000)}`,
    () => `http://agent.example.com@${at}/front.jpg`,
    () => `http://user:secret@${at}/front.jpg`,
    () => `http://${at}/front.jpg#@photos.example.com/front.jpg`,
    () => `https://${at}/front.jpg`,
  ])();
}

// ---- the servers -----------------------------------------------------------------------------------------

let photo: Buffer;
let media: Server;
let mediaPort: number;
/** Every path the media server was asked for, in order. */
const asked: string[] = [];
/** Where `/redirect/N` sends the fetcher. */
let redirects: string[] = [];

beforeAll(async () => {
  photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: "#3a6f8f" } })
    .jpeg()
    .toBuffer();
  media = createServer((req, res) => {
    asked.push(req.url ?? "");
    const redirect = /^\/redirect\/(\d+)$/.exec(req.url ?? "");
    if (redirect && redirects[Number(redirect[1])]) {
      res.writeHead(302, { location: redirects[Number(redirect[1])] });
      res.end();
    } else if (req.url?.startsWith("/front.jpg") || req.url === "/control.jpg") {
      res.writeHead(200, { "content-type": "image/jpeg", "content-length": photo.length });
      res.end(photo);
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  // Every loopback address, IPv4 (127.0.0.0/8) and IPv6 (::1): whichever spelling got through would arrive here.
  media.listen(0, "::");
  await new Promise((resolve) => media.once("listening", resolve));
  mediaPort = (media.address() as AddressInfo).port;
});

afterAll(async () => {
  media.closeAllConnections();
  await new Promise((resolve) => media.close(resolve));
});

function feedOf(references: string[], urls: string[]) {
  return jsonFeed(
    references.map((reference, i) =>
      townhouse(reference, urls.slice(i * MEDIA_PER_LISTING, (i + 1) * MEDIA_PER_LISTING), 425000 + i),
    ),
  );
}

/** Pushes listings carrying `urls`; per listing, its stored photos and the warnings of its import row. */
async function pushMedia(server: TestServer, label: string, urls: string[]) {
  const { key } = await createFeedApiKey(server.services.db, { source: label });
  const references = Array.from(
    { length: Math.ceil(urls.length / MEDIA_PER_LISTING) },
    (_, i) => `${label}-${i}`,
  );
  const response = await fetch(`${server.baseUrl}/api/feeds/${label}/listings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": freshIp(),
    },
    body: feedOf(references, urls),
  });
  expect(response.status).toBe(200);
  const summary = (await response.json()) as { runId: number; counts: { created: number } };
  expect(summary.counts.created, JSON.stringify(summary).slice(0, 2000)).toBe(references.length);
  const listings = await server.services.db
    .select({ id: properties.id, reference: properties.reference })
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

describe("fuzz: feed media URLs naming internal addresses are never fetched", () => {
  let installed: TestServer;
  let allowing: TestServer;

  beforeAll(async () => {
    const quiet = { SEED_LISTINGS: "0", LOG_LEVEL: "silent", FEED_POLL_SECONDS: "0" };
    installed = await startTestServer(quiet, { ownDatabase: true });
    allowing = await startTestServer(
      { ...quiet, FEED_MEDIA_ALLOWED_ADDRESSES: "127.0.0.1" },
      { ownDatabase: true },
    );
  }, 300_000);

  afterAll(async () => {
    await installed?.stop();
    await allowing?.stop();
  });

  it(`a server as installed: ${FORMS_PER_SERVER} generated forms, none reached (seed ${FUZZ_SEED + 10})`, async () => {
    const rng = prng(FUZZ_SEED + 10);
    const urls = Array.from({ length: FORMS_PER_SERVER }, () => mediaUrl(rng, internalHost(rng), mediaPort));
    const before = asked.length;
    const { listings, photos, warnings } = await pushMedia(installed, "fuzzssrf", urls);
    expect(asked.slice(before), "requests that reached the media server").toEqual([]);
    expect(listings).toHaveLength(Math.ceil(FORMS_PER_SERVER / MEDIA_PER_LISTING));
    expect(photos).toEqual([]);
    // Each refused URL is named in its listing's report.
    expect(warnings).toHaveLength(FORMS_PER_SERVER);
  }, 300_000);

  it(`an operator's allow-list of 127.0.0.1: the control is stored, ${FORMS_PER_SERVER} redirects to generated forms are not followed (seed ${FUZZ_SEED + 11})`, async () => {
    const rng = prng(FUZZ_SEED + 11);
    redirects = Array.from({ length: FORMS_PER_SERVER }, () =>
      mediaUrl(rng, internalHost(rng, [127, 0, 0, 1]), mediaPort),
    );
    const urls = [
      `http://127.0.0.1:${mediaPort}/control.jpg`,
      ...redirects.map((_, i) => `http://127.0.0.1:${mediaPort}/redirect/${i}`),
    ];
    const before = asked.length;
    const { photos, warnings } = await pushMedia(allowing, "fuzzredirect", urls);
    const reached = asked.slice(before);
    expect(reached.filter((path) => !path.startsWith("/redirect/"))).toEqual(["/control.jpg"]);
    expect(photos).toHaveLength(1);
    expect(warnings).toHaveLength(FORMS_PER_SERVER);
  }, 300_000);
});
