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

  it("locks an account after 10 failed sign-ins within 15 minutes, from any address (per account)", async () => {
    const { email } = await registerUser(baseUrl);
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await signIn(await getToken(baseUrl, freshIp()), email, `wrong-${attempt}`);
      expect(response.status).toBe(401);
    }
    const locked = await signIn(await getToken(baseUrl, freshIp()), email.toUpperCase(), PASSWORD);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      errors: {
        base: ["Too many failed sign-in attempts for this account. Please try again in 15 minutes."],
      },
    });
    // Another account is not affected.
    const other = await registerUser(baseUrl);
    expect((await signIn(await getToken(baseUrl), other.email, PASSWORD)).status).toBe(200);
  });

  it("clears the failure count on success", async () => {
    const { email } = await registerUser(baseUrl);
    for (let attempt = 0; attempt < 9; attempt++) await signIn(await getToken(baseUrl), email, "wrong");
    expect((await signIn(await getToken(baseUrl), email, PASSWORD)).status).toBe(200);
    for (let attempt = 0; attempt < 9; attempt++) await signIn(await getToken(baseUrl), email, "wrong");
    expect((await signIn(await getToken(baseUrl), email, PASSWORD)).status).toBe(200);
  });

  it("limits sign-in attempts per address too (the host's auth class: 10 per 15 minutes)", async () => {
    const ip = freshIp();
    const visitor = await getToken(baseUrl, ip);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      statuses.push((await signIn(visitor, uniqueEmail("spray"), PASSWORD)).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });
});
