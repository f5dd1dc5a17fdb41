import { describe, expect, it } from "vitest";
import { isAbortError, parsePlaces, placeFromSuggestion, SUGGESTIONS_LIMIT } from "./places.ts";

describe("parsePlaces", () => {
  it("reads [label, placeId] pairs and keeps the first 15 (spec §7)", () => {
    const body = Array.from({ length: 20 }, (_, i) => [`Place ${i}, County`, i + 1]);
    const places = parsePlaces(body);
    expect(places).toHaveLength(SUGGESTIONS_LIMIT);
    expect(places[0]).toEqual({ label: "Place 0, County", placeId: 1 });
    expect(places[14]).toEqual({ label: "Place 14, County", placeId: 15 });
  });

  it("skips entries of another shape and refuses a body that is not a list", () => {
    expect(parsePlaces([["Bath, Somerset", 7], ["no id"], [3, 4], "x"])).toEqual([
      { label: "Bath, Somerset", placeId: 7 },
    ]);
    expect(() => parsePlaces({ error: "bad" })).toThrow("did not answer a list");
  });
});

describe("placeFromSuggestion", () => {
  it.each([
    {
      rule: "splits 'Name, County' into name and county_name",
      suggestion: { label: "Bristol, City of Bristol", placeId: 3 },
      place: { place_id: 3, name: "Bristol", county_name: "City of Bristol" },
    },
    {
      rule: "splits at the last ', ' so a name with a comma survives",
      suggestion: { label: "Newport, Pembs, Wales", placeId: 4 },
      place: { place_id: 4, name: "Newport, Pembs", county_name: "Wales" },
    },
    {
      rule: "a label without a county is all name",
      suggestion: { label: "London", placeId: 5 },
      place: { place_id: 5, name: "London", county_name: "" },
    },
  ])("$rule", ({ suggestion, place }) => {
    expect(placeFromSuggestion(suggestion)).toEqual(place);
  });
});

describe("isAbortError", () => {
  it("recognises an aborted fetch and nothing else", () => {
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(controller.signal.reason)).toBe(true);
    expect(isAbortError(new Error("network down"))).toBe(false);
  });
});
