// The reports' reads (issue 15 item 7; docs/admin.md "Reports"): counts by the agency's day or week (UK time)
// over a range of days, each from an index on (key, created_at) or (created_at, …). The range's bounds are
// constants computed once (`ukDayStart`), so a plain index range scan serves them; grouping uses the row's
// UK date. Scoping by branch is the caller's (services/admin/reports.ts checks the listing or branch first).
import { and, asc, count, eq, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { ReportRange } from "../../domain/admin/report-chart.ts";
import { responseStats } from "./lead-inbox.ts";
import {
  alertEvents,
  branches,
  leads,
  properties,
  propertyViews,
  savedProperties,
  searchEvents,
} from "../schema.ts";

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

// A listing.

export async function selectReportListing(db: Db, id: number) {
  const [row] = await db
    .select({
      id: properties.id,
      reference: properties.reference,
      displayAddress: properties.displayAddress,
      channel: properties.channel,
      status: properties.status,
      branchId: properties.branchId,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}

export function selectListingViewsByDay(db: Db, propertyId: number, range: ReportRange): Promise<KeyCount[]> {
  const day = ukDay(propertyViews.createdAt);
  return db
    .select({ key: day, value: sql<number>`count(*)::int` })
    .from(propertyViews)
    .where(and(eq(propertyViews.propertyId, propertyId), inRange(propertyViews.createdAt, range)))
    .groupBy(day);
}

export function selectListingSavesByDay(db: Db, propertyId: number, range: ReportRange): Promise<KeyCount[]> {
  const day = ukDay(savedProperties.createdAt);
  return db
    .select({ key: day, value: sql<number>`count(*)::int` })
    .from(savedProperties)
    .where(and(eq(savedProperties.propertyId, propertyId), inRange(savedProperties.createdAt, range)))
    .groupBy(day);
}

/** A listing's leads by kind (spam left out, as everywhere in the reports). */
export function selectListingLeadsByKind(
  db: Db,
  propertyId: number,
  range: ReportRange,
): Promise<KeyCount[]> {
  return db
    .select({ key: sql<string>`${leads.kind}::text`, value: sql<number>`count(*)::int` })
    .from(leads)
    .where(
      and(eq(leads.propertyId, propertyId), inRange(leads.createdAt, range), sql`${leads.status} <> 'spam'`),
    )
    .groupBy(leads.kind);
}

// A branch.

export async function selectReportBranch(db: Db, id: number) {
  const [row] = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.id, id));
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
    .where(and(eq(leads.branchId, branchId), inRange(leads.createdAt, range), sql`${leads.status} <> 'spam'`))
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
    .where(and(eq(leads.branchId, branchId), inRange(leads.createdAt, range), sql`${leads.status} <> 'spam'`))
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
    .where(eq(properties.branchId, branchId))
    .groupBy(properties.status);
}

// Site-wide.

export function selectSearchesByDay(
  db: Db,
  range: ReportRange,
): Promise<{ key: string; sales: number; lettings: number; zero: number }[]> {
  const day = ukDay(searchEvents.createdAt);
  return db
    .select({
      key: day,
      sales: sql<number>`(count(*) filter (where ${searchEvents.channel} = 'sales'))::int`,
      lettings: sql<number>`(count(*) filter (where ${searchEvents.channel} = 'lettings'))::int`,
      zero: sql<number>`(count(*) filter (where ${searchEvents.resultCount} = 0))::int`,
    })
    .from(searchEvents)
    .where(inRange(searchEvents.createdAt, range))
    .groupBy(day);
}

/** The places searched most, with how many of those searches found nothing. */
export function selectTopPlaces(
  db: Db,
  range: ReportRange,
  limit: number,
): Promise<{ key: string; value: number; zero: number }[]> {
  const searches = count();
  return db
    .select({
      key: sql<string>`${searchEvents.place}`,
      value: sql<number>`${searches}::int`,
      zero: sql<number>`(count(*) filter (where ${searchEvents.resultCount} = 0))::int`,
    })
    .from(searchEvents)
    .where(and(inRange(searchEvents.createdAt, range), isNotNull(searchEvents.place)))
    .groupBy(searchEvents.place)
    .orderBy(sql`${searches} desc`, asc(searchEvents.place))
    .limit(limit);
}

/** What the searches that found nothing asked for: the place and the text typed (either may be empty). */
export function selectTopZeroResultSearches(
  db: Db,
  range: ReportRange,
  limit: number,
): Promise<{ channel: string; place: string | null; searchText: string | null; value: number }[]> {
  const searches = count();
  return db
    .select({
      channel: sql<string>`${searchEvents.channel}::text`,
      place: searchEvents.place,
      searchText: searchEvents.searchText,
      value: sql<number>`${searches}::int`,
    })
    .from(searchEvents)
    .where(and(inRange(searchEvents.createdAt, range), eq(searchEvents.resultCount, 0)))
    .groupBy(searchEvents.channel, searchEvents.place, searchEvents.searchText)
    .orderBy(sql`${searches} desc`, asc(searchEvents.place), asc(searchEvents.searchText))
    .limit(limit);
}

export function selectAlertEventsByDay(
  db: Db,
  range: ReportRange,
): Promise<{ key: string; sent: number; unsubscribed: number }[]> {
  const day = ukDay(alertEvents.createdAt);
  return db
    .select({
      key: day,
      sent: sql<number>`(count(*) filter (where ${alertEvents.kind} = 'sent'))::int`,
      unsubscribed: sql<number>`(count(*) filter (where ${alertEvents.kind} = 'unsubscribed'))::int`,
    })
    .from(alertEvents)
    .where(inRange(alertEvents.createdAt, range))
    .groupBy(day);
}
