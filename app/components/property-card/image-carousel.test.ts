import { describe, expect, it } from "vitest";
import { wrapIndex } from "./image-carousel.tsx";

describe("wrapIndex (spec §4: the carousel wraps around)", () => {
  it("steps forward and back inside the list", () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it("wraps from the last photo to the first and from the first to the last", () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });
});
