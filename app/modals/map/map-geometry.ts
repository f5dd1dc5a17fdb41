// The map view's pure rules: drawn and visible areas as the poly criterion, the radius circle, attribution.
import polyline from "@mapbox/polyline";
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";

/** [latitude, longitude], the order of a Google encoded polyline. */
export type LatLng = [latitude: number, longitude: number];

export type Bounds = { south: number; west: number; north: number; east: number };

const METRES_PER_MILE = 1609.344;

/** The poly criterion of an area (criteria.ts: a Google encoded polyline of [lat, lng] points). */
export function encodeArea(points: readonly LatLng[]): string {
  return polyline.encode(points.map(([lat, lng]) => [lat, lng]));
}

export function decodeArea(poly: string): LatLng[] {
  return polyline.decode(poly);
}

/** The visible map as a four-cornered area: "search as I move the map" searches inside it. */
export function boundsArea({ south, west, north, east }: Bounds): LatLng[] {
  return [
    [north, west],
    [north, east],
    [south, east],
    [south, west],
  ];
}

/**
 * The search for an area: the area replaces the place and its radius (a place outside the area would leave
 * nothing to find), and the results start again at page 1. Null for fewer than three distinct points.
 */
export function searchInArea(criteria: SearchCriteria, points: readonly LatLng[]): SearchCriteria | null {
  const distinct = new Set(points.map(([lat, lng]) => `${lat.toFixed(5)},${lng.toFixed(5)}`));
  if (distinct.size < 3) return null;
  return { ...criteria, poly: encodeArea(points), placeId: null, within: null, page: 1 };
}

export function milesToMetres(miles: number): number {
  return miles * METRES_PER_MILE;
}

/** OpenStreetMap's tile licence asks for this credit; another tile server brings its own terms. */
export function tileAttribution(tileUrl: string): string | null {
  let host: string;
  try {
    host = new URL(tileUrl.replace(/[{}]/g, "")).hostname;
  } catch {
    return null;
  }
  return host === "openstreetmap.org" || host.endsWith(".openstreetmap.org")
    ? '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : null;
}
