// Media past one machine (issue 44 item 9): a server started with MEDIA_STORE=s3://media/site-a against a local
// S3-protocol server (s3rver) stores a pushed feed's photo and brochure in the bucket, not on its disk, and serves
// the photo's renditions and the brochure from there with the disk's caching headers.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createFeedApiKey } from "../../modules/feeds/sync/api-keys.ts";
import { startTestServer } from "../setup/test-server.ts";
import { jsonFeed, townhouse } from "../support/json-feed-fixture.ts";
import { rawGet } from "../support/raw-http.ts";
import { startS3Server } from "../support/s3-server.ts";
import { freshIp } from "../support/visitor.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";
const WEBP = "image/webp,image/avif,image/apng,*/*;q=0.8";

let s3: Awaited<ReturnType<typeof startS3Server>>;
let crm: Server;
let crmUrl: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
let photo: Buffer;
const brochure = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

beforeAll(async () => {
  photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#2f6f4f" } })
    .jpeg()
    .toBuffer();
  // The CRM's media server the feed names its files on.
  crm = createServer((req, res) => {
    const body = req.url === "/front.jpg" ? photo : req.url === "/brochure.pdf" ? brochure : null;
    res.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;
  s3 = await startS3Server("media");
  server = await startTestServer(
    {
      MEDIA_STORE: "s3://media/site-a",
      ...s3.env,
      DEMO_AGENCY: "off",
      LOG_LEVEL: "silent",
      FEED_POLL_SECONDS: "0",
      FEED_MEDIA_ALLOWED_ADDRESSES: "127.0.0.1",
    },
    { ownDatabase: true },
  );
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await s3?.stop();
  await new Promise((resolve) => crm?.close(resolve));
});

it("stores a pushed feed's photo and brochure in the bucket and serves them from it", async () => {
  const { key } = await createFeedApiKey(server.services.db, { source: "acme" });
  const listing = townhouse("S3-1", [`${crmUrl}/front.jpg`]);
  listing.media.push({ kind: "document", url: `${crmUrl}/brochure.pdf`, caption: "Sales brochure" } as never);
  const pushed = await fetch(`${server.baseUrl}/api/feeds/acme/listings`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${key}`,
      "x-forwarded-for": freshIp(),
    },
    body: jsonFeed([listing]),
  });
  expect(pushed.status).toBe(200);
  expect(await pushed.json()).toMatchObject({ state: "succeeded", counts: { created: 1 } });

  const originals = await s3.keys("site-a/media/");
  expect(originals).toEqual(
    [
      expect.stringMatching(/^site-a\/media\/feeds\/[0-9a-f]{2}\/[0-9a-f]{64}\.jpg$/),
      expect.stringMatching(/^site-a\/media\/feeds\/documents\/[0-9a-f]{64}\.pdf$/),
    ].sort((a, b) => String(a).localeCompare(String(b))),
  );
  const photoKey = originals.find((k) => k.endsWith(".jpg"))!.slice("site-a/media/".length);

  // The property page links the photo's rendition and the brochure.
  const search = await (
    await fetch(`${server.baseUrl}/search?q=Royal+York`, { headers: { "x-forwarded-for": freshIp() } })
  ).text();
  const pagePath = search.match(/href="(\/properties\/[^"]+)"/)?.[1];
  expect(pagePath, "the listing in the search results").toBeDefined();
  const page = await (
    await fetch(`${server.baseUrl}${pagePath}`, { headers: { "x-forwarded-for": freshIp() } })
  ).text();
  const src = page.match(new RegExp(`src="(/media/[^"]*${photoKey}[^"]*)"`))?.[1]?.replaceAll("&amp;", "&");
  const href = page.match(/href="(\/documents\/[0-9a-f]{64}\/[a-z0-9-]+\.pdf)"/)?.[1];
  expect(src, "the photo on the property page").toBeDefined();
  expect(href, "the brochure on the property page").toBeDefined();

  const image = await fetch(`${server.baseUrl}${src}`, { headers: { accept: WEBP } });
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/webp");
  expect(image.headers.get("cache-control")).toBe(IMMUTABLE);
  expect(image.headers.get("vary")).toMatch(/\bAccept\b/);
  const bytes = Buffer.from(await image.arrayBuffer());
  expect(image.headers.get("content-length")).toBe(String(bytes.length));
  expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp" });
  const etag = image.headers.get("etag");
  expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
  // Not fetch: it adds Cache-Control: no-cache to conditional requests, which forbids a 304.
  const again = await rawGet(server.baseUrl, src!, { accept: WEBP, "if-none-match": etag! });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);

  // The rendition was drawn once, into the bucket beside the originals, and nothing was written on this disk.
  const size = src!.split("/")[2];
  expect(await s3.keys("site-a/media-cache/")).toEqual([`site-a/media-cache/${size}/${photoKey}.webp`]);
  expect(existsSync(path.join(server.dataDir, "media"))).toBe(false);
  expect(existsSync(path.join(server.dataDir, "media-cache"))).toBe(false);

  const document = await fetch(`${server.baseUrl}${href}`);
  expect(document.status).toBe(200);
  expect(document.headers.get("content-type")).toBe("application/pdf");
  expect(document.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z0-9-]+\.pdf"$/);
  expect(document.headers.get("cache-control")).toBe(IMMUTABLE);
  expect(Buffer.from(await document.arrayBuffer())).toEqual(brochure);
  const missing = await fetch(`${server.baseUrl}/documents/${"0".repeat(64)}/brochure.pdf`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get("content-disposition")).toBeNull();
  expect(await fetch(`${server.baseUrl}/media/320x_/feeds/00/none.jpg`).then((r) => r.status)).toBe(404);
});
