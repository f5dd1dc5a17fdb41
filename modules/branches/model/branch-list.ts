// The branch list (issue 7 item 4): nearest first when a town or postcode was searched.
import type { ListPagination } from "../../../domain/list-pagination.ts";

export type BranchListItem = {
  slug: string;
  url: string;
  name: string;
  address: string;
  telephone: string;
  imageUrl: string | null;
  /** Miles from the searched place or postcode, one decimal; null without a search. */
  distanceMiles: number | null;
};

export type BranchSearch = {
  q: string;
  /** What the search was understood as, e.g. "Bath, Somerset" or "BS8"; null without one. */
  origin: string | null;
  /** True when a search was given but named no place or covered postcode: all branches are listed. */
  notFound: boolean;
  branches: BranchListItem[];
  pagination: ListPagination;
};

/**
 * A branch a feed created for a BRANCH_ID it never described (issue 36): no address yet. Kept off public pages
 * until a branches feed or staff complete it (modules/branches/repos/branches.ts isPublicBranch is the same rule in SQL).
 */
export const isPlaceholderBranch = (branch: { addressLine1: string; postcode: string }) =>
  branch.addressLine1.trim() === "" && branch.postcode.trim() === "";
