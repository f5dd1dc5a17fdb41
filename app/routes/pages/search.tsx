// The results page, /search/{channel}/… (issue 3 item 4; spec §2, §3; design §5): server-rendered from the
// canonical path, then every filter, sort and page change is a client-side navigation to another canonical
// path. An alias or non-canonical path answers 301 with the canonical one, a place's gid- path included when
// the place has a slug (issue 18); a path that does not parse, or that names a place id or area that does not
// exist, is the 404 page. Slugs that name no one place show the chooser (200, or 404 when no place has them).
// A place's own search is its landing page: the landing sections and the chooser are chunks of their own,
// so the results page's first JavaScript does not grow (issue 13 budget).
import type { PlaceChooserData, SearchPageData } from "../../../modules/search/model/results.ts";
import { lazy, Suspense, useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { searchEventHeaders, searchPageHeaders } from "../_http/search-event.ts";
import { parseLocatedSearchPath } from "../../../modules/search/model/url.ts";
import { getSearchPage } from "../../../services/search-page.ts";
import { useTheme } from "../../client/app-state.tsx";
import { isExpandedPolygonSearch } from "../../modals/map/expanded-polygon.ts";
import { mapOverlay, overlayHash } from "../../../domain/overlay-paths.ts";
import { deferHydration } from "../../components/deferred-hydration.tsx";
import { recordSearchViewLater } from "../../client/search-history-later.ts";

const landingPart = (part: "LandingIntro" | "LandingDetails") =>
  lazy(() => import("../../components/search/place-landing.tsx").then((m) => ({ default: m[part] })));
const LandingIntro = landingPart("LandingIntro");
const LandingDetails = landingPart("LandingDetails");
const PlaceChooser = lazy(() => import("../../components/search/place-chooser.tsx"));
// The filters and the order when the visitor reaches for them, the results as they come into view (issue 13,
// docs/decisions/017): the page's frame hydrates first, with no search URL grammar in it.
const ResultsFilters = deferHydration(
  () => import("../../components/search/results-filters.tsx").then((module) => module.ResultsFilters),
  "interaction",
);
const ResultsSort = deferHydration(
  () => import("../../components/search/results-filters.tsx").then((module) => module.ResultsSort),
  "interaction",
);
// The saved searches' store and the alert texts load once the button is in view: until then it is the
// server's unpressed button, and a press is held and given again once it is hydrated.
const SavedSearchButton = deferHydration(
  () => import("../../components/search/saved-search-button.tsx").then((module) => module.SavedSearchButton),
  "visible",
);
const ResultsList = deferHydration(
  () => import("../../components/search/results-list.tsx").then((module) => module.ResultsList),
  "visible",
);

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014). The search's
// event for the reports rides in a header the host records and strips (routes/_http/search-event.ts).
export const headers = searchPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseLocatedSearchPath(url.pathname);
  if (!parsed.ok) throw data(null, { status: 404 });
  const outcome = await getSearchPage(await context.readServices(), parsed, url.pathname);
  // The query (hashbang=map, tracking) rides along, as design §5 asks of every redirect.
  if (outcome.kind === "redirect") throw redirect(`${outcome.path}${url.search}`, 301);
  if (outcome.kind === "not-found") throw data(null, { status: 404 });
  if (outcome.kind === "chooser")
    return data<SearchPageData | PlaceChooserData>(outcome.data, outcome.status);
  return data<SearchPageData | PlaceChooserData>(outcome.data, {
    headers: searchEventHeaders(outcome.event),
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  if (loaderData.kind === "chooser") {
    return [{ title: loaderData.title }, { name: "robots", content: "noindex, follow" }];
  }
  return [
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "chooser") {
    return (
      <Suspense fallback={null}>
        <PlaceChooser chooser={loaderData} />
      </Suspense>
    );
  }
  return <Results page={loaderData} />;
}

function Results({ page }: { page: SearchPageData }) {
  const { criteria, results, place, now, landing } = page;
  const settings = useTheme().settings;

  // spec §4 "Search history": each results page the visitor sees; the map's "search as I move" areas are
  // expanded polygons, which the rules do not record.
  const location = useLocation();
  const expandedPolygon = isExpandedPolygonSearch(location);
  // The history's rules and the search URL grammar they check with load after the page (issue 13).
  useEffect(() => recordSearchViewLater(criteria, { expandedPolygon }), [criteria, expandedPolygon]);

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6">
      <ResultsFilters criteria={criteria} place={place} settings={settings} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{page.title}</h1>
          {/* Announced when a filter change brings new results. */}
          <p className="mt-1" role="status">
            {page.countText}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          {/* Issue 16: the map view of the whole search; the overlay host returns focus here on closing. */}
          {results.properties.length > 0 ? (
            <a href={overlayHash(mapOverlay())} className="oh-button-outline">
              Show map
            </a>
          ) : null}
          <SavedSearchButton path={page.savedPath} title={page.savedTitle} />
          <ResultsSort criteria={criteria} place={place} />
        </div>
      </div>
      {landing ? (
        <Suspense fallback={null}>
          <LandingIntro landing={landing} />
        </Suspense>
      ) : null}
      <ResultsList criteria={criteria} place={place} results={results} settings={settings} now={now} />
      {landing ? (
        <Suspense fallback={null}>
          <LandingDetails landing={landing} channel={criteria.channel} placeTitle={place?.title ?? ""} />
        </Suspense>
      ) : null}
    </div>
  );
}
