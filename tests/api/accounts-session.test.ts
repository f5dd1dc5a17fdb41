// POST /session: sign-in (spec §7 "200 is success"; §5 "Sign-in password minimum length 5"; §8 'Sign in
// failed, please try again'), session rotation, sign-out, and the per-IP and per-account limits (issue 6).
import { describe, expect, inject, it } from "vitest";
import { freshIp, getToken, sessionCookie, type Visitor } from "../support/visitor.ts";
import { PASSWORD, call, getJson, registerUser, signedInVisitor, uniqueEmail } from "./accounts-support.ts";

const baseUrl = inject("baseUrl");
const FAILED = { errors: { base: ["Sign in failed, please try again"] } };

function signIn(visitor: Visitor, username: string, password: string) {
  return call(baseUrl, "/session", visitor, { username, password });
}

describe("POST /session (sign in)", () => {
  it("answers 200 {user, authenticity_token} under a new session id, matching the email in any case", async () => {
    const { email, userId } = await registerUser(baseUrl);
    const anonymous = await getToken(baseUrl);
    const response = await signIn(anonymous, email.toUpperCase(), PASSWORD);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({ user_id: userId, email });
    const cookie = sessionCookie(response)!;
    expect(cookie).not.toBe(anonymous.cookie);
    expect(body.authenticity_token).not.toBe(anonymous.token);
    const signedIn = signedInVisitor(anonymous, response, body);
    expect((await (await getJson(baseUrl, "/user.ljson", signedIn)).json()).user.user_id).toBe(userId);
    // The old (pre-sign-in) cookie stays anonymous: no session fixation.
    expect((await (await getJson(baseUrl, "/user.ljson", anonymous)).json()).user).toBeNull();
  });

  it("gives one answer for a wrong password and for an unknown email", async () => {
    const { email } = await registerUser(baseUrl);
    const wrong = await signIn(await getToken(baseUrl), email, "wrong password");
    const unknown = await signIn(await getToken(baseUrl), uniqueEmail("nobody"), PASSWORD);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(FAILED);
    expect(await unknown.json()).toEqual(FAILED);
    expect(sessionCookie(wrong)).toBeNull();
  });

  it("answers 422 to a malformed sign-in (password under 5 characters, username not an email)", async () => {
    const response = await signIn(await getToken(baseUrl), "not-an-email", "1234");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      errors: {
        username: ["Please enter a valid email"],
        password: ["Password must be at least 5 characters"],
      },
    });
  });

  it("signs out with the delete override: the session row goes, the old cookie is signed out", async () => {
    const { visitor } = await registerUser(baseUrl);
    const response = await call(baseUrl, "/session", visitor, {}, "delete");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect((await (await getJson(baseUrl, "/user.ljson", visitor)).json()).user).toBeNull();
  });

  // Issue 43 (docs/decisions/021): failures count per account and address, so the guessing address waits and the
  // owner's right password from another address is not held back.
  it("after 5 failures from one address that address waits 2 s, the right password included; another address signs in", async () => {
    const { email } = await registerUser(baseUrl);
    const guesser = freshIp();
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await signIn(await getToken(baseUrl, guesser), email, `wrong-${attempt}`);
      expect(response.status).toBe(401);
    }
    const waiting = await signIn(await getToken(baseUrl, guesser), email.toUpperCase(), PASSWORD);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(waiting.headers.get("retry-after"))).toBeLessThanOrEqual(2);
    expect(await waiting.json()).toEqual({
      errors: {
        base: ["Too many failed sign-in attempts for this account. Please wait a moment and try again."],
      },
    });
    // The owner, from an address without failures, is not kept out.
    expect((await signIn(await getToken(baseUrl, freshIp()), email, PASSWORD)).status).toBe(200);
    // Another account is not affected.
    const other = await registerUser(baseUrl);
    expect((await signIn(await getToken(baseUrl, guesser), other.email, PASSWORD)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await signIn(await getToken(baseUrl, guesser), email, PASSWORD)).status).toBe(200);
  });

  it("clears the failure count on success", async () => {
    const { email } = await registerUser(baseUrl);
    for (let attempt = 0; attempt < 4; attempt++) await signIn(await getToken(baseUrl), email, "wrong");
    expect((await signIn(await getToken(baseUrl), email, PASSWORD)).status).toBe(200);
    // Had the first four still counted, the fifth and sixth failures would make this sign-in wait.
    for (let attempt = 0; attempt < 4; attempt++) await signIn(await getToken(baseUrl), email, "wrong");
    expect((await signIn(await getToken(baseUrl), email, PASSWORD)).status).toBe(200);
  });

  it("limits failed sign-ins per address too (the host's signin class: 50 failures per 15 minutes)", async () => {
    const ip = freshIp();
    const visitor = await getToken(baseUrl, ip);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 51; attempt++) {
      statuses.push((await signIn(visitor, uniqueEmail("spray"), PASSWORD)).status);
    }
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(401));
    expect(statuses[50]).toBe(429);
  });
});
