// The push API's names, shared by the host (rate limits, token exemption), the route and the key tool
// (issue 12 item 2; docs/feeds-json.md).

/** Feed source names: lower-case letters, digits, "-" and "_"; "demo" is the seeded agency's own. */
const SOURCE = /^[a-z0-9][a-z0-9_-]{0,62}$/;
export const RESERVED_SOURCES = ["demo"] as const;

export function isValidFeedSource(source: string): boolean {
  return SOURCE.test(source) && !(RESERVED_SOURCES as readonly string[]).includes(source);
}

/** Every push key starts with this, so a leaked one is easy to recognise (and to scan for). */
export const FEED_KEY_PREFIX = "ohk_";

export function feedPushPath(source: string): string {
  return `/api/feeds/${encodeURIComponent(source)}/listings`;
}

/** The source a push URL names, or null when the path is not a push URL (case and a trailing slash ignored,
 * as the app's routing ignores them). */
export function feedPushSource(pathname: string): string | null {
  const match = /^\/api\/feeds\/([^/]+)\/listings\/?$/i.exec(pathname);
  if (!match) return null;
  return decoded(match[1]!);
}

/**
 * Rightmove's Real Time Datafeed calls, received at Rightmove's own paths under /api/rtdf (issue 38;
 * docs/feeds-rtdf.md): a CRM that sends RTDF to Rightmove sends it here instead. The push key names the source.
 */
export const RTDF_CALLS = [
  "sendpropertydetails",
  "removeproperty",
  "getbranchpropertylist",
  "getbranchemails",
] as const;
export type RtdfCall = (typeof RTDF_CALLS)[number];

/** An RTDF call's path; with `key`, the form for a CRM that can be given a URL only (the key in the path). */
export function rtdfPath(call: RtdfCall, key?: string): string {
  return `/api/rtdf${key ? `/key/${encodeURIComponent(key)}` : ""}/v1/property/${call}`;
}

/** The RTDF call a path names and the key it carries (null: the key comes as a Bearer token), or null. */
export function rtdfCallOf(pathname: string): { call: RtdfCall; pathKey: string | null } | null {
  const match = /^\/api\/rtdf(?:\/key\/([^/]+))?\/v1\/property\/([a-z]+)\/?$/i.exec(pathname);
  if (!match) return null;
  const call = match[2]!.toLowerCase() as RtdfCall;
  if (!RTDF_CALLS.includes(call)) return null;
  if (match[1] === undefined) return { call, pathKey: null };
  const pathKey = decoded(match[1]);
  return pathKey === null ? null : { call, pathKey };
}

/** Whether a path is a CRM's push (a key instead of a session, a body limit and a rate limit of its own). */
export function isFeedPushPath(pathname: string): boolean {
  return feedPushSource(pathname) !== null || rtdfCallOf(pathname) !== null;
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
