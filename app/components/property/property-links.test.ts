import { describe, expect, it } from "vitest";
import { findPropertyLinks, type ResultPage } from "./property-links.ts";

// Three pages of three results: 1 2 3 | 4 5 6 | 7 8.
const PAGES: Record<number, number[]> = { 1: [1, 2, 3], 2: [4, 5, 6], 3: [7, 8] };

function results(asked: number[]) {
  return async (page: number): Promise<ResultPage> => {
    asked.push(page);
    return { ids: PAGES[page] ?? [], hasPrevPage: page > 1, hasNextPage: page < 3 };
  };
}

describe("findPropertyLinks", () => {
  it("links neighbours on the same page without reading another", async () => {
    const asked: number[] = [];
    expect(await findPropertyLinks(5, 2, results(asked))).toEqual({
      prev: { id: 4, page: 2 },
      next: { id: 6, page: 2 },
    });
    expect(asked).toEqual([2]);
  });

  it("crosses to the next page from the last result (nextPage)", async () => {
    const asked: number[] = [];
    expect(await findPropertyLinks(6, 2, results(asked))).toEqual({
      prev: { id: 5, page: 2 },
      next: { id: 7, page: 3 },
    });
    expect(asked).toEqual([2, 3]);
  });

  it("crosses to the previous page from the first result (prevPage)", async () => {
    expect(await findPropertyLinks(4, 2, results([]))).toEqual({
      prev: { id: 3, page: 1 },
      next: { id: 5, page: 2 },
    });
  });

  it("has no previous link at the very first result and no next at the very last", async () => {
    expect(await findPropertyLinks(1, 1, results([]))).toEqual({ prev: null, next: { id: 2, page: 1 } });
    expect(await findPropertyLinks(8, 3, results([]))).toEqual({ prev: { id: 7, page: 3 }, next: null });
  });

  it("answers null when the property is not on the search's page", async () => {
    expect(await findPropertyLinks(99, 1, results([]))).toBeNull();
  });
});
