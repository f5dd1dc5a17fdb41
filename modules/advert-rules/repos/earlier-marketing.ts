// The listings already at these postcodes, for badge honesty (model/badge-honesty.ts): which of them is the same
// home as a new listing, and when that home was first listed and last on the market.
import { and, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import { properties as p } from "../../../db/schema.ts";

export function selectListingsAtPostcodes(db: Db, postcodes: readonly string[]) {
  return db
    .select({
      reference: p.reference,
      channel: p.channel,
      postcode: p.postcode,
      houseNumber: p.houseNumber,
      houseName: p.houseName,
      street: p.street,
      status: p.status,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })
    .from(p)
    .where(and(listingRows(db, p.agencyId), inArray(p.postcode, [...new Set(postcodes)])));
}
