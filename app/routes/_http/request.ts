// Reading a call's body and the facts about who sent it, for every route (spec §7: JSON from the client,
// form data from a native form or `POST /reset_passwords`, multipart for the new-homes form's files).
import type { Fields } from "../../../domain/fields.ts";
import { IDEMPOTENCY_KEY_HEADER } from "../../../modules/leads/model/lead-field-names.ts";
import { sameOriginBackPath, wantsJson } from "../../../platform/csrf.ts";
import {
  CONSENT_COOKIE,
  cookieValue,
  parseConsentCookie,
  type ConsentChoice,
} from "../../../modules/accounts/model/cookie-consent.ts";

export type RequestBody = {
  /** JSON objects as sent; form fields flat by their names (`lead_client[first_name]`), last value kept. */
  fields: Fields;
  files: Map<string, File>;
  encoding: "json" | "form" | "none";
};

export async function readBody(request: Request): Promise<RequestBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const files = new Map<string, File>();
  if (type === "application/json" || type.endsWith("+json")) {
    const body: unknown = await request.json().catch(() => null);
    const fields = body && typeof body === "object" && !Array.isArray(body) ? (body as Fields) : {};
    return { fields, files, encoding: "json" };
  }
  if (type === "multipart/form-data" || type === "application/x-www-form-urlencoded") {
    const form = await request.formData().catch(() => null);
    const fields: Fields = {};
    for (const [name, value] of form ?? []) {
      if (typeof value === "string") fields[name] = value;
      else files.set(name, value);
    }
    return { fields, files, encoding: "form" };
  }
  return { fields: {}, files, encoding: "none" };
}

/** The body in the nested shape a JSON client sends, so one schema reads JSON and form posts alike. */
export async function readFields(request: Request): Promise<Fields> {
  const { fields, encoding } = await readBody(request);
  return encoding === "form" ? nestBracketKeys(Object.entries(fields)) : fields;
}

/** `a[b]=1` → {a: {b: "1"}}; plain keys stay; a repeated key keeps its last value. Files are dropped. */
export function nestBracketKeys(pairs: Iterable<[string, unknown]>): Fields {
  const fields: Fields = {};
  for (const [key, value] of pairs) {
    if (typeof value !== "string") continue;
    const match = /^([^[\]]+)\[([^[\]]+)\]$/.exec(key);
    if (!match) {
      fields[key] = value;
      continue;
    }
    const [, outer, inner] = match as unknown as [string, string, string];
    const existing = fields[outer];
    const group: Fields = existing && typeof existing === "object" ? (existing as Fields) : {};
    group[inner] = value;
    fields[outer] = group;
  }
  return fields;
}

/** Who sent the request, for sessions and consent evidence. */
export function requestMeta(
  request: Request,
  ip: string,
): { ip: string; userAgent: string | null; referer: string | null } {
  return {
    ip,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    referer: request.headers.get("referer")?.slice(0, 2000) ?? null,
  };
}

/** The request facts every lead keeps: who sent it, from where, and its idempotency key header. */
export function leadRequestContext(
  request: Request,
  context: { ip: string; session: { userId: () => Promise<number | null> } },
) {
  return {
    ip: context.ip,
    userAgent: request.headers.get("user-agent"),
    userId: () => context.session.userId(),
    idempotencyKey: request.headers.get(IDEMPOTENCY_KEY_HEADER),
    referer: request.headers.get("referer"),
  };
}

/** Whether the caller wants JSON back (the modals' fetch) rather than a page (a native form post). */
export function wantsJsonAnswer(request: Request): boolean {
  return wantsJson({
    accept: request.headers.get("accept") ?? undefined,
    contentType: request.headers.get("content-type") ?? undefined,
    path: new URL(request.url).pathname,
    requestedWith: request.headers.get("x-requested-with"),
  });
}

/** Where a native form post goes back to: the referring page of this site, else the home page. */
export function backPath(request: Request): string {
  return sameOriginBackPath(request.headers.get("referer") ?? undefined, new URL(request.url).origin);
}

/** The visitor's stored cookie choice (the `oh_consent` cookie), or null before any choice. */
export function requestConsent(request: Request): ConsentChoice | null {
  return parseConsentCookie(cookieValue(request.headers.get("cookie") ?? "", CONSENT_COOKIE));
}
