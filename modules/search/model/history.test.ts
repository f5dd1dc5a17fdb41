import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type SearchCriteria } from "./criteria.ts";
import {
  SEARCH_HISTORY_LIMIT,
  backToSearchPath,
  lastSearch,
  readSearchHistory,
  recordPropertyVisit,
  recordSearch,
  type SearchHistory,
  type SearchHistoryEntry,
} from "./history.ts";

const POLY_A = "_p~iF~ps|U_ulLnnqC_mqNvxq`@";
const POLY_B = "_p~iF~ps|U_ulLnnqC_mqNvxq`A";

function entry(
  criteria: Partial<SearchCriteria>,
  flags: Partial<SearchHistoryEntry> = {},
): SearchHistoryEntry {
  return {
    criteria: { ...EMPTY_CRITERIA, ...criteria },
    expandedPolygon: false,
    clickedProperty: null,
    ...flags,
  };
}

describe("recordSearch (spec §4 search history)", () => {
  it("appends searches, newest last", () => {
    const history = recordSearch(recordSearch([], entry({ minBeds: 1 })), entry({ minBeds: 2 }));
    expect(history.map((e) => e.criteria.minBeds)).toEqual([1, 2]);
    expect(lastSearch(history)?.criteria.minBeds).toBe(2);
  });

  it("keeps at most 10 entries, dropping the oldest (spec §9)", () => {
    let history: SearchHistory = [];
    for (let beds = 0; beds < 13; beds++) history = recordSearch(history, entry({ minBeds: beds }));
    expect(history).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(history.map((e) => e.criteria.minBeds)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it("an identical search on another page only updates the newest entry's page", () => {
    const first = recordSearch([], entry({ placeId: 3, minBeds: 2 }, { clickedProperty: 77 }));
    const paged = recordSearch(first, entry({ placeId: 3, minBeds: 2, page: 4 }));
    expect(paged).toHaveLength(1);
    expect(paged[0]).toEqual(entry({ placeId: 3, minBeds: 2, page: 4 }, { clickedProperty: 77 }));
  });

  it("the very same search changes nothing (same array: no storage write)", () => {
    const history = recordSearch([], entry({ minBeds: 2 }));
    expect(recordSearch(history, entry({ minBeds: 2 }))).toBe(history);
  });

  it("only the newest entry is compared: an older identical search is recorded again", () => {
    const history = recordSearch(recordSearch([], entry({ minBeds: 1 })), entry({ minBeds: 2 }));
    expect(recordSearch(history, entry({ minBeds: 1 }))).toHaveLength(3);
  });

  it("a different search is a new entry, tags compared by value", () => {
    const history = recordSearch([], entry({ tags: ["a"] }));
    expect(recordSearch(history, entry({ tags: ["a"], page: 2 }))).toHaveLength(1);
    expect(recordSearch(history, entry({ tags: ["a", "b"] }))).toHaveLength(2);
  });

  it("an expanded polygon is ignored when comparing with the newest entry", () => {
    const drawn = recordSearch([], entry({ placeId: 3, poly: POLY_A }));
    const expanded = recordSearch(
      drawn,
      entry({ placeId: 3, poly: POLY_B, page: 2 }, { expandedPolygon: true }),
    );
    expect(expanded).toHaveLength(1);
    expect(expanded[0]?.criteria).toMatchObject({ poly: POLY_A, page: 2 });
    // A newly drawn polygon is a new search.
    expect(recordSearch(drawn, entry({ placeId: 3, poly: POLY_B }))).toHaveLength(2);
  });

  it("a search with only an expanded polygon is not recorded", () => {
    const history = recordSearch([], entry({ minBeds: 2 }));
    const onlyExpanded = entry(
      { channel: "lettings", poly: POLY_A, sorted: "most-recent-first", page: 2 },
      { expandedPolygon: true },
    );
    expect(recordSearch(history, onlyExpanded)).toBe(history);
    // With a real criterion beside it, it is a search.
    expect(
      recordSearch(history, { ...onlyExpanded, criteria: { ...onlyExpanded.criteria, minBeds: 3 } }),
    ).toHaveLength(2);
    // A drawn polygon alone is a search too.
    expect(recordSearch(history, entry({ poly: POLY_A }))).toHaveLength(2);
  });
});

describe("recordPropertyVisit (spec §4)", () => {
  it("records the visited property on the newest entry", () => {
    const history = recordSearch(recordSearch([], entry({ minBeds: 1 })), entry({ minBeds: 2 }));
    const visited = recordPropertyVisit(history, 55);
    expect(visited.map((e) => e.clickedProperty)).toEqual([null, 55]);
  });

  it("a visit matching the newest entry's clickedProperty is not recorded", () => {
    const visited = recordPropertyVisit(recordSearch([], entry({})), 55);
    expect(recordPropertyVisit(visited, 55)).toBe(visited);
  });

  it("with no search there is nothing to record", () => {
    const empty: SearchHistory = [];
    expect(recordPropertyVisit(empty, 1)).toBe(empty);
  });
});

describe("backToSearchPath (spec §2: rebuilds /search from the last entry)", () => {
  it("is the canonical path of the newest search, page included", () => {
    const history = recordSearch(
      recordSearch([], entry({ minBeds: 1 })),
      entry({ channel: "lettings", placeId: 8, within: 2, page: 3, branchId: 4 }),
    );
    expect(backToSearchPath(history)).toBe("/search/lettings/gid-8/within-2-miles/page-3?branch_id=4");
  });

  it("is null with no history", () => {
    expect(backToSearchPath([])).toBeNull();
  });
});

describe("readSearchHistory (local storage is untrusted)", () => {
  it("keeps valid entries and drops broken ones", () => {
    const stored = JSON.parse(
      JSON.stringify([
        entry({ minBeds: 2 }, { clickedProperty: 5, expandedPolygon: true }),
        { criteria: { ...EMPTY_CRITERIA, minBeds: 5, maxBeds: 1 } },
        { criteria: { ...EMPTY_CRITERIA, tags: "oops" } },
        { criteria: null },
        "junk",
        { criteria: { channel: "lettings" }, clickedProperty: "9" },
      ]),
    );
    expect(readSearchHistory(stored)).toEqual([
      entry({ minBeds: 2 }, { clickedProperty: 5, expandedPolygon: true }),
      entry({ channel: "lettings" }),
    ]);
  });

  it("reads anything that is not a list as an empty history, and keeps the newest 10", () => {
    expect(readSearchHistory({})).toEqual([]);
    expect(readSearchHistory(null)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => entry({ minBeds: i }));
    expect(readSearchHistory(many).map((e) => e.criteria.minBeds)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});
