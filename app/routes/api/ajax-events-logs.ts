// POST /ajax-events/logs (spec §7 "with the cookie-consent status"): the cookie banner reports each choice,
// kept as a consent_logs row (kind 'cookies'); answers 204. The host has already checked the authenticity
// token and rate-limits it with the other API writes.
import { actionOnlyLoader, methodNotAllowed } from "../_http/responses.ts";
import type { Route } from "./+types/ajax-events-logs";
import { readFields } from "../_http/request.ts";
import { logCookieConsent } from "../../../modules/accounts/index.ts";

export const loader = actionOnlyLoader("/ajax-events/logs", "POST");

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return methodNotAllowed(request.method, "/ajax-events/logs", "POST");
  }
  const result = await logCookieConsent(context.services, await readFields(request), {
    ip: context.ip,
    userAgent: request.headers.get("user-agent"),
    userId: await context.session.userId(),
    referer: request.headers.get("referer"),
  });
  const headers = { "Cache-Control": "no-store" };
  if (!result.ok) return Response.json({ errors: result.errors }, { status: 400, headers });
  return new Response(null, { status: 204, headers });
}
