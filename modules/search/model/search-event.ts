// What one search run leaves for the reports (issue 15 item 7): its channel, the place searched (its label) or
// the free text typed — lower-cased, spaces collapsed, at most SEARCH_TEXT_MAX characters — and its count.
// Nothing about who searched: no session, account, address or cookie (docs/admin.md "Reports").
import type { SearchCriteria } from "./criteria.ts";

export const SEARCH_TEXT_MAX = 60;

export function normaliseSearchText(text: string | null): string | null {
  const words = (text ?? "").toLowerCase().replace(/\s+/g, " ").trim();
  return words ? words.slice(0, SEARCH_TEXT_MAX).trim() : null;
}

export type SearchEvent = {
  channel: SearchCriteria["channel"];
  place: string | null;
  searchText: string | null;
  resultCount: number;
};

/** The event of a search, or null for a further page of one (counted once, on its first page). */
export function searchEventOf(
  criteria: Pick<SearchCriteria, "channel" | "text" | "page">,
  placeTitle: string | null,
  resultCount: number,
): SearchEvent | null {
  if (criteria.page > 1) return null;
  return {
    channel: criteria.channel,
    place: placeTitle,
    searchText: normaliseSearchText(criteria.text),
    resultCount,
  };
}

/**
 * The header a visitor's search answer carries its event in, from the route to the host: the host records it
 * for each answer served, rendered or from the page cache (server/page-cache.ts), and never sends it.
 */
export const SEARCH_EVENT_HEADER = "x-openhouse-search-event";

export function encodeSearchEvent(event: SearchEvent): string {
  return encodeURIComponent(JSON.stringify(event));
}

export function decodeSearchEvent(value: string): SearchEvent | null {
  try {
    const event = JSON.parse(decodeURIComponent(value)) as Partial<SearchEvent>;
    const text = (v: unknown) => v === null || typeof v === "string";
    if (event.channel !== "sales" && event.channel !== "lettings") return null;
    if (!text(event.place) || !text(event.searchText)) return null;
    if (!Number.isInteger(event.resultCount) || event.resultCount! < 0) return null;
    return {
      channel: event.channel,
      place: event.place ?? null,
      searchText: event.searchText ?? null,
      resultCount: event.resultCount!,
    };
  } catch {
    return null;
  }
}
