// POST /property_views (spec §7 "Search and tracking"): the browser reports a property page view, fire and
// forget. Only views of real properties are kept.
import { z } from "zod";
import { insertPropertyView } from "../repos/property-views.ts";
import type { Services } from "../../../platform/services.ts";

export const propertyViewSchema = z.object({
  // The column is a PostgreSQL integer: a larger id would be a 500 from the insert, not "no such property".
  property_id: z.coerce.number().int().positive().max(2_147_483_647),
  domain: z.string().trim().max(255).optional(),
});

export type PropertyViewResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

export async function recordPropertyView(services: Services, body: unknown): Promise<PropertyViewResult> {
  const parsed = propertyViewSchema.safeParse(body);
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    return { ok: false, errors: fieldErrors as Record<string, string[]> };
  }
  const { property_id: propertyId, domain } = parsed.data;
  const recorded = await insertPropertyView(services.db, { propertyId, domain: domain || null });
  return recorded
    ? { ok: true }
    : { ok: false, errors: { property_id: [`There is no property ${propertyId}`] } };
}
