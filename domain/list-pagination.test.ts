import { describe, expect, it } from "vitest";
import { listPagination } from "./list-pagination.ts";

describe("listPagination", () => {
  it.each([
    [1, 0, 6, { page: 1, total_pages: 0, total_count: 0, has_next_page: false, has_prev_page: false }],
    [1, 13, 6, { page: 1, total_pages: 3, total_count: 13, has_next_page: true, has_prev_page: false }],
    [3, 13, 6, { page: 3, total_pages: 3, total_count: 13, has_next_page: false, has_prev_page: true }],
    [5, 13, 6, { page: 5, total_pages: 3, total_count: 13, has_next_page: false, has_prev_page: true }],
  ])("page %i of %i items, %i a page", (page, total, perPage, expected) => {
    expect(listPagination(page, total, perPage)).toEqual(expected);
  });
});
