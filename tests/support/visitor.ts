// HTTP test helpers: a visitor with a session cookie and its authenticity token (GET /user.ljson, spec §7),
// from an address of its own. Rate limits count per IP (server/rate-limits.ts, e.g. 10 sign-in attempts per
// 15 minutes), and the test server trusts X-Forwarded-For from loopback, so each visitor gets its own bucket.
import { randomInt } from "node:crypto";

export type Visitor = {
  /** `oh_session=…`, ready for a Cookie header. */
  cookie: string;
  token: string;
  ip: string;
  /** Cookie and X-Forwarded-For, to spread into a request's headers. */
  headers: { cookie: string; "x-forwarded-for": string };
};

/** A random address from 10.0.0.0/8, so tests do not share rate-limit buckets with each other. */
export function freshIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

export async function getToken(baseUrl: string, ip: string = freshIp()): Promise<Visitor> {
  const response = await fetch(`${baseUrl}/user.ljson`, { headers: { "x-forwarded-for": ip } });
  if (!response.ok) throw new Error(`GET /user.ljson answered ${response.status}`);
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error("GET /user.ljson set no session cookie");
  const { authenticity_token: token } = (await response.json()) as { authenticity_token: string };
  return { cookie, token, ip, headers: { cookie, "x-forwarded-for": ip } };
}

/** The `oh_session=…` pair of a response's Set-Cookie, or null when it sets none. */
export function sessionCookie(response: Response): string | null {
  const header = response.headers.getSetCookie().find((c) => c.startsWith("oh_session="));
  return header ? header.split(";")[0]! : null;
}
