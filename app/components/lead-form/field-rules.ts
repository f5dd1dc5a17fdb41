// The pure half of a lead form's checking (spec §4 "Viewing form": "Editing a field validates it at once";
// "required empty fields are flagged"). A rule answers a field's message or undefined; the rules themselves
// come from modules/leads/model/lead-fields.ts, so the browser says what the server's schema will say.
//
// API (shared by the viewing, contact, new-homes and valuation forms):
//   type FieldRule = (value: string) => string | undefined
//   required(predicate, message) / optional(predicate, message): a rule from a lead-fields predicate
//   checkAll(rules, values) → FieldErrors: every field's message at once (submit)
//   errorsFromIssues(issues, fieldOf) → FieldErrors: a zod error's issues as field messages, first per field
import { isBlank } from "../../../modules/leads/model/lead-fields.ts";

export type FieldRule = (value: string) => string | undefined;
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

/** A field that must be filled and pass `predicate` (a blank one fails with the same message). */
export function required(predicate: (value: string) => boolean, message: string): FieldRule {
  return (value) => (!isBlank(value) && predicate(value) ? undefined : message);
}

/** A field that may stay empty; when filled it must pass `predicate`. */
export function optional(predicate: (value: string) => boolean, message: string): FieldRule {
  return (value) => (isBlank(value) || predicate(value) ? undefined : message);
}

export function checkAll<Name extends string>(
  rules: Readonly<Record<Name, FieldRule>>,
  values: Readonly<Partial<Record<Name, string>>>,
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const name of Object.keys(rules) as Name[]) {
    const message = rules[name](values[name] ?? "");
    if (message) errors[name] = message;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The shape of a zod issue this needs (kept structural so no zod type reaches a first render). */
export type SchemaIssue = { path: readonly PropertyKey[]; message: string };

/**
 * Schema issues as field messages. `fieldOf` names the form field an issue path belongs to (for a nested JSON
 * body, e.g. ["lead_client", "email"] → "email"), or undefined for a path the form has no field for.
 */
export function errorsFromIssues<Name extends string>(
  issues: readonly SchemaIssue[],
  fieldOf: (path: readonly PropertyKey[]) => Name | undefined,
): FieldErrors<Name> {
  const errors: FieldErrors<Name> = {};
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if (name !== undefined) errors[name] ??= issue.message;
  }
  return errors;
}
