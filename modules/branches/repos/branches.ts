// Branch rows: the site chrome's footer list, the branch list (nearest first) and the branch pages.
import { and, asc, count, eq, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import type { Branch, Department } from "../../../domain/agency.ts";
import type { BranchSummary } from "../../content/model/site-chrome.ts";
import { branches, departments } from "../../../db/schema.ts";

export type BranchRow = Branch;
export type DepartmentRow = Department;

/**
 * A branch visitors may see: not a placeholder a feed created for a BRANCH_ID it had not described ("Branch
 * FBM", no address; issue 36). It joins the public lists once a branches feed or staff give its address
 * (modules/branches/model/branch-list.ts isPlaceholderBranch says the same of a row).
 */
const isPublicBranch = sql`(${branches.addressLine1} <> '' or ${branches.postcode} <> '')`;

const summaryColumns = {
  slug: branches.slug,
  name: branches.name,
  addressLine1: branches.addressLine1,
  addressLine2: branches.addressLine2,
  town: branches.town,
  county: branches.county,
  postcode: branches.postcode,
  telephone: branches.telephone,
};

/** Every branch in display order (position, then name): the footer lists them all. */
export async function listBranchSummaries(db: Db): Promise<BranchSummary[]> {
  return db
    .select(summaryColumns)
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch))
    .orderBy(asc(branches.position), asc(branches.name));
}

// The branch pages (issue 7 item 4): the branch list, nearest first, and one branch by its slug.

export type BranchCard = BranchSummary & {
  id: number;
  latitude: number;
  longitude: number;
  photoKey: string | null;
  /** Kilometres from the searched point, or null when nothing was searched. */
  distanceKm: number | null;
};

const cardColumns = {
  id: branches.id,
  ...summaryColumns,
  latitude: branches.latitude,
  longitude: branches.longitude,
  photoKey: branches.photoKey,
};

/**
 * One page of branches: nearest `origin` first (great-circle distance, earthdistance), else in display
 * order. Ties fall back to display order, so pages never overlap.
 */
export async function selectBranchCards(
  db: Db,
  args: { origin: { latitude: number; longitude: number } | null; limit: number; offset: number },
): Promise<BranchCard[]> {
  const { origin } = args;
  const distance = origin
    ? sql<number>`earth_distance(ll_to_earth(${branches.latitude}, ${branches.longitude}), ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)) / 1000.0`
    : sql<null>`null::float8`;
  const rows = await db
    .select({ ...cardColumns, distanceKm: distance })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch))
    .orderBy(...(origin ? [distance] : []), asc(branches.position), asc(branches.name), asc(branches.id))
    .limit(args.limit)
    .offset(args.offset);
  return rows.map((row) => ({ ...row, distanceKm: row.distanceKm === null ? null : Number(row.distanceKm) }));
}

export async function countBranches(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch));
  return row?.n ?? 0;
}

export type BranchRecord = typeof branches.$inferSelect;

export async function selectBranchBySlug(db: Db, slug: string): Promise<BranchRecord | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.slug, slug), isPublicBranch));
  return row ?? null;
}

/** The first public branch in display order: the agency's main contact, shown for a placeholder's listings. */
export async function selectMainPublicBranch(db: Db): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch))
    .orderBy(asc(branches.position), asc(branches.name), asc(branches.id))
    .limit(1);
  return row ?? null;
}

/** Every branch's postcode coverage, for the longest-prefix match of a searched postcode (design §4). */
export function selectBranchCoverages(
  db: Db,
): Promise<{ id: number; latitude: number; longitude: number; postcodeCoverage: string[] }[]> {
  return db
    .select({
      id: branches.id,
      latitude: branches.latitude,
      longitude: branches.longitude,
      postcodeCoverage: branches.postcodeCoverage,
    })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch));
}

export async function selectBranchById(db: Db, id: number): Promise<BranchRow | null> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, id)));
  return row ?? null;
}

/** The branch's departments, plus the departments outside any branch (the external commercial one). */
export function selectDepartmentsForBranch(db: Db, branchId: number): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(
      and(
        ownRows(db, departments.agencyId),
        or(eq(departments.branchId, branchId), isNull(departments.branchId)),
      ),
    )
    .orderBy(asc(departments.id));
}

/** Every branch's public contact details in display order: the contact page lists them (issue 16). */
export async function listBranchContacts(db: Db) {
  return db
    .select({
      ...summaryColumns,
      salesTelephone: branches.salesTelephone,
      lettingsTelephone: branches.lettingsTelephone,
      email: branches.email,
      openingHours: branches.openingHours,
    })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), isPublicBranch))
    .orderBy(asc(branches.position), asc(branches.name));
}

/** The agency of a branch the handle may read: its own, or at a group site a live member's (decision 034). */
export async function selectBranchAgency(db: Db, id: number): Promise<number | null> {
  const [row] = await db
    .select({ agencyId: branches.agencyId })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, id)));
  return row?.agencyId ?? null;
}
