import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA, type SearchState } from "./criteria.ts";
import {
  addTag,
  choosePlace,
  clearPlace,
  criteriaOf,
  initialSearchState,
  placeLabel,
  removeAllTags,
  removeTag,
  setChannel,
  setQueryText,
  toggleTag,
  withPage,
} from "./state.ts";

const BATH = { place_id: 42, name: "Bath", county_name: "Somerset" };

function state(overrides: Partial<SearchState> = {}): SearchState {
  return { ...initialSearchState(EMPTY_CRITERIA), ...overrides };
}

describe("setChannel (spec §4: changing channel clears minPrice and maxPrice)", () => {
  it("clears the prices, the nightly prices and the page, and keeps everything else", () => {
    const before = state({
      minPrice: 100_000,
      maxPrice: 300_000,
      minNightlyPrice: 50,
      maxNightlyPrice: 90,
      minBeds: 2,
      page: 3,
    });
    expect(setChannel(before, "lettings")).toEqual({
      ...before,
      channel: "lettings",
      minPrice: null,
      maxPrice: null,
      minNightlyPrice: null,
      maxNightlyPrice: null,
      page: 1,
    });
  });

  it("choosing the same channel changes nothing", () => {
    const before = state({ minPrice: 100_000 });
    expect(setChannel(before, "sales")).toBe(before);
  });

  it("works on bare criteria too", () => {
    expect(setChannel({ ...EMPTY_CRITERIA, maxPrice: 5 }, "lettings")).toMatchObject({
      channel: "lettings",
      maxPrice: null,
    });
  });
});

describe("setQueryText (spec §4: setting query text clears poly)", () => {
  it("sets q and clears the polygon", () => {
    expect(setQueryText(state({ poly: "_p~iF~ps|U_ulLnnqC_mqNvxq`@", page: 2 }), "Bristol")).toMatchObject({
      q: "Bristol",
      poly: null,
      page: 1,
    });
  });
});

describe("choosePlace / clearPlace (spec §4)", () => {
  it("choosing a place sets placeId and q to name + ', ' + county_name", () => {
    expect(choosePlace(state({ poly: "abc" }), BATH)).toMatchObject({
      place: BATH,
      placeId: 42,
      q: "Bath, Somerset",
      poly: null,
    });
  });

  it("a place without a county is labelled by its name alone", () => {
    expect(placeLabel({ place_id: 1, name: "London", county_name: "" })).toBe("London");
  });

  it("clearing the place nulls placeId and empties q", () => {
    const cleared = clearPlace(choosePlace(state(), BATH));
    expect(cleared).toMatchObject({ place: null, placeId: null, q: "" });
  });
});

describe("tags (spec §4: add without duplicates, remove, remove all, toggle)", () => {
  it("adds a tag once", () => {
    const once = addTag(state(), "garden");
    expect(once.tags).toEqual(["garden"]);
    expect(addTag(once, "garden")).toBe(once);
  });

  it("adding a tag replaces its opposite (include vs exclude)", () => {
    expect(addTag(state({ tags: ["garden", "student"] }), "!student").tags).toEqual(["garden", "!student"]);
  });

  it("removes one tag, and all tags", () => {
    const before = state({ tags: ["a", "b", "!c"], page: 4 });
    expect(removeTag(before, "b")).toMatchObject({ tags: ["a", "!c"], page: 1 });
    expect(removeTag(before, "z")).toBe(before);
    expect(removeAllTags(before)).toMatchObject({ tags: [], page: 1 });
    expect(removeAllTags(state())).toEqual(state());
  });

  it("toggles a tag on and off", () => {
    const on = toggleTag(state({ tags: ["a"] }), "b");
    expect(on.tags).toEqual(["a", "b"]);
    expect(toggleTag(on, "b").tags).toEqual(["a"]);
  });

  it("never mutates the state it is given", () => {
    const before = state({ tags: ["a"] });
    const frozen = Object.freeze({ ...before, tags: Object.freeze([...before.tags]) as string[] });
    expect(() => [
      addTag(frozen, "b"),
      removeTag(frozen, "a"),
      toggleTag(frozen, "a"),
      setChannel(frozen, "lettings"),
    ]).not.toThrow();
    expect(frozen.tags).toEqual(["a"]);
  });
});

describe("criteriaOf / withPage / initialSearchState", () => {
  it("criteriaOf keeps exactly the criteria fields", () => {
    const full = choosePlace(state({ minBeds: 2, clickedProperty: 9, suggestions: [["Bath", 42]] }), BATH);
    expect(criteriaOf(full)).toEqual({ ...EMPTY_CRITERIA, minBeds: 2, placeId: 42 });
  });

  it("withPage sets the page only", () => {
    expect(withPage({ ...EMPTY_CRITERIA, minBeds: 1 }, 5)).toEqual({
      ...EMPTY_CRITERIA,
      minBeds: 1,
      page: 5,
    });
  });

  it("initialSearchState labels the location input with the place", () => {
    expect(initialSearchState({ ...EMPTY_CRITERIA, placeId: 42 }, BATH)).toMatchObject({
      placeId: 42,
      place: BATH,
      q: "Bath, Somerset",
      isQuerySearch: true,
      suggestions: [],
      viewport: [],
      clickedProperty: null,
    });
  });
});
