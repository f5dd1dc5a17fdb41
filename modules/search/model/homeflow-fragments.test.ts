// Homeflow's published parser tests (the `homeflowjs` package, search/property-search/parse-fragment.test.js,
// version 1.2.3), run through our grammar: agencies moving from Homeflow have years of links in these forms
// (issue 18). The fragments and the fields Homeflow expects are written here as data; where our model holds
// a field in another form (a number of miles, a numeric place id), `ours` says so next to it.
import { describe, expect, it } from "vitest";
import type { SearchCriteria } from "./criteria.ts";
import { parseSearchParams } from "./url.ts";

type HomeflowCase = {
  name: string;
  fragment: string;
  /** The fields Homeflow's test expects, as it writes them. */
  homeflow: Record<string, unknown>;
  /** The same fields in our model, plus what Homeflow's test leaves out. */
  ours: Partial<SearchCriteria> & { placeSlugs?: string[] };
};

const CASES: HomeflowCase[] = [
  {
    name: "builds a search object from a fragment",
    fragment:
      "/brighton-and-hove/brighton/sales/status-all/page-2/from-1-bed/up-to-5-bed/from-100000/up-to-500000/within-10-miles/from-5-acres/up-to-20-acres/min-sq-ft-50/max-sq-ft-100/area-80/updated-in-10-days/newer-than-5-days/poly-eW5odUhqc1ZiR29VfE9nUXpeP3JQeEp8T3JWdEFuVXNQZnNEaVN2ZEF7YEBoYUBnZEB7ckJrQG1gQQ==/text-testing/tags-house,flat/sorted-most-recent-first",
    homeflow: {
      channel: "sales",
      minBeds: 1,
      maxBeds: 5,
      minPrice: 100000,
      maxPrice: 500000,
      within: "10-miles",
      minAcreage: 5,
      maxAcreage: 20,
      minSquareFeet: 50,
      maxSquareFeet: 100,
      area: 80,
      updatedAgo: 10,
      createdAgo: 5,
      status: "all",
      page: 2,
      poly: "ynhuHjsVbGoU|OgQz^?rPxJ|OrVtAnUsPfsDiSvdA{`@ha@gd@{rBk@m`A",
      text: "testing",
      sorted: "most-recent-first",
    },
    ours: {
      within: 10,
      tags: ["house", "flat"],
      placeSlugs: ["brighton-and-hove", "brighton"],
    },
  },
  {
    name: "turns tags into an array",
    fragment: "/tags-house,flat",
    homeflow: { tags: ["house", "flat"] },
    ours: { channel: "sales", placeSlugs: [] },
  },
  {
    name: "turns gid-12345 into Place ID",
    fragment: "/properties/sales/france/gid-12345/from-3-bed",
    homeflow: { placeId: "12345" },
    // 'france' is a label beside the gid, which names the place.
    ours: { placeId: 12345, channel: "sales", minBeds: 3, placeSlugs: ["france"] },
  },
];

describe("Homeflow's parse-fragment tests through parseSearchParams({ fragment })", () => {
  it.each(CASES)("$name", ({ fragment, homeflow, ours }) => {
    const result = parseSearchParams(new URLSearchParams({ fragment }));
    if (!result.ok) throw new Error(result.error);
    const { placeSlugs, ...oursCriteria } = ours;
    expect(result.criteria).toMatchObject({ ...homeflow, ...oursCriteria });
    if (placeSlugs) expect(result.placeSlugs).toEqual(placeSlugs);
  });

  it("writes each one back as our canonical path: location, then the filters in design §5's order", () => {
    const canonical = CASES.map(({ fragment }) => {
      const result = parseSearchParams(new URLSearchParams({ fragment }));
      return result.ok ? result.canonicalPath : result.error;
    });
    expect(canonical).toEqual([
      "/search/sales/brighton-and-hove/brighton/from-1-bed/up-to-5-bed/from-100000/up-to-500000/from-5-acres/up-to-20-acres/min-sq-ft-50/max-sq-ft-100/area-80/updated-in-10-days/newer-than-5-days/status-all/within-10-miles/poly-eW5odUhqc1ZiR29VfE9nUXpeP3JQeEp8T3JWdEFuVXNQZnNEaVN2ZEF7YEBoYUBnZEB7ckJrQG1gQQ/text-testing/tag-house,flat/most-recent-first/page-2",
      "/search/sales/tag-house,flat",
      "/search/sales/gid-12345/from-3-bed",
    ]);
  });
});
