// The back office's branches and staff pages (issue 15 item 4): every query they run. Scope (which branches a
// manager may touch) is a condition of each query that reads or writes one branch's rows, not only of the page.
import { and, asc, count, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows, ownRows } from "../../../db/agency-scope.ts";
import type { BranchScope } from "../../staff/model/roles.ts";
import { branches, departments, properties, staff } from "../../../db/schema.ts";
import { withinBranchScope } from "../../../db/branch-scope.ts";

export type AdminBranchRow = typeof branches.$inferSelect;
export type NewAdminBranchRow = typeof branches.$inferInsert;
export type AdminDepartmentRow = typeof departments.$inferSelect;
export type AdminStaffRow = typeof staff.$inferSelect;

const branchInScope = (scope: BranchScope) => withinBranchScope(branches.id, scope);

export type AdminBranchListRow = Pick<
  AdminBranchRow,
  "id" | "slug" | "name" | "addressLine1" | "town" | "postcode" | "telephone" | "source" | "position"
> & { staffCount: number; hiddenStaffCount: number };

/**
 * The branches in scope in display order, with their team's size. Not their listings: counting 100,000 of them
 * took the page from 15 to 200 ms (bench/admin.ts); a branch's page links the listings desk filtered by it.
 */
export async function selectAdminBranchList(db: Db, scope: BranchScope): Promise<AdminBranchListRow[]> {
  const teams = db
    .select({
      branchId: staff.branchId,
      total: count().as("total"),
      hidden: sql<number>`count(*) filter (where not ${staff.visible})::int`.as("hidden"),
    })
    .from(staff)
    .where(ownRows(db, staff.agencyId))
    .groupBy(staff.branchId)
    .as("teams");
  return db
    .select({
      id: branches.id,
      slug: branches.slug,
      name: branches.name,
      addressLine1: branches.addressLine1,
      town: branches.town,
      postcode: branches.postcode,
      telephone: branches.telephone,
      source: branches.source,
      position: branches.position,
      staffCount: sql<number>`coalesce(${teams.total}, 0)::int`,
      hiddenStaffCount: sql<number>`coalesce(${teams.hidden}, 0)::int`,
    })
    .from(branches)
    .leftJoin(teams, eq(teams.branchId, branches.id))
    .where(and(listingRows(db, branches.agencyId), branchInScope(scope)))
    .orderBy(asc(branches.position), asc(branches.name), asc(branches.id));
}

/** Every branch's id and name (owners choose among all of them; a manager's list is cut by scope). */
export async function selectBranchChoices(
  db: Db,
  scope: BranchScope,
): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), branchInScope(scope)))
    .orderBy(asc(branches.position), asc(branches.name), asc(branches.id));
}

/** One branch, if it is in scope: what the editor reads, and what a write locks. */
const adminBranchQuery = (db: Db, scope: BranchScope, id: number) =>
  db
    .select()
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, id), branchInScope(scope)));

export async function selectAdminBranch(
  db: Db,
  scope: BranchScope,
  id: number,
): Promise<AdminBranchRow | null> {
  const [row] = await adminBranchQuery(db, scope, id);
  return row ?? null;
}

/** The branch row locked for a write (in the caller's transaction), or null when out of scope or gone. */
export async function lockAdminBranch(
  tx: Db,
  scope: BranchScope,
  id: number,
): Promise<AdminBranchRow | null> {
  const [row] = await adminBranchQuery(tx, scope, id).for("update");
  return row ?? null;
}

export async function deleteAdminBranch(tx: Db, id: number): Promise<void> {
  await tx.delete(branches).where(and(ownRows(tx, branches.agencyId), eq(branches.id, id)));
}

export async function countBranchListings(tx: Db, branchId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(properties)
    .where(and(listingRows(tx, properties.agencyId), eq(properties.branchId, branchId)));
  return row?.n ?? 0;
}

/** Other branches' coverage (a coverage entry belongs to one branch: the longest-prefix rule needs it). */
export async function selectOtherCoverages(
  tx: Db,
  exceptBranchId: number | null,
): Promise<{ name: string; postcodeCoverage: string[] }[]> {
  return tx
    .select({ name: branches.name, postcodeCoverage: branches.postcodeCoverage })
    .from(branches)
    .where(
      and(
        listingRows(tx, branches.agencyId),
        exceptBranchId === null ? undefined : ne(branches.id, exceptBranchId),
      ),
    );
}

export async function selectBranchDepartments(db: Db, branchId: number): Promise<AdminDepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(and(ownRows(db, departments.agencyId), eq(departments.branchId, branchId)))
    .orderBy(asc(departments.label), asc(departments.id));
}

export async function selectExternalDepartment(db: Db): Promise<AdminDepartmentRow | null> {
  const [row] = await db
    .select()
    .from(departments)
    .where(
      and(
        ownRows(db, departments.agencyId),
        isNull(departments.branchId),
        eq(departments.kind, "external_commercial"),
      ),
    )
    .orderBy(asc(departments.id))
    .limit(1);
  return row ?? null;
}

export async function insertDepartment(
  tx: Db,
  row: typeof departments.$inferInsert,
): Promise<AdminDepartmentRow> {
  const [inserted] = await tx.insert(departments).values(row).returning();
  return inserted!;
}

export async function updateDepartment(
  tx: Db,
  id: number,
  changes: Partial<typeof departments.$inferInsert>,
): Promise<void> {
  await tx
    .update(departments)
    .set(changes)
    .where(and(ownRows(tx, departments.agencyId), eq(departments.id, id)));
}

export async function deleteDepartment(tx: Db, id: number): Promise<void> {
  await tx.delete(departments).where(and(ownRows(tx, departments.agencyId), eq(departments.id, id)));
}

/** A branch's whole team, hidden people too, in display order. */
export async function selectBranchTeam(db: Db, branchId: number): Promise<AdminStaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.branchId, branchId)))
    .orderBy(asc(staff.position), asc(staff.surname), asc(staff.firstName), asc(staff.id));
}

export async function selectTeamMember(db: Db, branchId: number, id: number): Promise<AdminStaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.id, id), eq(staff.branchId, branchId)));
  return row ?? null;
}

export async function deleteTeamMember(tx: Db, id: number): Promise<void> {
  await tx.delete(staff).where(and(ownRows(tx, staff.agencyId), eq(staff.id, id)));
}
