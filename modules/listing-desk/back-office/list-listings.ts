// The listings desk's list (issue 14): one page of the stock within the staff member's branches, in an
// indexed order, a capped count, and the filters' choices (their branches, the sources that imported).
// A service taking db, so a benchmark can time it alone.
import type { Db } from "../../../db/client.ts";
import {
  countDeskListings,
  selectBranchOptions,
  selectDeskPage,
  selectFeedSources,
  type BranchOption,
  type DeskListRow,
} from "../../listings/index.ts";
import {
  DESK_COUNT_CAP,
  DESK_PAGE_SIZE,
  encodeCursor,
  readDeskFilters,
  type DeskFilters,
} from "../../listings/model/listing-filters.ts";
import { DESK_SOURCES } from "../../listings/model/overrides.ts";
import { branchScope } from "../../staff/model/roles.ts";
import { listingPriceText } from "../../../domain/pricing.ts";
import type { SignedInStaff } from "../../staff/index.ts";

export type DeskListPage = {
  rows: (DeskListRow & { priceText: string })[];
  count: number;
  capped: boolean;
  /** Cursors of the neighbouring pages, when there are any. */
  next: string | null;
  previous: string | null;
  branches: BranchOption[];
  sources: string[];
  /** Listings on the site within the staff member's branches that are not on the map (issue 36). */
  unplaced: number;
  /** Listings within the staff member's branches that the advert rules hold back from the site (issue 41). */
  heldBack: number;
};

const NOT_ON_THE_MAP = readDeskFilters(new URLSearchParams({ map: "unplaced" }));
const HELD_BACK = readDeskFilters(new URLSearchParams({ advert: "held" }));

export async function listListings(
  db: Db,
  staff: Pick<SignedInStaff, "role" | "branchIds">,
  filters: DeskFilters,
): Promise<DeskListPage> {
  const scope = branchScope(staff);
  // Side by side on PostgreSQL's pool (PGlite runs them one after another).
  const [{ rows, more }, { count, capped }, branches, feedSources, unplaced, heldBack] = await Promise.all([
    selectDeskPage(db, filters, scope, DESK_PAGE_SIZE),
    countDeskListings(db, filters, scope, DESK_COUNT_CAP),
    selectBranchOptions(db, scope),
    selectFeedSources(db),
    countDeskListings(db, NOT_ON_THE_MAP, scope, DESK_COUNT_CAP),
    countDeskListings(db, HELD_BACK, scope, DESK_COUNT_CAP),
  ]);
  const sources = [...DESK_SOURCES, ...feedSources.filter((s) => !DESK_SOURCES.has(s))];
  const first = rows[0];
  const last = rows.at(-1);
  const direction = filters.cursor?.direction ?? null;
  const cursorOf = (row: DeskListRow | undefined) => (row ? encodeCursor(row.cursorKey, row.id) : null);
  return {
    rows: rows.map((row) => ({
      ...row,
      priceText: listingPriceText(row),
    })),
    count,
    capped,
    next: direction === "before" || more ? cursorOf(last) : null,
    previous: direction === "after" || (direction === "before" && more) ? cursorOf(first) : null,
    branches,
    sources,
    unplaced: unplaced.count,
    heldBack: heldBack.count,
  };
}

/** The branches a staff member may put a listing in (the new listing form). */
export function listingBranches(
  db: Db,
  staff: Pick<SignedInStaff, "role" | "branchIds">,
): Promise<BranchOption[]> {
  return selectBranchOptions(db, branchScope(staff));
}
