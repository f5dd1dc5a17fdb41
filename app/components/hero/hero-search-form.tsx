// The hero search form (spec §2 "Hero search form", §4–§5 "Hero form"): top-level tabs, each either icon links
// or the form. The rules live in domain/hero-form.ts; this file draws them. Server-rendered: without
// JavaScript the first tab is a plain GET form to /search (the query form, redirected to the canonical URL),
// the one form without an authenticity token (spec §7).
import { lazy, Suspense, useId, useState, type CSSProperties, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import {
  HERO_RADIUS_CHOICES,
  changeChannel,
  chooseHeroPlace,
  chooseSubType,
  chooseTab,
  clearHeroPlace,
  heroFieldVisibility,
  heroSearchUrl,
  initialHeroState,
  limitedSizeOptions,
  showsChannelToggle,
  subLevelsFor,
  subTypeDisabled,
  visibleHeroTabs,
  type HeroFormState,
  type HeroTab,
} from "../../../domain/hero-form.ts";
import { BEDROOM_OPTIONS, priceOptions } from "../../../domain/pricing.ts";
import type { SearchChannel } from "../../../domain/search/criteria.ts";
import { SEARCH_PATH } from "../../../domain/search/url.ts";
import type { Hero } from "../../../domain/site-content.ts";
import { useAppState } from "../../client/app-state.tsx";
import { CloseIcon } from "../icons.tsx";
import { LocationInput } from "../location-input/location-input.tsx";
import { QUERY_FIELDS } from "../search/query-fields.ts";
import { HeroSelect, numberOrNull, type HeroChoice } from "./hero-select.tsx";

// A links tab is rarely the first one: its code (and its icons) loads when it is shown.
const HeroTabLinks = lazy(() => import("./hero-tab-links.tsx").then((m) => ({ default: m.HeroTabLinks })));

type Props = {
  hero: Pick<
    Hero,
    | "topLevels"
    | "sqftOptions"
    | "acresOptions"
    | "valuationBannerUrl"
    | "valuationBannerUrlOpenInNewTab"
    | "valuationBannerButtonText"
  >;
  /** The agency's panel colour (spec §3 heroSearchBg). */
  panelStyle?: CSSProperties | undefined;
};

export function HeroSearchForm({ hero, panelStyle }: Props) {
  const tabs = visibleHeroTabs(hero.topLevels);
  const [tabIndex, setTabIndex] = useState(0);
  const tab = tabs[tabIndex] ?? tabs[0];
  const [state, setState] = useState<HeroFormState>(() => initialHeroState(tab));
  const id = useId();
  if (!tab) return null;

  const selectTab = (index: number) => {
    const next = tabs[index];
    if (!next || index === tabIndex) return;
    setTabIndex(index);
    setState((current) => chooseTab(current, next));
  };

  // WAI-ARIA tabs: the arrows, Home and End move between tabs and choose them.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const target =
      event.key === "ArrowRight"
        ? tabIndex === last
          ? 0
          : tabIndex + 1
        : event.key === "ArrowLeft"
          ? tabIndex === 0
            ? last
            : tabIndex - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    selectTab(target);
    document.getElementById(`${id}-tab-${target}`)?.focus();
  };

  return (
    <div className="w-full max-w-5xl">
      {tabs.length > 1 ? (
        <div role="tablist" aria-label="What are you looking for?" className="flex flex-wrap gap-1">
          {tabs.map((t, index) => (
            <button
              key={`${t.name}-${index}`}
              id={`${id}-tab-${index}`}
              type="button"
              role="tab"
              aria-selected={index === tabIndex}
              aria-controls={`${id}-panel`}
              tabIndex={index === tabIndex ? 0 : -1}
              onClick={() => selectTab(index)}
              onKeyDown={onTabKeyDown}
              className="min-h-11 rounded-t bg-black/60 px-4 font-semibold text-white aria-selected:bg-paper aria-selected:text-ink"
            >
              {t.name}
            </button>
          ))}
        </div>
      ) : null}
      <div
        id={`${id}-panel`}
        role={tabs.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={tabs.length > 1 ? `${id}-tab-${tabIndex}` : undefined}
        className="rounded-b rounded-tr bg-paper p-4 text-ink shadow-lg"
        style={panelStyle}
      >
        {tab.advancedOptions.displayLinksOnHomePage ? (
          <Suspense fallback={<div className="min-h-24" />}>
            <HeroTabLinks key={tabIndex} links={tab.links} />
          </Suspense>
        ) : (
          <HeroForm tab={tab} hero={hero} state={state} setState={setState} />
        )}
      </div>
    </div>
  );
}

function HeroForm({
  tab,
  hero,
  state,
  setState,
}: {
  tab: HeroTab;
  hero: Props["hero"];
  state: HeroFormState;
  setState: (update: (state: HeroFormState) => HeroFormState) => void;
}) {
  const navigate = useNavigate();
  const { themeSettings } = useAppState();
  // Mobile (< 768 px): the options open as a full panel once the location input has the focus (spec §2).
  const [expanded, setExpanded] = useState(false);
  const shown = heroFieldVisibility(tab.otherFilters);
  const subLevels = subLevelsFor(tab, state.channel);
  const subTag = state.tags[0] ?? "";
  const set = (changes: Partial<HeroFormState>) => setState((s) => ({ ...s, ...changes }));
  const prices: HeroChoice[] = priceOptions(state.channel, themeSettings).map(({ value, label }) => ({
    value,
    label,
  }));
  const choicesFor = ({ kind, side, other }: OptionalField): HeroChoice[] => {
    if (kind === "beds") return BEDROOM_OPTIONS.map((n) => ({ value: n, label: String(n) }));
    if (kind === "price") return prices;
    // spec §4: a chosen minimum size limits the maximum's options, and the reverse.
    const limit = other ? state[other] : null;
    if (kind === "sqft") {
      return limitedSizeOptions(hero.sqftOptions, limit, side).map((n) => ({
        value: n,
        label: `${n.toLocaleString("en-GB")} sq ft`,
      }));
    }
    return limitedSizeOptions(hero.acresOptions, limit, side).map((n) => ({
      value: n,
      label: `${n} ${n === 1 ? "acre" : "acres"}`,
    }));
  };

  return (
    <form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={`Search ${tab.name}`}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(heroSearchUrl(state, tab));
      }}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        {showsChannelToggle(tab) ? (
          <fieldset className="flex flex-col">
            <legend className="mb-1 text-sm font-medium">Looking to</legend>
            <div className="flex overflow-hidden rounded border border-black/30">
              {(["sales", "lettings"] as const satisfies SearchChannel[]).map((channel) => (
                <label
                  key={channel}
                  className="flex min-h-11 cursor-pointer items-center px-4 has-checked:bg-brand has-checked:text-brand-contrast has-focus-visible:outline-3"
                >
                  <input
                    type="radio"
                    name={QUERY_FIELDS.channel}
                    value={channel}
                    checked={state.channel === channel}
                    onChange={() => setState((s) => changeChannel(s, tab, channel))}
                    className="sr-only"
                  />
                  {channel === "sales" ? "Buy" : "Rent"}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <input type="hidden" name={QUERY_FIELDS.channel} value={state.channel} />
        )}

        <div className="min-w-60 flex-1" onFocus={() => setExpanded(true)}>
          <LocationInput
            name="q"
            label="Location"
            placeholder="Search location"
            value={state.q}
            placeId={state.placeId}
            onChoose={(place) => setState((s) => chooseHeroPlace(s, place))}
            onClear={() => setState(clearHeroPlace)}
            onTextChange={(text) => set({ q: text, placeId: null })}
          />
          {state.placeId !== null ? (
            <input type="hidden" name={QUERY_FIELDS.placeId} value={state.placeId} />
          ) : null}
        </div>

        <button
          type="submit"
          className="min-h-11 rounded bg-brand px-6 font-semibold text-brand-contrast md:order-last"
        >
          Search
        </button>
      </div>

      <div
        data-expanded={expanded}
        className="max-md:hidden max-md:data-[expanded=true]:fixed max-md:data-[expanded=true]:inset-x-0 max-md:data-[expanded=true]:bottom-0 max-md:data-[expanded=true]:z-40 max-md:data-[expanded=true]:block max-md:data-[expanded=true]:max-h-[70vh] max-md:data-[expanded=true]:overflow-y-auto max-md:data-[expanded=true]:rounded-t-lg max-md:data-[expanded=true]:bg-paper max-md:data-[expanded=true]:p-4 max-md:data-[expanded=true]:shadow-2xl"
      >
        <div className="mb-3 flex items-center justify-between md:hidden">
          <span className="font-semibold">Search options</span>
          <button
            type="button"
            className="oh-icon-button"
            aria-label="Close search options"
            onClick={() => setExpanded(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          <HeroSelect
            label="Radius"
            name={QUERY_FIELDS.within}
            value={state.within === null ? "" : `${state.within}-miles`}
            anyLabel="This area only"
            choices={HERO_RADIUS_CHOICES}
            onChange={(v) => set({ within: v === "" ? null : Number.parseFloat(v) })}
          />
          {subLevels.length > 0 ? (
            <>
              <HeroSelect
                label="Property type"
                name={QUERY_FIELDS.tags}
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
          {OPTIONAL_FIELDS.filter((field) => shown[field.key]).map((field) => (
            <HeroSelect
              key={field.key}
              label={field.label}
              name={QUERY_FIELDS[field.key]}
              value={state[field.key]}
              anyLabel={field.side === "min" ? "No min" : "No max"}
              choices={choicesFor(field)}
              onChange={(v) => set({ [field.key]: numberOrNull(v) })}
            />
          ))}
        </div>
      </div>

      <p className="text-sm">
        or{" "}
        <a
          href={hero.valuationBannerUrl}
          className="font-semibold text-brand underline underline-offset-4"
          {...(hero.valuationBannerUrlOpenInNewTab ? { target: "_blank", rel: "noopener" } : {})}
        >
          {hero.valuationBannerButtonText}
          {hero.valuationBannerUrlOpenInNewTab ? (
            <span className="sr-only"> (opens in a new tab)</span>
          ) : null}
        </a>
      </p>
    </form>
  );
}

type SizeKey = "minSquareFeet" | "maxSquareFeet" | "minAcreage" | "maxAcreage";
type OptionalField = {
  key: "minBeds" | "maxBeds" | "minPrice" | "maxPrice" | SizeKey;
  label: string;
  side: "min" | "max";
  kind: "beds" | "price" | "sqft" | "acres";
  /** The other end of a size range, whose choice limits this one's options. */
  other?: SizeKey;
};

// spec §2: the per-tab optional fields, shown by the tab's otherFilters phrases (domain/hero-form.ts).
const OPTIONAL_FIELDS: readonly OptionalField[] = [
  { key: "minBeds", label: "Min beds", side: "min", kind: "beds" },
  { key: "maxBeds", label: "Max beds", side: "max", kind: "beds" },
  { key: "minPrice", label: "Min price", side: "min", kind: "price" },
  { key: "maxPrice", label: "Max price", side: "max", kind: "price" },
  { key: "minSquareFeet", label: "Min size (sq ft)", side: "min", kind: "sqft", other: "maxSquareFeet" },
  { key: "maxSquareFeet", label: "Max size (sq ft)", side: "max", kind: "sqft", other: "minSquareFeet" },
  { key: "minAcreage", label: "Min size (acres)", side: "min", kind: "acres", other: "maxAcreage" },
  { key: "maxAcreage", label: "Max size (acres)", side: "max", kind: "acres", other: "minAcreage" },
];
