// The site's URLs, built: one function per page and per call the code links to or requests, following the URL
// table (app/routes.ts). Pure, so pages, routes, services, jobs and the browser all build the same strings.
// Path segments taken from data (ids, slugs, tokens) are percent-encoded: for the ids, slugs and tokens the
// site issues that changes nothing, and an odd one cannot spill into the next segment or the query.
// Search paths: modules/search/model/url.ts; media: domain/media-sizes.ts; overlay hashes: domain/overlay-paths.ts.
import { SEARCH_PATH } from "../modules/search/model/search-path.ts";

const segment = (value: string | number) => encodeURIComponent(String(value));

/** A page's query: "?a=1&b=2" when any parameter is set, else nothing. */
const queryOf = (params: URLSearchParams) => {
  const text = params.toString();
  return text ? `?${text}` : "";
};

/** Spec §2 "/": the home page. */
export const homePath = () => "/";

/** A telephone number as a tel: link target ("0117 496 0000" → "tel:01174960000"). */
export function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, "")}`;
}

// Properties (design §5: /properties/{id} is the one URL of a property page; spec §7 "Leads").

export const propertyPath = (id: number | string) => `/properties/${segment(id)}`;

/** The older channel form of a property's URL: answers 301 to propertyPath. */
export const propertyChannelPath = (id: number | string, channel: string) =>
  `${propertyPath(id)}/${segment(channel)}`;

/** Spec §7 "POST /properties/{property_id}/{channel}/leads": the viewing form's call. */
export const propertyLeadsPath = (id: number | string, channel: string) =>
  `${propertyChannelPath(id, channel)}/leads`;

// Search (spec §2, design §5): the canonical path is buildSearchPath's, and channelSearchPath is beside it
// (modules/search/model/url.ts).

/** Spec §2 query form, /search?{query}: the search page redirects it to the canonical path. */
export const searchQueryPath = (query: URLSearchParams) => `${SEARCH_PATH}?${query}`;

/** Spec §7 "GET /search.ljson?{query}": a page of results as JSON. */
export const searchJsonPath = (query: URLSearchParams) => `/search.ljson?${query}`;

/** Issue 16: every result of a search as map markers (docs/search-json.md). */
export const searchMarkersPath = (query: URLSearchParams) => `/search_markers.ljson?${query}`;

// Saved items (spec §7 "Saved items").

/** "POST /search?{query}": saves the search for the signed-in user. */
export const saveSearchPath = (query: URLSearchParams) => searchQueryPath(query);

/** "POST /saved_searches?{search fields and id}" with override put: changes a saved search. */
export const updateSavedSearchPath = (query: URLSearchParams) => `/saved_searches?${query}`;

/** "POST /searches/{search_id}" with override delete. */
export const deleteSavedSearchPath = (searchId: number | string) => `/searches/${segment(searchId)}`;

/** "POST /saved_properties/{id}" (and its override delete). */
export const savedPropertyPath = (propertyId: number | string) => `/saved_properties/${segment(propertyId)}`;

// Marketing (spec §7 "Marketing").

export const marketingPreferencesPath = (marketingPreferenceId: number | string) =>
  `/marketing_preferences/${segment(marketingPreferenceId)}`;

export const customMarketingPreferencesPath = (userId: number | string) =>
  `/custom_marketing_preferences/${segment(userId)}`;

// Places, address and valuation lookups (spec §7 "Places and address"; issue 5).

/** "GET /places?term={text}" or "?near={longitude},{latitude}". */
export const placesPath = (query: URLSearchParams) => `/places?${query}`;

/** "GET /address_lookup?autocomplete={text}" or "?id={id}". */
export const addressLookupPath = (query: URLSearchParams) => `/address_lookup?${query}`;

/** "GET /postcode_branch_lookup?postcode={postcode}". */
export const postcodeBranchLookupPath = (postcode: string) =>
  `/postcode_branch_lookup?${new URLSearchParams({ postcode })}`;

/** The Instant Valuation's estimate (issue 5 item 3). */
export const valuationEstimatePath = (query: URLSearchParams) => `/valuation_estimate.ljson?${query}`;

// Accounts (issue 6; docs/accounts.md).

/** The link of the password-reset email: the new-password page. */
export const resetPasswordPath = (token: string) => `/user/reset-password/${segment(token)}`;

/** The one-click unsubscribe of a saved-search alert email (issue 6 item 7). */
export const alertsUnsubscribePath = (token: string) => `/alerts/unsubscribe/${segment(token)}`;

// Content pages (issue 7 items 4–6; docs/content-sections.md).

/** The branch list: ?q= a town or postcode, ?page= from 2. */
export function branchesPath({ q = "", page = 1 }: { q?: string; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  return `/branches${queryOf(query)}`;
}

export const branchPath = (slug: string) => `/branches/${segment(slug)}`;

/** The article list: ?topic= one topic, ?page= from 2. */
export function articlesPath({
  topic = null,
  page = 1,
}: { topic?: string | null; page?: number } = {}): string {
  const query = new URLSearchParams();
  if (topic) query.set("topic", topic);
  if (page > 1) query.set("page", String(page));
  return `/articles${queryOf(query)}`;
}

export const articlePath = (slug: string) => `/articles/${segment(slug)}`;

export const auctionsPath = () => "/auctions";

/** An antiques or agriculture sales event: /antiques/{slug}, /agriculture/{slug}. */
export const salesEventPath = (kind: "antiques" | "agriculture", slug: string) => `/${kind}/${segment(slug)}`;

/** A professional services page. */
export const servicesPagePath = (slug: string) => `/services/${segment(slug)}`;

/** One of the agency's own pages (issue 16: /privacy, /cookies, /terms, /contact…; modules/content/model/site-pages.ts). */
export const sitePagePath = (slug: string) => `/${segment(slug)}`;

/** The terms the forms' terms boxes agree to, and the privacy notice each form links (pages of the content). */
export const termsPagePath = () => sitePagePath("terms");
export const privacyPagePath = () => sitePagePath("privacy");
/** Issue 41: the cookie policy, drawn from the list of every cookie and storage key (domain/site-storage.ts). */
export const COOKIE_POLICY_SLUG = "cookies";
export const cookiePolicyPath = () => sitePagePath(COOKIE_POLICY_SLUG);

// Search engines (issue 4 item 8).

/** /sitemap.xml, or one file of its index (?page=N). */
export const sitemapPath = (page: number | null = null) =>
  page === null ? "/sitemap.xml" : `/sitemap.xml?page=${page}`;
