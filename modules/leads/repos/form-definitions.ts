// Form definitions (spec §3 "Form definition"): the new-homes enquiry form and any form the agency adds.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { formDefinitions } from "../../../db/schema.ts";

/** Whether a form definition with this slug exists (the new-homes enquiry form, spec §2). */
export async function selectFormDefinitionBySlug(db: Db, slug: string) {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.slug, slug));
  return row ?? null;
}

export type FormDefinitionRow = typeof formDefinitions.$inferSelect;

/** Every form definition, by name (the back office's forms page). */
export async function selectFormDefinitions(db: Db): Promise<FormDefinitionRow[]> {
  return db.select().from(formDefinitions).orderBy(asc(formDefinitions.name), asc(formDefinitions.id));
}

export async function selectFormDefinitionById(db: Db, id: number): Promise<FormDefinitionRow | null> {
  const [row] = await db.select().from(formDefinitions).where(eq(formDefinitions.id, id));
  return row ?? null;
}

export async function updateFormDefinition(
  db: Db,
  id: number,
  changes: Partial<typeof formDefinitions.$inferInsert>,
): Promise<void> {
  await db.update(formDefinitions).set(changes).where(eq(formDefinitions.id, id));
}
