// The kept versions of listings' adverts (issue 41 "Evidence", db/schema.ts advert_versions): the open version of
// each listing, a new one opened, the open ones closed, one listing's versions, and the expired ones deleted.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { advertVersions as v, properties, propertyMedia } from "../../../db/schema.ts";
import { listingColumns } from "../../../db/listing-columns.ts";
import type { Listing, ListingMedia } from "../../../domain/agency.ts";
import type { AdvertSnapshot, AdvertVersion } from "../model/advert-version.ts";

export type OpenVersion = { id: number; propertyId: number; snapshotHash: string };

export function selectOpenVersions(db: Db, propertyIds: readonly number[]): Promise<OpenVersion[]> {
  return db
    .select({ id: v.id, propertyId: v.propertyId, snapshotHash: v.snapshotHash })
    .from(v)
    .where(and(ownRows(db, v.agencyId), inArray(v.propertyId, [...propertyIds]), isNull(v.liveTo)));
}

export async function closeVersions(db: Db, ids: readonly number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(v)
    .set({ liveTo: at })
    .where(and(ownRows(db, v.agencyId), inArray(v.id, [...ids]), isNull(v.liveTo)));
}

export type NewVersion = {
  propertyId: number;
  liveFrom: Date;
  snapshot: AdvertSnapshot;
  snapshotHash: string;
  mediaKeys: string[];
};

export async function insertVersions(db: Db, rows: readonly NewVersion[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(v).values([...rows]);
}

/** One listing's versions, newest first. */
export function selectVersionsOf(db: Db, propertyId: number): Promise<AdvertVersion[]> {
  return db
    .select({ id: v.id, liveFrom: v.liveFrom, liveTo: v.liveTo, snapshot: v.snapshot })
    .from(v)
    .where(and(ownRows(db, v.agencyId), eq(v.propertyId, propertyId)))
    .orderBy(desc(v.liveFrom), desc(v.id));
}

/** Versions that stopped being live before `before`: past the agency's evidence period. */
export async function deleteVersionsEndedBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(v)
    .where(and(ownRows(db, v.agencyId), isNotNull(v.liveTo), lt(v.liveTo, before)))
    .returning({ id: v.id });
  return deleted.length;
}

/** The listings and their media as their pages show them, for snapshots. */
export async function selectAdvertised(db: Db, propertyIds: readonly number[]) {
  const ids = [...propertyIds];
  const [listings, media] = await Promise.all([
    db
      .select(listingColumns)
      .from(properties)
      .where(and(listingRows(db, properties.agencyId), inArray(properties.id, ids))),
    db
      .select()
      .from(propertyMedia)
      .where(and(listingRows(db, propertyMedia.agencyId), inArray(propertyMedia.propertyId, ids)))
      .orderBy(asc(propertyMedia.propertyId), asc(propertyMedia.kind), asc(propertyMedia.position)),
  ]);
  return { listings: listings as Listing[], media: media as ListingMedia[] };
}
