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
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}
