// The listings a sitemap names: every one not withdrawn (a withdrawn page answers 410), oldest id first so
// each sitemap file of a large agency keeps the same listings from one day to the next.
import { asc, ne } from "drizzle-orm";
import type { Db } from "../client.ts";
import { properties } from "../schema.ts";

export type ListingStamp = { id: number; updatedAt: Date };

export function countLiveListings(db: Db): Promise<number> {
  return db.$count(properties, ne(properties.status, "withdrawn"));
}

export function selectLiveListingStamps(
  db: Db,
  { offset, limit }: { offset: number; limit: number },
): Promise<ListingStamp[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(ne(properties.status, "withdrawn"))
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(limit);
}
