// Helpers of the accounts suites (issue 6): registered, signed-in visitors and JSON calls with the spec's
// override header (spec §7).
import { randomUUID } from "node:crypto";
import { getToken, sessionCookie, type Visitor } from "../support/visitor.ts";

export const PASSWORD = "correct horse battery";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

export type Override = "put" | "delete";

/** A JSON call as the client sends it: POST, the override header for put/delete, the token in the body. */
export function call(
  baseUrl: string,
  path: string,
  visitor: Visitor,
  body: Record<string, unknown> = {},
  override?: Override,
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: {
      ...visitor.headers,
      accept: "application/json",
      "content-type": "application/json",
      ...(override ? { "x-http-method-override": override } : {}),
    },
    body: JSON.stringify({ authenticity_token: visitor.token, ...body }),
  });
}

export function getJson(baseUrl: string, path: string, visitor: Visitor): Promise<Response> {
  return fetch(`${baseUrl}${path}`, { headers: { ...visitor.headers, accept: "application/json" } });
}

/** The visitor after a response that signed them in: its new cookie and the token from the body. */
export function signedInVisitor(
  before: Visitor,
  response: Response,
  body: { authenticity_token: string },
): Visitor {
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error("the response set no session cookie");
  return { ...before, cookie, token: body.authenticity_token, headers: { ...before.headers, cookie } };
}

export type Registered = {
  visitor: Visitor;
  email: string;
  password: string;
  userId: number;
};

/** Registers a fresh account (from a fresh address) and returns the signed-in visitor. */
export async function registerUser(
  baseUrl: string,
  fields: Record<string, unknown> = {},
): Promise<Registered> {
  const anonymous = await getToken(baseUrl);
  const email = (fields.email as string | undefined) ?? uniqueEmail();
  const response = await call(baseUrl, "/user.ljson", anonymous, {
    client: "web",
    first_name: "Ann",
    last_name: "Lee",
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    opt_in_terms: true,
    ...fields,
  });
  const body = await response.json();
  if (response.status !== 200)
    throw new Error(`registration answered ${response.status}: ${JSON.stringify(body)}`);
  return {
    visitor: signedInVisitor(anonymous, response, body),
    email,
    password: PASSWORD,
    userId: body.user.user_id,
  };
}
