// Test data: the seed's own factories, plus helpers that write a row and hand back its id.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { insertInBatches } from "../../db/repos/seeding.ts";
import { properties, propertyMedia } from "../../db/schema.ts";
import { buildListing } from "../../db/seed/factories.ts";
import type { NewProperty } from "../../db/seed/listings.ts";

export {
  buildArticle,
  buildBranch,
  buildListing,
  buildProperty,
  buildStaffMember,
} from "../../db/seed/factories.ts";

/** Inserts a listing (branch 1 must exist, as in a seeded database) with its media; returns its id. */
export async function insertListing(db: Db, ...args: Parameters<typeof buildListing>): Promise<number> {
  const { property, media } = buildListing(...args);
  const [row] = await db.insert(properties).values(property).returning({ id: properties.id });
  const id = row!.id;
  await insertInBatches(
    db,
    propertyMedia,
    media.map((m) => ({ ...m, propertyId: id })),
  );
  return id;
}

/** The ids of the listings on the market (status available), oldest first. */
export async function availableListingIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.status, "available"))
    .orderBy(asc(properties.id));
  return rows.map((row) => row.id);
}

/** A residential letting on the market at a plain rent: priced, not POA, not a yearly (commercial-style) rent. */
export function isPlainLetting(p: NewProperty): boolean {
  return (
    p.channel === "lettings" &&
    p.status === "available" &&
    !p.poa &&
    Boolean(p.price) &&
    p.priceFrequency !== "pa" &&
    !(p.tags ?? []).some((tag) => tag.toLowerCase() === "commercial")
  );
}
