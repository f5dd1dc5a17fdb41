// Search URLs (design §5): the canonical path /search/{channel}[/{location}]{/filter}*[/{sort}][/page-N],
// its channel aliases, and the spec's query form (/search?channel=…&fragment=…, spec §2). Both parse to
// the same SearchCriteria; the builders give exactly one canonical path and one stable query per search.
// The location is gid-{placeId} or, for a place that has one, its slug (issue 18): slugs are opaque words
// here, since only the server's gazetteer can tell which place a slug names (docs/search-urls.md).
import { mapOverlay, overlayHash } from "../../../domain/overlay-paths.ts";
import { EMPTY_CRITERIA, type SearchChannel, type SearchCriteria } from "./criteria.ts";
import { encodedPolygonProblem, polygonToSegmentValue } from "./polygon.ts";
import {
  MAX_WHOLE_NUMBER,
  applySegments,
  buildSegments,
  isFilterSegment,
  type SegmentInput,
} from "./segments.ts";

import { SEARCH_PATH } from "./search-path.ts";

export { SEARCH_PATH };

// spec §2 "Search page path segments": the aliases answer with a 301 to the canonical channel.
export const CHANNEL_ALIASES: Readonly<Record<string, SearchChannel>> = {
  sales: "sales",
  "all-property-for-sale": "sales",
  "property-for-sale": "sales",
  "properties-for-sale": "sales",
  lettings: "lettings",
  "all-property-for-rent": "lettings",
  "property-for-rent": "lettings",
  "properties-to-rent": "lettings",
};

export type SearchParse =
  | {
      ok: true;
      criteria: SearchCriteria;
      /**
       * buildSearchPath(criteria): where a non-canonical request should be redirected (301). With placeSlugs
       * and no place id, the location is written as those slugs: the server resolves them and builds again.
       */
      canonicalPath: string;
      isCanonical: boolean;
      /**
       * Query form only: the location text `q` when no `place_id` came with it. Resolving it to a place
       * needs the gazetteer, so the caller does it (spec §8 flash 'location-not-found' when it fails).
       */
      locationQuery: string | null;
      /**
       * The location as place slugs (lower case, in the order given: `bristol/clifton`), for the server to
       * resolve. A gid- place given as well wins: the slugs are then only a label, as in Homeflow's links.
       */
      placeSlugs: string[];
    }
  | { ok: false; error: string };

/** A place's slug: lower-case letters and digits in hyphen-separated words (`clifton-bristol`, `bs8-2`). */
export const PLACE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Words a place's slug can never be: they already mean something in a search path. */
export function isReservedSlug(slug: string): boolean {
  return slug in CHANNEL_ALIASES || slug === "search" || slug === "properties" || isFilterSegment(slug);
}

/**
 * Reads the location and channel that lead a search path or fragment (everything before the first filter):
 * Homeflow's order is slugs then channel (`brighton-and-hove/brighton/sales`), ours the channel then the
 * slugs (`sales/bristol/clifton`); both are read. A segment in that run that is neither a channel nor a
 * possible slug is an error, as is a second channel.
 */
function readLocationRun(
  segments: readonly string[],
  source: (segment: string) => string,
): { channel: SearchChannel | null; slugs: string[]; filters: string[] } | { error: string } {
  let channel: SearchChannel | null = null;
  const slugs: string[] = [];
  let at = 0;
  for (; at < segments.length; at++) {
    const segment = segments[at]!;
    if (isFilterSegment(segment)) break;
    const alias = CHANNEL_ALIASES[segment];
    if (alias !== undefined) {
      if (channel !== null) return { error: `${source(segment)} repeats the channel` };
      channel = alias;
      continue;
    }
    // Hand-typed links capitalise place names ("Bristol"); a reserved word in capitals is still an error.
    const slug = segment.toLowerCase();
    if (!PLACE_SLUG.test(slug) || isReservedSlug(slug))
      return { error: `${source(segment)} matches no search rule` };
    slugs.push(slug);
  }
  return { channel, slugs, filters: segments.slice(at) };
}

/** Query parameters that say nothing about the search and are ignored rather than refused. */
const IGNORED_PARAMETER = /^(hashbang|utm_.*|gclid|fbclid|_)$/;

function freshCriteria(channel: SearchChannel): SearchCriteria {
  return { ...EMPTY_CRITERIA, tags: [], channel };
}

function branchQuery(criteria: SearchCriteria): string {
  return criteria.branchId === null ? "" : `branch_id=${criteria.branchId}`;
}

export type SearchPathOptions = {
  /** Reopen the map view (design §5 "links built while it is open carry hashbang=map"). */
  map?: boolean;
  /**
   * The place `criteria.placeId` names, with its slug (issue 18): the path then names it by slug. Ignored when
   * it is another place (a search whose place changed), so a stale slug can never name the wrong place.
   */
  place?: { place_id: number; slug: string | null } | null;
  /** With no place id: location slugs still to be resolved, written as they are (the chooser's path). */
  slugs?: readonly string[];
};

function locationSegments(criteria: SearchCriteria, options: SearchPathOptions): readonly string[] {
  const { place, slugs = [] } = options;
  if (criteria.placeId === null) return slugs;
  return place?.slug && place.place_id === criteria.placeId ? [place.slug] : [];
}

function canonicalPathname(criteria: SearchCriteria, options: SearchPathOptions = {}): string {
  return [
    SEARCH_PATH,
    criteria.channel,
    ...buildSegments(criteria, locationSegments(criteria, options)),
  ].join("/");
}

/**
 * The canonical URL of a search. `branch_id` has no path segment (design §5 lists none), so it rides in the
 * query. With `map: true` the link reopens the map view (design §5 "links built while it is open carry
 * hashbang=map"): the server sees `hashbang=map` and the browser's overlay host sees `#/map`.
 */
export function buildSearchPath(criteria: SearchCriteria, options: SearchPathOptions = {}): string {
  const query = [branchQuery(criteria), options.map ? "hashbang=map" : ""].filter(Boolean).join("&");
  return (
    canonicalPathname(criteria, options) +
    (query ? `?${query}` : "") +
    (options.map ? overlayHash(mapOverlay()) : "")
  );
}

/** True when the page should open on the map view: a `#/map` hash or a link carrying hashbang=map. */
export function isMapView(url: URL): boolean {
  return url.hash === "#/map" || url.searchParams.get("hashbang") === "map";
}

function parseBranchId(
  value: string | null,
  source: string,
): { branchId: number | null } | { error: string } {
  if (value === null || value === "") return { branchId: null };
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < 1 || n > MAX_WHOLE_NUMBER)
    return { error: `${source}: the branch id must be a whole number from 1` };
  return { branchId: n };
}

/**
 * Parses a raw (still percent-encoded) pathname such as `/search/sales/gid-12/from-2-bed/page-2`, as
 * `URL.pathname` gives it. A query string on it, or `query`, may carry `branch_id`; other parameters of a
 * path-form URL (hashbang, tracking) are ignored. The place is gid- only: the browser's own paths (its links,
 * saved searches, history) name places by id; parseLocatedSearchPath also reads place slugs.
 */
export function parseSearchPath(pathname: string, query?: URLSearchParams): SearchParse {
  const [withoutHash = ""] = pathname.split("#");
  const [path = "", search = ""] = withoutHash.split(/\?(.*)/s);
  if (path !== SEARCH_PATH && !path.startsWith(`${SEARCH_PATH}/`)) {
    return { ok: false, error: `"${path}" is not a search path: it must start with ${SEARCH_PATH}/` };
  }
  const segments = path.slice(SEARCH_PATH.length).split("/").filter(Boolean);
  const [first, ...filters] = segments;
  const channel = first === undefined ? "sales" : CHANNEL_ALIASES[first];
  if (channel === undefined) {
    return {
      ok: false,
      error: `segment "${first}" is not a channel: the first segment must be sales or lettings`,
    };
  }
  const criteria = freshCriteria(channel);
  const error = applySegments(
    criteria,
    filters.map((segment) => ({ segment, source: `segment "${segment}"` })),
  );
  if (error) return { ok: false, error };
  const branch = parseBranchId(
    (query ?? new URLSearchParams(search)).get("branch_id"),
    "parameter branch_id",
  );
  if ("error" in branch) return { ok: false, error: branch.error };
  criteria.branchId = branch.branchId;
  return {
    ok: true,
    criteria,
    canonicalPath: buildSearchPath(criteria),
    isCanonical: path === canonicalPathname(criteria),
    locationQuery: null,
    placeSlugs: [],
  };
}

/**
 * parseSearchPath, with the location read as place slugs (issue 18): `/search/sales/bristol/clifton/…`,
 * Homeflow's order `/search/brighton-and-hove/brighton/sales/…`, capitals. The server's (the page resolves
 * the slugs against the gazetteer); kept apart so the browser's first render does not load it. The path
 * without its location words is read by parseSearchPath, then the words are put back.
 */
export function parseLocatedSearchPath(pathname: string, query?: URLSearchParams): SearchParse {
  const [withoutHash = ""] = pathname.split("#");
  const [path = "", search = ""] = withoutHash.split(/\?(.*)/s);
  if (path !== SEARCH_PATH && !path.startsWith(`${SEARCH_PATH}/`)) return parseSearchPath(pathname, query);
  const segments = path.slice(SEARCH_PATH.length).split("/").filter(Boolean);
  const run = readLocationRun(segments, (segment) => `segment "${segment}"`);
  if ("error" in run) return { ok: false, error: run.error };
  const channel = run.channel === null ? segments.slice(0, 1) : [run.channel];
  const located = parseSearchPath(
    [SEARCH_PATH, ...channel, ...run.filters].join("/") + (search ? `?${search}` : ""),
    query,
  );
  if (!located.ok) return located;
  const slugs = run.slugs;
  return {
    ...located,
    canonicalPath: buildSearchPath(located.criteria, { slugs }),
    isCanonical: path === canonicalPathname(located.criteria, { slugs }),
    placeSlugs: slugs,
  };
}

const NUMBER = /^\d+(\.\d+)?$/;
const numeric = (template: (n: string) => string) => (value: string) =>
  NUMBER.test(value) ? template(value) : null;
const TRUE_VALUES = new Set(["true", "1", "on", "yes"]);
const FALSE_VALUES = new Set(["false", "0", "off", "no"]);
const flag = (segment: string) => (value: string) =>
  TRUE_VALUES.has(value) ? segment : FALSE_VALUES.has(value) ? "" : null;

/**
 * The spec's snake_case query fields, each turned into its path segment so both forms share one set of
 * rules. null means the value is malformed; "" means "not set".
 */
const QUERY_FIELDS: Readonly<Record<string, (value: string) => string | null>> = {
  place_id: numeric((n) => `gid-${n}`),
  within: (value) => numeric((n) => `within-${n}-miles`)(value.replace(/-miles$/, "")),
  poly: (value) => (encodedPolygonProblem(value) ? null : `poly-${polygonToSegmentValue(value)}`),
  min_beds: numeric((n) => `from-${n}-bed`),
  max_beds: numeric((n) => `up-to-${n}-bed`),
  min_price: numeric((n) => `from-${n}`),
  max_price: numeric((n) => `up-to-${n}`),
  min_nightly_price: numeric((n) => `from-${n}-per-night`),
  max_nightly_price: numeric((n) => `up-to-${n}-per-night`),
  min_acreage: numeric((n) => `from-${n}-acres`),
  max_acreage: numeric((n) => `up-to-${n}-acres`),
  min_square_feet: numeric((n) => `min-sq-ft-${n}`),
  max_square_feet: numeric((n) => `max-sq-ft-${n}`),
  area: numeric((n) => `area-${n}`),
  updated_ago: numeric((n) => `updated-in-${n}-days`),
  created_ago: numeric((n) => `newer-than-${n}-days`),
  status: (value) => `status-${value}`,
  text: (value) => `text-${encodeURIComponent(value)}`,
  tags: (value) => `tag-${value.split(",").map(encodeURIComponent).join(",")}`,
  auction_date: (value) => `auction-date-${value}`,
  short_lets: flag("short-lets"),
  pets: flag("pets"),
  sorted: (value) => `sorted-${value}`,
  page: numeric((n) => `page-${n}`),
};

/** Whether a query parameter is one of the query form's search fields (a legacy link keeps only these). */
export function isSearchParameter(key: string): boolean {
  return key === "channel" || key === "q" || key === "fragment" || key === "branch_id" || key in QUERY_FIELDS;
}

/** Whether a query parameter says nothing about the search (tracking, the map flag): kept, never refused. */
export function isIgnoredParameter(key: string): boolean {
  return IGNORED_PARAMETER.test(key);
}

/** Fields an HTML form may send once per ticked box; their values are joined. */
const LIST_FIELDS = new Set(["tags"]);

/**
 * Parses the query form: `channel`, `place_id`, `q`, `fragment` (path segments joined by '/'), the
 * snake_case fields of QUERY_FIELDS and `branch_id`. An empty value means "not set" (a GET form's blank
 * select); a zero is a value (spec §2: minBeds/maxBeds kept when 0). Unknown or repeated parameters are
 * errors, except tracking parameters and `hashbang`, which are ignored.
 */
export function parseSearchParams(params: URLSearchParams): SearchParse {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (IGNORED_PARAMETER.test(key)) continue;
    if (!isSearchParameter(key)) return { ok: false, error: `parameter ${key} is not a search field` };
    if (seen.has(key) && !LIST_FIELDS.has(key)) {
      return { ok: false, error: `parameter ${key} is given more than once` };
    }
    seen.add(key);
  }

  const channelValue = params.get("channel") || null;
  const channelParam = channelValue === null ? null : CHANNEL_ALIASES[channelValue];
  if (channelParam === undefined)
    return { ok: false, error: `parameter channel=${channelValue}: the channel must be sales or lettings` };

  // A fragment may lead with the location and channel, as Homeflow's do (`brighton-and-hove/brighton/sales/…`),
  // and may be a whole pasted results path (`/properties/sales/…`, `/search/sales/…`).
  const fragment = (params.get("fragment") ?? "").split("/").filter(Boolean);
  if (fragment[0] === "properties" || fragment[0] === "search") fragment.shift();
  const run = readLocationRun(fragment, (segment) => `fragment segment "${segment}"`);
  if ("error" in run) return { ok: false, error: run.error };
  if (run.channel !== null && channelParam !== null && run.channel !== channelParam) {
    return {
      ok: false,
      error: `parameter channel=${channelValue} differs from the fragment's channel ${run.channel}`,
    };
  }
  const channel = run.channel ?? channelParam ?? "sales";

  const inputs: SegmentInput[] = [];
  for (const segment of run.filters) {
    inputs.push({ segment, source: `fragment segment "${segment}"` });
  }
  for (const [key, toSegment] of Object.entries(QUERY_FIELDS)) {
    const value = params
      .getAll(key)
      .filter((v) => v.trim() !== "")
      .join(",");
    if (value === "") continue;
    const segment = toSegment(value);
    if (segment === null) return { ok: false, error: `parameter ${key}=${value} is not a valid value` };
    if (segment !== "") inputs.push({ segment, source: `parameter ${key}=${value}` });
  }

  const criteria = freshCriteria(channel);
  const error = applySegments(criteria, inputs);
  if (error) return { ok: false, error };
  const branch = parseBranchId(params.get("branch_id"), `parameter branch_id=${params.get("branch_id")}`);
  if ("error" in branch) return { ok: false, error: branch.error };
  criteria.branchId = branch.branchId;

  const q = params.get("q")?.trim() ?? "";
  const slugs = run.slugs;
  return {
    ok: true,
    criteria,
    canonicalPath: buildSearchPath(criteria, { slugs }),
    // The query form is an alias (design §5): always redirected to the path.
    isCanonical: false,
    // Slugs name the location; q is then only its label.
    locationQuery: criteria.placeId === null && slugs.length === 0 && q !== "" ? q : null,
    placeSlugs: slugs,
  };
}

/** The query form of a search (for GET /search.ljson?…): defaults left out, fields in a fixed order. */
export function buildSearchParams(c: SearchCriteria): URLSearchParams {
  const fields: [string, string | number | null | false][] = [
    ["channel", c.channel],
    ["place_id", c.placeId],
    ["within", c.within],
    ["poly", c.poly],
    ["min_beds", c.minBeds],
    ["max_beds", c.maxBeds],
    ["min_price", c.minPrice],
    ["max_price", c.maxPrice],
    ["min_nightly_price", c.minNightlyPrice],
    ["max_nightly_price", c.maxNightlyPrice],
    ["min_acreage", c.minAcreage],
    ["max_acreage", c.maxAcreage],
    ["min_square_feet", c.minSquareFeet],
    ["max_square_feet", c.maxSquareFeet],
    ["area", c.area],
    ["updated_ago", c.updatedAgo],
    ["created_ago", c.createdAgo],
    ["status", c.status],
    ["text", c.text !== null && c.text.trim() !== "" && c.text],
    ["tags", c.tags.length > 0 && c.tags.join(",")],
    ["auction_date", c.auctionDate],
    ["short_lets", c.shortLets && "true"],
    ["pets", c.pets && "true"],
    ["sorted", c.sorted],
    ["page", c.page > 1 && c.page],
    ["branch_id", c.branchId],
  ];
  const params = new URLSearchParams();
  for (const [key, value] of fields) {
    if (value !== null && value !== false) params.set(key, String(value));
  }
  return params;
}

/** The first results page of a channel: /search/sales or /search/lettings. */
export const channelSearchPath = (channel: SearchChannel) =>
  buildSearchPath({ ...EMPTY_CRITERIA, tags: [], channel });
