// POST /user.ljson: registration and the profile update with the put override (spec §7 "User and session",
// §5 "User forms", §8 toasts; issue 6 items 1-2).
import { describe, expect, inject, it } from "vitest";
import { getToken, sessionCookie, type Visitor } from "../support/visitor.ts";
import { PASSWORD, call, getJson, registerUser, uniqueEmail } from "./accounts-support.ts";
import { expectJsonAnswer } from "../support/answers.ts";

const baseUrl = inject("baseUrl");

const ACCOUNT_EXISTS =
  "Sorry, something went wrong. You may already have an account with this email address, if so, please try signing in instead of registering.";

describe("POST /user.ljson (register)", () => {
  it("creates the account, signs the visitor in under a new session id and answers {user, authenticity_token}", async () => {
    const anonymous = await getToken(baseUrl);
    const email = uniqueEmail("reg");
    const response = await call(baseUrl, "/user.ljson", anonymous, {
      client: "web",
      title: "Ms",
      first_name: "Zoë",
      last_name: "Smith-Jones",
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      tel_mobile: "07700 900123",
      postcode: "BS1 4DJ",
      opt_in_terms: "on",
      body: "",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const body = await response.json();
    expect(body.user).toMatchObject({
      user_id: expect.any(Number),
      title: "Ms",
      first_name: "Zoë",
      last_name: "Smith-Jones",
      email,
      tel_mobile: "07700 900123",
      postcode: "BS1 4DJ",
      is_opted_in_to_marketing: false,
      marketing_preferences: {
        opt_in_terms: true,
        opt_in_marketing: false,
        opt_in_marketing_url: null,
        opt_in_marketing_statement: null,
        opt_in_marketing_at: null,
      },
      saved_properties: [],
      saved_searches: [],
    });
    expect(body.user.marketing_preference_id).toBe(body.user.user_id);
    expect(body.user).not.toHaveProperty("password");
    expect(body.user).not.toHaveProperty("password_hash");

    // A new session id: a new cookie (30 days) and a new token bound to it.
    const cookie = sessionCookie(response)!;
    expect(cookie).not.toBe(anonymous.cookie);
    expect(response.headers.getSetCookie().join()).toMatch(/Max-Age=2592000/);
    expect(body.authenticity_token).not.toBe(anonymous.token);
    const me = await (await fetch(`${baseUrl}/user.ljson`, { headers: { cookie } })).json();
    expect(me).toEqual(body);
    // The anonymous cookie did not become signed in.
    expect((await (await getJson(baseUrl, "/user.ljson", anonymous)).json()).user).toBeNull();
  });

  it("answers 422 with an errors object, each password rule its own message (spec §5)", async () => {
    const anonymous = await getToken(baseUrl);
    const empty = await call(baseUrl, "/user.ljson", anonymous, {});
    await expectJsonAnswer(empty, 422, {
      errors: {
        email: ["Please enter a valid email"],
        password: ["Please enter a password"],
        password_confirmation: ["Please confirm your password"],
        opt_in_terms: ["You must agree to our terms & conditions"],
      },
    });

    const email = uniqueEmail("short");
    const bad = await call(baseUrl, "/user.ljson", anonymous, {
      email,
      password: email,
      password_confirmation: "something else",
      tel_home: "12345",
      first_name: "<script>",
      opt_in_terms: false,
    });
    await expectJsonAnswer(bad, 422, {
      errors: {
        first_name: ["Please enter a valid first name"],
        tel_home: ["Please enter a valid phone number"],
        opt_in_terms: ["You must agree to our terms & conditions"],
        password: ["Password must not be your email address"],
        password_confirmation: ["Passwords do not match"],
      },
    });
    const tooShort = await call(baseUrl, "/user.ljson", anonymous, {
      email,
      password: "short",
      password_confirmation: "short",
      opt_in_terms: true,
    });
    expect(await tooShort.json()).toEqual({
      errors: { password: ["Password must be at least 8 characters"] },
    });
    // Nothing was created: the email is still free.
    await registerUser(baseUrl, { email });
  });

  it("refuses a second account for the same email in any case with the spec's message", async () => {
    const { email } = await registerUser(baseUrl);
    const anonymous = await getToken(baseUrl);
    const response = await call(baseUrl, "/user.ljson", anonymous, {
      email: email.toUpperCase(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      opt_in_terms: true,
    });
    await expectJsonAnswer(response, 422, { errors: { email: [ACCOUNT_EXISTS] }, flash: "user-create-dupe" });
    expect(sessionCookie(response)).toBeNull();
  });

  it("limits registration attempts per email (5 per hour, any case, any address)", async () => {
    const { email } = await registerUser(baseUrl);
    const attempt = async (address: string) =>
      call(baseUrl, "/user.ljson", await getToken(baseUrl), {
        email: address,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        opt_in_terms: true,
      });
    for (let i = 0; i < 4; i++) expect((await attempt(email.toUpperCase())).status).toBe(422);
    const refused = await attempt(email);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      errors: { base: ["Too many registration attempts for this email. Please try again later."] },
    });
  });

  it("creates nothing when the honeypot is filled, with a harmless signed-out answer", async () => {
    const anonymous = await getToken(baseUrl);
    const email = uniqueEmail("bot");
    const response = await call(baseUrl, "/user.ljson", anonymous, {
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      opt_in_terms: true,
      body: "I am a bot",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ user: null, authenticity_token: anonymous.token });
    const later = await registerUser(baseUrl, { email });
    expect(later.userId).toBeGreaterThan(0);
  });

  it("records a marketing opt-in with the statement, the page and the time", async () => {
    const { visitor } = await registerUser(baseUrl, {
      opt_in_marketing: true,
      opt_in_marketing_url: "http://localhost/#/user/register",
    });
    const { user } = await (await getJson(baseUrl, "/user.ljson", visitor)).json();
    expect(user.is_opted_in_to_marketing).toBe(true);
    expect(user.marketing_preferences).toEqual({
      opt_in_terms: true,
      opt_in_marketing: true,
      opt_in_marketing_url: "http://localhost/#/user/register",
      opt_in_marketing_statement: expect.stringContaining("unsubscribe"),
      opt_in_marketing_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });
});

describe("POST /user.ljson with override put (profile update)", () => {
  /** The profile update as the client sends it: POST /user.ljson with the put override. */
  const updateProfile = (visitor: Visitor, changes: Record<string, unknown>) =>
    call(baseUrl, "/user.ljson", visitor, changes, "put");

  it("changes only the fields sent and answers {user} ('Profile successfully updated.' on the client)", async () => {
    const { visitor, email } = await registerUser(baseUrl, { town: "Bristol" });
    const response = await updateProfile(visitor, { first_name: "Anna", tel_home: "(0117) 496-0000" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({
      first_name: "Anna",
      last_name: "Lee",
      tel_home: "(0117) 496-0000",
      town: "Bristol",
      email,
    });
    expect(body.authenticity_token).toBe(visitor.token);
    const cleared = await updateProfile(visitor, { town: "" });
    expect((await cleared.json()).user.town).toBeNull();
  });

  it("validates with the edit rules: 422 with the messages", async () => {
    const { visitor } = await registerUser(baseUrl);
    const response = await updateProfile(visitor, { tel_mobile: "call me", email: "nope" });
    await expectJsonAnswer(response, 422, {
      errors: { email: ["Please enter a valid email"], tel_mobile: ["Please enter a valid phone number"] },
    });
  });

  it("keeps emails unique without regard to case", async () => {
    const first = await registerUser(baseUrl);
    const second = await registerUser(baseUrl);
    const response = await updateProfile(second.visitor, { email: first.email.toUpperCase() });
    await expectJsonAnswer(response, 422, { errors: { email: [ACCOUNT_EXISTS] } });
    // Changing the case of one's own email is fine.
    const own = await updateProfile(second.visitor, { email: second.email.toUpperCase() });
    expect((await own.json()).user.email).toBe(second.email.toUpperCase());
  });

  it("never changes another user, whatever user_id the body names", async () => {
    const victim = await registerUser(baseUrl);
    const attacker = await registerUser(baseUrl);
    const response = await updateProfile(attacker.visitor, {
      user_id: victim.userId,
      first_name: "Hacked",
      email: uniqueEmail("x"),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).user.user_id).toBe(attacker.userId);
    const { user } = await (await getJson(baseUrl, "/user.ljson", victim.visitor)).json();
    expect(user).toMatchObject({ first_name: "Ann", email: victim.email });
  });

  it("answers 401 to a signed-out visitor", async () => {
    const anonymous = await getToken(baseUrl);
    const response = await updateProfile(anonymous, { first_name: "X" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ errors: { base: ["Please sign in first"] } });
  });

  it("needs the session's authenticity token (the host refuses without it)", async () => {
    const { visitor } = await registerUser(baseUrl);
    const response = await updateProfile({ ...visitor, token: "forged" }, { first_name: "X" });
    expect(response.status).toBe(422);
    expect((await (await getJson(baseUrl, "/user.ljson", visitor)).json()).user.first_name).toBe("Ann");
  });
});
