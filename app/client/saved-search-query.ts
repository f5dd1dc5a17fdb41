// A saved search as the server's calls take it (spec §7), from its stored path.
import type { AlertFrequency } from "../../modules/accounts/model/alert-frequency.ts";
import { buildSearchParams, parseSearchPath } from "../../modules/search/model/url.ts";

export type SavedSearchQueryInput = {
  path: string;
  title: string;
  alert_frequency: AlertFrequency;
  search_id?: string;
};

/**
 * The query of POST /search?{query} and POST /saved_searches?{…} (spec §7): the search's query form
 * (modules/search/model/url.ts), its title and alert frequency, and the id when it has one on the server.
 * Null when the stored path is not a search path (an older or hand-edited entry).
 */
export function savedSearchQuery(search: SavedSearchQueryInput): URLSearchParams | null {
  const parsed = parseSearchPath(search.path);
  if (!parsed.ok) return null;
  const query = buildSearchParams(parsed.criteria);
  if (search.search_id !== undefined) query.set("search_id", search.search_id);
  query.set("alert_frequency", search.alert_frequency);
  query.set("title", search.title);
  return query;
}
