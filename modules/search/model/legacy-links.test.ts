import { describe, expect, it } from "vitest";
import { legacyResultsQuery, withTracking } from "./legacy-links.ts";
import { parseSearchParams } from "./url.ts";

const parse = (path: string, query = "") =>
  parseSearchParams(legacyResultsQuery(path, new URLSearchParams(query)));

describe("Homeflow's results URLs read as the query form", () => {
  it("reads /properties/{channel}, its places and filters", () => {
    expect(parse("/properties/sales")).toMatchObject({
      ok: true,
      canonicalPath: "/search/sales",
      placeSlugs: [],
    });
    expect(parse("/properties/lettings/bristol/clifton/from-2-bed")).toMatchObject({
      ok: true,
      criteria: { channel: "lettings", minBeds: 2 },
      placeSlugs: ["bristol", "clifton"],
    });
    expect(parse("/properties/sales/france/gid-12345/from-3-bed")).toMatchObject({
      ok: true,
      criteria: { placeId: 12345, minBeds: 3 },
      canonicalPath: "/search/sales/gid-12345/from-3-bed",
    });
  });

  it("keeps percent-encoded values as a path does, and the query's search fields", () => {
    expect(
      parse("/properties/sales/text-garden%20flat", "max_price=300000&utm_source=mail&ref=x"),
    ).toMatchObject({ ok: true, criteria: { text: "garden flat", maxPrice: 300000 } });
  });

  it("refuses what our grammar refuses", () => {
    expect(parse("/properties/sales/from-2-bed/bristol")).toMatchObject({ ok: false });
  });
});

describe("withTracking", () => {
  it("keeps utm_*, gclid and fbclid, before the map's hash", () => {
    const query = new URLSearchParams("utm_source=mail&hashbang=map&ref=x&gclid=1");
    expect(withTracking("/search/sales/bristol?hashbang=map#/map", query)).toBe(
      "/search/sales/bristol?hashbang=map&utm_source=mail&gclid=1#/map",
    );
    expect(withTracking("/search/sales", new URLSearchParams())).toBe("/search/sales");
  });
});
