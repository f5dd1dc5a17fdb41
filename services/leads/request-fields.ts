// Reads a lead post's fields, whatever its encoding: JSON (the modals' fetch), form-urlencoded or multipart
// (native forms). Files stay apart for the new-homes form; repeated names keep their last value.
import { IDEMPOTENCY_KEY_HEADER } from "../../domain/leads/lead-field-names.ts";
import type { LeadRequestContext } from "./submit-lead.ts";

export type LeadFields = {
  fields: Record<string, unknown>;
  files: Map<string, File>;
  encoding: "json" | "form" | "none";
};

export async function readLeadFields(request: Request): Promise<LeadFields> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const files = new Map<string, File>();
  if (type === "application/json" || type.endsWith("+json")) {
    const body: unknown = await request.json().catch(() => null);
    const fields =
      body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    return { fields, files, encoding: "json" };
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await request.formData().catch(() => null);
    const fields: Record<string, unknown> = {};
    for (const [name, value] of form ?? []) {
      if (typeof value === "string") fields[name] = value;
      else files.set(name, value);
    }
    return { fields, files, encoding: "form" };
  }
  return { fields: {}, files, encoding: "none" };
}

/**
 * Flat form names → the nested body a JSON client sends: `lead_client[first_name]` → {lead_client: {first_name}}.
 * So POST /leads also takes a native form post of the same fields.
 */
export function nestBracketFields(fields: Record<string, unknown>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(name);
    if (!match) {
      nested[name] ??= value;
      continue;
    }
    const [, outer, inner] = match as unknown as [string, string, string];
    const current = nested[outer];
    const group =
      current && typeof current === "object" && !Array.isArray(current)
        ? (current as Record<string, unknown>)
        : {};
    group[inner] = value;
    nested[outer] = group;
  }
  return nested;
}

/** The request facts every lead keeps: who sent it, from where, and its idempotency key header. */
export function leadRequestContext(
  request: Request,
  context: { ip: string; session: { userId: () => Promise<number | null> } },
): LeadRequestContext {
  return {
    ip: context.ip,
    userAgent: request.headers.get("user-agent"),
    userId: () => context.session.userId(),
    idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
  };
}
