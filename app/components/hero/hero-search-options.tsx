// The hero form's options (spec §2 "Hero search form"): the radius, the tab's property sub-types and the
// optional fields its otherFilters name. Mobile (< 768 px): they open as a full panel once the location input
// has the focus (below it, in the form), and close with their own button.
import {
  HERO_RADIUS_CHOICES,
  chooseSubType,
  heroFieldVisibility,
  subLevelsFor,
  subTypeDisabled,
  type HeroFormState,
  type HeroTab,
} from "../../../modules/search/model/hero-form.ts";
import { BEDROOM_OPTIONS } from "../../../domain/pricing.ts";
import type { Hero } from "../../../modules/content/model/site-content.ts";
import { useTheme } from "../../client/app-state.tsx";
import { CloseIcon } from "../icons.tsx";
import {
  PROPERTY_TYPE_FIELD,
  RADIUS_FIELD,
  RANGE_FILTERS,
  numberOrNull,
  priceChoices,
  type RangeLadders,
} from "../search/filter-fields.ts";
import { QUERY_FIELDS } from "../search/query-fields.ts";
import { HeroSelect } from "./hero-select.tsx";

export function HeroSearchOptions({
  tab,
  sizes,
  state,
  setState,
  expanded,
  onClose,
}: {
  tab: HeroTab;
  /** The agency's size ladders (spec §3 sqftOptions, acresOptions). */
  sizes: Pick<Hero, "sqftOptions" | "acresOptions">;
  state: HeroFormState;
  setState: (update: (state: HeroFormState) => HeroFormState) => void;
  expanded: boolean;
  onClose: () => void;
}) {
  const themeSettings = useTheme().settings;
  const shown = heroFieldVisibility(tab.otherFilters);
  const subLevels = subLevelsFor(tab, state.channel);
  const subTag = state.tags[0] ?? "";
  const set = (changes: Partial<HeroFormState>) => setState((s) => ({ ...s, ...changes }));
  const ladders: RangeLadders = {
    bedrooms: BEDROOM_OPTIONS,
    prices: priceChoices(state.channel, themeSettings, { weeklyRents: false, tags: state.tags }),
    squareFeet: sizes.sqftOptions,
    acres: sizes.acresOptions,
  };

  return (
    <div
      data-expanded={expanded}
      // Issue 16: the panel opens in the form's flow, under the location box, never as a sheet over it: the
      // box and its suggestions (which sit above the panel) stay in sight while someone types.
      className="max-md:hidden max-md:data-[expanded=true]:block max-md:data-[expanded=true]:rounded-lg max-md:data-[expanded=true]:border max-md:data-[expanded=true]:border-black/20 max-md:data-[expanded=true]:p-3"
    >
      <div className="mb-3 flex items-center justify-between md:hidden">
        <span className="font-semibold">Search options</span>
        <button type="button" className="oh-icon-button" aria-label="Close search options" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <HeroSelect
          field={RADIUS_FIELD}
          value={state.within === null ? "" : `${state.within}-miles`}
          choices={HERO_RADIUS_CHOICES}
          onChange={(v) => set({ within: v === "" ? null : Number.parseFloat(v) })}
        />
        {subLevels.length > 0 ? (
          <>
            <HeroSelect
              field={PROPERTY_TYPE_FIELD}
              value={subTag}
              choices={subLevels.map((level) => ({ value: level.tag ?? "", label: level.name }))}
              disabled={subTypeDisabled(tab, state.channel)}
              onChange={(v) => setState((s) => chooseSubType(s, v))}
            />
            {/* A disabled select is not submitted: its one tag still is. */}
            {subTypeDisabled(tab, state.channel) && subTag !== "" ? (
              <input type="hidden" name={QUERY_FIELDS.tags} value={subTag} />
            ) : null}
          </>
        ) : null}
        {RANGE_FILTERS.filter((filter) => shown[filter.key]).map((filter) => (
          <HeroSelect
            key={filter.key}
            field={filter}
            value={state[filter.key]}
            choices={filter.choices(ladders, state)}
            onChange={(v) => set({ [filter.key]: numberOrNull(v) })}
          />
        ))}
      </div>
    </div>
  );
}
