import { describe, expect, it } from "vitest";
import { MIN_SWIPE_PX, swipeStep } from "./swipe.ts";

describe("swipeStep", () => {
  it("steps forward on a leftward swipe and back on a rightward one", () => {
    expect(swipeStep(-MIN_SWIPE_PX, 5)).toBe(1);
    expect(swipeStep(120, -30)).toBe(-1);
  });

  it("ignores short and mostly vertical drags", () => {
    expect(swipeStep(-(MIN_SWIPE_PX - 1), 0)).toBe(0);
    expect(swipeStep(60, 80)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });
});
