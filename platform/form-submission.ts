// One reading of a posted back-office form (issue 37 item 3, docs/decisions/028): Conform reads the fields,
// named by their path in the value ("items[2].name"), into one nested value, applies a pressed list button's
// intent (insert, remove, reorder) to it, and checks it with the zod schema the page's HTML constraints come
// from. Admin pages run no script, so a list button is a submit button: the page redraws from what was posted,
// saving nothing, and works the same with or without JavaScript.
//
// Conform's own coercion (empty text → undefined, "on" → true) is off: our schemas say for themselves how a
// field's text becomes a value (they are shared with the pages' constraints and the tests' expectations).
import { getPaths, parse, type Intent } from "@conform-to/dom";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { pathName } from "../domain/admin/field-path.ts";

// The models and pages name fields with it too, so it lives in domain/.
export { pathName };

export type { Intent };
export type FieldErrors = Record<string, string[]>;
export type FormParse<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/**
 * What a post holds, by field name; a repeated name (several ticked boxes) holds its values in order, and a
 * name the post did not send may be given as undefined.
 */
export type PostedFields =
  Record<string, string | readonly string[] | undefined> | Iterable<readonly [string, string]>;

/** The whole form's own messages (not one field's) are kept under this name, as the pages have always read them. */
export const FORM_ERRORS = "base";

function formDataOf(fields: PostedFields): URLSearchParams {
  const data = new URLSearchParams();
  const pairs = Symbol.iterator in fields ? fields : Object.entries(fields);
  for (const [name, value] of pairs as Iterable<readonly [string, string | readonly string[] | undefined]>) {
    for (const one of typeof value === "string" ? [value] : (value ?? [])) data.append(name, one);
  }
  return data;
}

/** Conform names the whole form's errors "": the pages call them FORM_ERRORS. */
function fieldErrorsOf(error: Record<string, string[] | null> | null | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (messages?.length) errors[name === "" ? FORM_ERRORS : name] = messages;
  }
  return errors;
}

/** A post checked against the page's schema: its value, or each field's messages by the field's name. */
export function parseForm<T extends z.ZodType>(schema: T, fields: PostedFields): FormParse<z.output<T>> {
  const submission = parseWithZod(formDataOf(fields), { schema, disableAutoCoercion: true });
  return submission.status === "success"
    ? { ok: true, data: submission.value as z.output<T> }
    : { ok: false, errors: fieldErrorsOf(submission.error) };
}

/**
 * An already built value (not a post Conform reads) checked against a schema: its output, or each field's
 * messages by the field's path. For forms whose field names are the schema's keys as they stand (the listing
 * desk's "materialInformation.KEY", which Conform would read as a nested path).
 */
export function parseValue<T extends z.ZodType>(schema: T, value: unknown): FormParse<z.output<T>> {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, errors: issuesByField(parsed.error) };
}

/** Each field's messages by its path, from an already failed zod parse (a schema applied to a built value). */
export function issuesByField(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const name = pathName(issue.path);
    (errors[name || FORM_ERRORS] ??= []).push(issue.message);
  }
  return errors;
}

const LIST_INTENTS: readonly Intent["type"][] = ["insert", "remove", "reorder"];

export type ListPost =
  { ok: true; value: Record<string, unknown>; intent: Intent | null } | { ok: false; message: string };

const NOT_THIS_FORMS = "The button pressed is not one this form has.";

/**
 * A post of a form with lists, read into its nested value with a pressed list button's intent applied
 * (`intent` null when the post is a save). A button value that is not Conform's intent is refused, not a crash;
 * so is an intent of a type the form's buttons never post (`accepted`; by default the list intents: insert,
 * remove, reorder).
 */
export function readListPost(
  fields: PostedFields,
  accepted: readonly Intent["type"][] = LIST_INTENTS,
): ListPost {
  try {
    // The intent as parse hands it over: reply() drops a whole-form reset's, which would read as a save.
    const pressed: { intent: Intent | null } = { intent: null };
    const submission = parse(formDataOf(fields), {
      resolve: (value, intent) => {
        pressed.intent = intent;
        return { value };
      },
    });
    const { intent } = pressed;
    if (intent && !accepted.includes(intent.type)) return { ok: false, message: NOT_THIS_FORMS };
    return { ok: true, value: submission.payload as Record<string, unknown>, intent };
  } catch {
    return { ok: false, message: NOT_THIS_FORMS };
  }
}

/**
 * The item a pressed Add or Move button put in place (its list's name and its index), whose first field takes
 * the focus when the form is drawn again; null after a removal or a save. An index past the list's end is its last.
 */
export function placedItem(post: {
  value: Record<string, unknown>;
  intent: Intent | null;
}): { list: string; index: number } | null {
  const { intent } = post;
  if (intent?.type !== "insert" && intent?.type !== "reorder") return null;
  const list = getPaths(intent.payload.name).reduce<unknown>(
    (node, segment) => (node as Record<PropertyKey, unknown> | undefined)?.[segment],
    post.value,
  );
  const last = (Array.isArray(list) ? list.length : 0) - 1;
  const index = intent.type === "reorder" ? intent.payload.to : (intent.payload.index ?? last);
  return {
    list: intent.payload.name,
    index: Number.isInteger(index) ? Math.max(0, Math.min(index, last)) : last,
  };
}

/** Every leaf of a nested value by the name of the field that posts it: [["items[2].name", "Ann"], …]. */
export function namedLeaves(value: unknown, path: readonly PropertyKey[] = []): [string, unknown][] {
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, entry]) =>
      namedLeaves(entry, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  return path.length ? [[pathName(path), value]] : [];
}
