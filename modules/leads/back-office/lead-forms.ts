// Form definitions in the back office (issue 15 item 3): the new-homes enquiry form (and any form the agency
// has) edited as its texts and its elements, checked by modules/leads/model/form-definition-schema.ts; a save is live
// at once (the property pages that draw the form are flushed from every cache) and audited.
import type { Db } from "../../../db/client.ts";
import {
  selectFormDefinitionById,
  selectFormDefinitions,
  updateFormDefinition,
} from "../repos/form-definitions.ts";
import { NEW_HOMES_FORM_SLUG } from "../model/new-homes-submission.ts";
import { elementProblems, formDefinitionEditSchema } from "../model/form-definition-schema.ts";
import { auditedWrite, changedFields, type WriteActor } from "../../audit/index.ts";

export const listForms = (db: Db) => selectFormDefinitions(db);
export const formToEdit = (db: Db, id: number) => selectFormDefinitionById(db, id);

export type FormSaveResult =
  { kind: "done" } | { kind: "unchanged" } | { kind: "invalid"; problems: string[] } | { kind: "missing" };

export async function saveForm(
  db: Db,
  actor: WriteActor,
  id: number,
  input: unknown,
): Promise<FormSaveResult> {
  const parsed = formDefinitionEditSchema.safeParse(input);
  if (!parsed.success)
    return {
      kind: "invalid",
      problems: parsed.error.issues.map((issue) => `${issue.path.join(".") || "form"}: ${issue.message}`),
    };
  return auditedWrite<FormSaveResult>(db, actor, "content", async (tx) => {
    const current = await selectFormDefinitionById(tx, id);
    if (!current) return { value: { kind: "missing" } };
    const problems = elementProblems(current.slug, parsed.data.elements, NEW_HOMES_FORM_SLUG);
    if (problems.length) return { value: { kind: "invalid", problems } };
    const { before, after, any } = changedFields(current, parsed.data);
    if (!any) return { value: { kind: "unchanged" } };
    await updateFormDefinition(tx, id, parsed.data);
    return {
      value: { kind: "done" },
      audit: { action: "form.update", subject: `form:${id}`, before, after },
    };
  });
}
