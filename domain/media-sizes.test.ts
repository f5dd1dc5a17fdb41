import { describe, expect, it } from "vitest";
import {
  CARD_WIDTHS,
  GALLERY_WIDTHS,
  HERO_WIDTHS,
  DEFAULT_CARD_SIZE,
  cardSrcset,
  formatMediaSize,
  mediaKeySegments,
  mediaPath,
  mediaSizeFolder,
  parseMediaSize,
  widthOnly,
} from "./media-sizes.ts";

describe("parseMediaSize", () => {
  it.each([...GALLERY_WIDTHS, ...HERO_WIDTHS, ...CARD_WIDTHS, 408])(
    "accepts %i wide with the height unset",
    (w) => {
      expect(parseMediaSize(`${w}x_`)).toEqual({ width: w, height: null });
    },
  );

  it("accepts the default card size and the original", () => {
    expect(parseMediaSize("408x250")).toEqual({ width: 408, height: 250 });
    expect(parseMediaSize("_x_")).toEqual({ width: null, height: null });
  });

  it.each([
    "500x_", // width not in any list
    "408x251", // only the card height is accepted
    "320x250", // the card height belongs to the card width
    "_x250",
    "abc",
    "408x250x1",
    "0408x250",
    "-320x_",
    "320.0x_",
    "320X_",
    "x",
    "",
    "99999999x_",
  ])("rejects %j", (segment) => {
    expect(parseMediaSize(segment)).toBeNull();
  });
});

describe("formatMediaSize", () => {
  it("round-trips the accepted sizes", () => {
    for (const segment of ["408x250", "320x_", "_x_"]) {
      expect(formatMediaSize(parseMediaSize(segment)!)).toBe(segment);
    }
  });
});

describe("mediaPath", () => {
  it("builds /media/{W}x{H}/{key} with _ for an unset side", () => {
    expect(mediaPath(DEFAULT_CARD_SIZE, "pool/photo-01.jpg")).toBe("/media/408x250/pool/photo-01.jpg");
    expect(mediaPath(widthOnly(1160), "demo/branch-bath.jpg")).toBe("/media/1160x_/demo/branch-bath.jpg");
    expect(mediaPath({ width: null, height: null }, "a.png")).toBe("/media/_x_/a.png");
    expect(mediaSizeFolder(widthOnly(320))).toBe("/media/320x_/");
  });

  it("encodes an odd key but keeps its folders' slashes", () => {
    expect(mediaKeySegments("Pool/My Photo #1?.JPG")).toBe("Pool/My%20Photo%20%231%3F.JPG");
    expect(mediaPath(widthOnly(320), "a/b&c=d/é.jpg")).toBe("/media/320x_/a/b%26c%3Dd/%C3%A9.jpg");
  });
});

describe("cardSrcset", () => {
  it("lists the spec's card widths for a card photo's URL, each once, narrowest first", () => {
    expect(cardSrcset("/media/408x250/pool/photo-01.jpg")).toBe(
      [320, 375, 414, 430, 550, 575, 768].map((w) => `/media/${w}x_/pool/photo-01.jpg ${w}w`).join(", "),
    );
  });

  it("keeps an encoded key as it came", () => {
    expect(cardSrcset("/media/408x250/a/My%20Photo.jpg").split(", ")[0]).toBe(
      "/media/320x_/a/My%20Photo.jpg 320w",
    );
  });

  it("gives nothing for a URL that is not a card photo", () => {
    expect(cardSrcset("/media/320x_/pool/photo-01.jpg")).toBe("");
  });
});
