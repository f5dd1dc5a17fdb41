// The links agencies already have (issue 18 item 2): Homeflow's results URLs, /properties/{channel} and
// /properties/{channel}/{place…}/{filters}, read as our query form so one grammar decides what they mean
// (the slugs, then the filters, the query's search fields on top). /properties/{id} stays the property page.
import { isIgnoredParameter, isSearchParameter } from "./url.ts";

/** The query form of a legacy results URL: its path after /properties/ as the fragment, plus its search fields. */
export function legacyResultsQuery(pathname: string, query: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams();
  // Still percent-encoded, as a path segment is: the text and tag rules decode their own values.
  params.set("fragment", pathname.replace(/^\/properties\/?/, ""));
  for (const [key, value] of query) {
    if (isSearchParameter(key) && key !== "fragment") params.append(key, value);
  }
  return params;
}

/**
 * The target of the 301 with the legacy link's tracking parameters (utm_*, gclid, fbclid) kept, so a
 * campaign's old links still count; other unknown parameters (Homeflow's own) are dropped.
 */
export function withTracking(path: string, query: URLSearchParams): string {
  const target = new URL(path, "http://target.invalid");
  for (const [key, value] of query) {
    if (isIgnoredParameter(key) && key !== "hashbang") target.searchParams.append(key, value);
  }
  return `${target.pathname}${target.search}${target.hash}`;
}
