// The two media stores keep one contract (issue 44 item 9): the disk's folder and an S3-compatible object store
// (a local s3rver), each through the same calls the media code makes.
import { mkdtempSync, rmSync } from "node:fs";
import { text } from "node:stream/consumers";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseMediaLocation } from "./media-location.ts";
import { openMediaStores, type MediaStores } from "./media-stores.ts";
import { startS3Server } from "../tests/support/s3-server.ts";

const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-media-stores-"));
let s3: Awaited<ReturnType<typeof startS3Server>>;
const stores: Record<string, MediaStores> = {};

beforeAll(async () => {
  s3 = await startS3Server("media");
  stores.disk = openMediaStores({ kind: "disk", dataDir });
  stores.s3 = openMediaStores(parseMediaLocation({ MEDIA_STORE: "s3://media/site-a", ...s3.env }, dataDir));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(["disk", "s3"])("the %s store", (name) => {
  const key = "feeds/ab/photo.jpg";

  it("has nothing under a key never written", async () => {
    const { originals } = stores[name]!;
    expect(await originals.stat("feeds/00/none.jpg")).toBeNull();
    expect(await originals.read("feeds/00/none.jpg")).toBeNull();
    expect(await originals.open("feeds/00/none.jpg")).toBeNull();
  });

  it("gives back what was written, by stat, read and stream, until it is deleted", async () => {
    const { originals, renditions } = stores[name]!;
    const before = Date.now() - 1000; // S3 keeps times to the second
    await originals.write(key, Buffer.from("first"));
    await originals.write(key, Buffer.from("second bytes"));
    const info = await originals.stat(key);
    expect(info?.size).toBe(12);
    expect(info!.modified.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await originals.read(key))?.toString()).toBe("second bytes");
    expect(await text((await originals.open(key))!)).toBe("second bytes");
    // Renditions are a store of their own: the same key there is another object.
    expect(await renditions.stat(key)).toBeNull();
    await originals.delete(key);
    expect(await originals.stat(key)).toBeNull();
  });
});

it("keeps the object store's objects under the prefix's media/ and media-cache/, nothing on disk", async () => {
  await stores.s3!.originals.write("feeds/cd/a.png", Buffer.from("png"));
  await stores.s3!.renditions.write("320x_/feeds/cd/a.png.webp", Buffer.from("webp"));
  expect(await s3.keys()).toEqual([
    "site-a/media-cache/320x_/feeds/cd/a.png.webp",
    "site-a/media/feeds/cd/a.png",
  ]);
  expect(await stores.disk!.originals.stat("feeds/cd/a.png")).toBeNull();
});
