import { describe, expect, it } from "vitest";
import { PROPERTY_SAVED, customisableText, withSaved } from "./saved-properties.ts";

describe("withSaved (spec §4: if saved it is removed, else added)", () => {
  it("adds an id once, at the end", () => {
    expect(withSaved([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(withSaved([1, 2], 1, true)).toEqual([2, 1]);
  });

  it("removes an id, and removing a missing one changes nothing", () => {
    expect(withSaved([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withSaved([1], 9, false)).toEqual([1]);
  });
});

describe("customisableText (spec §8: 'Property saved.' is customisable)", () => {
  it("uses the site's text when it has one", () => {
    expect(
      customisableText({ "property-saved": "Added to your list" }, "property-saved", PROPERTY_SAVED),
    ).toBe("Added to your list");
  });

  it("falls back to the spec's text when the site has none or a blank one", () => {
    expect(customisableText({}, "property-saved", PROPERTY_SAVED)).toBe("Property saved.");
    expect(customisableText({ "property-saved": "  " }, "property-saved", PROPERTY_SAVED)).toBe(
      "Property saved.",
    );
  });
});
