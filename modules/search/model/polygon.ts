// The drawn-area filter: a Google encoded polyline of [lat, lng] points (spec §3 currentSearch.poly),
// carried in the path as poly-{base64url of it} (design §5) so that no '/' can appear in the segment.
import polyline from "@mapbox/polyline";

/** A polygon needs three corners; more than this many characters would push the URL past header limits. */
const MIN_POINTS = 3;
export const MAX_ENCODED_POLYGON_LENGTH = 6000;
/** The most corners of a drawn area (issue 13: a cap on every list a visitor sends; ours). */
export const MAX_POLYGON_POINTS = 500;

// An encoded polyline is ASCII 63..126; each value ends with a chunk below 0x20 (chars 63..94).
const POLYLINE_CHAR = /^[\x3f-\x7e]+$/;
const isTerminating = (char: string) => char.charCodeAt(0) - 63 < 0x20;

/** Why an encoded polyline is not a usable search polygon, or null when it is. */
export function encodedPolygonProblem(encoded: string): string | null {
  if (encoded.length > MAX_ENCODED_POLYGON_LENGTH)
    return `the polygon is longer than ${MAX_ENCODED_POLYGON_LENGTH} characters`;
  if (!POLYLINE_CHAR.test(encoded)) return "the polygon is not an encoded polyline";
  const values = [...encoded].filter(isTerminating).length;
  if (!isTerminating(encoded.slice(-1)) || values % 2 !== 0)
    return "the polygon is a truncated encoded polyline";
  if (values / 2 < MIN_POINTS) return `a polygon needs at least ${MIN_POINTS} points`;
  if (values / 2 > MAX_POLYGON_POINTS) return `a polygon can have at most ${MAX_POLYGON_POINTS} points`;
  const outside = polyline.decode(encoded).some(([lat, lng]) => Math.abs(lat) > 90 || Math.abs(lng) > 180);
  return outside ? "the polygon has a point outside latitude ±90 / longitude ±180" : null;
}

/** design §5: base64url without padding, so the segment never holds '/', '+' or '='. */
export function polygonToSegmentValue(encoded: string): string {
  return btoa(encoded).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/**
 * The encoded polyline in a poly- segment's (percent-decoded) value, or an error. Legacy links used
 * standard base64 ('+', '/', '=' padding), accepted here; base64url is what we emit.
 */
export function polygonFromSegmentValue(
  value: string,
): { ok: true; poly: string } | { ok: false; error: string } {
  const unpadded = value.replace(/=+$/, "").replaceAll("+", "-").replaceAll("/", "_");
  if (!BASE64URL.test(unpadded) || unpadded.length % 4 === 1)
    return { ok: false, error: "the polygon is not valid base64" };
  const poly = atob(unpadded.replaceAll("-", "+").replaceAll("_", "/"));
  const problem = encodedPolygonProblem(poly);
  return problem ? { ok: false, error: problem } : { ok: true, poly };
}
