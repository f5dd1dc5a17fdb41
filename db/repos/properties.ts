// One listing with everything its page shows (issue 4): the row, its media, its branch (departments, staff),
// its associated staff member, its development parent and plots. Plain reads; the page's rules live in
// services/property-page.ts.
import { and, asc, eq, getTableColumns, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../client.ts";
import { branches, departments, formDefinitions, properties, propertyMedia, staff } from "../schema.ts";

export type PropertyRow = typeof properties.$inferSelect;
export type PropertyMediaRow = typeof propertyMedia.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;
export type DepartmentRow = typeof departments.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;

// Every column but the generated ones the page never shows (the search vector, the point, the comparable price).
const {
  searchVector: _searchVector,
  location: _location,
  comparablePrice: _comparablePrice,
  ...propertyColumns
} = getTableColumns(properties);

export type PropertyDetailsRow = Omit<PropertyRow, "searchVector" | "location" | "comparablePrice">;

export async function selectPropertyById(db: Db, id: number): Promise<PropertyDetailsRow | null> {
  const [row] = await db.select(propertyColumns).from(properties).where(eq(properties.id, id));
  return row ?? null;
}

/** Photos, floorplans, EPC charts, videos and tours of one listing, in display order. */
export function selectPropertyMedia(db: Db, propertyId: number): Promise<PropertyMediaRow[]> {
  return db
    .select()
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, propertyId))
    .orderBy(asc(propertyMedia.kind), asc(propertyMedia.position), asc(propertyMedia.id));
}

export async function selectBranchById(db: Db, id: number): Promise<BranchRow | null> {
  const [row] = await db.select().from(branches).where(eq(branches.id, id));
  return row ?? null;
}

/** The branch's departments, plus the departments outside any branch (the external commercial one). */
export function selectDepartmentsForBranch(db: Db, branchId: number): Promise<DepartmentRow[]> {
  return db
    .select()
    .from(departments)
    .where(or(eq(departments.branchId, branchId), isNull(departments.branchId)))
    .orderBy(asc(departments.id));
}

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

/** A development's plots still on the market, in id order (the order they were listed). */
export function selectChildProperties(db: Db, parentId: number): Promise<PropertyDetailsRow[]> {
  return db
    .select(propertyColumns)
    .from(properties)
    .where(and(eq(properties.parentId, parentId), ne(properties.status, "withdrawn")))
    .orderBy(asc(properties.id));
}

/** Whether a form definition with this slug exists (the new-homes enquiry form, spec §2). */
export async function selectFormDefinitionBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.slug, slug));
  return row ?? null;
}
