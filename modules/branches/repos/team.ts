// Staff members as the public site sees them: a branch's visible team in display order, and one visible member
// by id (staff contacts, listings' profiles). Hidden people (issue 15 item 4) are not found here.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import type { StaffMember } from "../../../domain/agency.ts";
import { staff } from "../../../db/schema.ts";

export type StaffRow = StaffMember;

export function selectStaffForBranch(db: Db, branchId: number): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.branchId, branchId), eq(staff.visible, true)))
    .orderBy(asc(staff.position), asc(staff.surname), asc(staff.firstName));
}

export async function selectStaffById(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.id, id), eq(staff.visible, true)));
  return row ?? null;
}

/** Every visible member of staff, by name (the people a services page may name as contacts). */
export function selectVisibleStaff(db: Db): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(and(ownRows(db, staff.agencyId), eq(staff.visible, true)))
    .orderBy(asc(staff.surname), asc(staff.firstName), asc(staff.id));
}
