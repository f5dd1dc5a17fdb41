// The Leaflet side of the map view: tiles, every result's marker (clustered where they crowd, issue 16) with
// card pop-ups, the drawn area, the radius circle, drawing an area by points (Geoman) or freehand. Loaded only
// when #/map opens (design §2 "maps").
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import "@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css";
import "./map.css";
import type { MapMarker } from "../../../modules/search/model/map-markers.ts";
import { clusterName } from "./cluster-name.ts";
import { boundsArea, milesToMetres, tileAttribution, type LatLng } from "./map-geometry.ts";
import { followClusterWithFocus, popupFollowsMarker } from "./map-keyboard.ts";
import { markerPopup } from "./marker-popup.ts";

export type DrawMode = "points" | "freehand";

export type ResultsMapOptions = {
  tileUrl: string;
  /** The visitor finished drawing an area. */
  onAreaDrawn: (points: LatLng[]) => void;
  /** The visitor moved or zoomed the map; the visible area, clockwise. */
  onViewMoved: (points: LatLng[]) => void;
  /** Drawing started or stopped (the buttons show it). */
  onDrawModeChange: (mode: DrawMode | null) => void;
};

export type ResultsMap = {
  showResults(markers: readonly MapMarker[]): void;
  /** Closes the open pop-up, if any (Escape: issue 16); true when there was one. */
  closePopup(): boolean;
  showArea(points: readonly LatLng[] | null): void;
  showRadius(centre: LatLng | null, miles: number | null): void;
  /** Fits the view to the area, the circle or the markers, in that order of preference. */
  fitToSearch(): void;
  startDrawing(mode: DrawMode): void;
  stopDrawing(): void;
  destroy(): void;
};

// Great Britain: the view before there is anything to show.
const GB_BOUNDS = L.latLngBounds([49.9, -8.2], [58.7, 1.8]);
// Leaflet places the icon with a CSS transform, so the pin's own rotation goes on an inner element.
const PIN = L.divIcon({
  className: "oh-map-marker",
  html: '<span class="oh-map-pin"></span>',
  iconSize: [24, 30],
  iconAnchor: [12, 30],
  popupAnchor: [0, -28],
});
// Pins closer than this many pixels share a cluster: a pin is 24 px wide, so only pins that (nearly) cover
// each other are grouped, and a cluster opens at the zoom that parts them.
const CLUSTER_RADIUS_PX = 40;
// Freehand strokes are simplified to points this many pixels apart at most (L.LineUtil.simplify).
const FREEHAND_TOLERANCE_PX = 4;

export async function createResultsMap(
  container: HTMLElement,
  options: ResultsMapOptions,
): Promise<ResultsMap> {
  // Geoman and markercluster are plain scripts that extend the global L (leaflet's UMD build sets window.L):
  // load them after.
  await import("@geoman-io/leaflet-geoman-free");
  await import("leaflet.markercluster");
  const map = L.map(container, { zoomSnap: 0.5 }).fitBounds(GB_BOUNDS);
  const attribution = tileAttribution(options.tileUrl);
  L.tileLayer(options.tileUrl, { maxZoom: 19, ...(attribution ? { attribution } : {}) }).addTo(map);
  map.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: false });

  const markers = L.markerClusterGroup({
    maxClusterRadius: CLUSTER_RADIUS_PX,
    // A hull drawn on hover would be one more shape for a pointer only; spider legs are decoration.
    showCoverageOnHover: false,
    spiderLegPolylineOptions: { weight: 1.5, color: "#222", opacity: 0.5, interactive: false },
    iconCreateFunction: (cluster) =>
      L.divIcon({
        className: "oh-map-cluster",
        // The number for the eye; the whole name for a screen reader (the icon is a keyboard button).
        html: `<span aria-hidden="true">${cluster.getChildCount()}</span><span class="sr-only">${clusterName(cluster.getChildCount())}</span>`,
        iconSize: [40, 40],
      }),
  }).addTo(map);
  followClusterWithFocus(markers);
  const popups = popupFollowsMarker(map, markers);
  let area: L.Polygon | null = null;
  let radius: L.Circle | null = null;
  let drawing: DrawMode | null = null;

  // Only the visitor's own moves search ("search as I move the map"): our fits, resizes and the pop-ups'
  // auto-pan move the map too and must not.
  let programmatic = 0;
  function quietly(move: () => void) {
    programmatic += 1;
    try {
      move();
    } finally {
      programmatic -= 1;
    }
  }
  let skipNextMoveEnd = false;
  // Until the visitor moves the map, the view follows the search (and refits when the container resizes).
  let followsSearch = true;
  map.on("autopanstart", () => (skipNextMoveEnd = true));
  map.on("moveend", () => {
    if (programmatic > 0 || drawing) return;
    if (skipNextMoveEnd) {
      skipNextMoveEnd = false;
      return;
    }
    followsSearch = false;
    const b = map.getBounds();
    options.onViewMoved(
      boundsArea({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }),
    );
  });

  // The dialog animates open and the window may resize: Leaflet must learn its container's size.
  const resizeObserver = new ResizeObserver(() =>
    quietly(() => {
      map.invalidateSize({ pan: false });
      if (followsSearch) resultsMap.fitToSearch();
    }),
  );
  resizeObserver.observe(container);

  map.on("pm:create", (event) => {
    const latLngs = (event.layer as L.Polygon).getLatLngs()[0] as L.LatLng[];
    event.layer.remove();
    setDrawing(null);
    options.onAreaDrawn(latLngs.map((p) => [p.lat, p.lng]));
  });
  map.on("pm:drawend", () => {
    if (drawing === "points") setDrawing(null);
  });

  function setDrawing(mode: DrawMode | null) {
    drawing = mode;
    options.onDrawModeChange(mode);
  }

  const freehand = freehandDrawing(map, (points) => {
    setDrawing(null);
    options.onAreaDrawn(points);
  });

  const resultsMap: ResultsMap = {
    showResults(results) {
      markers.clearLayers();
      markers.addLayers(
        results.map((result) =>
          L.marker([result.lat, result.lng], {
            icon: PIN,
            title: result.label,
            keyboard: true,
            riseOnHover: true,
          }).bindPopup(() => markerPopup(result), { minWidth: 220, maxWidth: 260 }),
        ),
      );
    },
    closePopup: () => popups.closeOpen(),
    showArea(points) {
      area?.remove();
      area = points
        ? L.polygon(points as LatLng[], {
            className: "oh-map-area",
            interactive: false,
            pmIgnore: true,
          }).addTo(map)
        : null;
    },
    showRadius(centre, miles) {
      radius?.remove();
      radius =
        centre && miles
          ? L.circle(centre, {
              radius: milesToMetres(miles),
              className: "oh-map-radius",
              interactive: false,
              pmIgnore: true,
            }).addTo(map)
          : null;
    },
    fitToSearch() {
      const target =
        area?.getBounds() ??
        radius?.getBounds() ??
        (markers.getLayers().length > 0 ? markers.getBounds() : null);
      followsSearch = true;
      if (target?.isValid())
        quietly(() => map.fitBounds(target, { padding: [24, 24], maxZoom: 16, animate: false }));
    },
    startDrawing(mode) {
      resultsMap.stopDrawing();
      setDrawing(mode);
      if (mode === "points") map.pm.enableDraw("Polygon", { finishOn: null, continueDrawing: false });
      else freehand.start();
    },
    stopDrawing() {
      map.pm.disableDraw();
      freehand.stop();
      if (drawing) setDrawing(null);
    },
    destroy() {
      resizeObserver.disconnect();
      freehand.stop();
      map.remove();
    },
  };
  return resultsMap;
}

/**
 * Freehand drawing: while on, a press on the map starts a stroke that follows the pointer; releasing it
 * closes the area, simplified with L.LineUtil.simplify so the URL stays short.
 */
function freehandDrawing(map: L.Map, onDone: (points: LatLng[]) => void) {
  const container = map.getContainer();
  let stroke: L.Polyline | null = null;
  let on = false;

  function point(event: PointerEvent): L.LatLng {
    return map.mouseEventToLatLng(event);
  }
  function down(event: PointerEvent) {
    if (!event.isPrimary) return;
    event.preventDefault();
    container.setPointerCapture(event.pointerId);
    stroke = L.polyline([point(event)], {
      className: "oh-map-area",
      interactive: false,
      pmIgnore: true,
    }).addTo(map);
  }
  function move(event: PointerEvent) {
    if (stroke && event.isPrimary) stroke.addLatLng(point(event));
  }
  function up(event: PointerEvent) {
    if (!stroke || !event.isPrimary) return;
    const pixels = (stroke.getLatLngs() as L.LatLng[]).map((p) => map.latLngToLayerPoint(p));
    stroke.remove();
    stroke = null;
    const simplified = L.LineUtil.simplify(pixels, FREEHAND_TOLERANCE_PX).map((p) =>
      map.layerPointToLatLng(p),
    );
    stop();
    onDone(simplified.map((p) => [p.lat, p.lng]));
  }
  function stop() {
    if (!on) return;
    on = false;
    stroke?.remove();
    stroke = null;
    container.removeEventListener("pointerdown", down);
    container.removeEventListener("pointermove", move);
    container.removeEventListener("pointerup", up);
    container.classList.remove("oh-map-freehand");
    map.dragging.enable();
  }
  return {
    start() {
      if (on) return;
      on = true;
      map.dragging.disable();
      container.classList.add("oh-map-freehand");
      container.addEventListener("pointerdown", down);
      container.addEventListener("pointermove", move);
      container.addEventListener("pointerup", up);
    },
    stop,
  };
}
