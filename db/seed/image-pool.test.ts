import { describe, expect, it } from "vitest";
import { poolImages } from "./image-pool.ts";
import { heroKey } from "./pool.ts";

// The media route accepts only keys of this shape (design: media keys under DATA_DIR/media).
const MEDIA_KEY = /^[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png|webp)$/;

describe("poolImages", () => {
  const images = poolImages(["bristol", "bath"], 3);

  it("names every image with a valid, unique media key", () => {
    const keys = images.map((i) => i.key);
    for (const key of keys) expect(key).toMatch(MEDIA_KEY);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("includes the keys the content file refers to", () => {
    const keys = images.map((i) => i.key);
    expect(keys).toEqual(
      expect.arrayContaining([heroKey(1), "demo/hero-5.jpg", "demo/branch-bath.jpg", "demo/article-3.jpg"]),
    );
  });
});
