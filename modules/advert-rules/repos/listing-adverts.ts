// The listings' adverts as the rules read them, a page at a time by id, and their findings written back.
import { and, asc, eq, gt } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import { properties as p } from "../../../db/schema.ts";
import type { AdvertHold } from "../model/listing-advert.ts";

/** Up to `limit` listings after `afterId` (withdrawn ones too: a restored listing must come back checked). */
export function selectAdvertPage(db: Db, afterId: number, limit: number) {
  return db
    .select({
      id: p.id,
      channel: p.channel,
      price: p.price,
      poa: p.poa,
      priceQualifier: p.priceQualifier,
      summary: p.summary,
      description: p.description,
      keyFeatures: p.keyFeatures,
      tags: p.tags,
      shortLet: p.shortLet,
      tenure: p.tenure,
      materialInformation: p.materialInformation,
      advertFindings: p.advertFindings,
      heldBack: p.heldBack,
    })
    .from(p)
    .where(and(listingRows(db, p.agencyId), gt(p.id, afterId)))
    .orderBy(asc(p.id))
    .limit(limit);
}

/** Writes the rules' new conclusion on one listing (its `updated_at` stays: the listing itself did not change). */
export async function updateAdvertHold(db: Db, id: number, hold: AdvertHold): Promise<void> {
  await db
    .update(p)
    .set(hold)
    .where(and(ownRows(db, p.agencyId), eq(p.id, id)));
}
