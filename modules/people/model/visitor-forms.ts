// The visitors pages' inputs (issue 15 item 5), each a zod schema the route parses with; the loaders read the
// inputs' HTML constraints off them (form-constraints.ts).
import { z } from "zod";
import { VISITOR_MESSAGES, VISITOR_SEARCH_MAX_LENGTH } from "./visitor-terms.ts";

export const visitorSearchField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().max(VISITOR_SEARCH_MAX_LENGTH, VISITOR_MESSAGES.search).optional(),
);

export type VisitorQuery = { q?: string; after: number | null; errors: { q?: string[] } };

/** `?q=words&after=ID`: free text, and the last account id of the previous page (newest first). */
export function parseVisitorQuery(params: URLSearchParams): VisitorQuery {
  const parsed = visitorSearchField.safeParse(params.get("q") ?? undefined);
  const after = params.get("after") ?? "";
  return {
    q: parsed.success ? parsed.data : undefined,
    after: /^[1-9]\d{0,9}$/.test(after) ? Number(after) : null,
    errors: parsed.success ? {} : { q: parsed.error.issues.map((issue) => issue.message) },
  };
}

export function visitorQueryString(q: string | undefined, after?: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (after) params.set("after", String(after));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The erasure's confirmation: the account's email typed again (any case, spaces around ignored). */
export const eraseConfirmField = z
  .string({ error: VISITOR_MESSAGES.confirmEmail })
  .trim()
  .min(1, VISITOR_MESSAGES.confirmEmail)
  .max(254, VISITOR_MESSAGES.confirmEmail);

export function confirmsEmail(typed: unknown, email: string): boolean {
  const parsed = eraseConfirmField.safeParse(typed);
  return parsed.success && parsed.data.toLowerCase() === email.trim().toLowerCase();
}
