// The desk's overrides of feed listings (issue 14; modules/listings/model/overrides.ts): read and written by the
// listings desk, read and refreshed by the importer in its batch transaction.
import { and, inArray, sql } from "drizzle-orm";
import type { ListingOverrides, MediaSnapshot } from "../model/overrides.ts";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { propertyOverrides } from "../../../db/schema.ts";

export type StoredOverrides = { fields: ListingOverrides; feedMedia: MediaSnapshot[] | null };

export async function selectOverrides(db: Db, propertyIds: number[]): Promise<Map<number, StoredOverrides>> {
  if (propertyIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(propertyOverrides)
    .where(and(ownRows(db, propertyOverrides.agencyId), inArray(propertyOverrides.propertyId, propertyIds)));
  return new Map(rows.map((row) => [row.propertyId, { fields: row.fields, feedMedia: row.feedMedia }]));
}

/** Writes each listing's overrides whole; a listing left with none loses its row. */
export async function saveOverrides(
  db: Db,
  rows: ({ propertyId: number } & StoredOverrides)[],
): Promise<void> {
  const empty = rows.filter((row) => Object.keys(row.fields).length === 0 && row.feedMedia === null);
  const kept = rows.filter((row) => !empty.includes(row));
  if (empty.length > 0) {
    await db.delete(propertyOverrides).where(
      and(
        ownRows(db, propertyOverrides.agencyId),
        inArray(
          propertyOverrides.propertyId,
          empty.map((row) => row.propertyId),
        ),
      ),
    );
  }
  if (kept.length > 0) {
    await db
      .insert(propertyOverrides)
      .values(kept)
      .onConflictDoUpdate({
        target: [propertyOverrides.agencyId, propertyOverrides.propertyId],
        set: {
          fields: sql`excluded.fields`,
          feedMedia: sql`excluded.feed_media`,
          updatedAt: sql`now()`,
        },
      });
  }
}
