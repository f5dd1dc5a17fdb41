// The results page, /search/{channel}/… (issue 3 item 4; spec §2, §3; design §5): server-rendered from the
// canonical path, then every filter, sort and page change is a client-side navigation to another canonical
// path. An alias or non-canonical path answers 301 with the canonical one, a place's gid- path included when
// the place has a slug (issue 18); a path that does not parse, or that names a place id or area that does not
// exist, is the 404 page. Slugs that name no one place show the chooser (200, or 404 when no place has them).
// A place's own search is its landing page: the landing sections and the chooser are chunks of their own,
// so the results page's first JavaScript does not grow (issue 13 budget).
import type { PlaceChooserData, SearchPageData } from "../../../domain/search/results.ts";
import { lazy, Suspense, useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { searchEventHeaders, searchPageHeaders } from "../_http/search-event.ts";
import { criteriaOf, initialSearchState } from "../../../domain/search/state.ts";
import { buildSearchPath, parseLocatedSearchPath } from "../../../domain/search/url.ts";
import { getSearchPage } from "../../../services/search-page.ts";
import { DEFAULT_SORT } from "../../../domain/search/criteria.ts";
import { useTheme } from "../../client/app-state.tsx";
import { useSearchExposures } from "../../client/property-tracking.ts";
import { recordClickedProperty, recordSearchView } from "../../client/search-history.ts";
import { PropertyCard } from "../../components/property-card/property-card.tsx";
import { EmptyState } from "../../components/search/empty-state.tsx";
import { FilterBar } from "../../components/search/filter-bar.tsx";
import { FiltersDisclosure } from "../../components/search/filters-disclosure.tsx";
import { activeFilterCount } from "../../../domain/search/active-filters.ts";
import { SavedSearchButton } from "../../components/search/saved-search-button.tsx";
import { SearchPagination } from "../../components/search/search-pagination.tsx";
import { SortSelect } from "../../components/search/sort-select.tsx";
import { useSearchLinks } from "../../components/search/use-search-links.ts";
import { isExpandedPolygonSearch } from "../../modals/map/map-links.ts";
import { mapOverlay, overlayHash } from "../../../domain/overlay-paths.ts";

const landingPart = (part: "LandingIntro" | "LandingDetails") =>
  lazy(() => import("../../components/search/place-landing.tsx").then((m) => ({ default: m[part] })));
const LandingIntro = landingPart("LandingIntro");
const LandingDetails = landingPart("LandingDetails");
const PlaceChooser = lazy(() => import("../../components/search/place-chooser.tsx"));

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014). The search's
// event for the reports rides in a header the host records and strips (routes/_http/search-event.ts).
export const headers = searchPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = parseLocatedSearchPath(url.pathname);
  if (!parsed.ok) throw data(null, { status: 404 });
  const outcome = await getSearchPage(context.services, parsed, url.pathname);
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
  const themeSettings = useTheme().settings;
  const { href, go } = useSearchLinks(place);
  const state = initialSearchState(criteria, place);
  // A saved search is the search itself, not one page of it.
  const savedPath = buildSearchPath({ ...criteria, page: 1 });
  const { properties, pagination } = results;

  // spec §4 "Search history": each results page the visitor sees; the map's "search as I move" areas are
  // expanded polygons, which the rules do not record.
  const location = useLocation();
  const expandedPolygon = isExpandedPolygonSearch(location);
  useEffect(() => {
    recordSearchView(criteria, { expandedPolygon });
  }, [criteria, expandedPolygon]);
  // spec §7: the cards shown, posted to the exposures service when one is configured.
  useSearchExposures(properties.map((card) => card.property_id));

  return (
    <div className="mx-auto flex max-w-screen-2xl flex-col gap-6 px-4 py-6">
      <FiltersDisclosure activeCount={activeFilterCount(criteria)}>
        <FilterBar state={state} settings={themeSettings} onSearch={(next) => go(criteriaOf(next))} />
      </FiltersDisclosure>
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
          {properties.length > 0 ? (
            <a href={overlayHash(mapOverlay())} className="oh-button-outline">
              Show map
            </a>
          ) : null}
          <SavedSearchButton path={savedPath} title={page.savedTitle} />
          <SortSelect
            value={criteria.sorted}
            defaultOrder={DEFAULT_SORT}
            onChange={(sorted) => go({ ...criteria, sorted, page: 1 })}
          />
        </div>
      </div>
      {landing ? (
        <Suspense fallback={null}>
          <LandingIntro landing={landing} />
        </Suspense>
      ) : null}
      {properties.length === 0 ? (
        <EmptyState criteria={criteria} href={href} />
      ) : (
        <section aria-labelledby="results-heading">
          {/* Issue 16: the cards' h3 headings sit under an h2, not straight under the page's h1. */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {properties.map((card, position) => (
              <li key={card.property_id}>
                <PropertyCard
                  card={card}
                  position={position}
                  settings={themeSettings}
                  now={now}
                  onOpen={recordClickedProperty}
                />
              </li>
            ))}
          </ul>
          <SearchPagination criteria={criteria} totalPages={pagination.total_pages} href={href} />
        </section>
      )}
      {landing ? (
        <Suspense fallback={null}>
          <LandingDetails landing={landing} channel={criteria.channel} placeTitle={place?.title ?? ""} />
        </Suspense>
      ) : null}
    </div>
  );
}
