// The listings desk's reads and writes (issue 14): its list (filters, an indexed order, pages by cursor, a
// capped count), one listing within a member of staff's branches, and listing media by id. Writes of the
// listing row itself and its history go through the importer's repository (modules/listings/repos/feed-listings.ts).
import { and, asc, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Listing, ListingMedia, ListingPlacement } from "../../../domain/agency.ts";
import { APPROXIMATE_PLACEMENTS } from "../model/listing-placement.ts";
import { firstPhotoKey } from "../../search/index.ts";
import type { BranchScope } from "../../staff/model/roles.ts";
import type { DeskFilters, DeskSort } from "../model/listing-filters.ts";
import type { PropertyStatus } from "../model/card-tags.ts";
import type { Db } from "../../../db/client.ts";
import { escapeLike } from "../../../db/like-pattern.ts";
import { withinBranchScope } from "../../../db/branch-scope.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { branches, importRuns, properties, propertyHistory, propertyMedia } from "../../../db/schema.ts";
import { listingColumns, listingPriceColumns } from "../../../db/listing-columns.ts";

const p = properties;

/** Listings of the branches a member of staff works with, in SQL (never only hidden in the page). */
const inScopeCondition = (scope: BranchScope) => withinBranchScope(p.branchId, scope);

// Each order is one index of db/schema.ts read forwards or backwards, the id breaking ties.
const SORT_KEYS: Record<DeskSort, { key: SQL; text: SQL; descending: boolean }> = {
  updated: { key: sql`${p.updatedAt}`, text: sql`${p.updatedAt}::text`, descending: true },
  "price-asc": {
    key: sql`coalesce(${p.comparablePrice}, -1)`,
    text: sql`coalesce(${p.comparablePrice}, -1)`,
    descending: false,
  },
  "price-desc": {
    key: sql`coalesce(${p.comparablePrice}, -1)`,
    text: sql`coalesce(${p.comparablePrice}, -1)`,
    descending: true,
  },
  reference: { key: sql`${p.reference}`, text: sql`${p.reference}`, descending: false },
};

const CURSOR_CAST: Record<DeskSort, (key: string | number | null) => SQL> = {
  updated: (key) => sql`${String(key)}::timestamptz`,
  "price-asc": (key) => sql`${Number(key)}::int`,
  "price-desc": (key) => sql`${Number(key)}::int`,
  reference: (key) => sql`${String(key)}::text`,
};

const likePattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

function filterCondition(filters: DeskFilters, scope: BranchScope): SQL {
  const conditions: (SQL | undefined)[] = [inScopeCondition(scope)];
  if (filters.withdrawn === "") conditions.push(ne(p.status, "withdrawn"));
  if (filters.withdrawn === "only") conditions.push(eq(p.status, "withdrawn"));
  if (filters.status && filters.withdrawn !== "only") conditions.push(eq(p.status, filters.status));
  if (filters.map === "unplaced") conditions.push(eq(p.placement, "unplaced"));
  if (filters.map === "approximate") conditions.push(inArray(p.placement, [...APPROXIMATE_PLACEMENTS]));
  if (filters.advert === "held") conditions.push(eq(p.heldBack, true));
  if (filters.advert === "findings") conditions.push(sql`${p.advertFindings} <> '[]'::jsonb`);
  if (filters.channel) conditions.push(eq(p.channel, filters.channel));
  if (filters.source) conditions.push(eq(p.source, filters.source));
  if (filters.branchId !== null) conditions.push(eq(p.branchId, filters.branchId));
  if (filters.minPrice !== null) conditions.push(sql`${p.comparablePrice} >= ${filters.minPrice}`);
  if (filters.maxPrice !== null) conditions.push(sql`${p.comparablePrice} <= ${filters.maxPrice}`);
  if (filters.minBeds !== null) conditions.push(sql`${p.bedrooms} >= ${filters.minBeds}`);
  if (filters.maxBeds !== null) conditions.push(sql`${p.bedrooms} <= ${filters.maxBeds}`);
  if (filters.text) {
    // The expression of properties_desk_text_trgm, so a "contains" search reads the trigram index.
    conditions.push(
      sql`lower(${p.reference} || ' ' || ${p.displayAddress} || ' ' || ${p.postcode}) like ${likePattern(filters.text)}`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

export type DeskListRow = {
  id: number;
  reference: string;
  displayAddress: string;
  postcode: string;
  branchName: string;
  status: PropertyStatus;
  channel: "sales" | "lettings";
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  priceFrequency: "outright" | "pcm" | "pa";
  rentFrequency: Listing["rentFrequency"];
  quotedPrice: number | null;
  source: string;
  placement: ListingPlacement;
  placementNote: string | null;
  heldBack: boolean;
  /** The rules the advert breaks or is warned about (issue 41), by id. */
  advertRules: string[];
  /** The first photo's media key, for the desk's thumbnail (issue 42 item 6). */
  photoKey: string | null;
  updatedAt: Date;
  /** The row's sort key as text, for the next or previous page's cursor. */
  cursorKey: string | number;
};

/** One page of the desk's list; one row more than `limit` is read to know whether another page follows. */
export async function selectDeskPage(
  db: Db,
  filters: DeskFilters,
  scope: BranchScope,
  limit: number,
): Promise<{ rows: DeskListRow[]; more: boolean }> {
  const sort = SORT_KEYS[filters.sort];
  const cursor = filters.cursor;
  // A previous page reads the order backwards from its cursor, then turns the rows round.
  const backwards = cursor?.direction === "before";
  const descending = sort.descending !== backwards;
  const conditions = [listingRows(db, p.agencyId), filterCondition(filters, scope)];
  if (cursor) {
    const value = CURSOR_CAST[filters.sort](cursor.key);
    conditions.push(
      descending
        ? sql`(${sort.key}, ${p.id}) < (${value}, ${cursor.id})`
        : sql`(${sort.key}, ${p.id}) > (${value}, ${cursor.id})`,
    );
  }
  const rows = await db
    .select({
      id: p.id,
      reference: p.reference,
      displayAddress: p.displayAddress,
      postcode: p.postcode,
      branchName: branches.name,
      status: p.status,
      ...listingPriceColumns,
      source: p.source,
      placement: p.placement,
      placementNote: p.placementNote,
      heldBack: p.heldBack,
      advertRules: sql<
        string[]
      >`array(select distinct finding->>'rule' from jsonb_array_elements(${p.advertFindings}) as finding order by 1)`,
      photoKey: firstPhotoKey,
      updatedAt: p.updatedAt,
      cursorKey: sql<string | number>`${sort.text}`,
    })
    .from(p)
    .innerJoin(branches, eq(branches.id, p.branchId))
    .where(and(...conditions))
    .orderBy(...(descending ? [desc(sort.key), desc(p.id)] : [asc(sort.key), asc(p.id)]))
    .limit(limit + 1);
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  return { rows: backwards ? page.reverse() : page, more };
}

/** How many listings match, counting no further than `cap`. */
export async function countDeskListings(
  db: Db,
  filters: DeskFilters,
  scope: BranchScope,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(p)
    .where(and(listingRows(db, p.agencyId), filterCondition(filters, scope)))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matches);
  const n = row?.n ?? 0;
  return { count: Math.min(n, cap), capped: n > cap };
}

/** One listing, if it exists within the scope (another branch's listing is not found, by design). */
export async function selectDeskListing(
  db: Db,
  id: number,
  scope: BranchScope,
): Promise<(Listing & { branchName: string }) | null> {
  const [row] = await db
    .select({ ...listingColumns, branchName: branches.name })
    .from(p)
    .innerJoin(branches, eq(branches.id, p.branchId))
    .where(and(listingRows(db, p.agencyId), eq(p.id, id), inScopeCondition(scope)));
  return row ?? null;
}

export type BranchOption = { id: number; name: string };

export function selectBranchOptions(db: Db, scope: BranchScope): Promise<BranchOption[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), withinBranchScope(branches.id, scope)))
    .orderBy(asc(branches.position), asc(branches.name), asc(branches.id));
}

/** The feed sources that ever imported (a small table), for the source filter. */
export async function selectFeedSources(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ source: importRuns.source })
    .from(importRuns)
    .where(ownRows(db, importRuns.agencyId))
    .orderBy(asc(importRuns.source));
  return rows.map((row) => row.source);
}

/** The status a listing had before its last withdrawal (what a restore goes back to), if recorded. */
export async function selectStatusBeforeWithdrawal(
  db: Db,
  propertyId: number,
): Promise<PropertyStatus | null> {
  const [row] = await db
    .select({ previousStatus: propertyHistory.previousStatus })
    .from(propertyHistory)
    .where(
      and(
        ownRows(db, propertyHistory.agencyId),
        eq(propertyHistory.propertyId, propertyId),
        eq(propertyHistory.event, "withdrawn"),
      ),
    )
    .orderBy(desc(propertyHistory.changedAt), desc(propertyHistory.id))
    .limit(1);
  return row?.previousStatus ?? null;
}

/** Changes one media row of one listing (never another listing's, whatever id is posted). */
export async function updateListingMedia(
  db: Db,
  propertyId: number,
  mediaId: number,
  patch: Partial<Pick<ListingMedia, "position" | "caption">>,
): Promise<void> {
  await db
    .update(propertyMedia)
    .set(patch)
    .where(
      and(
        ownRows(db, propertyMedia.agencyId),
        eq(propertyMedia.id, mediaId),
        eq(propertyMedia.propertyId, propertyId),
      ),
    );
}

export async function deleteListingMedia(db: Db, propertyId: number, mediaId: number): Promise<void> {
  await db
    .delete(propertyMedia)
    .where(
      and(
        ownRows(db, propertyMedia.agencyId),
        eq(propertyMedia.id, mediaId),
        eq(propertyMedia.propertyId, propertyId),
      ),
    );
}

/** Marks the listing changed (its "last change" in the list) when only its media changed. */
export async function touchListing(db: Db, id: number): Promise<void> {
  await db
    .update(p)
    .set({ updatedAt: sql`now()` })
    .where(and(ownRows(db, p.agencyId), eq(p.id, id)));
}

/** Whether a source already uses a reference (a reference is unique within its source). */
export async function referenceTaken(db: Db, source: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(listingRows(db, p.agencyId), eq(p.source, source), eq(p.reference, reference)))
    .limit(1);
  return row !== undefined;
}
