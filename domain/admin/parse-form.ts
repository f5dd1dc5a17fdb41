// A back-office form's fields checked against the zod schema the page shares with the server: the parsed data, or
// each field's messages by the field's name (the page shows them beside the field).
import type { z } from "zod";

export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? "base");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}

export function parseForm<T extends z.ZodType>(
  schema: T,
  values: Record<string, unknown>,
): { ok: true; data: z.output<T> } | { ok: false; errors: Record<string, string[]> } {
  const parsed = schema.safeParse(values);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
