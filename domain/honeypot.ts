// Honeypots (spec §5): a field people never see, so only a bot fills it. The user forms use `body` and the
// lead forms `lead_client[body]` (spec §3 "Viewing lead form", §5 "User forms").
export const USER_FORM_HONEYPOT = "body";
export const LEAD_FORM_HONEYPOT = "lead_client[body]";

/** Parsed fields: form data, query-style pairs, or a JSON object (where `a[b]` may be nested as {a: {b}}). */
export type SubmittedFields = FormData | URLSearchParams | Record<string, unknown>;

export function isHoneypotFilled(fields: SubmittedFields, name: string): boolean {
  if (fields instanceof FormData) return fields.getAll(name).some(isFilled);
  if (fields instanceof URLSearchParams) return fields.getAll(name).some(isFilled);
  return isFilled(fields[name]) || isFilled(nestedValue(fields, name));
}

// `lead_client[body]` → fields.lead_client.body, the shape a JSON client sends.
function nestedValue(fields: Record<string, unknown>, name: string): unknown {
  const path = name.match(/[^[\]]+/g) ?? [];
  let value: unknown = fields;
  for (const key of path) {
    if (!value || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.length > 0;
  if (value instanceof Blob) return value.size > 0;
  if (Array.isArray(value)) return value.some(isFilled);
  return true;
}
