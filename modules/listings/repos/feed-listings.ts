// Listings owned by a feed source (issue 12): what the sync engine reads before it writes a batch, the
// writes themselves, their media and their price/status history. modules/feeds/sync/sync-listings.ts calls
// these inside one transaction per batch.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { PropertyStatus } from "../model/card-tags.ts";
import type { Db } from "../../../db/client.ts";
import { agencyOfHandle, listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties, propertyHistory, propertyMedia } from "../../../db/schema.ts";
import { analyzeTables } from "../../../db/analyze.ts";

export type ListingInsert = typeof properties.$inferInsert;
export type MediaInsert = typeof propertyMedia.$inferInsert;
export type HistoryInsert = typeof propertyHistory.$inferInsert;

export type StoredListingState = {
  id: number;
  reference: string;
  branchId: number;
  price: number | null;
  status: PropertyStatus;
  contentHash: string | null;
  reducedAt: Date | null;
  /** When its price took effect: its last price change or relisting, else when it was listed (badge honesty). */
  priceSince: Date;
};

// Qualified by hand: inside a select drizzle writes the outer table's columns unqualified.
const priceSince = (db: Db) =>
  sql<Date>`greatest("properties"."created_at", coalesce((select max(h.changed_at)
  from property_history as h where h.agency_id = ${agencyOfHandle(db)} and h.property_id = "properties"."id"
    and h.event in ('price', 'relisted')),
  "properties"."created_at"))`.mapWith((value: string | Date) => new Date(value));

/** When the listing's price took effect (StoredListingState.priceSince), for the desk's writes. */
export async function selectPriceSince(db: Db, id: number): Promise<Date> {
  const [row] = await db
    .select({ priceSince: priceSince(db) })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, id)));
  return row!.priceSince;
}

/** The stored state of a source's listings named by `references`, by reference. */
export async function selectListingStates(
  db: Db,
  source: string,
  references: string[],
): Promise<Map<string, StoredListingState>> {
  if (references.length === 0) return new Map();
  const rows = await db
    .select({
      id: properties.id,
      reference: properties.reference,
      branchId: properties.branchId,
      price: properties.price,
      status: properties.status,
      contentHash: properties.contentHash,
      reducedAt: properties.reducedAt,
      priceSince: priceSince(db),
    })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        eq(properties.source, source),
        inArray(properties.reference, references),
      ),
    );
  return new Map(rows.map((row) => [row.reference, row]));
}

/** Inserts listings in one statement; their ids by reference. */
export async function insertListings(db: Db, rows: ListingInsert[]): Promise<[string, number][]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(properties)
    .values(rows)
    .returning({ id: properties.id, reference: properties.reference });
  return inserted.map((row) => [row.reference, row.id]);
}

export async function updateListing(db: Db, id: number, row: Partial<ListingInsert>): Promise<void> {
  await db
    .update(properties)
    .set({ ...row, updatedAt: sql`now()` })
    .where(and(ownRows(db, properties.agencyId), eq(properties.id, id)));
}

/** The media a listing has now, by the file name or URL the feed gave (to fetch a URL only once). */
/** What an import already stored for a file name or URL: fetched URLs are not fetched again. */
export type KnownMedia = {
  mediaKey: string | null;
  contentHash: string | null;
  byteSize?: number | null;
};

export async function selectMediaBySourceName(
  db: Db,
  propertyIds: number[],
): Promise<Map<string, KnownMedia>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select({
      sourceName: propertyMedia.sourceName,
      mediaKey: propertyMedia.mediaKey,
      contentHash: propertyMedia.contentHash,
      byteSize: propertyMedia.byteSize,
    })
    .from(propertyMedia)
    .where(and(listingRows(db, propertyMedia.agencyId), inArray(propertyMedia.propertyId, propertyIds)));
  const bySource = new Map<string, KnownMedia>();
  for (const row of rows) if (row.sourceName) bySource.set(row.sourceName, row);
  return bySource;
}

/** The media of `replaced` listings removed, then `rows` (any listings', in the feed's order) inserted. */
export async function replaceMediaOf(db: Db, replaced: number[], rows: MediaInsert[]): Promise<void> {
  if (replaced.length > 0)
    await db
      .delete(propertyMedia)
      .where(and(ownRows(db, propertyMedia.agencyId), inArray(propertyMedia.propertyId, replaced)));
  if (rows.length > 0) await db.insert(propertyMedia).values(rows);
}

export async function insertHistory(db: Db, rows: HistoryInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(propertyHistory).values(rows);
}

export type LiveListing = { id: number; reference: string; status: PropertyStatus; branchId: number | null };

/** A source's listings still on the site (not withdrawn) in the given branches (null: all of them). */
export async function selectLiveListings(
  db: Db,
  source: string,
  branchIds: number[] | null,
): Promise<LiveListing[]> {
  if (branchIds !== null && branchIds.length === 0) return [];
  return db
    .select({
      id: properties.id,
      reference: properties.reference,
      status: properties.status,
      branchId: properties.branchId,
    })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        eq(properties.source, source),
        branchIds === null ? undefined : inArray(properties.branchId, branchIds),
        ne(properties.status, "withdrawn"),
      ),
    );
}

/** The content hash of each of a source's listings on the site, by reference: one read per import. */
export async function selectLiveContentHashes(
  db: Db,
  source: string,
): Promise<Map<string, { id: number; contentHash: string | null }>> {
  const rows = await db
    .select({ id: properties.id, reference: properties.reference, contentHash: properties.contentHash })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        eq(properties.source, source),
        ne(properties.status, "withdrawn"),
      ),
    );
  return new Map(rows.map((row) => [row.reference, { id: row.id, contentHash: row.contentHash }]));
}

export async function countLiveListings(db: Db, source: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        eq(properties.source, source),
        ne(properties.status, "withdrawn"),
      ),
    );
  return row?.n ?? 0;
}

/** Takes listings off the site (their pages answer 410); rows and media stay. */
export async function withdrawListings(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(properties)
    .set({ status: "withdrawn", reducedAt: null, updatedAt: sql`now()` })
    .where(and(ownRows(db, properties.agencyId), inArray(properties.id, ids)));
}

/** The history of one listing, newest first (the property page's short history). */
export async function selectListingHistory(db: Db, propertyId: number, limit: number) {
  return db
    .select({
      changedAt: propertyHistory.changedAt,
      event: propertyHistory.event,
      price: propertyHistory.price,
      previousPrice: propertyHistory.previousPrice,
      status: propertyHistory.status,
      previousStatus: propertyHistory.previousStatus,
    })
    .from(propertyHistory)
    .where(and(ownRows(db, propertyHistory.agencyId), eq(propertyHistory.propertyId, propertyId)))
    .orderBy(sql`${propertyHistory.changedAt} desc, ${propertyHistory.id} desc`)
    .limit(limit);
}

/** Fresh planner statistics after a large import. */
export async function analyzeListings(db: Db): Promise<void> {
  await analyzeTables(db, [properties, propertyMedia]);
}
