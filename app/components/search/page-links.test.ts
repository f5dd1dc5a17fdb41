import { describe, expect, it } from "vitest";
import { pageItems } from "./page-links.ts";

describe("pageItems", () => {
  it("lists every page of a short search", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the first, the last and two either side of the current page, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });

  it("shows a number rather than a gap that would hide just one page", () => {
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 10]);
  });

  it("has nothing for a search without results", () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
