import { describe, expect, it } from "vitest";
import { assignSlugs, type SlugCandidate } from "./place-slugs.ts";
import { slugify } from "../../../domain/slug.ts";

const none = { slugs: new Set<string>(), names: new Map<string, number>() };
const place = (id: number, name: string, countyName = ""): SlugCandidate => ({ id, name, countyName });

describe("slugify", () => {
  it.each([
    ["Bristol", "bristol"],
    ["Bo’ness", "boness"],
    ["King's Lynn", "kings-lynn"],
    ["Ynys Môn", "ynys-mon"],
    ["Brighton & Hove", "brighton-and-hove"],
    ["Stratford-upon-Avon", "stratford-upon-avon"],
    ["St. Albans", "st-albans"],
    ["BS8", "bs8"],
    ["BS8 2", "bs8-2"],
    ["  Weston-super-Mare ", "weston-super-mare"],
  ])("%s → %s", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe("assignSlugs", () => {
  it("gives a name no other place has as it is, districts and sectors included", () => {
    const slugs = assignSlugs(
      [place(1, "Bristol", "City of Bristol"), place(2, "BS8", "Bristol"), place(3, "BS8 2", "Bristol")],
      none,
    );
    expect(Object.fromEntries(slugs)).toEqual({ 1: "bristol", 2: "bs8", 3: "bs8-2" });
  });

  it("adds the county (titles dropped) to every place of a shared name, leaving the bare name to the chooser", () => {
    const slugs = assignSlugs(
      [
        place(1, "Newport", "Newport"),
        place(2, "Newport", "Isle of Wight"),
        place(3, "Clifton", "City of Bristol"),
      ],
      { slugs: new Set(), names: new Map([["clifton", 1]]) },
    );
    expect(Object.fromEntries(slugs)).toEqual({
      1: "newport-newport",
      2: "newport-isle-of-wight",
      3: "clifton-bristol",
    });
  });

  it("keeps a place's bare slug when a namesake arrives later: the newcomer is disambiguated", () => {
    const first = assignSlugs([place(10, "Clifton", "Central Bedfordshire")], none);
    expect(first.get(10)).toBe("clifton");
    const later = assignSlugs([place(20, "Clifton", "Bristol")], {
      slugs: new Set(first.values()),
      names: new Map([["clifton", 1]]),
    });
    expect(later.get(20)).toBe("clifton-bristol");
  });

  it("numbers namesakes in one county, in id order, the same on every run", () => {
    const rows = [place(8, "Warton", "Lancashire"), place(5, "Warton", "Lancashire")];
    const slugs = assignSlugs(rows, none);
    expect(Object.fromEntries(slugs)).toEqual({ 5: "warton-lancashire", 8: "lancashire-warton" });
    const three = assignSlugs([...rows, place(9, "Warton", "Lancashire")], none);
    expect(three.get(9)).toBe("warton-lancashire-2");
    expect(assignSlugs([...rows].reverse(), none)).toEqual(slugs);
  });

  it("never gives a slug a search path would read as a filter or a channel", () => {
    const slugs = assignSlugs([place(1, "Page Bank", "County Durham"), place(2, "Sales", "Kent")], none);
    // "page-bank…" would read as page-{N}: the county goes first.
    expect(slugs.get(1)).toBe("county-durham-page-bank");
    expect(slugs.get(2)).toBe("sales-kent");
  });

  it("never gives a slug already taken", () => {
    const slugs = assignSlugs([place(1, "Bath", "Bath and North East Somerset")], {
      slugs: new Set(["bath"]),
      names: new Map(),
    });
    expect(slugs.get(1)).toBe("bath-bath-and-north-east-somerset");
  });
});
