// The spec's rules for changing a search (spec §4 "Saving"), as pure functions returning a new state.
// Every change that can alter the results goes back to page 1: page N of another search is meaningless.
import { EMPTY_CRITERIA, type SearchChannel, type SearchCriteria, type SearchState } from "./criteria.ts";

export type Place = NonNullable<SearchState["place"]>;

const CRITERIA_KEYS = Object.keys(EMPTY_CRITERIA) as (keyof SearchCriteria)[];

/** The browser's state for a search just loaded from its URL; `place` labels the location input. */
export function initialSearchState(criteria: SearchCriteria, place: Place | null = null): SearchState {
  return {
    ...criteria,
    tags: [...criteria.tags],
    place,
    q: place ? placeLabel(place) : "",
    isQuerySearch: true,
    suggestions: [],
    viewport: [],
    clickedProperty: null,
  };
}

/** What decides the results, without the UI-only fields (for the URL builders). */
export function criteriaOf(state: SearchState): SearchCriteria {
  return Object.fromEntries(CRITERIA_KEYS.map((key) => [key, state[key]])) as SearchCriteria;
}

export function withPage<T extends SearchCriteria>(criteria: T, page: number): T {
  return { ...criteria, page };
}

/**
 * spec §4: "Changing channel clears minPrice and maxPrice" (sales pounds and lettings pcm are different
 * scales). The nightly prices go too: they only mean something for lettings.
 */
export function setChannel<T extends SearchCriteria>(state: T, channel: SearchChannel): T {
  if (state.channel === channel) return state;
  return {
    ...state,
    channel,
    minPrice: null,
    maxPrice: null,
    minNightlyPrice: null,
    maxNightlyPrice: null,
    page: 1,
  };
}

/** spec §4: "Setting query text clears poly." */
export function setQueryText(state: SearchState, q: string): SearchState {
  return { ...state, q, poly: null, page: 1 };
}

/** spec §4: name + ', ' + county_name (a place without a county shows its name alone). */
export function placeLabel(place: Place): string {
  return [place.name, place.county_name].filter((part) => part.trim() !== "").join(", ");
}

/** spec §4: "Choosing a place sets placeId and q to name plus ', ' plus county_name" (new text: poly cleared). */
export function choosePlace(state: SearchState, place: Place): SearchState {
  return { ...setQueryText(state, placeLabel(place)), place, placeId: place.place_id };
}

/** spec §4: "clearing the place nulls both" placeId and q (q is a string, so it becomes empty). */
export function clearPlace(state: SearchState): SearchState {
  return { ...state, place: null, placeId: null, q: "", page: 1 };
}

const tagName = (tag: string) => tag.replace(/^!/, "");

/**
 * spec §4 "Tags: add (no duplicates)". An excluded tag ('!a') and its included form ('a') cannot both
 * hold, so adding one replaces the other.
 */
export function addTag<T extends SearchCriteria>(state: T, tag: string): T {
  if (state.tags.includes(tag)) return state;
  return { ...state, tags: [...state.tags.filter((t) => tagName(t) !== tagName(tag)), tag], page: 1 };
}

/** spec §4 "Tags: remove". */
export function removeTag<T extends SearchCriteria>(state: T, tag: string): T {
  if (!state.tags.includes(tag)) return state;
  return { ...state, tags: state.tags.filter((t) => t !== tag), page: 1 };
}

/** spec §4 "Tags: remove all". */
export function removeAllTags<T extends SearchCriteria>(state: T): T {
  if (state.tags.length === 0) return state;
  return { ...state, tags: [], page: 1 };
}

/** spec §4 "Tags: toggle". */
export function toggleTag<T extends SearchCriteria>(state: T, tag: string): T {
  return state.tags.includes(tag) ? removeTag(state, tag) : addTag(state, tag);
}
