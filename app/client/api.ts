// Calls to the spec's JSON API (spec §7) with the authenticity token every state-changing call must carry.

export type JsonMethod = "POST" | "PUT" | "PATCH" | "DELETE";

/** The body of a JSON call with the session's authenticity token added (spec §7 bodies name it). */
export function withAuthenticityToken<T extends object>(
  body: T,
  token: string | null,
): T & { authenticity_token: string } {
  return { ...body, authenticity_token: token ?? "" };
}

/**
 * Sends a JSON call. PUT, PATCH and DELETE travel as POST with X-HTTP-Method-Override (spec §7), which also
 * keeps them working through proxies that only pass GET and POST.
 */
export function sendJson(
  url: string,
  { method = "POST", body = {}, token }: { method?: JsonMethod; body?: object; token: string | null },
): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json" };
  if (method !== "POST") headers["X-HTTP-Method-Override"] = method;
  return fetch(url, {
    method: "POST",
    headers,
    credentials: "same-origin",
    body: JSON.stringify(withAuthenticityToken(body, token)),
  });
}
