// Saved properties and saved searches of signed-in users (issue 6 items 5-6). Every query names the owner,
// so one user's id can never reach another user's rows.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties, savedProperties, savedSearches } from "../../../db/schema.ts";
import { listingColumns, onPublicSite } from "../../../db/listing-columns.ts";
import { marketedByColumn } from "../../search/index.ts";
import type { AlertFrequency } from "../model/fields.ts";

export type SavedSearchRow = typeof savedSearches.$inferSelect;

/** The saved listings still on the market (withdrawn and held-back ones are left out), oldest save first. */
export function selectSavedListings(db: Db, userId: number) {
  return db
    .select({ ...listingColumns, marketedBy: marketedByColumn })
    .from(savedProperties)
    .innerJoin(
      properties,
      and(
        eq(properties.agencyId, savedProperties.listingAgencyId),
        eq(properties.id, savedProperties.propertyId),
      ),
    )
    .where(and(ownRows(db, savedProperties.agencyId), eq(savedProperties.userId, userId), onPublicSite))
    .orderBy(asc(savedProperties.createdAt), asc(savedProperties.propertyId));
}

/** Saves the listings that exist (unknown ids are skipped); saving one already saved changes nothing. */
export async function insertSavedProperties(
  db: Db,
  userId: number,
  propertyIds: number[],
): Promise<number[]> {
  if (propertyIds.length === 0) return [];
  // At a group site a member's listing is found too (decision 034): the save names the listing's agency.
  const existing = await db
    .select({ id: properties.id, agencyId: properties.agencyId })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), inArray(properties.id, propertyIds)));
  const agencyOf = new Map(existing.map((row) => [row.id, row.agencyId]));
  const ids = propertyIds.filter((id) => agencyOf.has(id));
  if (ids.length === 0) return [];
  await db
    .insert(savedProperties)
    .values(ids.map((propertyId) => ({ userId, listingAgencyId: agencyOf.get(propertyId)!, propertyId })))
    .onConflictDoNothing();
  return ids;
}

export async function deleteSavedProperty(db: Db, userId: number, propertyId: number): Promise<void> {
  await db
    .delete(savedProperties)
    .where(
      and(
        ownRows(db, savedProperties.agencyId),
        eq(savedProperties.userId, userId),
        eq(savedProperties.propertyId, propertyId),
      ),
    );
}

export function selectSavedSearches(db: Db, userId: number): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(savedSearches)
    .where(and(ownRows(db, savedSearches.agencyId), eq(savedSearches.userId, userId)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function selectSavedSearch(db: Db, userId: number, id: number): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(ownRows(db, savedSearches.agencyId), eq(savedSearches.userId, userId), eq(savedSearches.id, id)),
    )
    .limit(1);
  return row ?? null;
}

export async function selectSavedSearchByPath(
  db: Db,
  userId: number,
  path: string,
): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(savedSearches)
    .where(
      and(
        ownRows(db, savedSearches.agencyId),
        eq(savedSearches.userId, userId),
        eq(savedSearches.path, path),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(1);
  return row ?? null;
}

export async function insertSavedSearch(
  db: Db,
  search: { userId: number; path: string; criteria: Record<string, unknown>; alertFrequency: AlertFrequency },
): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(search).returning();
  return row!;
}

/** Changes the owner's saved search; null when the user has no saved search with that id. */
export async function updateSavedSearch(
  db: Db,
  userId: number,
  id: number,
  changes: Partial<{ path: string; criteria: Record<string, unknown>; alertFrequency: AlertFrequency }>,
): Promise<SavedSearchRow | null> {
  if (Object.keys(changes).length === 0) return selectSavedSearch(db, userId, id);
  const [row] = await db
    .update(savedSearches)
    .set(changes)
    .where(
      and(ownRows(db, savedSearches.agencyId), eq(savedSearches.userId, userId), eq(savedSearches.id, id)),
    )
    .returning();
  return row ?? null;
}

/** Deletes the owner's saved search; false when the user has none with that id. */
export async function deleteSavedSearch(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(
      and(ownRows(db, savedSearches.agencyId), eq(savedSearches.userId, userId), eq(savedSearches.id, id)),
    )
    .returning({ id: savedSearches.id });
  return rows.length === 1;
}

/** How many saved searches a user has (a cap stops one account filling the table). */
export async function countSavedSearches(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedSearches)
    .where(and(ownRows(db, savedSearches.agencyId), eq(savedSearches.userId, userId)));
  return row?.n ?? 0;
}
