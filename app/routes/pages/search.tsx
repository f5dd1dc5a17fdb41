// The results page, /search/{channel}/… (issue 3 item 4; spec §2, §3; design §5): server-rendered from the
// canonical path, then every filter, sort and page change is a client-side navigation to another canonical
// path. An alias or non-canonical path answers 301 with the canonical one; a path that does not parse, or that
// names a place or area that does not exist, is the 404 page.
import type { SearchPageData } from "../../../domain/search/results.ts";
import { useEffect } from "react";
import { data, redirect, useLocation } from "react-router";
import type { Route } from "./+types/search";
import { publicPageHeaders } from "../_http/public-page.ts";
import { criteriaOf, initialSearchState, placeLabel } from "../../../domain/search/state.ts";
import { buildSearchPath, parseSearchPath } from "../../../domain/search/url.ts";
import { placeById } from "../../../services/places.ts";
import { SearchInputError, searchProperties } from "../../../services/search.ts";
import { DEFAULT_SORT } from "../../../domain/search/criteria.ts";
import { useAppState } from "../../client/app-state.tsx";
import { useSearchExposures } from "../../client/property-tracking.ts";
import { recordClickedProperty, recordSearchView } from "../../client/search-history.ts";
import { PropertyCard } from "../../components/property-card/property-card.tsx";
import { EmptyState } from "../../components/search/empty-state.tsx";
import { FilterBar } from "../../components/search/filter-bar.tsx";
import { SavedSearchButton } from "../../components/search/saved-search-button.tsx";
import { SearchPagination } from "../../components/search/search-pagination.tsx";
import { resultCountText, searchTitle } from "../../../domain/search/title.ts";
import { SortSelect } from "../../components/search/sort-select.tsx";
import { useSearchLinks } from "../../components/search/use-search-links.ts";
import { isExpandedPolygonSearch } from "../../modals/map/map-links.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchPageData> {
  const url = new URL(request.url);
  const parsed = parseSearchPath(url.pathname);
  if (!parsed.ok) throw data(null, { status: 404 });
  if (!parsed.isCanonical) throw redirect(`${parsed.canonicalPath}${url.search}`, 301);
  const { criteria, canonicalPath } = parsed;
  try {
    const [results, place] = await Promise.all([
      searchProperties(context.services, criteria),
      criteria.placeId === null ? null : placeById(context.services.db, criteria.placeId),
    ]);
    return {
      criteria,
      results,
      place,
      canonicalUrl: new URL(canonicalPath, context.services.config.publicUrl).href,
      now: Date.now(),
    };
  } catch (error) {
    if (error instanceof SearchInputError) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const place = loaderData.place ? placeLabel(loaderData.place) : null;
  const title = searchTitle(loaderData.criteria, place);
  return [
    { title },
    {
      name: "description",
      content: `${resultCountText(
        loaderData.results.pagination.total_count,
        loaderData.criteria.channel,
        loaderData.results.pagination.total_count_is_capped,
      )}${place ? ` in ${place}` : ""}. Search by price, bedrooms, property type and more.`,
    },
    { tagName: "link", rel: "canonical", href: loaderData.canonicalUrl },
  ];
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, results, place, now } = loaderData;
  const { themeSettings } = useAppState();
  const { href, go } = useSearchLinks();
  const state = initialSearchState(criteria, place);
  const title = searchTitle(criteria, state.q || null);
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
      <FilterBar state={state} settings={themeSettings} onSearch={(next) => go(criteriaOf(next))} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold">{title}</h1>
          {/* Announced when a filter change brings new results. */}
          <p className="mt-1" role="status">
            {resultCountText(pagination.total_count, criteria.channel, pagination.total_count_is_capped)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <SavedSearchButton
            path={savedPath}
            title={searchTitle({ ...criteria, page: 1 }, state.q || null)}
          />
          <SortSelect
            value={criteria.sorted}
            defaultOrder={DEFAULT_SORT}
            onChange={(sorted) => go({ ...criteria, sorted, page: 1 })}
          />
        </div>
      </div>
      {properties.length === 0 ? (
        <EmptyState criteria={criteria} href={href} />
      ) : (
        <section aria-label="Results">
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
    </div>
  );
}
