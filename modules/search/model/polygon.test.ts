import polyline from "@mapbox/polyline";
import { describe, expect, it } from "vitest";
import {
  MAX_ENCODED_POLYGON_LENGTH,
  encodedPolygonProblem,
  polygonFromSegmentValue,
  polygonToSegmentValue,
} from "./polygon.ts";

const square = polyline.encode([
  [51.5, -0.2],
  [51.5, -0.1],
  [51.4, -0.1],
  [51.4, -0.2],
]);

describe("poly- segment values (design §5)", () => {
  it("round-trips through base64url with no '/', '+' or '='", () => {
    const value = polygonToSegmentValue(square);
    expect(value).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(polygonFromSegmentValue(value)).toEqual({ ok: true, poly: square });
  });

  it("refuses points off the globe", () => {
    const offGlobe = polyline.encode([
      [95, 0],
      [10, 10],
      [0, 10],
    ]);
    expect(encodedPolygonProblem(offGlobe)).toBe(
      "the polygon has a point outside latitude ±90 / longitude ±180",
    );
  });

  it("refuses a polygon too long for a URL", () => {
    expect(encodedPolygonProblem("?".repeat(MAX_ENCODED_POLYGON_LENGTH + 2))).toContain("longer than");
  });

  it("accepts a real encoded polygon", () => {
    expect(encodedPolygonProblem(square)).toBeNull();
  });
});
