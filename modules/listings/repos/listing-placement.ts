// Listings not on the map (issue 36): the placing job's work list, its writes and the counts the desk shows.
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { ListingPlacement } from "../../../domain/agency.ts";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties } from "../../../db/schema.ts";

export type UnplacedListing = { id: number; postcode: string; town: string; county: string | null };

/** Up to `limit` unplaced listings after `afterId`, in id order (served by properties_unplaced_idx). */
export function selectUnplacedListings(db: Db, afterId: number, limit: number): Promise<UnplacedListing[]> {
  return db
    .select({
      id: properties.id,
      postcode: properties.postcode,
      town: properties.town,
      county: properties.county,
    })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        eq(properties.placement, "unplaced"),
        gt(properties.id, afterId),
      ),
    )
    .orderBy(asc(properties.id))
    .limit(limit);
}

export type PlacementUpdate = {
  id: number;
  latitude: number | null;
  longitude: number | null;
  placement: ListingPlacement;
  note: string | null;
};

/**
 * Writes what the placing job found. Only rows still unplaced change: a feed run that placed or rewrote a
 * listing meanwhile wins. Returns how many were placed.
 */
export async function savePlacements(db: Db, updates: readonly PlacementUpdate[]): Promise<number> {
  let placed = 0;
  for (const update of updates) {
    const rows = await db
      .update(properties)
      .set({
        latitude: update.latitude,
        longitude: update.longitude,
        placement: update.placement,
        placementNote: update.note,
      })
      .where(
        and(
          ownRows(db, properties.agencyId),
          eq(properties.id, update.id),
          eq(properties.placement, "unplaced"),
        ),
      )
      .returning({ id: properties.id });
    if (rows.length && update.placement !== "unplaced") placed += 1;
  }
  return placed;
}

/** Listings on the site (not withdrawn) by how they are placed: the desk's and the job's counts. */
export async function countListingsByPlacement(db: Db): Promise<Record<ListingPlacement, number>> {
  const rows = await db
    .select({ placement: properties.placement, n: count() })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), sql`${properties.status} <> 'withdrawn'`))
    .groupBy(properties.placement);
  const counts: Record<ListingPlacement, number> = {
    exact: 0,
    postcode: 0,
    sector: 0,
    district: 0,
    town: 0,
    unplaced: 0,
  };
  for (const row of rows) counts[row.placement] = row.n;
  return counts;
}
