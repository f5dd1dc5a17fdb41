// The search filters (issue 3 item 4; spec §5 rules shared with the hero form). With JavaScript each change
// navigates to the canonical path of the new search (page 1) without a reload; without it the bar is a
// plain GET form to /search (the query form, redirected to the canonical path) — the one form that carries
// no authenticity token (spec §7).
import { pricesSurviveTagChange } from "../../../domain/pricing.ts";
import type { SearchCriteria, SearchState, StatusFilter } from "../../../modules/search/model/criteria.ts";
import { DEFAULT_STATUS, STATUS_FILTERS } from "../../../modules/search/model/criteria.ts";
import { choosePlace, clearPlace, setChannel } from "../../../modules/search/model/state.ts";
import { SEARCH_PATH } from "../../../modules/search/model/url.ts";
import type { Theme } from "../../../modules/content/model/site-content.ts";
import { LocationInput } from "../location-input/location-input.tsx";
import { ChannelToggle } from "./channel-toggle.tsx";
import { FilterBarRanges, FilterBarSelect, KeywordsField } from "./filter-bar-fields.tsx";
import {
  PROPERTY_TYPE_FIELD,
  RADIUS_FIELD,
  RANGE_FILTERS,
  STATUS_FIELD,
  numberOrNull,
  priceChoices,
  type RangeLadders,
} from "./filter-fields.ts";
import {
  ACRE_CHOICES,
  BEDROOM_CHOICES,
  DISTANCE_CHOICES,
  PROPERTY_TYPE_TAGS,
  SQUARE_FEET_CHOICES,
  statusLabel,
} from "./filter-options.ts";
import { MoreFilters } from "./more-filters.tsx";
import { QUERY_FIELDS } from "./query-fields.ts";
import { useChosen } from "../use-chosen.ts";

export const FILTER_FORM_ID = "search-filters";

const TYPE_TAGS: ReadonlySet<string> = new Set(PROPERTY_TYPE_TAGS.map((t) => t.tag));
// Unlike the hero's sub-levels, the bar can leave the type open.
const TYPE_FIELD = { ...PROPERTY_TYPE_FIELD, anyLabel: "Any type" };
const TYPE_CHOICES = PROPERTY_TYPE_TAGS.map((t) => ({ value: t.tag, label: t.label }));
const BEDS_AND_PRICES = RANGE_FILTERS.filter((filter) => filter.kind === "beds" || filter.kind === "price");

export function FilterBar({
  state,
  settings,
  onSearch,
}: {
  /** The search on show, with the location input's text (q). */
  state: SearchState;
  settings: Theme["settings"];
  /** Called with the new search; the page navigates to it. */
  onSearch: (search: SearchState) => void;
}) {
  const keywords = useKeywords(state.text);
  // The bar shows the search asked for while it loads (the page's `state` changes only once it has).
  const [search, choose] = useChosen(state, JSON.stringify);
  // Every filter change starts again from page 1, and takes the keywords as typed so far with it.
  const apply = (next: SearchState) => {
    const chosen = { ...next, text: keywords.criterion, page: 1 };
    choose(chosen);
    onSearch(chosen);
  };
  const set = (changes: Partial<SearchCriteria>) => apply({ ...search, ...changes });
  const typeTag = search.tags.find((tag) => TYPE_TAGS.has(tag)) ?? "";
  const otherTags = search.tags.filter((tag) => !TYPE_TAGS.has(tag));
  const ladders: RangeLadders = {
    bedrooms: BEDROOM_CHOICES,
    prices: priceChoices(search.channel, settings, { weeklyRents: true, tags: search.tags }),
    squareFeet: SQUARE_FEET_CHOICES,
    acres: ACRE_CHOICES,
  };

  return (
    <form
      id={FILTER_FORM_ID}
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label="Property search"
      className="flex flex-col gap-4 rounded-lg border border-black/10 bg-paper p-4"
      onSubmit={(event) => {
        event.preventDefault();
        apply(search);
      }}
    >
      <div className="flex flex-wrap items-end gap-4">
        <ChannelToggle channel={search.channel} onChange={(channel) => apply(setChannel(search, channel))} />

        <div className="min-w-60 flex-1">
          <LocationInput
            name="q"
            value={search.q}
            placeId={search.placeId}
            onChoose={(place) => apply(choosePlace(search, place))}
            onClear={() => apply(clearPlace(search))}
          />
          {search.placeId !== null ? (
            <input type="hidden" name={QUERY_FIELDS.placeId} value={search.placeId} />
          ) : null}
        </div>

        <FilterBarSelect
          field={RADIUS_FIELD}
          value={search.within}
          choices={DISTANCE_CHOICES}
          onChange={(v) => set({ within: numberOrNull(v) })}
        />
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <FilterBarRanges filters={BEDS_AND_PRICES} ladders={ladders} search={search} onChange={set} />
        <FilterBarSelect
          field={TYPE_FIELD}
          value={typeTag}
          choices={TYPE_CHOICES}
          onChange={(v) => {
            const tags = v === "" ? otherTags : [...otherTags, v];
            // Onto or off the commercial lettings ladder (annual rents, spec §9): the prices no longer fit.
            const prices = pricesSurviveTagChange(search.channel, search.tags, tags)
              ? {}
              : { minPrice: null, maxPrice: null };
            set({ tags, ...prices });
          }}
        />
        <FilterBarSelect
          field={STATUS_FIELD}
          value={search.status ?? DEFAULT_STATUS}
          choices={STATUS_FILTERS.map((s) => ({ value: s, label: statusLabel(s, search.channel) }))}
          onChange={(v) => set({ status: v === DEFAULT_STATUS ? null : (v as StatusFilter) })}
        />
        <KeywordsField value={keywords.text} onChange={keywords.setText} />
      </div>

      <MoreFilters state={search} ladders={ladders} onChange={set} />

      {/* Kept for the no-JavaScript form: tags the type select does not show (e.g. an excluded tag). */}
      {otherTags.map((tag) => (
        <input key={tag} type="hidden" name={QUERY_FIELDS.tags} value={tag} />
      ))}
      <div>
        <button type="submit" className="min-h-11 rounded bg-brand px-6 font-semibold text-brand-contrast">
          Search
        </button>
      </div>
    </form>
  );
}

/**
 * The keywords box's text (the `text-` segment, design §5): typed freely and searched on Enter or with any
 * other change, not at every key. A new search from the URL (the back button, a link) replaces it.
 */
function useKeywords(fromUrl: string | null) {
  const [text, setText] = useChosen(fromUrl ?? "");
  const trimmed = text.trim();
  return { text, setText, criterion: trimmed === "" ? null : trimmed };
}
