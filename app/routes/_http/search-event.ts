// A visitor's search answer carries its event for the reports in SEARCH_EVENT_HEADER (domain/search/
// search-event.ts): the host records it for every answer served, rendered or from the page cache, and strips it.
import type { HeadersArgs } from "react-router";
import {
  SEARCH_EVENT_HEADER,
  encodeSearchEvent,
  type SearchEvent,
} from "../../../modules/search/model/search-event.ts";
import { publicPageHeaders } from "./public-page.ts";

export function searchEventHeaders(event: SearchEvent | null): Record<string, string> {
  return event ? { [SEARCH_EVENT_HEADER]: encodeSearchEvent(event) } : {};
}

/** The results page's headers: a public page's, and its loader's search event. */
export function searchPageHeaders(args: HeadersArgs): Headers {
  const headers = new Headers(publicPageHeaders(args));
  const event = args.errorHeaders ? null : args.loaderHeaders.get(SEARCH_EVENT_HEADER);
  if (event) headers.set(SEARCH_EVENT_HEADER, event);
  return headers;
}
