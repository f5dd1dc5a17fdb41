// property_views rows: one per property page view reported by the browser (spec §7 POST /property_views).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties, propertyViews } from "../../../db/schema.ts";

/** Records a view of an existing property; false (and nothing written) when there is no such property. */
export async function insertPropertyView(
  db: Db,
  view: { propertyId: number; domain: string | null },
): Promise<boolean> {
  const [property] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(listingRows(db, properties.agencyId), eq(properties.id, view.propertyId)));
  if (!property) return false;
  await db.insert(propertyViews).values({ propertyId: view.propertyId, domain: view.domain });
  return true;
}

/** How many views a property has (tests and reports). */
export async function countPropertyViews(db: Db, propertyId: number): Promise<number> {
  return db.$count(
    propertyViews,
    and(ownRows(db, propertyViews.agencyId), eq(propertyViews.propertyId, propertyId)),
  );
}
