// Test data: the seed's own factories, plus helpers that write a row and hand back its id.
import type { Db } from "../../db/client.ts";
import { insertInBatches } from "../../db/repos/demo-agency.ts";
import { properties, propertyMedia } from "../../db/schema.ts";
import { buildListing } from "../../db/seed/factories.ts";

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
