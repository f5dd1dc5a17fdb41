import { describe, expect, it } from "vitest";
import { ACCEPTED_WIDTHS, GALLERY_WIDTHS, parseMediaSize } from "../../../domain/media-sizes.ts";
import { galleryImageUrl, gallerySrcset } from "./gallery-srcset.ts";

describe("gallerySrcset", () => {
  it("lists every gallery width once, each a size the media route accepts", () => {
    const entries = gallerySrcset("demo/photos/a b.jpg").split(", ");
    expect(entries).toHaveLength(GALLERY_WIDTHS.length);
    for (const [i, entry] of entries.entries()) {
      const width = GALLERY_WIDTHS[i]!;
      expect(entry).toBe(`/media/${width}x_/demo/photos/a%20b.jpg ${width}w`);
      expect(parseMediaSize(`${width}x_`)).not.toBeNull();
      expect(ACCEPTED_WIDTHS.has(width)).toBe(true);
    }
  });

  it("keeps the key's folders as path segments", () => {
    expect(galleryImageUrl("a/b.jpg", 320)).toBe("/media/320x_/a/b.jpg");
  });
});
