// Where the hero form goes on submit (spec §2 "Hero"): apart from the form's rules (modules/search/model/hero-form.ts) so the
// search URL grammar loads when the visitor searches, not with the home page's first render (issue 13 item 3).
import { heroFieldVisibility, type HeroField, type HeroFormState, type HeroTab } from "./hero-form.ts";
import { EMPTY_CRITERIA, type SearchCriteria } from "./criteria.ts";
import { buildSearchParams, buildSearchPath } from "./url.ts";
import { searchQueryPath } from "../../../domain/urls.ts";

/** The search a tab's form describes: only the fields the tab shows count. */
export function heroCriteria(state: HeroFormState, tab: HeroTab): SearchCriteria {
  const shown = heroFieldVisibility(tab.otherFilters);
  const when = <T>(field: HeroField, value: T | null) => (shown[field] ? value : null);
  return {
    ...EMPTY_CRITERIA,
    channel: state.channel,
    placeId: state.placeId,
    within: state.within,
    minBeds: when("minBeds", state.minBeds),
    maxBeds: when("maxBeds", state.maxBeds),
    minPrice: when("minPrice", state.minPrice),
    maxPrice: when("maxPrice", state.maxPrice),
    minSquareFeet: when("minSquareFeet", state.minSquareFeet),
    maxSquareFeet: when("maxSquareFeet", state.maxSquareFeet),
    minAcreage: when("minAcreage", state.minAcreage),
    maxAcreage: when("maxAcreage", state.maxAcreage),
    tags: [...state.tags],
  };
}

/**
 * Where the form goes: the canonical search URL (design §5), or, when text was typed without choosing a
 * place, the query form with `q`, which the search page resolves to a place and redirects to the canonical
 * URL (the same as the form does without JavaScript).
 */
export function heroSearchUrl(state: HeroFormState, tab: HeroTab): string {
  const criteria = heroCriteria(state, tab);
  const text = state.q.trim();
  if (criteria.placeId !== null || text === "") return buildSearchPath(criteria);
  const params = buildSearchParams(criteria);
  params.set("q", text);
  return searchQueryPath(params);
}
