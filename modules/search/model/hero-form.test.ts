import { describe, expect, it } from "vitest";
import {
  HERO_RADIUS_CHOICES,
  changeChannel,
  chooseHeroPlace,
  clearHeroPlace,
  chooseSubType,
  chooseTab,
  heroFieldVisibility,
  initialHeroState,
  limitedSizeOptions,
  showsChannelToggle,
  subLevelsFor,
  subTypeDisabled,
  tabChannel,
  visibleHeroTabs,
  type HeroFormState,
  type HeroTab,
} from "./hero-form.ts";
import { heroCriteria, heroSearchUrl } from "./hero-search-url.ts";
import { parseSearchPath } from "./url.ts";

function tab(overrides: Partial<HeroTab> & { options?: Partial<HeroTab["advancedOptions"]> } = {}): HeroTab {
  const { options, ...rest } = overrides;
  return {
    name: "Residential",
    subLevels: [
      { id: "all", name: "All property", tag: null, hideOnLettings: false },
      { id: "houses", name: "Houses", tag: "house", hideOnLettings: false },
      { id: "bungalows", name: "Bungalows", tag: "bungalow", hideOnLettings: true },
    ],
    otherFilters: ["for sale", "to let", "min bedrooms", "max bedrooms", "min price", "max price"],
    links: [],
    ...rest,
    advancedOptions: {
      hideOnHomepage: false,
      orderOnHomePage: null,
      lettingsOnly: false,
      salesOnly: false,
      displayLinksOnHomePage: false,
      ...options,
    },
  };
}

const filled: HeroFormState = {
  channel: "sales",
  placeId: 42,
  q: "Bath, Somerset",
  within: 5,
  minBeds: 2,
  maxBeds: 4,
  minPrice: 200_000,
  maxPrice: 500_000,
  minSquareFeet: 500,
  maxSquareFeet: 2000,
  minAcreage: 1,
  maxAcreage: 10,
  tags: ["house"],
};

describe("visibleHeroTabs (spec §2)", () => {
  it("leaves out tabs flagged hide-on-homepage and keeps file order when no tab has an order", () => {
    const tabs = [
      tab({ name: "A" }),
      tab({ name: "B", options: { hideOnHomepage: true } }),
      tab({ name: "C" }),
    ];
    expect(visibleHeroTabs(tabs).map((t) => t.name)).toEqual(["A", "C"]);
  });

  it("sorts by orderOnHomePage when any tab has one, unordered tabs last in file order", () => {
    const tabs = [
      tab({ name: "A" }),
      tab({ name: "B", options: { orderOnHomePage: 2 } }),
      tab({ name: "C" }),
      tab({ name: "D", options: { orderOnHomePage: 1 } }),
    ];
    expect(visibleHeroTabs(tabs).map((t) => t.name)).toEqual(["D", "B", "A", "C"]);
  });
});

describe("heroFieldVisibility (spec §5)", () => {
  it("shows exactly the fields whose phrases are listed", () => {
    const shown = heroFieldVisibility(["for sale", "min size (sq ft)", "max size (acres)", "Min Price"]);
    expect(
      Object.entries(shown)
        .filter(([, on]) => on)
        .map(([field]) => field),
    ).toEqual(["minPrice", "forSale", "minSquareFeet", "maxAcreage"]);
  });

  it("ignores entries containing hide-on-homepage", () => {
    const shown = heroFieldVisibility(["min bedrooms hide-on-homepage", "hide-on-homepage", "max bedrooms"]);
    expect(shown.minBeds).toBe(false);
    expect(shown.maxBeds).toBe(true);
  });
});

describe("channel rules", () => {
  it("hides the toggle for sales-only and lettings-only tabs", () => {
    expect(showsChannelToggle(tab())).toBe(true);
    expect(showsChannelToggle(tab({ options: { salesOnly: true } }))).toBe(false);
    expect(showsChannelToggle(tab({ options: { lettingsOnly: true } }))).toBe(false);
  });

  it("picks lettings for a lettings-only tab or one without 'for sale', else sales (spec §4)", () => {
    expect(tabChannel(tab())).toBe("sales");
    expect(tabChannel(tab({ options: { lettingsOnly: true } }))).toBe("lettings");
    expect(tabChannel(tab({ otherFilters: ["to let", "min price"] }))).toBe("lettings");
  });

  it("offers lettings only the sub-levels not hidden on lettings; one left disables the select", () => {
    expect(subLevelsFor(tab(), "lettings").map((l) => l.id)).toEqual(["all", "houses"]);
    expect(subLevelsFor(tab(), "sales").map((l) => l.id)).toEqual(["all", "houses", "bungalows"]);
    expect(subTypeDisabled(tab(), "sales")).toBe(false);
    const single = tab({
      subLevels: [{ id: "c", name: "Commercial", tag: "commercial", hideOnLettings: false }],
    });
    expect(subTypeDisabled(single, "sales")).toBe(true);
  });
});

describe("chooseTab (spec §4)", () => {
  it("resets the channel, clears every filter and the tags, then applies the first sub-level's tag", () => {
    const commercial = tab({
      name: "Commercial",
      subLevels: [{ id: "c", name: "All commercial", tag: "commercial", hideOnLettings: false }],
    });
    expect(chooseTab({ ...filled, channel: "lettings" }, commercial)).toEqual({
      ...filled,
      channel: "sales",
      minBeds: null,
      maxBeds: null,
      minPrice: null,
      maxPrice: null,
      minSquareFeet: null,
      maxSquareFeet: null,
      minAcreage: null,
      maxAcreage: null,
      tags: ["commercial"],
    });
  });

  it("keeps the location and radius, and picks lettings for a lettings-only tab", () => {
    const next = chooseTab(filled, tab({ options: { lettingsOnly: true } }));
    expect(next).toMatchObject({
      channel: "lettings",
      placeId: 42,
      q: "Bath, Somerset",
      within: 5,
      tags: [],
    });
  });

  it("is how a tab starts", () => {
    expect(initialHeroState(tab({ options: { lettingsOnly: true } }))).toMatchObject({
      channel: "lettings",
      placeId: null,
      q: "",
      tags: [],
    });
  });
});

describe("changeChannel (spec §4)", () => {
  it("resets the sub-type to the channel's first and clears the prices", () => {
    const next = changeChannel({ ...filled, tags: ["bungalow"] }, tab(), "lettings");
    expect(next).toMatchObject({ channel: "lettings", tags: [], minPrice: null, maxPrice: null, minBeds: 2 });
  });

  it("changes nothing when the channel is the same", () => {
    expect(changeChannel(filled, tab(), "sales")).toBe(filled);
  });

  it("chooses a sub-type by its tag; the empty choice is the untagged sub-level", () => {
    expect(chooseSubType(filled, "bungalow").tags).toEqual(["bungalow"]);
    expect(chooseSubType(filled, "").tags).toEqual([]);
  });

  it("clears the prices when a letting moves onto or off the commercial ladder (spec §9, issue 16)", () => {
    const letting = {
      ...filled,
      channel: "lettings" as const,
      tags: ["house"],
      minPrice: 900,
      maxPrice: 1500,
    };
    expect(chooseSubType(letting, "flat")).toMatchObject({ minPrice: 900, maxPrice: 1500 });
    expect(chooseSubType(letting, "commercial")).toMatchObject({ minPrice: null, maxPrice: null });
    const sale = { ...filled, channel: "sales" as const, minPrice: 200_000 };
    expect(chooseSubType(sale, "commercial").minPrice).toBe(200_000);
  });
});

describe("limitedSizeOptions (spec §4)", () => {
  const options = [500, 1000, 2000, 5000];
  it("limits the maximum to larger values than the minimum, and the reverse", () => {
    expect(limitedSizeOptions(options, 1000, "max")).toEqual([2000, 5000]);
    expect(limitedSizeOptions(options, 2000, "min")).toEqual([500, 1000]);
  });
  it("restores every option once the other side is cleared", () => {
    expect(limitedSizeOptions(options, null, "max")).toEqual(options);
  });
});

describe("the search the form submits", () => {
  it("only counts the fields the tab shows, in the canonical URL", () => {
    const url = heroSearchUrl(filled, tab());
    expect(url).toBe(
      "/search/sales/gid-42/from-2-bed/up-to-4-bed/from-200000/up-to-500000/within-5-miles/tag-house",
    );
    const parsed = parseSearchPath(url);
    expect(parsed.ok && parsed.isCanonical).toBe(true);
  });

  it("carries sizes and acres for tabs that show them", () => {
    const land = tab({
      otherFilters: ["for sale", "min size (acres)", "max size (acres)", "min size (sq ft)"],
    });
    expect(heroCriteria(filled, land)).toMatchObject({
      minAcreage: 1,
      maxAcreage: 10,
      minSquareFeet: 500,
      maxSquareFeet: null,
      minBeds: null,
      minPrice: null,
    });
  });

  it("sends typed text without a chosen place as the query form, for the server to resolve", () => {
    const url = heroSearchUrl({ ...filled, placeId: null, q: "Frome", within: null, tags: [] }, tab());
    expect(url).toBe("/search?channel=sales&min_beds=2&max_beds=4&min_price=200000&max_price=500000&q=Frome");
  });

  it("offers the spec's hero radii as N-miles values", () => {
    expect(HERO_RADIUS_CHOICES.map((c) => c.value)).toEqual([
      "1-miles",
      "2-miles",
      "3-miles",
      "5-miles",
      "10-miles",
      "15-miles",
      "20-miles",
      "30-miles",
    ]);
    expect(HERO_RADIUS_CHOICES[0]!.label).toBe("+1 mile");
  });
});

describe("the location", () => {
  it("takes a chosen place's id and 'name, county', and clearing nulls both", () => {
    const chosen = chooseHeroPlace(initialHeroState(tab()), {
      place_id: 7,
      name: "Bath",
      county_name: "Somerset",
    });
    expect(chosen).toMatchObject({ placeId: 7, q: "Bath, Somerset" });
    expect(clearHeroPlace(chosen)).toMatchObject({ placeId: null, q: "" });
  });
});
