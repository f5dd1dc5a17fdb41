// Keyboard use of the map's markers (issue 16; docs/accessibility.md "Map"): a pop-up is the next tab stop
// after the marker that opened it and closing it returns focus to that marker; opening a cluster from the
// keyboard leaves focus on what the cluster opened into, not on the map as a whole.
import L from "leaflet";

const TABBABLE = "a[href], button:not([disabled]), input:not([disabled]), [tabindex='0']";

/** The element a marker shows now: its own icon, or the cluster's that holds it at this zoom. */
function shownElement(group: L.MarkerClusterGroup, marker: L.Marker): HTMLElement | undefined {
  const shown = group.getVisibleParent(marker) as L.Marker | null;
  return shown?.getElement();
}

/**
 * After Enter on a cluster, markercluster zooms (or fans the pins out at the last zoom) and focuses the whole
 * map: focus goes instead to the first pin (or smaller cluster) the cluster opened into.
 */
export function followClusterWithFocus(group: L.MarkerClusterGroup) {
  group.on("clusterkeypress", (event) => {
    const { originalEvent, layer } = event as L.LeafletKeyboardEvent & { layer: L.MarkerCluster };
    if (originalEvent.key !== "Enter") return;
    const first = layer.getAllChildMarkers()[0];
    if (!first) return;
    const settle = () => {
      group.off("animationend", settle).off("spiderfied", settle);
      shownElement(group, first)?.focus();
    };
    group.on("animationend", settle).on("spiderfied", settle);
  });
}

/**
 * A marker's pop-up lives in Leaflet's pop-up pane, after every marker in the page: Tab from the marker moves
 * into the pop-up, Shift+Tab from its first stop back to the marker, Tab from its last stop on to whatever
 * follows the marker. Closing the pop-up (Escape, its close button) puts focus back on the marker.
 */
export function popupFollowsMarker(map: L.Map, group: L.MarkerClusterGroup) {
  let open: { popup: L.Popup; marker: L.Marker } | null = null;

  map.on("popupopen", (event) => {
    const popup = (event as L.PopupEvent).popup;
    const marker = (popup as L.Popup & { _source?: L.Layer })._source;
    if (!(marker instanceof L.Marker)) return;
    open = { popup, marker };
    marker.getElement()?.setAttribute("aria-expanded", "true");
  });

  map.on("popupclose", (event) => {
    const { popup } = event as L.PopupEvent;
    if (!open || open.popup !== popup) return;
    const { marker } = open;
    open = null;
    const element = shownElement(group, marker);
    element?.setAttribute("aria-expanded", "false");
    // Only when focus was in the pop-up (or went with it): a click on another marker keeps its focus.
    const active = document.activeElement;
    const focusLost = !active || active === document.body || popup.getElement()?.contains(active) === true;
    if (focusLost) element?.focus({ preventScroll: true });
  });

  map.getContainer().addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || !open) return;
    const markerElement = open.marker.getElement();
    const stops = [...(open.popup.getElement()?.querySelectorAll<HTMLElement>(TABBABLE) ?? [])];
    const first = stops[0];
    const last = stops.at(-1);
    if (!markerElement || !first || !last) return;
    if (event.target === markerElement && !event.shiftKey) {
      event.preventDefault();
      first.focus();
    } else if (event.target === first && event.shiftKey) {
      event.preventDefault();
      markerElement.focus();
    } else if (event.target === last && !event.shiftKey) {
      // The browser's own Tab then carries on from the marker to what follows it.
      markerElement.focus();
    }
  });

  return {
    /** Closes the open pop-up; false when none was open (Escape then closes the map). */
    closeOpen(): boolean {
      if (!open) return false;
      map.closePopup(open.popup);
      return true;
    },
  };
}
