// Form definitions (spec §3 "Form definition"): the new-homes enquiry form and any form the agency adds.
import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { formDefinitions } from "../schema.ts";

/** Whether a form definition with this slug exists (the new-homes enquiry form, spec §2). */
export async function selectFormDefinitionBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.slug, slug));
  return row ?? null;
}
