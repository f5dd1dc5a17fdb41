// How routes answer: personal answers are never cached; errors are always {errors: {field: [messages]}}
// (docs/accounts.md); lead answers follow spec §7 and §8.
import { ACCOUNT_MESSAGES } from "../../../modules/accounts/model/fields.ts";
import { flashOverlay, withOverlay } from "../../../domain/overlay-paths.ts";
import { safeRedirectPath } from "../../../platform/safe-redirect.ts";
import type { LeadAnswer } from "../../../modules/leads/index.ts";

const PRIVATE = "private, no-store";

export function json(body: unknown, options: { status?: number; cookie?: string } = {}): Response {
  const headers = new Headers({ "Cache-Control": PRIVATE });
  if (options.cookie) headers.append("Set-Cookie", options.cookie);
  return Response.json(body, { status: options.status ?? 200, headers });
}

export function errors(
  status: number,
  fieldErrors: Record<string, readonly string[]>,
  flash?: string,
): Response {
  return json(flash ? { errors: fieldErrors, flash } : { errors: fieldErrors }, { status });
}

export const signInRequired = () => errors(401, { base: [ACCOUNT_MESSAGES.signInRequired] });

/** 405 naming the method the request was routed as (after the method override) and what the URL allows. */
export function methodNotAllowed(method: string, path: string, allow: string): Response {
  return Response.json(
    { errors: { base: [`${method} is not supported on ${path}`] } },
    { status: 405, headers: { Allow: allow, "Cache-Control": PRIVATE } },
  );
}

/**
 * The loader of a route that only takes actions: a GET (or HEAD) answers 405 with Allow, where React Router
 * alone would answer 400 "Unexpected Server Error".
 */
export function actionOnlyLoader(path: string, allow: string) {
  return ({ request }: { request: Request }): Response => methodNotAllowed(request.method, path, allow);
}

/** JSON callers get {ok, lead_id} (200) or {errors, flash} with the refusal's status. */
export function leadJsonResponse(answer: LeadAnswer): Response {
  return answer.ok
    ? json({ ok: true, lead_id: answer.leadId })
    : json({ errors: answer.errors, flash: answer.flash }, { status: answer.status });
}

/** Native form posts get a 303 (the browser follows with a GET, so the post is never resent) to `path#/flash/{key}`. */
export function leadFlashRedirect(path: string, flash: string): Response {
  return new Response(null, {
    status: 303,
    headers: { "Cache-Control": PRIVATE, Location: withOverlay(safeRedirectPath(path), flashOverlay(flash)) },
  });
}
