// GET /media/{W}x{H}/{key} (issue 2 item 4, spec §9 Media), on originals this test writes itself.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { headerLines, rawGet } from "../support/raw-http.ts";

const baseUrl = inject("baseUrl");
const dataDir = inject("dataDir");
const folder = `test/${randomUUID()}`;
const photo = `${folder}/house.jpg`; // 2000×1500
const small = `${folder}/small.png`; // 300×200, with transparency
const tall = `${folder}/tall.png`; // 1,600 × 160,000 (issue 43 Low)
const WEBP = "image/webp,image/avif,image/apng,*/*;q=0.8";
const JPEG = "image/png,image/*;q=0.8,*/*;q=0.5";
const IMMUTABLE = "public, max-age=31536000, immutable";

beforeAll(async () => {
  mkdirSync(path.join(dataDir, "media", folder), { recursive: true });
  await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .jpeg()
    .toFile(path.join(dataDir, "media", photo));
  await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 0.5 } },
  })
    .png()
    .toFile(path.join(dataDir, "media", small));
  await sharp({ create: { width: 1600, height: 160_000, channels: 3, background: "#808080" } })
    .png({ compressionLevel: 1 })
    .toFile(path.join(dataDir, "media", tall));
}, 60_000);

async function get(url: string, accept = WEBP) {
  const response = await fetch(`${baseUrl}${url}`, { headers: { accept } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

const isWebp = (b: Buffer) =>
  b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP";
const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

describe("accepted sizes", () => {
  it.each([
    ["408x250", 408, 250], // the default card, cropped to fill
    ["320x_", 320, 240], // a gallery width, proportional
    ["1500x_", 1500, 1125], // a hero width
    ["550x_", 550, 413], // a card width
    ["_x_", 1600, 1200], // the original, capped at 1600 wide
  ])("%s is WebP when accepted, %i×%i", async (size, width, height) => {
    const { response, bytes } = await get(`/media/${size}/${photo}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(isWebp(bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width, height });
  });

  it("is JPEG for a client that does not take WebP", async () => {
    const { response, bytes } = await get(`/media/408x250/${photo}`, JPEG);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(isJpeg(bytes)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "jpeg", width: 408, height: 250 });
  });

  it("never enlarges a small original, and flattens transparency for JPEG", async () => {
    const { bytes } = await get(`/media/1500x_/${small}`, JPEG);
    expect(await sharp(bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 300,
      height: 200,
      hasAlpha: false,
    });
  });

  it("answers with immutable caching, Vary: Accept and an ETag, and honours If-None-Match", async () => {
    const { response } = await get(`/media/414x_/${photo}`);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("vary")).toMatch(/\bAccept\b/);
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    // Not fetch: it adds Cache-Control: no-cache to conditional requests, which forbids a 304.
    const again = await rawGet(baseUrl, `/media/414x_/${photo}`, { accept: WEBP, "if-none-match": etag! });
    expect(again.status).toBe(304);
  });

  it("needs no session: no cookie is set", async () => {
    const { response } = await get(`/media/375x_/${photo}`);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe("the disk cache", () => {
  it("keeps each rendition under DATA_DIR/media-cache and serves it again unchanged", async () => {
    const cached = path.join(dataDir, "media-cache", "768x_", `${photo}.webp`);
    expect(existsSync(cached)).toBe(false);
    const first = await get(`/media/768x_/${photo}`);
    expect(existsSync(cached)).toBe(true);
    const second = await get(`/media/768x_/${photo}`);
    expect(second.response.status).toBe(200);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    expect((await sharp(cached).metadata()).width).toBe(768);
  });

  it("keeps WebP and JPEG renditions apart", async () => {
    await get(`/media/992x_/${photo}`, WEBP);
    await get(`/media/992x_/${photo}`, JPEG);
    expect(readdirSync(path.join(dataDir, "media-cache", "992x_", folder)).sort()).toEqual([
      "house.jpg.jpg",
      "house.jpg.webp",
    ]);
  });

  it("renders once for concurrent identical requests, leaving no temporary files", async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => get(`/media/1160x_/${photo}`)));
    expect(results.every(({ response }) => response.status === 200)).toBe(true);
    expect(new Set(results.map(({ bytes }) => bytes.toString("base64"))).size).toBe(1);
    expect(readdirSync(path.join(dataDir, "media-cache", "1160x_", folder))).toEqual(["house.jpg.webp"]);
  });
});

describe("refused requests", () => {
  it.each(["500x_", "408x251", "320x250", "_x250", "abc", "408x250x2", "0320x_", "320X_"])(
    "size %s is 400",
    async (size) => {
      const { response, bytes } = await get(`/media/${size}/${photo}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(bytes.toString()).toBe(`Unsupported image size: ${size}`);
    },
  );

  // Dot segments and repeated slashes never reach the media route: the host's input boundary answers 301 to
  // the path's one clean spelling (issue 13), which is then an ordinary path, not a file outside the folder.
  it.each([
    ["/media/408x250/../../session-secret", "/session-secret"],
    ["/media/408x250/../media/x.jpg", "/media/media/x.jpg"],
    ["/media/408x250/%2e%2e/%2e%2e/session-secret", "/session-secret"],
    ["/media/408x250//etc/passwd.jpg", "/media/408x250/etc/passwd.jpg"],
  ])("key traversal (%s) is redirected to its clean path %s", async (url, clean) => {
    const response = await rawGet(baseUrl, url, { accept: WEBP });
    expect(response.status).toBe(301);
    expect(headerLines(response, "location")).toEqual([clean]);
  });

  it.each([
    "/media/408x250/test/..%2f..%2fsession-secret.jpg",
    "/media/408x250/.hidden.jpg",
    "/media/408x250/Test/House.JPG",
    "/media/408x250/test/house.gif",
    "/media/408x250/test/house",
  ])("key traversal or a bad key (%s) is 400", async (url) => {
    const response = await rawGet(baseUrl, url, { accept: WEBP });
    expect(response.status).toBe(400);
    expect(response.body.toString()).toBe("Invalid media key");
  });

  it("a missing original is 404", async () => {
    const { response } = await get(`/media/408x250/${folder}/missing.jpg`);
    expect(response.status).toBe(404);
  });

  it("a missing size segment is 400", async () => {
    const { response } = await get(`/media/${photo}`);
    expect(response.status).toBe(400);
  });
});

describe("a very tall original (issue 43 Low)", () => {
  // Scaled to a width alone it would be taller than WebP (16,383) or JPEG (65,535) can encode: a 500 before.
  it.each([
    ["1160x_", WEBP, "webp", 116, 11_600],
    ["1160x_", JPEG, "jpeg", 116, 11_600],
    ["_x_", WEBP, "webp", 160, 16_000],
    ["408x250", JPEG, "jpeg", 408, 250],
  ])(
    "%s (%s) is served bounded to ten times its width",
    async (size, accept, format, width, height) => {
      const { response, bytes } = await get(`/media/${size}/${tall}`, accept);
      expect(response.status).toBe(200);
      expect(await sharp(bytes).metadata()).toMatchObject({ format, width, height });
    },
    30_000,
  );
});
