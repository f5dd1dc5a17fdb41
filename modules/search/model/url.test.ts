import polyline from "@mapbox/polyline";
import { describe, expect, it } from "vitest";
import {
  ACCEPTED_DISTANCES,
  DISTANCE_OPTIONS,
  EMPTY_CRITERIA,
  SORT_ORDERS,
  STATUS_FILTERS,
  type SearchCriteria,
} from "./criteria.ts";
import { polygonToSegmentValue } from "./polygon.ts";
import {
  CHANNEL_ALIASES,
  buildSearchParams,
  buildSearchPath,
  isMapView,
  isReservedSlug,
  parseLocatedSearchPath,
  parseSearchParams,
  parseSearchPath,
  type SearchParse,
} from "./url.ts";

const TRIANGLE = polyline.encode([
  [51.45, -2.6],
  [51.47, -2.55],
  [51.43, -2.52],
]);

function criteria(overrides: Partial<SearchCriteria>): SearchCriteria {
  return { ...EMPTY_CRITERIA, tags: [], ...overrides };
}

function parsed(path: string): SearchCriteria {
  const result = parseSearchPath(path);
  if (!result.ok) throw new Error(result.error);
  return result.criteria;
}

function error(result: SearchParse): string {
  if (result.ok) throw new Error(`expected an error, got ${result.canonicalPath}`);
  return result.error;
}

describe("parseSearchPath: channel (spec §2, design §5)", () => {
  it.each(["sales", "lettings"] as const)("%s is canonical", (channel) => {
    expect(parseSearchPath(`/search/${channel}`)).toEqual({
      ok: true,
      criteria: criteria({ channel }),
      canonicalPath: `/search/${channel}`,
      isCanonical: true,
      locationQuery: null,
      placeSlugs: [],
    });
  });

  it.each([
    ["all-property-for-sale", "sales"],
    ["property-for-sale", "sales"],
    ["properties-for-sale", "sales"],
    ["all-property-for-rent", "lettings"],
    ["property-for-rent", "lettings"],
    ["properties-to-rent", "lettings"],
  ] as const)("alias %s is %s, not canonical (301)", (alias, channel) => {
    const result = parseSearchPath(`/search/${alias}/from-2-bed`);
    expect(result).toMatchObject({
      ok: true,
      criteria: { channel, minBeds: 2 },
      canonicalPath: `/search/${channel}/from-2-bed`,
      isCanonical: false,
    });
  });

  it("knows exactly the two channels and six aliases", () => {
    expect(Object.keys(CHANNEL_ALIASES)).toHaveLength(8);
  });

  it("a bare /search is sales, redirected to /search/sales", () => {
    expect(parseSearchPath("/search")).toMatchObject({
      ok: true,
      canonicalPath: "/search/sales",
      isCanonical: false,
    });
  });

  it("a trailing slash is accepted but not canonical", () => {
    expect(parseSearchPath("/search/sales/from-2-bed/")).toMatchObject({ ok: true, isCanonical: false });
  });

  it("refuses a path outside /search and a first segment that is not a channel", () => {
    expect(error(parseSearchPath("/searches/sales"))).toContain("not a search path");
    expect(error(parseSearchPath("/search/from-2-bed"))).toBe(
      'segment "from-2-bed" is not a channel: the first segment must be sales or lettings',
    );
  });
});

describe("parseSearchPath: one rule per segment (design §5)", () => {
  it.each<[string, Partial<SearchCriteria>]>([
    ["gid-1234", { placeId: 1234 }],
    ["from-2-bed", { minBeds: 2 }],
    ["up-to-4-bed", { maxBeds: 4 }],
    // spec §2: "A zero for minBeds or maxBeds is still included in the search link."
    ["from-0-bed", { minBeds: 0 }],
    ["up-to-0-bed", { maxBeds: 0 }],
    ["from-250000", { minPrice: 250000 }],
    ["up-to-300000", { maxPrice: 300000 }],
    ["from-80-per-night", { minNightlyPrice: 80 }],
    ["up-to-150-per-night", { maxNightlyPrice: 150 }],
    // design §5: "D may have up to 2 decimals (0.25 must survive)"
    ["from-0.25-acres", { minAcreage: 0.25 }],
    ["up-to-12.5-acres", { maxAcreage: 12.5 }],
    ["from-3-acres", { minAcreage: 3 }],
    ["min-sq-ft-800", { minSquareFeet: 800 }],
    ["max-sq-ft-2500", { maxSquareFeet: 2500 }],
    ["area-7", { area: 7 }],
    ["updated-in-3-days", { updatedAgo: 3 }],
    ["newer-than-14-days", { createdAgo: 14 }],
    ["within-0.25-miles", { within: 0.25 }],
    ["within-25-miles", { within: 25 }],
    [`poly-${polygonToSegmentValue(TRIANGLE)}`, { poly: TRIANGLE }],
    ["text-garden%20flat", { text: "garden flat" }],
    ["text-caf%C3%A9%2Fbar%20100%25", { text: "café/bar 100%" }],
    ["tag-garden", { tags: ["garden"] }],
    ["tag-new%20home,garden,!student", { tags: ["new home", "garden", "!student"] }],
    ["auction-date-2026-03-14", { auctionDate: "2026-03-14" }],
    ["auction-date-2024-02-29", { auctionDate: "2024-02-29" }],
    ["short-lets", { shortLets: true }],
    ["pets", { pets: true }],
    ["page-2", { page: 2 }],
  ])("%s", (segment, expected) => {
    expect(parseSearchPath(`/search/sales/${segment}`)).toEqual({
      ok: true,
      criteria: criteria(expected),
      canonicalPath: `/search/sales/${segment}`,
      isCanonical: true,
      locationQuery: null,
      placeSlugs: [],
    });
  });

  it.each(STATUS_FILTERS.filter((status) => status !== "available"))("status-%s", (status) => {
    expect(parsed(`/search/sales/status-${status}`).status).toBe(status);
  });

  it("status-available is the default, so its canonical path has no status segment", () => {
    expect(parsed("/search/sales/status-available").status).toBeNull();
    expect(buildSearchPath({ ...EMPTY_CRITERIA, channel: "sales", status: "available" })).toBe(
      "/search/sales",
    );
    const fromQuery = parseSearchParams(new URLSearchParams("channel=sales&status=available&text=garden"));
    expect(fromQuery.ok && buildSearchPath(fromQuery.criteria)).toBe("/search/sales/text-garden");
  });

  it.each(ACCEPTED_DISTANCES)("within-%s-miles (spec §9 distance and hero radius options)", (miles) => {
    expect(parsed(`/search/lettings/gid-1/within-${miles}-miles`).within).toBe(miles);
  });

  it.each(SORT_ORDERS)("sort %s (spec §2 sort values)", (sort) => {
    expect(parseSearchPath(`/search/sales/${sort}`)).toMatchObject({
      criteria: { sorted: sort },
      isCanonical: true,
    });
  });

  it.each(SORT_ORDERS)("sorted-%s is accepted and written as the bare value", (sort) => {
    expect(parseSearchPath(`/search/sales/sorted-${sort}`)).toMatchObject({
      criteria: { sorted: sort },
      canonicalPath: `/search/sales/${sort}`,
      isCanonical: false,
    });
  });

  it("page-1 is accepted but left out of the canonical path", () => {
    expect(parseSearchPath("/search/sales/page-1")).toMatchObject({
      criteria: { page: 1 },
      canonicalPath: "/search/sales",
      isCanonical: false,
    });
  });

  it("a bare from-/up-to- integer is a price; the suffix decides every other type", () => {
    expect(parsed("/search/sales/from-3/up-to-3-bed/up-to-3-acres/from-3-per-night")).toMatchObject({
      minPrice: 3,
      maxBeds: 3,
      maxAcreage: 3,
      minNightlyPrice: 3,
    });
  });

  it("accepts legacy standard base64 (with '/', '+' and padding, percent-encoded or not) for poly-", () => {
    // A polygon whose base64 holds '/' and '+' and needs padding.
    const encoded = polyline.encode([
      [51.00244, -2],
      [51.01, -2.00512],
      [51.02, -1.9894],
    ]);
    const standard = btoa(encoded);
    expect(standard).toMatch(/\+.*=$/);
    const canonical = `/search/sales/poly-${polygonToSegmentValue(encoded)}`;
    expect(canonical).not.toMatch(/poly-.*[+/=]/);
    for (const legacy of [standard, encodeURIComponent(standard), `${standard.replace("=", "")}%3D`]) {
      expect(parseSearchPath(`/search/sales/poly-${legacy}`)).toMatchObject({
        criteria: { poly: encoded },
        canonicalPath: canonical,
        isCanonical: false,
      });
    }
  });

  it("accepts leading zeros and trailing acre zeros, redirecting to the short form", () => {
    expect(parseSearchPath("/search/sales/from-02-bed/from-1.50-acres")).toMatchObject({
      criteria: { minBeds: 2, minAcreage: 1.5 },
      canonicalPath: "/search/sales/from-2-bed/from-1.5-acres",
      isCanonical: false,
    });
  });

  it("accepts segments in any order; the canonical path has design §5's order", () => {
    const result = parseSearchPath(
      "/search/sales/page-3/most-recent-first/pets/short-lets/auction-date-2026-01-02/tag-a/text-x/within-5-miles/status-sold/newer-than-7-days/updated-in-2-days/area-4/max-sq-ft-900/min-sq-ft-100/up-to-2-acres/from-1-acres/up-to-90-per-night/from-50-per-night/up-to-500000/from-100000/up-to-5-bed/from-1-bed/gid-9",
    );
    expect(result).toMatchObject({
      ok: true,
      isCanonical: false,
      canonicalPath:
        "/search/sales/gid-9/from-1-bed/up-to-5-bed/from-100000/up-to-500000/from-50-per-night/up-to-90-per-night/from-1-acres/up-to-2-acres/min-sq-ft-100/max-sq-ft-900/area-4/updated-in-2-days/newer-than-7-days/status-sold/within-5-miles/text-x/tag-a/auction-date-2026-01-02/short-lets/pets/most-recent-first/page-3",
    });
  });

  it("reads branch_id from the query and ignores other parameters of a path URL", () => {
    expect(parseSearchPath("/search/sales/from-2-bed?branch_id=3&hashbang=map&utm_source=x")).toMatchObject({
      criteria: { minBeds: 2, branchId: 3 },
      canonicalPath: "/search/sales/from-2-bed?branch_id=3",
      isCanonical: true,
    });
    expect(parseSearchPath("/search/sales", new URLSearchParams("branch_id=5"))).toMatchObject({
      criteria: { branchId: 5 },
    });
    expect(error(parseSearchPath("/search/sales?branch_id=x"))).toContain("branch id");
  });
});

describe("parseSearchPath: rejections name the segment", () => {
  it.each([
    ["foo", 'segment "foo" matches no search rule'],
    ["from-2-beds", 'segment "from-2-beds": the price must be a whole number'],
    ["from-two-bed", 'segment "from-two-bed": bedrooms must be a whole number'],
    ["from-2.5-bed", 'segment "from-2.5-bed": bedrooms must be a whole number'],
    ["from-100-bed", 'segment "from-100-bed": bedrooms must be from 0 to 99'],
    ["from-12.5", 'segment "from-12.5": the price must be a whole number'],
    ["up-to-99999999999", 'segment "up-to-99999999999": the price must be from 0 to 2,147,483,647'],
    ["from-0.255-acres", 'segment "from-0.255-acres": acres must be a number with at most 2 decimals'],
    ["from-.5-acres", 'segment "from-.5-acres": acres must be a number with at most 2 decimals'],
    ["gid-0", 'segment "gid-0": the place id must be from 1 to 2,147,483,647'],
    ["gid-", 'segment "gid-": the place id must be a whole number'],
    ["page-0", 'segment "page-0": the page must be from 1 to 2,147,483,647'],
    ["updated-in-0-days", 'segment "updated-in-0-days": the number of days must be from 1 to 3,650'],
    [
      "within-7-miles",
      'segment "within-7-miles": the distance must be one of 0.25, 0.5, 1, 2, 3, 4, 5, 10, 15, 20, 25, 30 miles',
    ],
    [
      "status-pending",
      'segment "status-pending": the status must be one of available, all, sold, let, under-offer',
    ],
    ["sorted-cheapest", `segment "sorted-cheapest": the sort must be one of ${SORT_ORDERS.join(", ")}`],
    [
      "auction-date-2023-02-29",
      'segment "auction-date-2023-02-29": the auction date must be a real date written YYYY-MM-DD',
    ],
    [
      "auction-date-2026-13-01",
      'segment "auction-date-2026-13-01": the auction date must be a real date written YYYY-MM-DD',
    ],
    [
      "auction-date-26-01-01",
      'segment "auction-date-26-01-01": the auction date must be a real date written YYYY-MM-DD',
    ],
    ["text-", 'segment "text-": the text is empty'],
    ["text-%E0%A4%A", 'segment "text-%E0%A4%A": the text is not valid percent-encoding'],
    ["tag-", 'segment "tag-": a tag is empty'],
    ["tag-a,,b", 'segment "tag-a,,b": a tag is empty'],
    ["tag-a,!a", 'segment "tag-a,!a": the tag "a" is listed twice'],
    ["tag-a%2Cb", 'segment "tag-a%2Cb": a tag cannot contain a comma'],
    ["poly-!!!", 'segment "poly-!!!": the polygon is not valid base64'],
    ["poly-A", 'segment "poly-A": the polygon is not valid base64'],
    ["poly-MTIz", 'segment "poly-MTIz": the polygon is not an encoded polyline'],
    ["poly-YWJj", 'segment "poly-YWJj": the polygon is a truncated encoded polyline'],
    [`poly-${polygonToSegmentValue(TRIANGLE.slice(0, -1))}`, "the polygon is a truncated encoded polyline"],
    [
      `poly-${polygonToSegmentValue(
        polyline.encode([
          [1, 1],
          [2, 2],
        ]),
      )}`,
      "a polygon needs at least 3 points",
    ],
    ["short-lets-please", 'segment "short-lets-please" matches no search rule'],
    ["Sales", 'segment "Sales" matches no search rule'],
  ])("%s", (segment, message) => {
    // After a filter: right after the channel a word like "foo" is read as a place's slug (issue 18).
    expect(error(parseSearchPath(`/search/sales/pets/${segment}`))).toContain(message);
  });

  it.each([
    [
      "from-2-bed/from-3-bed",
      'segment "from-3-bed" repeats the minimum bedrooms already set by segment "from-2-bed"',
    ],
    [
      "most-recent-first/sorted-most-expensive-first",
      'segment "sorted-most-expensive-first" repeats the sort',
    ],
    ["pets/pets", 'segment "pets" repeats the pets'],
    ["page-2/page-3", 'segment "page-3" repeats the page'],
    ["tag-a/tag-b", 'segment "tag-b" repeats the tags'],
  ])("a repeated segment: %s", (segments, message) => {
    expect(error(parseSearchPath(`/search/sales/${segments}`))).toContain(message);
  });

  it.each([
    [
      "from-5-bed/up-to-3-bed",
      'segment "from-5-bed" asks for a minimum bedrooms above the maximum bedrooms of segment "up-to-3-bed"',
    ],
    ["from-500000/up-to-300000", "minimum price above the maximum price"],
    ["from-90-per-night/up-to-50-per-night", "minimum nightly price above the maximum nightly price"],
    ["from-2.5-acres/up-to-0.25-acres", "minimum acres above the maximum acres"],
    ["min-sq-ft-900/max-sq-ft-800", "minimum square feet above the maximum square feet"],
  ])("min > max: %s", (segments, message) => {
    expect(error(parseSearchPath(`/search/sales/${segments}`))).toContain(message);
  });

  it("min equal to max is fine", () => {
    expect(parsed("/search/sales/from-2-bed/up-to-2-bed")).toMatchObject({ minBeds: 2, maxBeds: 2 });
  });
});

describe("buildSearchPath", () => {
  it("gives design §5's example", () => {
    expect(
      buildSearchPath(
        criteria({
          placeId: 1234,
          minBeds: 2,
          maxPrice: 300000,
          within: 5,
          sorted: "most-recent-first",
          page: 2,
        }),
      ),
    ).toBe("/search/sales/gid-1234/from-2-bed/up-to-300000/within-5-miles/most-recent-first/page-2");
  });

  it("keeps zero bedrooms (spec §2) and leaves defaults out", () => {
    expect(buildSearchPath(criteria({ channel: "lettings", minBeds: 0, maxBeds: 0 }))).toBe(
      "/search/lettings/from-0-bed/up-to-0-bed",
    );
    expect(buildSearchPath(criteria({ text: "  ", page: 1 }))).toBe("/search/sales");
  });

  it("never emits a '/' inside a segment", () => {
    const path = buildSearchPath(criteria({ text: "a/b", tags: ["x/y", "!p q"] }));
    expect(path).toBe("/search/sales/text-a%2Fb/tag-x%2Fy,!p%20q");
    expect(parsed(path)).toMatchObject({ text: "a/b", tags: ["x/y", "!p q"] });
  });

  it("map view: hashbang=map for the server and #/map for the overlay host (design §5)", () => {
    const path = buildSearchPath(criteria({ minBeds: 1, branchId: 2 }), { map: true });
    expect(path).toBe("/search/sales/from-1-bed?branch_id=2&hashbang=map#/map");
    expect(parseSearchPath(path)).toMatchObject({ criteria: { minBeds: 1, branchId: 2 }, isCanonical: true });
    expect(isMapView(new URL(path, "http://x"))).toBe(true);
    expect(isMapView(new URL("/search/sales?hashbang=map", "http://x"))).toBe(true);
    expect(isMapView(new URL("/search/sales#/map", "http://x"))).toBe(true);
    expect(isMapView(new URL("/search/sales#/user", "http://x"))).toBe(false);
  });
});

describe("parseSearchParams: the query form (spec §2, design §5)", () => {
  it("reads channel, place_id, fragment and snake_case fields into the same criteria as the path", () => {
    const result = parseSearchParams(
      new URLSearchParams(
        "channel=sales&place_id=1234&q=Bristol%2C+City+of+Bristol&fragment=from-2-bed/up-to-300000&within=5&sorted=most-recent-first&page=2",
      ),
    );
    expect(result).toEqual({
      ok: true,
      criteria: parsed(
        "/search/sales/gid-1234/from-2-bed/up-to-300000/within-5-miles/most-recent-first/page-2",
      ),
      canonicalPath: "/search/sales/gid-1234/from-2-bed/up-to-300000/within-5-miles/most-recent-first/page-2",
      isCanonical: false,
      locationQuery: null,
      placeSlugs: [],
    });
  });

  it("reads every snake_case field", () => {
    const params = new URLSearchParams({
      channel: "lettings",
      min_beds: "0",
      max_beds: "0",
      min_price: "500",
      max_price: "1200",
      min_nightly_price: "40",
      max_nightly_price: "90",
      min_acreage: "0.25",
      max_acreage: "2",
      min_square_feet: "300",
      max_square_feet: "900",
      area: "3",
      updated_ago: "7",
      created_ago: "14",
      status: "under-offer",
      text: "sea view",
      tags: "garden,!student",
      auction_date: "2026-05-01",
      short_lets: "true",
      pets: "1",
      sorted: "least-expensive-first",
      page: "4",
      branch_id: "2",
      poly: TRIANGLE,
      within: "0.5-miles",
    });
    expect(parseSearchParams(params)).toMatchObject({
      ok: true,
      criteria: {
        channel: "lettings",
        minBeds: 0,
        maxBeds: 0,
        minPrice: 500,
        maxPrice: 1200,
        minNightlyPrice: 40,
        maxNightlyPrice: 90,
        minAcreage: 0.25,
        maxAcreage: 2,
        minSquareFeet: 300,
        maxSquareFeet: 900,
        area: 3,
        updatedAgo: 7,
        createdAgo: 14,
        status: "under-offer",
        text: "sea view",
        tags: ["garden", "!student"],
        auctionDate: "2026-05-01",
        shortLets: true,
        pets: true,
        sorted: "least-expensive-first",
        page: 4,
        branchId: 2,
        poly: TRIANGLE,
        within: 0.5,
      },
    });
  });

  it("accepts channel aliases and defaults to sales", () => {
    expect(parseSearchParams(new URLSearchParams("channel=properties-to-rent"))).toMatchObject({
      criteria: { channel: "lettings" },
    });
    expect(parseSearchParams(new URLSearchParams(""))).toMatchObject({ criteria: { channel: "sales" } });
  });

  it("gives q back as the location to resolve only when no place_id came with it", () => {
    expect(parseSearchParams(new URLSearchParams("q=+Bath+"))).toMatchObject({ locationQuery: "Bath" });
    expect(parseSearchParams(new URLSearchParams("q=Bath&place_id=3"))).toMatchObject({
      locationQuery: null,
    });
    expect(parseSearchParams(new URLSearchParams("q="))).toMatchObject({ locationQuery: null });
  });

  it("treats a blank value as not set (a GET form's empty select) and a zero as a value", () => {
    expect(parseSearchParams(new URLSearchParams("min_beds=&max_beds=0&within=&status="))).toMatchObject({
      criteria: { minBeds: null, maxBeds: 0, within: null, status: null },
    });
  });

  it("ignores hashbang and tracking parameters; joins repeated tags", () => {
    expect(
      parseSearchParams(
        new URLSearchParams("hashbang=map&utm_source=mail&gclid=1&fbclid=2&_=3&tags=a&tags=b"),
      ),
    ).toMatchObject({ ok: true, criteria: { tags: ["a", "b"] } });
  });

  it.each([
    ["channel=commercial", "parameter channel=commercial: the channel must be sales or lettings"],
    ["min_bed=2", "parameter min_bed is not a search field"],
    ["min_beds=2&min_beds=3", "parameter min_beds is given more than once"],
    ["min_beds=two", "parameter min_beds=two is not a valid value"],
    ["min_price=100-bed", "parameter min_price=100-bed is not a valid value"],
    ["min_beds=2.5", "parameter min_beds=2.5: bedrooms must be a whole number"],
    ["within=7", "parameter within=7: the distance must be one of"],
    ["short_lets=maybe", "parameter short_lets=maybe is not a valid value"],
    ["poly=abc", "parameter poly=abc is not a valid value"],
    ["status=pending", "parameter status=pending: the status must be one of"],
    ["sorted=random", "parameter sorted=random: the sort must be one of"],
    ["auction_date=2026-02-30", "parameter auction_date=2026-02-30: the auction date must be a real date"],
    ["branch_id=0", "parameter branch_id=0: the branch id must be a whole number from 1"],
    ["fragment=from-2-bed/nonsense", 'fragment segment "nonsense" matches no search rule'],
    [
      "fragment=sales&channel=lettings",
      "parameter channel=lettings differs from the fragment's channel sales",
    ],
    ["fragment=sales/lettings", 'fragment segment "lettings" repeats the channel'],
    ["fragment=bristol/from-2-bed/clifton", 'fragment segment "clifton" matches no search rule'],
    ["fragment=bristol_city", 'fragment segment "bristol_city" matches no search rule'],
    [
      "fragment=from-2-bed&min_beds=3",
      'parameter min_beds=3 repeats the minimum bedrooms already set by fragment segment "from-2-bed"',
    ],
    [
      "min_beds=4&max_beds=2",
      "parameter min_beds=4 asks for a minimum bedrooms above the maximum bedrooms of parameter max_beds=2",
    ],
  ])("rejects %s", (query, message) => {
    expect(error(parseSearchParams(new URLSearchParams(query)))).toContain(message);
  });
});

describe("buildSearchParams", () => {
  it("is stable: defaults left out, fields in a fixed order, zero bedrooms kept", () => {
    expect(
      buildSearchParams(
        criteria({
          channel: "lettings",
          page: 3,
          sorted: "most-recent-first",
          minBeds: 0,
          tags: ["a", "!b"],
          placeId: 4,
        }),
      ).toString(),
    ).toBe("channel=lettings&place_id=4&min_beds=0&tags=a%2C%21b&sorted=most-recent-first&page=3");
    expect(buildSearchParams(EMPTY_CRITERIA).toString()).toBe("channel=sales");
  });
});

// A small property-based check: random valid criteria survive both forms unchanged.
function randomCriteria(random: () => number): SearchCriteria {
  const int = (max: number) => Math.floor(random() * (max + 1));
  const maybe = <T>(value: () => T): T | null => (random() < 0.4 ? value() : null);
  const pick = <T>(items: readonly T[]): T => items[int(items.length - 1)] as T;
  const pair = (max: number, decimals = false) => {
    const draw = () => (decimals ? Math.round(random() * max * 100) / 100 : int(max));
    const a = maybe(draw);
    const b = maybe(draw);
    return (a !== null && b !== null && a > b ? [b, a] : [a, b]) as [number | null, number | null];
  };
  const [minBeds, maxBeds] = pair(10);
  const [minPrice, maxPrice] = pair(5_000_000);
  const [minNightlyPrice, maxNightlyPrice] = pair(500);
  const [minAcreage, maxAcreage] = pair(200, true);
  const [minSquareFeet, maxSquareFeet] = pair(20_000);
  const words = [
    "garden",
    "new home",
    "café",
    "50% off",
    "a/b",
    "x,y",
    "!",
    "bungalow",
    "sea-view",
    "ünïcode",
  ];
  const tagCount = int(3);
  const tagNames = [...new Set(Array.from({ length: tagCount }, () => pick(words)))].filter(
    (word) => word !== "!" && !word.includes(","),
  );
  const points = Array.from({ length: 3 + int(5) }, (): [number, number] => [
    Math.round((49 + random() * 12) * 1e5) / 1e5,
    Math.round((-8 + random() * 10) * 1e5) / 1e5,
  ]);
  return {
    channel: pick(["sales", "lettings"] as const),
    placeId: maybe(() => 1 + int(100_000)),
    within: maybe(() => pick(DISTANCE_OPTIONS)),
    poly: maybe(() => polyline.encode(points)),
    minBeds,
    maxBeds,
    minPrice,
    maxPrice,
    minNightlyPrice,
    maxNightlyPrice,
    minAcreage,
    maxAcreage,
    minSquareFeet,
    maxSquareFeet,
    area: maybe(() => 1 + int(50)),
    updatedAgo: maybe(() => 1 + int(60)),
    createdAgo: maybe(() => 1 + int(60)),
    // "available" is the default, which a canonical search writes as no status at all (null).
    status: maybe(() => pick(STATUS_FILTERS.filter((status) => status !== "available"))),
    tags: tagNames.map((tag) => (random() < 0.3 ? `!${tag}` : tag)),
    text: maybe(() => `${pick(words)} ${pick(words)}`),
    auctionDate: maybe(() => `20${10 + int(20)}-0${1 + int(8)}-${10 + int(18)}`),
    shortLets: random() < 0.3,
    pets: random() < 0.3,
    sorted: maybe(() => pick(SORT_ORDERS)),
    page: random() < 0.5 ? 1 : 1 + int(500),
    branchId: maybe(() => 1 + int(20)),
  };
}

function seededRandom(seed: number): () => number {
  // mulberry32: deterministic, so a failure can be replayed.
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("round trips", () => {
  const random = seededRandom(20261121);
  const samples = Array.from({ length: 500 }, () => randomCriteria(random));

  it("parse(build(c)) equals c for 500 random searches, in the path form and the query form", () => {
    for (const c of samples) {
      const path = buildSearchPath(c);
      expect(parseSearchPath(path), path).toEqual({
        ok: true,
        criteria: c,
        canonicalPath: path,
        isCanonical: true,
        locationQuery: null,
        placeSlugs: [],
      });
      expect(parseSearchParams(buildSearchParams(c))).toMatchObject({
        ok: true,
        criteria: c,
        canonicalPath: path,
      });
    }
  });

  it("a place named by its slug round-trips as that slug, left for the server to resolve", () => {
    for (const c of samples.filter((sample) => sample.placeId !== null)) {
      const place = { place_id: c.placeId!, slug: "clifton-bristol" };
      const path = buildSearchPath(c, { place });
      expect(path.startsWith(`/search/${c.channel}/clifton-bristol`), path).toBe(true);
      expect(parseLocatedSearchPath(path), path).toEqual({
        ok: true,
        criteria: { ...c, placeId: null },
        canonicalPath: path,
        isCanonical: true,
        locationQuery: null,
        placeSlugs: ["clifton-bristol"],
      });
    }
  });

  it("build(parse(x)) equals x for canonical paths", () => {
    for (const c of samples) {
      const path = buildSearchPath(c);
      const again = parseSearchPath(path);
      expect(again.ok && buildSearchPath(again.criteria)).toBe(path);
    }
  });

  it("every sample's canonical path has no empty or slash-bearing segment", () => {
    for (const c of samples) {
      const [pathname = ""] = buildSearchPath(c).split("?");
      expect(pathname.split("/").slice(1).every(Boolean), pathname).toBe(true);
    }
  });
});

describe("place slugs (issue 18): the location before the filters, parseLocatedSearchPath", () => {
  it("leaves them to the server: the browser's parseSearchPath reads gid- only", () => {
    expect(error(parseSearchPath("/search/sales/bristol"))).toBe('segment "bristol" matches no search rule');
    expect(error(parseSearchPath("/search/bristol/sales"))).toContain("is not a channel");
  });

  it("reads slugs after the channel as the location, for the server to resolve", () => {
    expect(parseLocatedSearchPath("/search/sales/bristol")).toEqual({
      ok: true,
      criteria: criteria({}),
      canonicalPath: "/search/sales/bristol",
      isCanonical: true,
      locationQuery: null,
      placeSlugs: ["bristol"],
    });
    expect(parseLocatedSearchPath("/search/lettings/bristol/clifton/from-2-bed/page-2")).toMatchObject({
      ok: true,
      criteria: { channel: "lettings", minBeds: 2, page: 2, placeId: null },
      canonicalPath: "/search/lettings/bristol/clifton/from-2-bed/page-2",
      isCanonical: true,
      placeSlugs: ["bristol", "clifton"],
    });
    expect(parseLocatedSearchPath("/search/sales/bs8-2")).toMatchObject({ ok: true, placeSlugs: ["bs8-2"] });
  });

  it("reads Homeflow's order (slugs, then the channel) and capitals, neither canonical", () => {
    expect(parseLocatedSearchPath("/search/brighton-and-hove/brighton/sales/from-2-bed")).toMatchObject({
      ok: true,
      criteria: { channel: "sales", minBeds: 2 },
      canonicalPath: "/search/sales/brighton-and-hove/brighton/from-2-bed",
      isCanonical: false,
      placeSlugs: ["brighton-and-hove", "brighton"],
    });
    expect(parseLocatedSearchPath("/search/sales/Bristol")).toMatchObject({
      ok: true,
      canonicalPath: "/search/sales/bristol",
      isCanonical: false,
      placeSlugs: ["bristol"],
    });
  });

  it("keeps a gid- beside slugs: the gid names the place, the slugs are a label", () => {
    expect(parseLocatedSearchPath("/search/sales/france/gid-12345/from-3-bed")).toMatchObject({
      ok: true,
      criteria: { placeId: 12345, minBeds: 3 },
      placeSlugs: ["france"],
    });
  });

  // A run with no channel, a second channel, a slug after a filter and a reserved word.
  it.each([
    ["/search/bristol", 'segment "bristol" is not a channel: the first segment must be sales or lettings'],
    ["/search/sales/lettings", 'segment "lettings" repeats the channel'],
    ["/search/sales/from-2-bed/bristol", 'segment "bristol" matches no search rule'],
    ["/search/sales/Pets-", 'segment "Pets-" matches no search rule'],
    ["/search/sales/Sales", 'segment "Sales" matches no search rule'],
    ["/search/sales/caf%C3%A9", 'segment "caf%C3%A9" matches no search rule'],
  ])("refuses %s", (path, message) => {
    expect(error(parseLocatedSearchPath(path))).toBe(message);
  });

  it("reads tags- as tag- (Homeflow's links) and writes tag-", () => {
    expect(parseLocatedSearchPath("/search/sales/tags-house,flat")).toMatchObject({
      ok: true,
      criteria: { tags: ["house", "flat"] },
      canonicalPath: "/search/sales/tag-house,flat",
      isCanonical: false,
    });
  });

  it("reads a fragment's slugs and channel, and a pasted results path", () => {
    expect(
      parseSearchParams(new URLSearchParams("fragment=bristol/clifton/lettings/from-2-bed")),
    ).toMatchObject({
      ok: true,
      criteria: { channel: "lettings", minBeds: 2 },
      canonicalPath: "/search/lettings/bristol/clifton/from-2-bed",
      placeSlugs: ["bristol", "clifton"],
      locationQuery: null,
    });
    expect(parseSearchParams(new URLSearchParams("fragment=/search/sales/bath&min_beds=2"))).toMatchObject({
      ok: true,
      canonicalPath: "/search/sales/bath/from-2-bed",
      placeSlugs: ["bath"],
    });
    // Slugs name the location, so q is only its label.
    expect(parseSearchParams(new URLSearchParams("fragment=bath&q=Bath"))).toMatchObject({
      ok: true,
      locationQuery: null,
      placeSlugs: ["bath"],
    });
  });

  it("names a place by its slug only while the criteria name that place", () => {
    const place = { place_id: 622, slug: "bristol" };
    const search = criteria({ placeId: 622, minBeds: 2 });
    expect(buildSearchPath(search, { place })).toBe("/search/sales/bristol/from-2-bed");
    expect(buildSearchPath(search, { place, map: true })).toBe(
      "/search/sales/bristol/from-2-bed?hashbang=map#/map",
    );
    // Another place chosen since, or a place without a slug: gid-.
    expect(buildSearchPath({ ...search, placeId: 7 }, { place })).toBe("/search/sales/gid-7/from-2-bed");
    expect(buildSearchPath(search, { place: { place_id: 622, slug: null } })).toBe(
      "/search/sales/gid-622/from-2-bed",
    );
    expect(buildSearchPath(criteria({}), { slugs: ["bristol", "clifton"] })).toBe(
      "/search/sales/bristol/clifton",
    );
  });

  it("knows which words can never be a slug", () => {
    for (const word of ["sales", "properties-to-rent", "search", "properties", "pets", "page-bank", "gid-1"])
      expect(isReservedSlug(word), word).toBe(true);
    for (const word of ["bristol", "clifton-bristol", "bs8", "bs8-2", "sale", "textile", "pages"])
      expect(isReservedSlug(word), word).toBe(false);
  });
});
