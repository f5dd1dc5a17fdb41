// Recording what the reports need (issue 15 item 7; docs/admin.md "Reports"). A search's event comes from the
// host, once per answer served (rendered or from the page cache), after the answer: never awaited by it.
//
// The same search asked many times a second (a popular results page served from the page cache) is one row
// with a count, not one insert per answer: on PGlite an insert per answer held cached searches to ~1,300/s
// (docs/decisions/014). Events wait here at most a second; a failed insert is logged and the visitor still got
// results. Counts are kept per whole second of the clock, and the row is stamped with that second: a UK day
// always begins on a whole second, so a row never straddles two days of the reports.
import { insertSearchEvents, type SearchEventRow } from "../../../db/repos/report-events.ts";
import type { Db } from "../../../db/client.ts";
import { decodeSearchEvent } from "../../search/model/search-event.ts";
import type { Logger } from "../../../platform/logger.ts";
import type { SearchEventRecorder } from "../../../platform/services.ts";

const FLUSH_AFTER_MS = 1000;
// Distinct searches held before writing early, so a flood of different searches cannot grow the map unbounded.
export const MAX_PENDING_SEARCHES = 2000;

export function createSearchEventRecorder(
  deps: { db: Db; logger: Logger },
  { flushAfterMs = FLUSH_AFTER_MS } = {},
): SearchEventRecorder {
  let pending = new Map<string, SearchEventRow>();
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...pending.values()];
    pending = new Map();
    if (rows.length)
      writing = writing
        .then(() => insertSearchEvents(deps.db, rows))
        .catch((error: unknown) => deps.logger.warn({ err: error }, "search events not recorded"));
    return writing;
  };

  return {
    record(headerValue) {
      const second = Math.floor(Date.now() / 1000);
      const key = `${second} ${headerValue}`;
      const counted = pending.get(key);
      if (counted) {
        counted.searches += 1;
        return;
      }
      const event = decodeSearchEvent(headerValue);
      if (!event) return;
      pending.set(key, { ...event, searches: 1, createdAt: new Date(second * 1000) });
      if (pending.size >= MAX_PENDING_SEARCHES) void flush();
      else timer ??= setTimeout(flush, flushAfterMs).unref();
    },
    flush,
  };
}
