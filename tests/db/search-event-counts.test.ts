// The reports' search counts (modules/reports/use-cases/search-events.ts; docs/admin.md "Reports"): the same search served
// many times a second is one row with its count, a row never spans two UK days, nothing is written before a
// second has passed or the recorder is flushed, and a flood of distinct searches is written early. PGlite,
// and PostgreSQL too when TEST_DATABASE_URL is set.
import { asc, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../../db/client.ts";
import { searchEvents } from "../../db/schema.ts";
import { encodeSearchEvent, type SearchEvent } from "../../modules/search/model/search-event.ts";
import { createLogger } from "../../platform/logger.ts";
import {
  createSearchEventRecorder,
  MAX_PENDING_SEARCHES,
} from "../../modules/reports/use-cases/search-events.ts";
import { databaseTargets, tempDatabaseForSuite } from "../support/database-targets.ts";

const logger = createLogger("silent");
const search = (overrides: Partial<SearchEvent> = {}): SearchEvent => ({
  channel: "sales",
  place: "Clifton, Bristol",
  searchText: null,
  resultCount: 12,
  ...overrides,
});

describe.each(databaseTargets("search_event_counts"))("search event counts on $name", (target) => {
  let database: Database;
  tempDatabaseForSuite(target, "search-events", (temp) => ({ database } = temp), 60_000);

  beforeEach(async () => {
    await database.db.delete(searchEvents);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const rows = () =>
    database.db
      .select()
      .from(searchEvents)
      .orderBy(asc(searchEvents.createdAt), asc(searchEvents.channel), asc(searchEvents.resultCount));

  it("writes one row per distinct search and second, with how many times it ran, once flushed", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-03T10:00:00.100Z"));
    const recorder = createSearchEventRecorder({ db: database.db, logger }, { flushAfterMs: 60_000 });
    for (let i = 0; i < 5; i++) recorder.record(encodeSearchEvent(search()));
    recorder.record(encodeSearchEvent(search({ channel: "lettings", resultCount: 0 })));
    recorder.record("not%20an%20event");
    recorder.record(encodeURIComponent(JSON.stringify({ channel: "both", resultCount: 1 })));
    vi.setSystemTime(new Date("2026-06-03T10:00:00.999Z"));
    recorder.record(encodeSearchEvent(search()));
    // The next second is counted apart.
    vi.setSystemTime(new Date("2026-06-03T10:00:01.000Z"));
    recorder.record(encodeSearchEvent(search()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await rows()).toHaveLength(0);

    await recorder.flush();
    expect(
      (await rows()).map(({ channel, place, searchText, resultCount, searches, createdAt }) => ({
        channel,
        place,
        searchText,
        resultCount,
        searches,
        at: createdAt.toISOString(),
      })),
    ).toEqual([
      { ...search(), searches: 6, at: "2026-06-03T10:00:00.000Z" },
      { ...search({ channel: "lettings", resultCount: 0 }), searches: 1, at: "2026-06-03T10:00:00.000Z" },
      { ...search(), searches: 1, at: "2026-06-03T10:00:01.000Z" },
    ]);
    // Flushing again writes nothing more.
    await recorder.flush();
    expect(await rows()).toHaveLength(3);
  });

  it("keeps the last second before UK midnight and the first after it apart", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const recorder = createSearchEventRecorder({ db: database.db, logger }, { flushAfterMs: 60_000 });
    // British Summer Time: midnight in London is 23:00 UTC.
    vi.setSystemTime(new Date("2026-06-03T22:59:59.999Z"));
    recorder.record(encodeSearchEvent(search()));
    vi.setSystemTime(new Date("2026-06-03T23:00:00.000Z"));
    recorder.record(encodeSearchEvent(search()));
    await recorder.flush();
    const days = await database.db
      .select({
        day: sql<string>`to_char(${searchEvents.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`,
        searches: searchEvents.searches,
      })
      .from(searchEvents)
      .orderBy(asc(searchEvents.createdAt));
    expect(days).toEqual([
      { day: "2026-06-03", searches: 1 },
      { day: "2026-06-04", searches: 1 },
    ]);
  });

  it("writes by itself a second later", async () => {
    const recorder = createSearchEventRecorder({ db: database.db, logger }, { flushAfterMs: 200 });
    recorder.record(encodeSearchEvent(search({ searchText: "by itself" })));
    await expect.poll(async () => (await rows()).length, { timeout: 5000 }).toBe(1);
  });

  it(`writes early once ${MAX_PENDING_SEARCHES} distinct searches wait, without waiting for the timer`, async () => {
    const recorder = createSearchEventRecorder({ db: database.db, logger }, { flushAfterMs: 600_000 });
    for (let i = 0; i < MAX_PENDING_SEARCHES; i++)
      recorder.record(encodeSearchEvent(search({ resultCount: i })));
    recorder.record(encodeSearchEvent(search({ resultCount: -1 + MAX_PENDING_SEARCHES * 2 })));
    await expect.poll(async () => (await rows()).length, { timeout: 10_000 }).toBe(MAX_PENDING_SEARCHES);
    // The one after them waits for its second or a flush.
    await recorder.flush();
    expect(await rows()).toHaveLength(MAX_PENDING_SEARCHES + 1);
  }, 20_000);
});
