// What the shared schema (modules/leads/model/new-homes-submission.ts) says about the new-homes form: loaded on the
// first submit so zod is never in a page's first render, then used for the whole form on submit and for one
// field at a time as it is edited.
import type { FormElement } from "../../../modules/leads/model/form-element.ts";
import { newHomesFieldName } from "../../../modules/leads/model/lead-field-names.ts";
import { errorsFromIssues, type FieldErrors } from "../../components/lead-form/field-rules.ts";
import { elementKind } from "./new-homes-fields.ts";

export type NewHomesChecks = Awaited<ReturnType<typeof loadNewHomesChecks>>;
type FieldParser = {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: { message: string }[] } };
};

/** The schema built for the form's definition, and the rule for its files. */
export async function loadNewHomesChecks(elements: readonly FormElement[]) {
  await import("../../zod-config.ts"); // before any schema is built: see the file
  const { newHomesSubmissionSchema, newHomesFileError } =
    await import("../../../modules/leads/model/new-homes-submission.ts");
  return { schema: newHomesSubmissionSchema(elements), fileError: newHomesFileError };
}

/** One field's message (undefined when it passes); null when the schema has no rule for it. */
export function fieldMessage(
  checks: NewHomesChecks,
  element: FormElement,
  value: string,
): string | undefined | null {
  // The schema is built per definition, so its shape's keys are only known at run time.
  const shape = checks.schema.shape as Record<string, FieldParser | undefined>;
  const rule = shape[newHomesFieldName(element.fieldName)];
  if (!rule) return null;
  const result = rule.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Every field's message for the form as it stands, its chosen files included. */
export function formErrors(
  checks: NewHomesChecks,
  form: HTMLFormElement,
  elements: readonly FormElement[],
): FieldErrors {
  const { schema, fileError } = checks;
  const fields = Object.fromEntries([...new FormData(form)].filter(([, value]) => typeof value === "string"));
  const parsed = schema.safeParse(fields);
  const found: FieldErrors = parsed.success
    ? {}
    : errorsFromIssues(parsed.error.issues, (path) => fieldNameOf(path[0]));
  for (const element of elements.filter((e) => elementKind(e) === "file")) {
    const input = form.elements.namedItem(newHomesFieldName(element.fieldName)) as HTMLInputElement | null;
    const message = fileError(element, input?.files?.[0] ?? null);
    if (message) found[element.fieldName] = message;
  }
  return found;
}

/** form_submission[first_name] → first_name; undefined for the form's own fields (f_id, …). */
function fieldNameOf(key: PropertyKey | undefined): string | undefined {
  const match = typeof key === "string" ? /^form_submission\[(.+)\]$/.exec(key) : null;
  return match?.[1];
}
