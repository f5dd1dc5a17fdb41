// Recording what the reports need (issue 15 item 7; docs/admin.md "Reports"). A search's event is written
// after its answer is ready and never awaited by it: a failed insert is logged, the visitor still gets results.
import { insertAlertEvent, insertSearchEvent } from "../db/repos/report-events.ts";
import { searchEventOf } from "../domain/admin/report-events.ts";
import type { SearchCriteria } from "../domain/search/criteria.ts";
import type { Services } from "./index.ts";

/** One event per search run: page 1 of a search only (a further page is the same search read on). */
export function recordSearchRun(
  services: Pick<Services, "db" | "logger">,
  criteria: SearchCriteria,
  placeTitle: string | null,
  resultCount: number,
): void {
  const event = searchEventOf(criteria, placeTitle, resultCount);
  if (!event) return;
  insertSearchEvent(services.db, event).catch((error: unknown) =>
    services.logger.warn({ err: error }, "search event not recorded"),
  );
}

export { insertAlertEvent as recordAlertEvent };
