// Saved-search alerts (issue 6 item 7): which searches are due, which new listings match one, and what was
// sent. The alert run (modules/accounts/use-cases/run-alerts.ts) calls these inside one transaction per
// batch, so an email, the listings it names and the search's new last_alerted_at are stored together or not at
// all.
import { and, desc, eq, inArray, max, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties as p, savedSearchAlerts, savedSearches, users } from "../../../db/schema.ts";
import { searchCondition, type PropertySearch } from "../../search/index.ts";
import { ALERT_INTERVALS, NEW_LISTING_GRACE, type AlertFrequency } from "../model/alert-schedule.ts";

export type DueSavedSearch = {
  id: number;
  path: string;
  criteria: Record<string, unknown>;
  alertFrequency: AlertFrequency;
  /** Listings created after this are new to the search. */
  since: Date;
  email: string;
  firstName: string;
};

const waitOf = sql.raw(
  `case saved_searches.alert_frequency ${Object.entries(ALERT_INTERVALS)
    .map(([frequency, interval]) => `when '${frequency}' then interval '${interval}'`)
    .join(" ")} end`,
);

/**
 * The newest listing's creation time: "Immediately" searches checked after it have nothing new, so the
 * minute-by-minute run skips them without a query each (two index probes, one per channel).
 */
export async function latestListingCreatedAt(db: Db): Promise<Date | null> {
  const latestOf = async (channel: "sales" | "lettings") => {
    const [row] = await db
      .select({ latest: max(p.createdAt) })
      .from(p)
      .where(and(listingRows(db, p.agencyId), eq(p.channel, channel)));
    return row?.latest ?? null;
  };
  const times = (await Promise.all([latestOf("sales"), latestOf("lettings")])).filter((t) => t !== null);
  return times.length ? new Date(Math.max(...times.map((t) => new Date(t).getTime()))) : null;
}

/**
 * Locks and returns up to `limit` due searches with ids above `afterId`, in id order. SKIP LOCKED lets
 * several workers share the work; a worker that dies releases its rows with its transaction.
 */
export async function claimDueSavedSearches(
  tx: Db,
  options: {
    limit: number;
    afterId: number;
    latestListingAt: Date | null;
    /** This run's share of the searches (id modulo count), so parallel loops never meet. */
    partition: { index: number; count: number };
  },
): Promise<DueSavedSearch[]> {
  const lastRun = sql`coalesce(${savedSearches.lastAlertedAt}, ${savedSearches.createdAt})`;
  // Listings count from when the search was saved; each run overlaps the previous one by the grace
  // (modules/accounts/model/alert-schedule.ts). greatest() skips the null of a search never alerted.
  const grace = sql.raw(`interval '${NEW_LISTING_GRACE}'`);
  const since = sql`greatest(${savedSearches.createdAt}, ${savedSearches.lastAlertedAt} - ${grace})`;
  const latest = options.latestListingAt?.toISOString() ?? null;
  const rows = await tx
    .select({
      id: savedSearches.id,
      path: savedSearches.path,
      criteria: savedSearches.criteria,
      alertFrequency: savedSearches.alertFrequency,
      since: sql<string>`${since}`.as("since"),
      email: users.email,
      firstName: users.firstName,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        ownRows(tx, savedSearches.agencyId),
        sql`${savedSearches.alertFrequency} <> 'N'`,
        sql`${savedSearches.id} > ${options.afterId}`,
        sql`${savedSearches.id} % ${options.partition.count} = ${options.partition.index}`,
        sql`${lastRun} <= now() - ${waitOf}`,
        // An "Immediately" search with no listing created since it was last checked has nothing new.
        sql`(${savedSearches.alertFrequency} <> 'I' or ${since} < ${latest}::timestamptz)`,
      ),
    )
    .orderBy(savedSearches.id)
    .limit(options.limit)
    .for("update", { of: savedSearches, skipLocked: true });
  return rows.map((row) => ({ ...row, since: new Date(row.since) }));
}

/** A match, with its listing's agency: the site's own, or at a group site a member's (decision 034). */
export type NewMatch = { id: number; agencyId: number; inGrace: boolean };

/**
 * Listings matching the search created since `since` and never sent for it, newest first: ids only (the
 * email names a few, fetched by selectAlertListings). `inGrace`: created so recently that the next run's
 * overlap will see it again, so it must be remembered even if this email does not name it.
 */
export async function selectNewMatches(
  tx: Db,
  savedSearchId: number,
  search: PropertySearch,
  since: Date,
  limit: number,
): Promise<NewMatch[]> {
  const grace = sql.raw(`interval '${NEW_LISTING_GRACE}'`);
  return tx
    .select({ id: p.id, agencyId: p.agencyId, inGrace: sql<boolean>`${p.createdAt} > now() - ${grace}` })
    .from(p)
    .where(
      and(
        listingRows(tx, p.agencyId),
        searchCondition(search),
        sql`${p.createdAt} > ${since.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${savedSearchAlerts} a where a.agency_id = ${agencyOfHandle(tx)}
          and a.saved_search_id = ${savedSearchId} and a.property_id = ${p.id})`,
      ),
    )
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(limit);
}

/** What an alert email shows of each listing, in the order of `ids`. */
export async function selectAlertListings(tx: Db, ids: number[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select({
      id: p.id,
      channel: p.channel,
      displayAddress: p.displayAddress,
      price: p.price,
      poa: p.poa,
      priceQualifier: p.priceQualifier,
      priceFrequency: p.priceFrequency,
      bedrooms: p.bedrooms,
      propertyType: p.propertyType,
    })
    .from(p)
    .where(and(listingRows(tx, p.agencyId), inArray(p.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row) => row !== undefined);
}
export type AlertListing = Awaited<ReturnType<typeof selectAlertListings>>[number];

/** Remembers the listings sent (or passed over) for a search; the primary key refuses a second send. */
export async function recordAlertedListings(
  tx: Db,
  savedSearchId: number,
  listings: Pick<NewMatch, "id" | "agencyId">[],
  outboxEmailId: number | null,
): Promise<void> {
  if (!listings.length) return;
  await tx
    .insert(savedSearchAlerts)
    .values(
      listings.map((listing) => ({
        savedSearchId,
        listingAgencyId: listing.agencyId,
        propertyId: listing.id,
        outboxEmailId,
      })),
    )
    .onConflictDoNothing();
}

export async function markSearchesAlerted(tx: Db, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await tx
    .update(savedSearches)
    .set({ lastAlertedAt: sql`now()` })
    .where(and(ownRows(tx, savedSearches.agencyId), inArray(savedSearches.id, ids)));
}

/**
 * One-click unsubscribe: the search stays saved, its alerts stop. False when there is no such search or its
 * alerts were off already (a second click changes nothing, and the reports count one unsubscribe).
 */
export async function stopSearchAlerts(db: Db, savedSearchId: number): Promise<boolean> {
  const rows = await db
    .update(savedSearches)
    .set({ alertFrequency: "N" })
    .where(
      and(
        ownRows(db, savedSearches.agencyId),
        eq(savedSearches.id, savedSearchId),
        ne(savedSearches.alertFrequency, "N"),
      ),
    )
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

export async function selectSavedSearchPath(db: Db, savedSearchId: number): Promise<string | null> {
  const [row] = await db
    .select({ path: savedSearches.path })
    .from(savedSearches)
    .where(and(ownRows(db, savedSearches.agencyId), eq(savedSearches.id, savedSearchId)));
  return row?.path ?? null;
}
