import { describe, expect, it } from "vitest";
import { deskQuery, encodeCursor, readDeskFilters } from "./listing-filters.ts";

describe("the listings desk's filters", () => {
  it("reads the GET form and writes the same query back", () => {
    const query =
      "q=clifton&channel=lettings&status=let_agreed&withdrawn=include&source=crm&branch=3&min_price=500&max_price=2000&min_beds=1&max_beds=3&sort=price-desc";
    const filters = readDeskFilters(new URLSearchParams(query));
    expect(filters).toMatchObject({
      text: "clifton",
      channel: "lettings",
      status: "let_agreed",
      withdrawn: "include",
      source: "crm",
      branchId: 3,
      minPrice: 500,
      maxPrice: 2000,
      minBeds: 1,
      maxBeds: 3,
      sort: "price-desc",
      cursor: null,
    });
    expect(deskQuery(filters)).toBe(`?${query}`);
  });

  it("ignores what it cannot read rather than failing the list", () => {
    const filters = readDeskFilters(
      new URLSearchParams("channel=boats&status=withdrawn&min_price=-1&sort=random&source=a b&after=notjson"),
    );
    expect(filters).toMatchObject({
      channel: null,
      status: null,
      minPrice: null,
      sort: "updated",
      source: null,
      cursor: null,
    });
    expect(deskQuery(filters)).toBe("");
  });

  it("carries a page's cursor: the sort key and id of a row", () => {
    const after = encodeCursor("2026-11-26 03:00:00.123456+00", 42);
    const filters = readDeskFilters(new URLSearchParams({ after }));
    expect(filters.cursor).toEqual({ direction: "after", key: "2026-11-26 03:00:00.123456+00", id: 42 });
    const before = readDeskFilters(new URLSearchParams({ before: encodeCursor(-1, 7), sort: "price-asc" }));
    expect(before.cursor).toEqual({ direction: "before", key: -1, id: 7 });
  });
});
