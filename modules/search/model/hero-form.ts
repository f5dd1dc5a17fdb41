// The hero search form's rules (spec §2 "Hero search form", §4 "Hero form", §5 "Hero form"): which tabs show
// and in what order, which fields a tab shows, what choosing a tab or a channel resets, how the size options
// limit each other; the search the form submits is modules/search/model/hero-search-url.ts.
import { pricesSurviveTagChange } from "../../../domain/pricing.ts";
import { HERO_RADIUS_OPTIONS, type SearchChannel, type SearchCriteria } from "./criteria.ts";
import { placeLabel, type Place } from "./state.ts";
import type { Hero } from "../../content/model/site-content.ts";

export type HeroTab = Hero["topLevels"][number];
export type HeroSubLevel = HeroTab["subLevels"][number];
export type HeroLink = HeroTab["links"][number];

// spec §5: "Field visibility per tab is set by phrases in otherFilters".
export const HERO_FILTER_PHRASES = {
  minPrice: "min price",
  maxPrice: "max price",
  minBeds: "min bedrooms",
  maxBeds: "max bedrooms",
  forSale: "for sale",
  toLet: "to let",
  minSquareFeet: "min size (sq ft)",
  maxSquareFeet: "max size (sq ft)",
  minAcreage: "min size (acres)",
  maxAcreage: "max size (acres)",
} as const;
export type HeroField = keyof typeof HERO_FILTER_PHRASES;
export type HeroFieldVisibility = Record<HeroField, boolean>;

const HIDE_ON_HOMEPAGE = "hide-on-homepage";

/** spec §5: a field shows when an otherFilters entry names its phrase; entries containing hide-on-homepage are ignored. */
export function heroFieldVisibility(otherFilters: readonly string[]): HeroFieldVisibility {
  const entries = otherFilters
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => !entry.includes(HIDE_ON_HOMEPAGE));
  const visibility = {} as HeroFieldVisibility;
  for (const [field, phrase] of Object.entries(HERO_FILTER_PHRASES) as [HeroField, string][]) {
    visibility[field] = entries.includes(phrase);
  }
  return visibility;
}

/**
 * spec §2: the tabs not flagged hide-on-homepage, sorted by orderOnHomePage when any tab has one. Tabs
 * without a value keep their file order after those with one (a stable sort).
 */
export function visibleHeroTabs(topLevels: readonly HeroTab[]): HeroTab[] {
  const shown = topLevels.filter((tab) => !tab.advancedOptions.hideOnHomepage);
  const order = (tab: HeroTab) => tab.advancedOptions.orderOnHomePage ?? Number.POSITIVE_INFINITY;
  if (!shown.some((tab) => tab.advancedOptions.orderOnHomePage != null)) return shown;
  return [...shown].sort((a, b) => order(a) - order(b));
}

/** spec §2: the sales/lettings toggle is hidden for sales-only or lettings-only tabs. */
export function showsChannelToggle(tab: HeroTab): boolean {
  return !tab.advancedOptions.salesOnly && !tab.advancedOptions.lettingsOnly;
}

/** spec §4: "lettings if the tab is lettings-only or lacks a 'for sale' filter, else sales". */
export function tabChannel(tab: HeroTab): SearchChannel {
  if (tab.advancedOptions.lettingsOnly) return "lettings";
  return heroFieldVisibility(tab.otherFilters).forSale ? "sales" : "lettings";
}

/** The sub-levels a channel offers: those flagged hideOnLettings are left out of lettings. */
export function subLevelsFor(tab: HeroTab, channel: SearchChannel): HeroSubLevel[] {
  return channel === "lettings" ? tab.subLevels.filter((level) => !level.hideOnLettings) : tab.subLevels;
}

/** spec §5: "Sub-type select is disabled with only one sub-level." */
export function subTypeDisabled(tab: HeroTab, channel: SearchChannel): boolean {
  return subLevelsFor(tab, channel).length <= 1;
}

/** What the form holds: the search fields it can set. Tags hold the chosen sub-level's tag, if it has one. */
export type HeroFormState = Pick<
  SearchCriteria,
  | "channel"
  | "placeId"
  | "within"
  | "minBeds"
  | "maxBeds"
  | "minPrice"
  | "maxPrice"
  | "minSquareFeet"
  | "maxSquareFeet"
  | "minAcreage"
  | "maxAcreage"
  | "tags"
> & {
  /** The location input's text. */
  q: string;
};

const CLEARED_FILTERS = {
  minBeds: null,
  maxBeds: null,
  minPrice: null,
  maxPrice: null,
  minSquareFeet: null,
  maxSquareFeet: null,
  minAcreage: null,
  maxAcreage: null,
} as const;

const tagsOf = (level: HeroSubLevel | undefined) => (level?.tag ? [level.tag] : []);

/** The form's state when a tab is first shown: the same as choosing it with no location. */
export function initialHeroState(tab: HeroTab | undefined): HeroFormState {
  const empty: HeroFormState = {
    channel: "sales",
    placeId: null,
    q: "",
    within: null,
    ...CLEARED_FILTERS,
    tags: [],
  };
  return tab ? chooseTab(empty, tab) : empty;
}

/**
 * spec §4: choosing a tab resets the channel, clears bedrooms, price, size, acreage and tags, then applies the
 * first sub-level's tag (of the sub-levels the new channel offers). The location and radius stay.
 */
export function chooseTab(state: HeroFormState, tab: HeroTab): HeroFormState {
  const channel = tabChannel(tab);
  return { ...state, ...CLEARED_FILTERS, channel, tags: tagsOf(subLevelsFor(tab, channel)[0]) };
}

/**
 * spec §4: "Changing channel resets the sub-type" (to the channel's first sub-level), and "Changing channel
 * clears minPrice and maxPrice" (sales pounds and lettings pcm are different scales).
 */
export function changeChannel(state: HeroFormState, tab: HeroTab, channel: SearchChannel): HeroFormState {
  if (state.channel === channel) return state;
  return { ...state, channel, minPrice: null, maxPrice: null, tags: tagsOf(subLevelsFor(tab, channel)[0]) };
}

/** spec §4: choosing a place sets placeId and q to "name, county_name". */
export function chooseHeroPlace(state: HeroFormState, place: Place): HeroFormState {
  return { ...state, placeId: place.place_id, q: placeLabel(place) };
}

/** spec §4: clearing the place nulls placeId and q (spec §5: the clear button "resets the query"). */
export function clearHeroPlace(state: HeroFormState): HeroFormState {
  return { ...state, placeId: null, q: "" };
}

/** The sub-type select's choice: the sub-level whose tag is chosen ("" is a sub-level without a tag). */
export function chooseSubType(state: HeroFormState, tag: string): HeroFormState {
  const tags = tag === "" ? [] : [tag];
  // Commercial lettings prices are annual (spec §9): a price from the other ladder means nothing there.
  if (pricesSurviveTagChange(state.channel, state.tags, tags)) return { ...state, tags };
  return { ...state, tags, minPrice: null, maxPrice: null };
}

/**
 * spec §4: "Choosing a minimum size limits maximum options to larger values, and vice versa; clearing restores
 * all." `side` is the select being filled: the minimum's options stay below the chosen maximum.
 */
export function limitedSizeOptions(
  options: readonly number[],
  other: number | null,
  side: "min" | "max",
): number[] {
  if (other === null) return [...options];
  return options.filter((value) => (side === "min" ? value < other : value > other));
}

/** spec §9 "Hero radius options: +1, 2, 3, 5, 10, 15, 20, 30 miles (values such as 5-miles)". */
export const HERO_RADIUS_CHOICES = HERO_RADIUS_OPTIONS.map((miles) => ({
  value: `${miles}-miles`,
  miles,
  label: `+${miles} ${miles === 1 ? "mile" : "miles"}`,
}));
