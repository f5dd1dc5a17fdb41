import { describe, expect, it } from "vitest";
import { galleryImages, galleryItemName, gallerySrcset, galleryThumbnailUrl } from "./gallery-images.ts";

const image = (name: string) => ({ key: `p/${name}.jpg`, url: `/media/_x_/p/${name}.jpg`, caption: name });
const page = {
  photos: [image("front"), image("garden")],
  floorplans: [image("plan")],
  epcCharts: [image("epc")],
  galleries: { "/history-images/3": [image("1900")] },
};

describe("galleryImages (spec §2 Gallery modal: the hash selects the image source)", () => {
  it("reads the property's sets", () => {
    expect(galleryImages("/property-images", page)).toEqual(page.photos);
    expect(galleryImages("/floorplan", page)).toEqual(page.floorplans);
    expect(galleryImages("/epc-chart", page)).toEqual(page.epcCharts);
  });

  it("reads an event gallery by its exact path, and finds none for another id", () => {
    expect(galleryImages("/history-images/3", page)).toEqual([image("1900")]);
    expect(galleryImages("/history-images/4", page)).toEqual([]);
    expect(galleryImages("/antiques-sales-event/3", page)).toEqual([]);
  });

  it("finds nothing without page data", () => {
    expect(galleryImages("/property-images", {})).toEqual([]);
    expect(galleryImages("/floorplan", {})).toEqual([]);
  });
});

describe("gallerySrcset (spec §9 Media: gallery image widths)", () => {
  it("lists every gallery width of the stored image", () => {
    expect(gallerySrcset(image("front"))).toBe(
      [320, 375, 414, 575, 768, 992, 1160].map((w) => `/media/${w}x_/p/front.jpg ${w}w`).join(", "),
    );
  });

  it("has none for an image outside the media store", () => {
    expect(gallerySrcset({ url: "https://example.com/a.jpg" })).toBe("");
  });
});

describe("the thumbnail strip (issue 16)", () => {
  it("shows each stored image at the smallest gallery width, another image as it is", () => {
    expect(galleryThumbnailUrl(image("front"))).toBe("/media/320x_/p/front.jpg");
    expect(galleryThumbnailUrl({ url: "https://example.com/a.jpg" })).toBe("https://example.com/a.jpg");
  });

  it("names each button by its place in the set", () => {
    expect(galleryItemName("/property-images", 0, 9)).toBe("Photo 1 of 9");
    expect(galleryItemName("/history-images/3", 1, 2)).toBe("Photo 2 of 2");
    expect(galleryItemName("/floorplan", 1, 3)).toBe("Image 2 of 3");
  });
});
