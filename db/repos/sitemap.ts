// The listings a sitemap names: every one on the public site (db/listing-columns.ts onPublicSite), oldest id first so
// each sitemap file of a large agency keeps the same listings from one day to the next.
import { and, asc } from "drizzle-orm";
import { onPublicSite } from "../listing-columns.ts";
import type { Db } from "../client.ts";
import { listingRows } from "../agency-scope.ts";
import { properties } from "../schema.ts";

export type ListingStamp = { id: number; updatedAt: Date };

export function countLiveListings(db: Db): Promise<number> {
  return db.$count(properties, and(listingRows(db, properties.agencyId), onPublicSite));
}

export function selectLiveListingStamps(
  db: Db,
  { offset, limit }: { offset: number; limit: number },
): Promise<ListingStamp[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), onPublicSite))
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(limit);
}
