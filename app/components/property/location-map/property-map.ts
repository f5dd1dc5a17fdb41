// The Leaflet side of the property's location map: tiles and one marker. Imported dynamically, so Leaflet and
// its CSS load only when the map is wanted (issue 4 "a location map (lazy)").
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import { tileAttribution } from "../../../modals/map/map-geometry.ts";

// Close enough to see the streets around, far enough to see where in town it is.
const ZOOM = 15;

export function createPropertyMap(
  container: HTMLElement,
  options: {
    tileUrl: string;
    latitude: number;
    longitude: number;
    areaMetres?: number | null;
    label: string;
  },
): { destroy(): void } {
  const centre = L.latLng(options.latitude, options.longitude);
  // Scroll-wheel zoom off: scrolling the page past the map must not zoom it.
  const map = L.map(container, { scrollWheelZoom: false }).setView(centre, ZOOM);
  const attribution = tileAttribution(options.tileUrl);
  L.tileLayer(options.tileUrl, { maxZoom: 19, ...(attribution ? { attribution } : {}) }).addTo(map);
  if (options.areaMetres) {
    // Known only to its postcode district or town (issue 36): the area it lies in, as portals draw it, never a
    // pin on a street it may not be in.
    const area = L.circle(centre, {
      radius: options.areaMetres,
      color: "#1d4ed8",
      weight: 2,
      fillOpacity: 0.15,
      interactive: false,
    }).addTo(map);
    map.fitBounds(area.getBounds());
    return { destroy: () => map.remove() };
  }
  // A vector marker: no marker image to fetch or to allow in the CSP. Decorative (issue 16): a tooltip made the
  // SVG path focusable with no name; the map region is already named after the address.
  L.circleMarker(centre, {
    radius: 10,
    color: "#1d4ed8",
    weight: 3,
    fillOpacity: 0.4,
    interactive: false,
  }).addTo(map);
  return { destroy: () => map.remove() };
}
