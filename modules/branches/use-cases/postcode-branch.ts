// GET /postcode_branch_lookup (spec §7 "Places and address"): the branch covering a postcode, by the longest
// matching prefix of the branches' postcode coverage (design §4). No branch is the spec's 'no-branch-found'.
import { and, arrayOverlaps, asc } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import { branches } from "../../../db/schema.ts";
import { isValidPostcode } from "../../leads/model/lead-fields.ts";
import { bestCoveringBranch, postcodePrefixes } from "../../../domain/postcode-coverage.ts";

export type PostcodeBranch = {
  id: number;
  name: string;
  slug: string;
  telephone: string;
  email: string;
};

export type PostcodeBranchOutcome =
  { kind: "found"; branch: PostcodeBranch } | { kind: "none" } | { kind: "invalid-postcode" };

export async function findPostcodeBranch(db: Db, postcode: string): Promise<PostcodeBranchOutcome> {
  if (!isValidPostcode(postcode)) return { kind: "invalid-postcode" };
  const candidates = await selectBranchesCovering(db, postcodePrefixes(postcode));
  const best = bestCoveringBranch(postcode, candidates);
  if (!best) return { kind: "none" };
  const { id, name, slug, telephone, email } = best;
  return { kind: "found", branch: { id, name, slug, telephone, email } };
}

/** Branches whose coverage holds any of the prefixes (a handful of rows: an agency has tens of branches). */
function selectBranchesCovering(db: Db, prefixes: string[]) {
  return db
    .select({
      id: branches.id,
      name: branches.name,
      slug: branches.slug,
      telephone: branches.telephone,
      email: branches.email,
      position: branches.position,
      coverage: branches.postcodeCoverage,
    })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), arrayOverlaps(branches.postcodeCoverage, prefixes)))
    .orderBy(asc(branches.position), asc(branches.id));
}
