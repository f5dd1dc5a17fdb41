// Requests to one agency's name on a test server with several agencies, each from an address of its own (so rate
// limits count per test, as for any visitor).
import { rawRequest, type RawAnswer } from "./raw-http.ts";
import { freshIp } from "./visitor.ts";

/** `at(host, method, path, headers, body)` against the server `baseUrl()` answers when called. */
export function requestsByHost(baseUrl: () => string) {
  return (host: string, method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    rawRequest(baseUrl(), method, path, { Host: host, "X-Forwarded-For": freshIp(), ...headers }, body);
}

export const jsonOf = (answer: RawAnswer) => JSON.parse(answer.text()) as Record<string, unknown>;
