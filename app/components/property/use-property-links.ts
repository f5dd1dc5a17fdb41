// Reads the last search from the history and finds this property's neighbours in it (property-links.ts),
// over GET /search.ljson (spec §7). Runs in the browser only: the history lives in local storage.
import { useEffect, useState } from "react";
import {
  lastSearch,
  readSearchHistory,
  type SearchHistoryEntry,
} from "../../../modules/search/model/history.ts";
import type { SearchResults } from "../../../modules/search/model/results.ts";
import { searchJsonPath } from "../../../domain/urls.ts";
import { readJson } from "../../client/local-store.ts";
import { SEARCH_HISTORY_KEY } from "../../client/storage-keys.ts";
import { findPropertyLinks, type PropertyLinks, type ResultPage } from "./property-links.ts";

async function fetchResultPage(
  entry: SearchHistoryEntry,
  page: number,
  signal: AbortSignal,
): Promise<ResultPage> {
  // The search URL grammar (3–4 KB) loads only for a visitor who came from a search (issue 13).
  const { buildSearchParams } = await import("../../../modules/search/model/url.ts");
  const params = buildSearchParams({ ...entry.criteria, page });
  const response = await fetch(searchJsonPath(params), {
    signal,
    headers: { Accept: "application/json" },
  });
  if (!response.ok) throw new Error(`search.ljson answered ${response.status}`);
  const { properties, pagination } = (await response.json()) as SearchResults;
  return {
    ids: properties.map((card) => card.property_id),
    hasPrevPage: pagination.has_prev_page,
    hasNextPage: pagination.has_next_page,
  };
}

export type PropertyNavigation = PropertyLinks & { search: SearchHistoryEntry };

/** The neighbours of `propertyId` in the last search, or null (no history, not in it, or still loading). */
export function usePropertyLinks(propertyId: number): PropertyNavigation | null {
  // Keyed by the property, so a client-side move to another property never shows the last one's links.
  const [found, setFound] = useState<{ propertyId: number; links: PropertyNavigation } | null>(null);
  useEffect(() => {
    const search = lastSearch(readJson(SEARCH_HISTORY_KEY, readSearchHistory, []));
    if (!search) return;
    const controller = new AbortController();
    findPropertyLinks(propertyId, search.criteria.page, (page) =>
      fetchResultPage(search, page, controller.signal),
    )
      .then((links) => {
        if (links && !controller.signal.aborted) setFound({ propertyId, links: { ...links, search } });
      })
      // The links are a convenience: a failed or aborted search leaves them out.
      .catch(() => {});
    return () => controller.abort();
  }, [propertyId]);
  return found?.propertyId === propertyId ? found.links : null;
}
