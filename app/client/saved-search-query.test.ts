import { describe, expect, it } from "vitest";
import { savedSearchQuery } from "./saved-search-query.ts";

describe("savedSearchQuery (spec §7 POST /search?{query}, POST /saved_searches?{…})", () => {
  it("sends the search's query form with its title and alert frequency", () => {
    const query = savedSearchQuery({
      path: "/search/lettings/from-2-bed/up-to-1500",
      title: "2 bedroom homes to let",
      alert_frequency: "I",
    });
    expect(Object.fromEntries(query!)).toEqual({
      channel: "lettings",
      min_beds: "2",
      max_price: "1500",
      alert_frequency: "I",
      title: "2 bedroom homes to let",
    });
  });

  it("names the saved search when it has a server id", () => {
    const query = savedSearchQuery({
      path: "/search/sales",
      title: "Homes for sale",
      alert_frequency: "W",
      search_id: "42",
    });
    expect(query?.get("search_id")).toBe("42");
    expect(query?.get("alert_frequency")).toBe("W");
  });

  it("keeps a zero bedroom filter (spec §2)", () => {
    const query = savedSearchQuery({ path: "/search/sales/from-0-bed", title: "t", alert_frequency: "I" });
    expect(query?.get("min_beds")).toBe("0");
  });

  it("gives nothing for a path that is not a search", () => {
    expect(savedSearchQuery({ path: "/properties/12", title: "t", alert_frequency: "I" })).toBeNull();
  });
});
