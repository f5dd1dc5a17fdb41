import { mkdirSync, mkdtempSync, rmSync, statSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRenditions, preferredFormat } from "./media.ts";
import { openMediaStores } from "./media-stores.ts";

const root = mkdtempSync(path.join(tmpdir(), "openhouse-media-"));
const store = createRenditions(openMediaStores({ kind: "disk", dataDir: root }));
const original = path.join(root, "media", "pool", "photo-01.jpg");

const draw = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#808080" } })
    .jpeg()
    .toFile(original);

beforeAll(async () => {
  mkdirSync(path.dirname(original), { recursive: true });
  await draw(1000, 800);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("preferredFormat", () => {
  it("picks WebP only when the client lists it", () => {
    expect(preferredFormat("image/avif,image/webp,image/apng,*/*;q=0.8")).toBe("webp");
    expect(preferredFormat("IMAGE/WEBP")).toBe("webp");
    expect(preferredFormat("image/*,*/*;q=0.8")).toBe("jpeg");
    expect(preferredFormat(undefined)).toBe("jpeg");
  });
});

describe("createRenditions", () => {
  it("renders into the cache path of the size, key and format", async () => {
    const result = await store.lookup("320x_", "pool/photo-01.jpg", "jpeg");
    expect(result).toMatchObject({ kind: "found", key: "320x_/pool/photo-01.jpg.jpg", format: "jpeg" });
    expect(
      await sharp(path.join(root, "media-cache", "320x_", "pool", "photo-01.jpg.jpg")).metadata(),
    ).toMatchObject({
      width: 320,
      height: 256,
    });
  });

  it("tells a bad size, a bad key and a missing original apart", async () => {
    expect(await store.lookup("321x_", "pool/photo-01.jpg", "webp")).toEqual({
      kind: "bad-request",
      reason: "Unsupported image size: 321x_",
    });
    expect(await store.lookup("320x_", "pool/../photo-01.jpg", "webp")).toEqual({
      kind: "bad-request",
      reason: "Invalid media key",
    });
    expect(await store.lookup("320x_", "pool/photo-99.jpg", "webp")).toEqual({ kind: "not-found" });
    expect(await store.lookup("320x_", "pool", "webp")).toMatchObject({ kind: "bad-request" });
  });

  it("renders again when the original is replaced, and not before", async () => {
    const first = await store.lookup("_x_", "pool/photo-01.jpg", "webp");
    if (first.kind !== "found") throw new Error("expected a rendition");
    const file = path.join(root, "media-cache", first.key);
    const renderedAt = statSync(file).mtimeMs;
    await store.lookup("_x_", "pool/photo-01.jpg", "webp");
    expect(statSync(file).mtimeMs).toBe(renderedAt);

    await draw(600, 400);
    const future = new Date(Date.now() + 60_000);
    utimesSync(original, future, future);
    await store.lookup("_x_", "pool/photo-01.jpg", "webp");
    expect(await sharp(file).metadata()).toMatchObject({ width: 600, height: 400 });
  });
});
