import { describe, expect, it } from "vitest";
import { clusterName } from "./cluster-name.ts";
import { statusText } from "./map-status.ts";

const idle = { loading: false, failed: false, drawMode: null, notice: "", shown: 0, truncated: false };

describe("statusText", () => {
  it("counts every property on the map", () => {
    expect(statusText({ ...idle, shown: 38 })).toBe("Showing 38 properties on the map.");
    expect(statusText({ ...idle, shown: 1 })).toBe("Showing 1 property on the map.");
    expect(statusText({ ...idle, shown: 0 })).toMatch(/^No properties match this search/);
  });

  it("says when the map shows only the first 1,000", () => {
    expect(statusText({ ...idle, shown: 1000, truncated: true })).toBe(
      "Showing the first 1,000 properties on the map. Narrow the search to see the rest.",
    );
  });

  it("puts loading and failure first", () => {
    expect(statusText({ ...idle, loading: true, shown: 5 })).toBe("Loading the results…");
    expect(statusText({ ...idle, failed: true, shown: 5 })).toMatch(/^Sorry, something went wrong/);
  });
});

describe("clusterName", () => {
  it("names the count and what pressing it does", () => {
    expect(clusterName(12)).toBe("12 properties, zoom in");
    expect(clusterName(1200)).toBe("1,200 properties, zoom in");
  });
});
