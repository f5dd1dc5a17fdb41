// The accounts calls' answers (spec §7), shared by their thin route modules: personal, so never cached;
// errors always {errors: {field: [messages]}} (docs/accounts.md).
import { ACCOUNT_MESSAGES as M } from "../../domain/accounts/fields.ts";
import type { RequestMeta } from "./signed-in-session.ts";

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

export const signInRequired = () => errors(401, { base: [M.signInRequired] });

export function methodNotAllowed(method: string, path: string, allow: string): Response {
  return Response.json(
    { errors: { base: [`${method} is not supported on ${path}`] } },
    { status: 405, headers: { Allow: allow, "Cache-Control": PRIVATE } },
  );
}

/** Who sent the request, for sessions and consent evidence. */
export function requestMeta(request: Request, ip: string): RequestMeta & { referer: string | null } {
  return {
    ip,
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    referer: request.headers.get("referer")?.slice(0, 2000) ?? null,
  };
}
