// A short-lived cache of search answers shared by every visitor (searchProperties in modules/search/use-cases/search.ts, and
// searchMarkers in modules/search/use-cases/search-markers.ts under keys of their own).
import { LRUCache } from "lru-cache";
import { concerns, onChange } from "./change-notices.ts";

export type SearchCache = {
  /** The cached answer for `key`, or `load()`'s; concurrent calls for one key share one load. */
  fetch: <T extends object>(key: string, load: () => Promise<T>) => Promise<T>;
};

/** `agency`: whose searches it keeps (a group site's, which its members' changes flush too). */
export function createSearchCache(ttlSeconds: number, agency: number, maxEntries = 500): SearchCache {
  if (ttlSeconds <= 0) return { fetch: (_key, load) => load() };
  const cache = new LRUCache<string, object, () => Promise<object>>({
    max: maxEntries,
    ttl: ttlSeconds * 1000,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  // A listing change must not be re-rendered into the page cache from results cached before it.
  onChange((_scope, agencies) => {
    if (concerns(agencies, agency)) cache.clear();
  });
  return {
    async fetch<T extends object>(key: string, load: () => Promise<T>) {
      // One key always holds one kind of answer: the caller's key says which.
      const results = (await cache.fetch(key, { context: load })) as T | undefined;
      // fetchMethod always resolves to results or rejects, so undefined cannot come back.
      return results!;
    },
  };
}
