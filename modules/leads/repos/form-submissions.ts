// New-homes form submissions (spec §7 "/form_submissions"): the form definition a post names, and the
// submission with its uploaded files, written in the lead's transaction (modules/leads/use-cases/new-homes.ts).
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { formDefinitions, formSubmissionFiles, formSubmissions } from "../../../db/schema.ts";

export type FormDefinitionRow = typeof formDefinitions.$inferSelect;
export type NewFormSubmission = Omit<typeof formSubmissions.$inferInsert, "id" | "createdAt">;
export type NewFormSubmissionFile = Omit<typeof formSubmissionFiles.$inferInsert, "id" | "submissionId">;

export async function selectFormDefinitionById(db: Db, id: number): Promise<FormDefinitionRow | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await db
    .select()
    .from(formDefinitions)
    .where(and(ownRows(db, formDefinitions.agencyId), eq(formDefinitions.id, id)));
  return row ?? null;
}

/** Inserts the submission unless its idempotency key is already stored; the new id, or null when it was. */
export async function insertFormSubmissionOnce(
  db: Db,
  submission: NewFormSubmission,
): Promise<number | null> {
  const [row] = await db
    .insert(formSubmissions)
    .values(submission)
    .onConflictDoNothing({ target: [formSubmissions.agencyId, formSubmissions.idempotencyKey] })
    .returning({ id: formSubmissions.id });
  return row?.id ?? null;
}

export async function insertFormSubmissionFiles(
  db: Db,
  submissionId: number,
  files: readonly NewFormSubmissionFile[],
): Promise<void> {
  if (files.length === 0) return;
  await db.insert(formSubmissionFiles).values(files.map((file) => ({ ...file, submissionId })));
}

export function selectFormSubmissionFiles(db: Db, submissionId: number) {
  return db
    .select()
    .from(formSubmissionFiles)
    .where(
      and(ownRows(db, formSubmissionFiles.agencyId), eq(formSubmissionFiles.submissionId, submissionId)),
    );
}
