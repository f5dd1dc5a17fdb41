// The domain's record types (domain/agency.ts) must be exactly what the tables hold: if a column changes
// without its domain type, these lines stop compiling.
import type { Branch, Department, Listing, ListingMedia, StaffMember } from "../../domain/agency.ts";
import type { branches, departments, properties, propertyMedia, staff } from "../schema.ts";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type GeneratedListingColumns = "searchVector" | "location" | "comparablePrice";
// The agency a row belongs to is its scope (docs/decisions/029), not part of the record the domain works with.
type Row<T extends { agencyId: number }> = Omit<T, "agencyId">;

export const entityTypesMatchSchema: [
  Same<Listing, Omit<Row<typeof properties.$inferSelect>, GeneratedListingColumns>>,
  Same<ListingMedia, Row<typeof propertyMedia.$inferSelect>>,
  Same<Branch, Row<typeof branches.$inferSelect>>,
  Same<Department, Row<typeof departments.$inferSelect>>,
  Same<StaffMember, Row<typeof staff.$inferSelect>>,
] = [true, true, true, true, true];
