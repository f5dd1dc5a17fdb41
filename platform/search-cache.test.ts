import { describe, expect, it } from "vitest";
import { createSearchCache } from "./search-cache.ts";
import type { SearchResults } from "../modules/search/model/results.ts";

const results = (page: number): SearchResults => ({
  properties: [],
  pagination: {
    page,
    total_pages: 0,
    total_count: 0,
    total_count_is_capped: false,
    has_next_page: false,
    has_prev_page: page > 1,
  },
});

describe("createSearchCache", () => {
  it("answers a repeated key from the cache and shares one load between concurrent calls", async () => {
    const cache = createSearchCache(30, 1);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return results(1);
    };
    const [a, b] = await Promise.all([cache.fetch("k", load), cache.fetch("k", load)]);
    expect(a).toEqual(results(1));
    expect(b).toBe(a);
    await cache.fetch("k", load);
    expect(loads).toBe(1);
    await cache.fetch("other", load);
    expect(loads).toBe(2);
  });

  it("does not keep failures", async () => {
    const cache = createSearchCache(30, 1);
    await expect(cache.fetch("k", () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await cache.fetch("k", async () => results(2))).toEqual(results(2));
  });

  it("loads every time when the time to live is zero", async () => {
    const cache = createSearchCache(0, 1);
    let loads = 0;
    const load = async () => ((loads += 1), results(1));
    await cache.fetch("k", load);
    await cache.fetch("k", load);
    expect(loads).toBe(2);
  });
});
