// The reports' reads (issue 15 item 7; docs/admin.md "Reports"): counts by the agency's day or week (UK time)
// over a range of days, each from an index on (key, created_at) or (created_at, …). The range's bounds are
// constants computed once (`ukDayStart`), so a plain index range scan serves them; grouping uses the row's
// UK date. Scoping by branch is the caller's (modules/reports/back-office/reports.ts checks the listing or branch first).
import { and, eq, gte, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, listingRows, ownRows } from "../../../db/agency-scope.ts";
import { listingLinkColumns } from "../../../db/listing-columns.ts";
import type { ReportRange } from "../model/report-chart.ts";
import { responseStats } from "../../leads/index.ts";
import {
  alertDays,
  alertEvents,
  branches,
  leads,
  properties,
  propertyViews,
  savedProperties,
  searchDays,
  searchEvents,
  searchPlaceDays,
  searchZeroDays,
} from "../../../db/schema.ts";

/** Midnight starting a UK day, as a timestamptz (BST and GMT both right). */
const ukDayStart = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/London')`;

function inRange(column: AnyColumn, range: ReportRange): SQL {
  return and(
    gte(column, ukDayStart(range.from)),
    lt(column, sql`((${range.to}::date + 1)::timestamp at time zone 'Europe/London')`),
  )!;
}

const ukDay = (column: AnyColumn) => sql<string>`((${column} at time zone 'Europe/London')::date)::text`;
const ukWeek = (column: AnyColumn) =>
  sql<string>`(date_trunc('week', ${column} at time zone 'Europe/London')::date)::text`;

export type KeyCount = { key: string; value: number };

/**
 * Runs a report's queries in one transaction with PostgreSQL's JIT off. A report's plans look costly (a lateral
 * count per day of a year, a group over a branch's leads), so PostgreSQL compiled them with LLVM: about 400 ms
 * for a statement that runs in 3 ms (bench/README.md "Reports"). PGlite has no JIT; the setting is harmless.
 */
export function readReport<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return read(tx);
  });
}

// A listing.

export async function selectReportListing(db: Db, id: number) {
  const [row] = await db
    .select({
      ...listingLinkColumns,
      status: properties.status,
      branchId: properties.branchId,
    })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, id)));
  return row ?? null;
}

export function selectListingViewsByDay(db: Db, propertyId: number, range: ReportRange): Promise<KeyCount[]> {
  const day = ukDay(propertyViews.createdAt);
  return db
    .select({ key: day, value: sql<number>`count(*)::int` })
    .from(propertyViews)
    .where(
      and(
        ownRows(db, propertyViews.agencyId),
        eq(propertyViews.propertyId, propertyId),
        inRange(propertyViews.createdAt, range),
      ),
    )
    .groupBy(day);
}

export function selectListingSavesByDay(db: Db, propertyId: number, range: ReportRange): Promise<KeyCount[]> {
  const day = ukDay(savedProperties.createdAt);
  return db
    .select({ key: day, value: sql<number>`count(*)::int` })
    .from(savedProperties)
    .where(
      and(
        ownRows(db, savedProperties.agencyId),
        eq(savedProperties.propertyId, propertyId),
        inRange(savedProperties.createdAt, range),
      ),
    )
    .groupBy(day);
}

/** The agency's leads of a listing or branch in the range, spam left out (as everywhere in the reports). */
function reportedLeads(db: Db, of: SQL, range: ReportRange): SQL | undefined {
  return and(
    ownRows(db, leads.agencyId),
    of,
    inRange(leads.createdAt, range),
    sql`${leads.status} <> 'spam'`,
  );
}

/** A listing's leads by kind. */
export function selectListingLeadsByKind(
  db: Db,
  propertyId: number,
  range: ReportRange,
): Promise<KeyCount[]> {
  return db
    .select({ key: sql<string>`${leads.kind}::text`, value: sql<number>`count(*)::int` })
    .from(leads)
    .where(reportedLeads(db, eq(leads.propertyId, propertyId), range))
    .groupBy(leads.kind);
}

// A branch.

export async function selectReportBranch(db: Db, id: number) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, id)));
  return row ?? null;
}

export function selectBranchLeadsByWeek(
  db: Db,
  branchId: number,
  range: ReportRange,
): Promise<{ week: string; kind: string; value: number }[]> {
  const week = ukWeek(leads.createdAt);
  return db
    .select({ week, kind: sql<string>`${leads.kind}::text`, value: sql<number>`count(*)::int` })
    .from(leads)
    .where(reportedLeads(db, eq(leads.branchId, branchId), range))
    .groupBy(week, leads.kind);
}

export type ResponseRow = {
  kind: string | null;
  received: number;
  responded: number;
  medianSeconds: number | null;
};

/** Per kind and for all kinds (kind null): leads received, responded to, and the median time to a response. */
export async function selectBranchResponseTimes(
  db: Db,
  branchId: number,
  range: ReportRange,
): Promise<ResponseRow[]> {
  const rows = await db
    .select({ kind: sql<string | null>`${leads.kind}::text`, ...responseStats() })
    .from(leads)
    .where(reportedLeads(db, eq(leads.branchId, branchId), range))
    .groupBy(sql`rollup(${leads.kind})`);
  return rows.map((row) => ({
    ...row,
    medianSeconds: row.medianSeconds === null ? null : Math.round(Number(row.medianSeconds)),
  }));
}

/** The branch's listings by status now (withdrawn ones too): a listing's status has no history by day here. */
export function selectBranchListingsByStatus(db: Db, branchId: number): Promise<KeyCount[]> {
  return db
    .select({ key: sql<string>`${properties.status}::text`, value: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.branchId, branchId)))
    .groupBy(properties.status);
}

// Site-wide: the ended days from their daily totals (rolled up on first read), today from the events.

const dayStart = (day: SQL) => sql`(${day}::timestamp at time zone 'Europe/London')`;
const dayEnd = (day: SQL) => sql`((${day} + 1)::timestamp at time zone 'Europe/London')`;

/**
 * Rolls up every ended day of `rolled` not rolled up yet, in one statement: a day's search_days row (zeros
 * too) is inserted only by the statement that rolls it up (ON CONFLICT DO NOTHING: another report doing the
 * same at once waits on the key, then skips the day), and that statement's RETURNING rows drive the place and
 * zero-result totals, so a day is never counted twice. Each day is read by its own index range scan.
 */
export async function rollUpReportDays(db: Db, rolled: ReportRange): Promise<void> {
  const days = sql`(select d::date as day from generate_series(${rolled.from}::date, ${rolled.to}::date, interval '1 day') d)`;
  const agency = agencyOfHandle(db);
  await db.execute(sql`
    with missing as (
      select day from ${days} ds
      where not exists (select 1 from ${searchDays} s where s.agency_id = ${agency} and s.day = ds.day)
    ), rolled as (
      insert into ${searchDays} (day, sales, lettings, zero)
      select m.day, c.sales, c.lettings, c.zero from missing m cross join lateral (
        select coalesce(sum(e.searches) filter (where e.channel = 'sales'), 0)::int as sales,
               coalesce(sum(e.searches) filter (where e.channel = 'lettings'), 0)::int as lettings,
               coalesce(sum(e.searches) filter (where e.result_count = 0), 0)::int as zero
        from ${searchEvents} e
        where e.agency_id = ${agency} and e.created_at >= ${dayStart(sql`m.day`)} and e.created_at < ${dayEnd(sql`m.day`)}
      ) c
      on conflict do nothing
      returning day
    ), places as (
      insert into ${searchPlaceDays} (day, place, searches, zero)
      select r.day, e.place, sum(e.searches)::int,
             coalesce(sum(e.searches) filter (where e.result_count = 0), 0)::int
      from rolled r join ${searchEvents} e
        on e.created_at >= ${dayStart(sql`r.day`)} and e.created_at < ${dayEnd(sql`r.day`)}
      where e.agency_id = ${agency} and e.place is not null
      group by r.day, e.place
    ), zeros as (
      insert into ${searchZeroDays} (day, channel, place, search_text, searches)
      select r.day, e.channel, e.place, e.search_text, sum(e.searches)::int
      from rolled r join ${searchEvents} e
        on e.created_at >= ${dayStart(sql`r.day`)} and e.created_at < ${dayEnd(sql`r.day`)}
      where e.agency_id = ${agency} and e.result_count = 0
      group by r.day, e.channel, e.place, e.search_text
    )
    insert into ${alertDays} (day, sent, unsubscribed)
    select m.day, c.sent, c.unsubscribed
    from ${days} m cross join lateral (
      select (count(*) filter (where a.kind = 'sent'))::int as sent,
             (count(*) filter (where a.kind = 'unsubscribed'))::int as unsubscribed
      from ${alertEvents} a
      where a.agency_id = ${agency} and a.created_at >= ${dayStart(sql`m.day`)} and a.created_at < ${dayEnd(sql`m.day`)}
    ) c
    where not exists (select 1 from ${alertDays} x where x.agency_id = ${agency} and x.day = m.day)
    on conflict do nothing`);
}

const dayBetween = (column: AnyColumn, range: ReportRange) =>
  and(gte(column, range.from), sql`${column} <= ${range.to}`)!;

/** How many searches a group of search_events rows counts where `condition` holds (each row counts its runs). */
const searchesWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${searchEvents.searches}) filter (where ${condition}), 0)::int`;

export async function selectSearchesByDay(
  db: Db,
  rolled: ReportRange,
  live: ReportRange,
): Promise<{ key: string; sales: number; lettings: number; zero: number }[]> {
  const day = ukDay(searchEvents.createdAt);
  const ended = await db
    .select({
      key: sql<string>`${searchDays.day}::text`,
      sales: searchDays.sales,
      lettings: searchDays.lettings,
      zero: searchDays.zero,
    })
    .from(searchDays)
    .where(and(ownRows(db, searchDays.agencyId), dayBetween(searchDays.day, rolled)));
  const today = await db
    .select({
      key: day,
      sales: searchesWhere(sql`${searchEvents.channel} = 'sales'`),
      lettings: searchesWhere(sql`${searchEvents.channel} = 'lettings'`),
      zero: searchesWhere(sql`${searchEvents.resultCount} = 0`),
    })
    .from(searchEvents)
    .where(and(ownRows(db, searchEvents.agencyId), inRange(searchEvents.createdAt, live)))
    .groupBy(day);
  return [...ended, ...today];
}

/** The places searched most, with how many of those searches found nothing. */
export async function selectTopPlaces(
  db: Db,
  rolled: ReportRange,
  live: ReportRange,
  limit: number,
): Promise<{ key: string; value: number; zero: number }[]> {
  const result = await db.execute(sql`
    select place as key, sum(searches)::int as value, sum(zero)::int as zero from (
      select place, searches, zero from ${searchPlaceDays}
      where ${ownRows(db, searchPlaceDays.agencyId)} and day >= ${rolled.from}::date and day <= ${rolled.to}::date
      union all
      select place, searches, case when result_count = 0 then searches else 0 end from ${searchEvents}
      where ${ownRows(db, searchEvents.agencyId)} and ${inRange(searchEvents.createdAt, live)} and place is not null
    ) u
    group by place order by value desc, place limit ${limit}`);
  return rowsOf(result);
}

/** What the searches that found nothing asked for: the place and the text typed (either may be empty). */
export async function selectTopZeroResultSearches(
  db: Db,
  rolled: ReportRange,
  live: ReportRange,
  limit: number,
): Promise<{ channel: string; place: string | null; searchText: string | null; value: number }[]> {
  const result = await db.execute(sql`
    select channel::text as channel, place, search_text as "searchText", sum(searches)::int as value from (
      select channel, place, search_text, searches from ${searchZeroDays}
      where ${ownRows(db, searchZeroDays.agencyId)} and day >= ${rolled.from}::date and day <= ${rolled.to}::date
      union all
      select channel, place, search_text, searches from ${searchEvents}
      where ${ownRows(db, searchEvents.agencyId)} and ${inRange(searchEvents.createdAt, live)} and result_count = 0
    ) u
    group by channel, place, search_text order by value desc, place nulls first, search_text nulls first
    limit ${limit}`);
  return rowsOf(result);
}

export async function selectAlertEventsByDay(
  db: Db,
  rolled: ReportRange,
  live: ReportRange,
): Promise<{ key: string; sent: number; unsubscribed: number }[]> {
  const day = ukDay(alertEvents.createdAt);
  const ended = await db
    .select({
      key: sql<string>`${alertDays.day}::text`,
      sent: alertDays.sent,
      unsubscribed: alertDays.unsubscribed,
    })
    .from(alertDays)
    .where(and(ownRows(db, alertDays.agencyId), dayBetween(alertDays.day, rolled)));
  const today = await db
    .select({
      key: day,
      sent: sql<number>`(count(*) filter (where ${alertEvents.kind} = 'sent'))::int`,
      unsubscribed: sql<number>`(count(*) filter (where ${alertEvents.kind} = 'unsubscribed'))::int`,
    })
    .from(alertEvents)
    .where(and(ownRows(db, alertEvents.agencyId), inRange(alertEvents.createdAt, live)))
    .groupBy(day);
  return [...ended, ...today];
}

/** The rows of a raw query, whichever driver ran it (node-postgres and PGlite both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
