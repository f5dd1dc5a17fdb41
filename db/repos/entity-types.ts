// The domain's record types (domain/agency.ts) must be exactly what the tables hold: if a column changes
// without its domain type, these lines stop compiling.
import type { Branch, Department, Listing, ListingMedia, StaffMember } from "../../domain/agency.ts";
import type { branches, departments, properties, propertyMedia, staff } from "../schema.ts";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type GeneratedListingColumns = "searchVector" | "location" | "comparablePrice";

export const entityTypesMatchSchema: [
  Same<Listing, Omit<typeof properties.$inferSelect, GeneratedListingColumns>>,
  Same<ListingMedia, typeof propertyMedia.$inferSelect>,
  Same<Branch, typeof branches.$inferSelect>,
  Same<Department, typeof departments.$inferSelect>,
  Same<StaffMember, typeof staff.$inferSelect>,
] = [true, true, true, true, true];
