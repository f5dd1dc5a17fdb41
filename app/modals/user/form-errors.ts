// Turning validation answers into what the user panels show: one message per field from the shared schema's
// issues (first wins), and the messages of a server's errors object (spec §7: "A 422 returns {errors}").
import type { ZodType } from "zod";

export type FieldErrors = Record<string, string>;

/** One message per field: the first issue of each path's first segment. */
export function fieldErrorsFromIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const found: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "base");
    found[field] ??= issue.message;
  }
  return found;
}

/**
 * The input as the form's schema parses it, or null when refused. Either way the form is shown the errors it now
 * has: the schema's, or none once the input is accepted.
 */
export function parseOrShowErrors<T>(
  schema: ZodType<T>,
  input: unknown,
  showErrors: (errors: FieldErrors) => void,
): T | null {
  const parsed = schema.safeParse(input);
  showErrors(parsed.success ? {} : fieldErrorsFromIssues(parsed.error.issues));
  return parsed.success ? parsed.data : null;
}

/** Every message of an errors object, field by field, in order (a string counts as one message). */
export function messagesOf(errors: Readonly<Record<string, unknown>>, field: string): string[] {
  const value = errors[field];
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((m): m is string => typeof m === "string") : [];
}

/** The first message per field of an errors object, for the fields a form shows inline. */
export function fieldErrorsFromServer(errors: Readonly<Record<string, unknown>>, fields: readonly string[]) {
  const found: FieldErrors = {};
  for (const field of fields) {
    const [first] = messagesOf(errors, field);
    if (first) found[field] = first;
  }
  return found;
}

/** A form's fields as strings (checkboxes absent when unticked), as the schemas expect them. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== "authenticity_token") values[name] = value;
  }
  return values;
}
