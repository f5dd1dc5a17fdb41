import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "../../../modules/search/model/criteria.ts";
import {
  boundsArea,
  decodeArea,
  encodeArea,
  milesToMetres,
  searchInArea,
  tileAttribution,
  type LatLng,
} from "./map-geometry.ts";

const triangle: LatLng[] = [
  [51.45, -2.6],
  [51.47, -2.58],
  [51.44, -2.55],
];

describe("encodeArea / decodeArea", () => {
  it("encodes Google's documented example, [lat, lng] at five decimals", () => {
    const example: LatLng[] = [
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ];
    expect(encodeArea(example)).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
  });

  it("round-trips an area", () => {
    expect(decodeArea(encodeArea(triangle))).toEqual(triangle);
  });
});

describe("boundsArea", () => {
  it("lists the four corners, clockwise from the north-west", () => {
    expect(boundsArea({ south: 51, west: -3, north: 52, east: -2 })).toEqual([
      [52, -3],
      [52, -2],
      [51, -2],
      [51, -3],
    ]);
  });
});

describe("searchInArea", () => {
  const placed = { ...EMPTY_CRITERIA, placeId: 12, within: 5, minBeds: 2, page: 3 };

  it("sets poly, clears the place and its radius, keeps other filters, goes back to page 1", () => {
    expect(searchInArea(placed, triangle)).toEqual({
      ...placed,
      poly: encodeArea(triangle),
      placeId: null,
      within: null,
      page: 1,
    });
  });

  it("refuses an area of fewer than three distinct points", () => {
    expect(searchInArea(placed, [triangle[0]!, triangle[1]!, triangle[0]!])).toBeNull();
    expect(searchInArea(placed, [])).toBeNull();
  });
});

describe("milesToMetres", () => {
  it("uses the international mile", () => {
    expect(milesToMetres(1)).toBe(1609.344);
    expect(milesToMetres(0.25)).toBeCloseTo(402.336);
  });
});

describe("tileAttribution", () => {
  it("credits OpenStreetMap for its tile servers", () => {
    expect(tileAttribution("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toContain(
      "OpenStreetMap</a> contributors",
    );
    expect(tileAttribution("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).not.toBeNull();
  });

  it("adds nothing for another server or a local path", () => {
    expect(tileAttribution("https://tiles.example.com/{z}/{x}/{y}.png")).toBeNull();
    expect(tileAttribution("https://openstreetmap.org.evil.example/{z}/{x}/{y}.png")).toBeNull();
    expect(tileAttribution("/favicon.svg")).toBeNull();
  });
});
