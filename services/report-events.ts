// Recording what the reports need (issue 15 item 7; docs/admin.md "Reports"). A search's event comes from the
// host, once per answer served (rendered or from the page cache), after the answer: never awaited by it, a
// failed insert is logged and the visitor still gets results.
import { insertAlertEvent, insertSearchEvent } from "../db/repos/report-events.ts";
import { decodeSearchEvent } from "../domain/search/search-event.ts";
import type { Services } from "./index.ts";

/** Records the search event a search answer carried (SEARCH_EVENT_HEADER's value); ignores a malformed one. */
export function recordSearchEvent(services: Pick<Services, "db" | "logger">, headerValue: string): void {
  const event = decodeSearchEvent(headerValue);
  if (!event) return;
  insertSearchEvent(services.db, event).catch((error: unknown) =>
    services.logger.warn({ err: error }, "search event not recorded"),
  );
}

export { insertAlertEvent as recordAlertEvent };
