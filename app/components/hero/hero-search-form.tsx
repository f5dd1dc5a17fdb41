// The hero search form (spec §2 "Hero search form", §4–§5 "Hero form"): top-level tabs, each either icon links
// or the form. The rules live in modules/search/model/hero-form.ts; this file draws them. Server-rendered: without
// JavaScript the first tab is a plain GET form to /search (the query form, redirected to the canonical URL),
// the one form without an authenticity token (spec §7).
import { lazy, Suspense, useId, useState, type CSSProperties } from "react";
import { useNavigate } from "react-router";
import {
  changeChannel,
  chooseHeroPlace,
  chooseTab,
  clearHeroPlace,
  initialHeroState,
  showsChannelToggle,
  visibleHeroTabs,
  type HeroFormState,
  type HeroTab,
} from "../../../modules/search/model/hero-form.ts";
import { SEARCH_PATH } from "../../../modules/search/model/search-path.ts";
import type { Hero } from "../../../modules/content/model/site-content.ts";
import { LocationInput } from "../location-input/location-input.tsx";
import { ChannelToggle } from "../search/channel-toggle.tsx";
import { QUERY_FIELDS } from "../search/query-fields.ts";
import { HeroSearchOptions } from "./hero-search-options.tsx";
import { HeroTabs } from "./hero-tabs.tsx";

// The search URL grammar is needed only to leave the page: it loads when the visitor first focuses the form
// (or submits it straight away), not with the first render (issue 13 item 3).
const loadHeroSearchUrl = () => import("../../../modules/search/model/hero-search-url.ts");

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

  return (
    <div className="w-full max-w-5xl">
      {tabs.length > 1 ? <HeroTabs idBase={id} tabs={tabs} selected={tabIndex} onSelect={selectTab} /> : null}
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
  // Mobile (< 768 px): the options open as a full panel once the location input has the focus (spec §2).
  const [expanded, setExpanded] = useState(false);

  return (
    <form
      method="get"
      action={SEARCH_PATH}
      role="search"
      aria-label={`Search ${tab.name}`}
      onFocus={() => void loadHeroSearchUrl()}
      onSubmit={(event) => {
        event.preventDefault();
        void loadHeroSearchUrl().then(({ heroSearchUrl }) => navigate(heroSearchUrl(state, tab)));
      }}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        {showsChannelToggle(tab) ? (
          <ChannelToggle
            channel={state.channel}
            onChange={(channel) => setState((s) => changeChannel(s, tab, channel))}
          />
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
            onTextChange={(text) => setState((s) => ({ ...s, q: text, placeId: null }))}
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

      <HeroSearchOptions
        tab={tab}
        sizes={hero}
        expanded={expanded}
        onClose={() => setExpanded(false)}
        state={state}
        setState={setState}
      />

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
