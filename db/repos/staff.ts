// Staff members: a branch's team in display order, and one member by id (staff contacts, listings' profiles).
import { asc, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import type { StaffMember } from "../../domain/agency.ts";
import { staff } from "../schema.ts";

export type StaffRow = StaffMember;

export function selectStaffForBranch(db: Db, branchId: number): Promise<StaffRow[]> {
  return db
    .select()
    .from(staff)
    .where(eq(staff.branchId, branchId))
    .orderBy(asc(staff.position), asc(staff.surname), asc(staff.firstName));
}

export async function selectStaffById(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select().from(staff).where(eq(staff.id, id));
  return row ?? null;
}
