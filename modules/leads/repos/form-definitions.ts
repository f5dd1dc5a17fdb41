// Form definitions (spec §3 "Form definition"): the new-homes enquiry form and any form the agency adds.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { formDefinitions } from "../../../db/schema.ts";

/** Whether a form definition with this slug exists (the new-homes enquiry form, spec §2). */
export async function selectFormDefinitionBySlug(db: Db, slug: string) {
  const [row] = await db
    .select()
    .from(formDefinitions)
    .where(and(ownRows(db, formDefinitions.agencyId), eq(formDefinitions.slug, slug)));
  return row ?? null;
}

export type FormDefinitionRow = typeof formDefinitions.$inferSelect;

/** Every form definition, by name (the back office's forms page). */
export async function selectFormDefinitions(db: Db): Promise<FormDefinitionRow[]> {
  return db
    .select()
    .from(formDefinitions)
    .where(ownRows(db, formDefinitions.agencyId))
    .orderBy(asc(formDefinitions.name), asc(formDefinitions.id));
}

export async function selectFormDefinitionById(db: Db, id: number): Promise<FormDefinitionRow | null> {
  const [row] = await db
    .select()
    .from(formDefinitions)
    .where(and(ownRows(db, formDefinitions.agencyId), eq(formDefinitions.id, id)));
  return row ?? null;
}

export async function updateFormDefinition(
  db: Db,
  id: number,
  changes: Partial<typeof formDefinitions.$inferInsert>,
): Promise<void> {
  await db
    .update(formDefinitions)
    .set(changes)
    .where(and(ownRows(db, formDefinitions.agencyId), eq(formDefinitions.id, id)));
}
