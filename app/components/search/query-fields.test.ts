import { describe, expect, it } from "vitest";
import { EMPTY_CRITERIA } from "../../../modules/search/model/criteria.ts";
import { parseSearchParams } from "../../../modules/search/model/url.ts";
import { QUERY_FIELDS } from "./query-fields.ts";

describe("the filter bar's field names", () => {
  it("are the query form's: a submitted form parses to the search it shows", () => {
    const form = new URLSearchParams([
      [QUERY_FIELDS.channel, "lettings"],
      [QUERY_FIELDS.placeId, "12"],
      [QUERY_FIELDS.within, "0.25"],
      [QUERY_FIELDS.minBeds, "0"],
      [QUERY_FIELDS.maxBeds, "3"],
      [QUERY_FIELDS.minPrice, "500"],
      [QUERY_FIELDS.maxPrice, ""],
      [QUERY_FIELDS.minSquareFeet, "500"],
      [QUERY_FIELDS.maxSquareFeet, "2000"],
      [QUERY_FIELDS.minAcreage, "0.5"],
      [QUERY_FIELDS.maxAcreage, "10"],
      [QUERY_FIELDS.createdAgo, "7"],
      [QUERY_FIELDS.updatedAgo, "3"],
      [QUERY_FIELDS.status, "all"],
      [QUERY_FIELDS.tags, "flat"],
      [QUERY_FIELDS.tags, "!student"],
      [QUERY_FIELDS.shortLets, "1"],
      [QUERY_FIELDS.pets, "1"],
      ["sorted", "least-expensive-first"],
    ]);
    const parsed = parseSearchParams(form);
    expect(parsed).toMatchObject({ ok: true });
    expect(parsed.ok && parsed.criteria).toEqual({
      ...EMPTY_CRITERIA,
      channel: "lettings",
      placeId: 12,
      within: 0.25,
      minBeds: 0,
      maxBeds: 3,
      minPrice: 500,
      minSquareFeet: 500,
      maxSquareFeet: 2000,
      minAcreage: 0.5,
      maxAcreage: 10,
      createdAgo: 7,
      updatedAgo: 3,
      status: "all",
      tags: ["flat", "!student"],
      shortLets: true,
      pets: true,
      sorted: "least-expensive-first",
    });
  });
});
