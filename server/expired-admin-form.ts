// A back-office form posted with an expired or missing authenticity token (a page left open overnight, a session
// that ended) is not sent to the public home page (issue 42 item 4). When it was posted to the page it came from
// (every back-office form but a few buttons), the host answers that page again — a GET of the same address —
// with what was typed (app/routes/admin/kept-input.tsx) and a message, status 403, nothing done. A button posting
// elsewhere (sign-out, a preview) goes back to the page it was on with the message. Passwords, codes, passkey
// answers and the token itself are never written back into a page; files cannot be (a browser picks them again).
import type { Request as ExpressRequest } from "express";
import { safeRedirectPath } from "../platform/safe-redirect.ts";
import { TOKEN_FIELD } from "../platform/csrf.ts";
import { FORM_EXPIRED_PARAM } from "../domain/admin/admin-urls.ts";

export type ExpiredAdminForm = { fields: Record<string, string[]> };

// The operators' console's forms (issue 44 item 6) are the back office's kind.
const ADMIN_PATH = /^\/(admin|console)(\/|$)/;
const NEVER_KEPT = /password|^code$|^passkey_response$|^recovery/i;

export function isAdminPath(path: string): boolean {
  return ADMIN_PATH.test(path);
}

/** What to do with a refused back-office post: show its page again here, or go back to the page it came from. */
export function expiredFormAnswer(
  postedPath: string,
  referer: string | undefined,
  origin: string,
): { kind: "render" } | { kind: "back"; location: string } {
  if (!referer || !URL.canParse(referer)) return { kind: "render" };
  const back = safeRedirectPath(referer, origin, "");
  if (!back || !isAdminPath(back)) return { kind: "render" };
  const url = new URL(back, origin);
  if (url.pathname === postedPath) return { kind: "render" };
  url.searchParams.set(FORM_EXPIRED_PARAM, "1");
  return { kind: "back", location: `${url.pathname}${url.search}` };
}

/** The posted text fields worth giving back (form-encoded or multipart; file parts are dropped). */
export async function keptFields(req: ExpressRequest): Promise<Record<string, string[]>> {
  const contentType = req.get("content-type") ?? "";
  const body = Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined;
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (!body?.byteLength || (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data")) {
    return {};
  }
  let entries: [string, FormDataEntryValue][];
  try {
    const form = await new Request("http://localhost/", {
      method: "POST",
      headers: { "content-type": contentType },
      body,
    }).formData();
    entries = [...form.entries()];
  } catch {
    return {};
  }
  const fields: Record<string, string[]> = {};
  for (const [name, value] of entries) {
    if (typeof value !== "string" || name === TOKEN_FIELD || NEVER_KEPT.test(name)) continue;
    (fields[name] ??= []).push(value);
  }
  return fields;
}
