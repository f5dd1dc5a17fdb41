// Answer headers the signed-out back-office pages share: a refusal for too many attempts says when to try
// again, and a page whose address carries a one-time token keeps it from leaking through the referrer.
import type { AppLoadContext } from "react-router";
import { adminHeaders } from "./require-staff.server.ts";

/** The admin headers of a 429: when the account or address may try again, in seconds. */
export function tooManyHeaders(context: Pick<AppLoadContext, "session" | "services">, retryAfter: number) {
  const headers = adminHeaders(context);
  headers.set("Retry-After", String(retryAfter));
  return headers;
}

/** The headers of a page whose URL holds a one-time token (set-up, password reset): the action's, else the loader's. */
export function tokenLinkHeaders({
  actionHeaders,
  loaderHeaders,
}: {
  actionHeaders: Headers;
  loaderHeaders: Headers;
}) {
  const chosen = actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
  // The token in the URL must not leak to another site.
  chosen.set("Referrer-Policy", "same-origin");
  return chosen;
}
