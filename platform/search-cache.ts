// A short-lived cache of search results shared by every visitor (see searchProperties in services/search.ts).
import { LRUCache } from "lru-cache";
import type { SearchResults } from "../domain/search/results.ts";
import { onChange } from "./change-notices.ts";

export type SearchCache = {
  /** The cached answer for `key`, or `load()`'s; concurrent calls for one key share one load. */
  fetch: (key: string, load: () => Promise<SearchResults>) => Promise<SearchResults>;
};

export function createSearchCache(ttlSeconds: number, maxEntries = 500): SearchCache {
  if (ttlSeconds <= 0) return { fetch: (_key, load) => load() };
  const cache = new LRUCache<string, SearchResults, () => Promise<SearchResults>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  // A listing change must not be re-rendered into the page cache from results cached before it.
  onChange(() => cache.clear());
  return {
    async fetch(key, load) {
      const results = await cache.fetch(key, { context: load });
      // fetchMethod always resolves to results or rejects, so undefined cannot come back.
      return results!;
    },
  };
}
