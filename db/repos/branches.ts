// Branch rows for the site chrome (the footer's branch list); the branch pages add their own queries later.
import { asc } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches } from "../schema.ts";

export type BranchSummary = {
  slug: string;
  name: string;
  addressLine1: string;
  addressLine2: string | null;
  town: string;
  county: string | null;
  postcode: string;
  telephone: string;
};

/** Every branch in display order (position, then name): the footer lists them all. */
export async function listBranchSummaries(db: Db): Promise<BranchSummary[]> {
  return db
    .select({
      slug: branches.slug,
      name: branches.name,
      addressLine1: branches.addressLine1,
      addressLine2: branches.addressLine2,
      town: branches.town,
      county: branches.county,
      postcode: branches.postcode,
      telephone: branches.telephone,
    })
    .from(branches)
    .orderBy(asc(branches.position), asc(branches.name));
}
