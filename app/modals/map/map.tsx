// #/map (spec §2 "Map view is flagged by URL hash #/map"; design §5; issue 3 item 6): every result of the
// search in the page's URL on a Leaflet map (GET /search_markers.ljson, clustered where pins crowd; issue 16), searching as the map moves, drawing an area by points or
// freehand, and the radius circle of within-{D}-miles. Leaflet itself loads only once this overlay opens.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import type { PlaceChooserData, SearchPageData } from "../../../modules/search/model/results.ts";
import type { MapMarkers } from "../../../modules/search/model/map-markers.ts";
import { buildSearchParams } from "../../../modules/search/model/url.ts";
import type { SiteChrome } from "../../../modules/content/model/site-chrome.ts";
import { searchMarkersPath } from "../../../domain/urls.ts";
import { useInnerEscape } from "../overlay-escape.ts";
import type { OverlayProps } from "../registry.ts";
import { decodeArea, searchInArea, type LatLng } from "./map-geometry.ts";
import { EXPANDED_POLYGON_STATE, isExpandedPolygonSearch } from "./expanded-polygon.ts";
import { mapViewHref } from "./map-links.ts";
import { statusText } from "./map-status.ts";
import { MapToolbar } from "./map-toolbar.tsx";
import type { DrawMode, ResultsMap } from "./results-map.ts";

/** The results page (app/routes.ts "search/*"): the map shows its results, the same as its list. */
const SEARCH_PAGE_ROUTE_ID = "routes/pages/search";

function useSearchPageData(): SearchPageData | undefined {
  const page = useRouteLoaderData<SearchPageData | PlaceChooserData>(SEARCH_PAGE_ROUTE_ID);
  // The chooser (issue 18) has no results to map.
  return page?.kind === "results" ? page : undefined;
}

export default function MapView({ close }: OverlayProps) {
  const page = useSearchPageData();
  if (!page) {
    return (
      <div className="py-6 text-center">
        <p>The map shows the results of a search.</p>
        <button type="button" className="oh-button-outline mt-4" onClick={close}>
          Close the map
        </button>
      </div>
    );
  }
  return <SearchMap page={page} />;
}

/** The radius circle's centre: the chosen place, when the page knows where it is. */
function placeCentre(place: SearchPageData["place"]): LatLng | null {
  if (!place || !("latitude" in place) || !("longitude" in place)) return null;
  const { latitude, longitude } = place as { latitude: unknown; longitude: unknown };
  return typeof latitude === "number" && typeof longitude === "number" ? [latitude, longitude] : null;
}

/** Every result of the search as markers (the page lists only 24): null while they load. */
function useSearchMarkers(query: string): { markers: MapMarkers | null; failed: boolean } {
  const [loaded, setLoaded] = useState<{ query: string; markers: MapMarkers | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch(searchMarkersPath(new URLSearchParams(query)), {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => {
        if (!response.ok) throw new Error(`search_markers.ljson answered ${response.status}`);
        return response.json() as Promise<MapMarkers>;
      })
      .then((markers) => setLoaded({ query, markers }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error("The map's markers failed to load", error);
        setLoaded({ query, markers: null });
      });
    return () => controller.abort();
  }, [query]);
  // An answer for an earlier search is not this search's.
  const current = loaded?.query === query ? loaded : null;
  return { markers: current?.markers ?? null, failed: current !== null && current.markers === null };
}

function SearchMap({ page }: { page: SearchPageData }) {
  const { criteria, place } = page;
  const location = useLocation();
  const navigate = useNavigate();
  const loading = useNavigation().state !== "idle";
  const tileUrl = useRouteLoaderData<SiteChrome>("root")?.map.tileUrl;
  const containerRef = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<ResultsMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawMode, setDrawMode] = useState<DrawMode | null>(null);
  const [searchAsMove, setSearchAsMove] = useState(false);
  const [notice, setNotice] = useState("");
  const expanded = isExpandedPolygonSearch(location);
  const { markers, failed: markersFailed } = useSearchMarkers(
    buildSearchParams({ ...criteria, page: 1 }).toString(),
  );
  // Escape closes an open pop-up before the map (issue 16).
  useInnerEscape(useCallback(() => map?.closePopup() ?? false, [map]));

  // The map's callbacks outlive renders: they read the latest search and choices through refs.
  const latest = useRef({ criteria, searchAsMove });
  useEffect(() => {
    latest.current = { criteria, searchAsMove };
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container || !tileUrl) return;
    let cancelled = false;
    let created: ResultsMap | null = null;
    void import("./results-map.ts")
      .then(({ createResultsMap }) =>
        createResultsMap(container, {
          tileUrl,
          onAreaDrawn(points) {
            const next = searchInArea(latest.current.criteria, points);
            if (!next) {
              setNotice("An area needs at least three corners. Please draw it again.");
              return;
            }
            setNotice("");
            void navigate(mapViewHref(next), { preventScrollReset: true });
          },
          onViewMoved(points) {
            if (!latest.current.searchAsMove) return;
            const next = searchInArea(latest.current.criteria, points);
            if (next) {
              void navigate(mapViewHref(next), {
                replace: true,
                preventScrollReset: true,
                state: EXPANDED_POLYGON_STATE,
              });
            }
          },
          onDrawModeChange: setDrawMode,
        }),
      )
      .then((ready) => {
        if (cancelled) ready.destroy();
        else setMap((created = ready));
      })
      .catch((error: unknown) => {
        console.error("The map failed to load", error);
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
    };
  }, [tileUrl, navigate]);

  // Markers, the area and the circle follow the results. The view fits them, except after the visitor's own
  // move: fitting then would move the map they just placed.
  const { poly, within } = criteria;
  const centre = placeCentre(place);
  const [centreLat, centreLng] = centre ?? [null, null];
  useEffect(() => {
    if (!map || !markers) return;
    map.showResults(markers.markers);
    map.showArea(poly && !expanded ? decodeArea(poly) : null);
    map.showRadius(centreLat === null || centreLng === null ? null : [centreLat, centreLng], within);
    if (!expanded) map.fitToSearch();
  }, [map, markers, poly, within, centreLat, centreLng, expanded]);

  function removeArea() {
    void navigate(mapViewHref({ ...criteria, poly: null, page: 1 }, place), { preventScrollReset: true });
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <MapToolbar
        map={map}
        drawMode={drawMode}
        searchAsMove={searchAsMove}
        onSearchAsMoveChange={setSearchAsMove}
        onRemoveArea={poly ? removeArea : null}
      />
      <p role="status" className="text-sm">
        {statusText({
          loading: loading || (!markers && !markersFailed),
          failed: failed || markersFailed,
          drawMode,
          notice,
          shown: markers?.markers.length ?? 0,
          truncated: markers?.truncated ?? false,
        })}
      </p>
      <div
        ref={containerRef}
        role="region"
        aria-label="Map of the search results (the same results are listed on the page)"
        className="min-h-80 flex-1 rounded border border-black/20"
      />
    </div>
  );
}
