// One listing as its page shows it (issue 4): the row, its media, its development plots. Its branch, staff and
// forms are read through their own repos; the page's rules live in services/property-page.ts.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import type { Listing, ListingMedia } from "../../../domain/agency.ts";
import { properties, propertyMedia } from "../../../db/schema.ts";
import { listingColumns, onPublicSite } from "../../../db/listing-columns.ts";
import { marketedByColumn, type MarketedBy } from "../../search/index.ts";

export type PropertyMediaRow = ListingMedia;

export type PropertyDetailsRow = Listing;

export async function selectPropertyById(db: Db, id: number): Promise<PropertyDetailsRow | null> {
  const [row] = await db
    .select(listingColumns)
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, id)));
  return row ?? null;
}

/** Photos, floorplans, EPC charts, videos and tours of one listing, in display order. */
export function selectPropertyMedia(db: Db, propertyId: number): Promise<PropertyMediaRow[]> {
  return db
    .select()
    .from(propertyMedia)
    .where(and(listingRows(db, propertyMedia.agencyId), eq(propertyMedia.propertyId, propertyId)))
    .orderBy(asc(propertyMedia.kind), asc(propertyMedia.position), asc(propertyMedia.id));
}

/** A development's plots still on the market, in id order (the order they were listed). */
export function selectChildProperties(db: Db, parentId: number): Promise<PropertyDetailsRow[]> {
  return db
    .select(listingColumns)
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.parentId, parentId), onPublicSite))
    .orderBy(asc(properties.id));
}

/**
 * The agency of a listing the handle may read: its own, or at a group site one of its live members' (decision 034),
 * with the member's credit (null for its own); null when the handle sees no such listing.
 */
export async function selectListingAgency(
  db: Db,
  id: number,
): Promise<{ agencyId: number; marketedBy: MarketedBy | null } | null> {
  const [row] = await db
    .select({ agencyId: properties.agencyId, marketedBy: marketedByColumn })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, id)));
  return row ?? null;
}
