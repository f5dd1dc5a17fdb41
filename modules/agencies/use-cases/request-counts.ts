// Counting the requests an agency's names answer (issue 44 item 6: the operators' console shows each agency's use
// of the install). Counting must cost the request nothing: a number in memory, added to the agency's row of the
// day (agency_request_days) within a second, one statement per agency and day, as search events are written
// (modules/reports/use-cases/search-events.ts), so many processes' counts add up in the database and a flood of
// requests is still one write a second. A failed write is logged and its counts lost: usage figures, not worth
// holding memory or failing a request for. An agency deleted meanwhile has nothing left to count.
import type { Db } from "../../../db/client.ts";
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from "../../../db/sql-state.ts";
import { ukDayByMinute } from "../../../domain/uk-time.ts";
import type { Logger } from "../../../platform/logger.ts";
import type { RequestCounter } from "../../../platform/services.ts";
import { addRequestCounts } from "../repos/agency-usage.ts";

const FLUSH_AFTER_MS = 1000;

export function createRequestCounter(
  deps: { db: Db; logger: Logger },
  { flushAfterMs = FLUSH_AFTER_MS, now = () => new Date() } = {},
): RequestCounter {
  let pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing = Promise.resolve();

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const days = pending;
    pending = new Map();
    if (days.size)
      writing = writing
        .then(() => addRequestCounts(deps.db, days))
        .catch((error: unknown) => {
          // A foreign key violation: the agency's row is gone.
          if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION)
            deps.logger.warn({ err: error }, "request counts not recorded");
        });
    return writing;
  };

  // Time-zone arithmetic on every hit was a measurable part of a cached page's answer (bench/README.md).
  const dayOf = ukDayByMinute();

  return {
    count() {
      const day = dayOf(now());
      pending.set(day, (pending.get(day) ?? 0) + 1);
      timer ??= setTimeout(flush, flushAfterMs).unref();
    },
    flush,
  };
}
