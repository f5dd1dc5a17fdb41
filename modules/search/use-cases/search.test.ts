import { describe, expect, it } from "vitest";
import { COUNT_CAP, countCap, pagination } from "./search.ts";

describe("search pagination", () => {
  it("counts up to 1,000, or ten pages past the page asked for", () => {
    expect(countCap({ offset: 0, limit: 24 })).toBe(COUNT_CAP);
    expect(countCap({ offset: 24 * 99, limit: 24 })).toBe(24 * 99 + 240);
  });

  it("reports an exact count with its pages", () => {
    expect(pagination(2, { count: 50, capped: false })).toEqual({
      page: 2,
      total_pages: 3,
      total_count: 50,
      total_count_is_capped: false,
      has_next_page: true,
      has_prev_page: true,
    });
  });

  it("marks a capped count and still knows there is a next page", () => {
    const capped = pagination(1, { count: COUNT_CAP, capped: true });
    expect(capped.total_count_is_capped).toBe(true);
    expect(capped.has_next_page).toBe(true);
    expect(pagination(42, { count: COUNT_CAP, capped: false }).has_next_page).toBe(false);
  });
});
