// Registration with a captcha (spec §4 "Captcha forms", §5 "optional captcha"; issue 6 item 1): a server of
// its own configured for reCAPTCHA v2 against a local siteverify endpoint speaking Google's protocol
// (form-encoded {secret, response} → {success}).
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../setup/test-server.ts";
import { freshIp, getToken, sessionCookie, type Visitor } from "../support/visitor.ts";
import { PASSWORD, call, uniqueEmail } from "./accounts-support.ts";
import { listenOnLoopback } from "../support/loopback.ts";
import { expectJsonAnswer } from "../support/answers.ts";

const HUMAN = "token-of-a-human";
let siteverify: Server;
let app: Awaited<ReturnType<typeof startTestServer>>;
const verified: URLSearchParams[] = [];

beforeAll(async () => {
  siteverify = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const form = new URLSearchParams(body);
      verified.push(form);
      const success = form.get("response") === HUMAN && form.get("secret") === "test-secret-key";
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify(success ? { success } : { success, "error-codes": ["invalid-input-response"] }));
    });
  });
  const siteverifyUrl = await listenOnLoopback(siteverify);
  app = await startTestServer(
    {
      CAPTCHA_PROVIDER: "recaptcha-v2",
      CAPTCHA_SITE_KEY: "test-site-key",
      CAPTCHA_SECRET_KEY: "test-secret-key",
      CAPTCHA_VERIFY_URL: `${siteverifyUrl}/siteverify`,
    },
    { ownDatabase: true },
  );
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => siteverify?.close(resolve));
});

const fields = (email: string) => ({
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  opt_in_terms: true,
});

describe("POST /user.ljson with a captcha configured", () => {
  it("refuses a registration whose captcha fails with 422 and the recaptcha-invalid flash; nothing is created", async () => {
    const email = uniqueEmail("captcha");
    const visitor = await getToken(app.baseUrl);
    const refused = await call(app.baseUrl, "/user.ljson", visitor, {
      ...fields(email),
      "g-recaptcha-response": "a bot's guess",
    });
    await expectJsonAnswer(refused, 422, {
      errors: { "g-recaptcha-response": ["The captcha was not passed"] },
      flash: "recaptcha-invalid",
    });
    expect(sessionCookie(refused)).toBeNull();

    const passed = await call(app.baseUrl, "/user.ljson", visitor, {
      ...fields(email),
      "g-recaptcha-response": HUMAN,
    });
    expect(passed.status).toBe(200);
    expect((await passed.json()).user.email).toBe(email);
  });

  it("does not ask the provider about a form that fails validation", async () => {
    const before = verified.length;
    const response = await call(app.baseUrl, "/user.ljson", await getToken(app.baseUrl), {
      email: "nope",
      "g-recaptcha-response": HUMAN,
    });
    expect(response.status).toBe(422);
    expect(verified.length).toBe(before);
  });
});

// Sign-in (docs/decisions/021): an address with failures of its own on an account that is being guessed at
// waits the account's wait; a passed captcha lets it through at once, a failed one does not.
describe("POST /session with a captcha configured", () => {
  const signIn = async (visitor: Visitor, username: string, password: string, captcha?: string) => {
    const response = await call(app.baseUrl, "/session", visitor, {
      username,
      password,
      ...(captcha === undefined ? {} : { "g-recaptcha-response": captcha }),
    });
    await response.body?.cancel();
    return response.status;
  };

  it("lets the owner's right password past the account's wait with a passed captcha only", async () => {
    const email = uniqueEmail("guessed");
    const registered = await call(app.baseUrl, "/user.ljson", await getToken(app.baseUrl), {
      ...fields(email),
      "g-recaptcha-response": HUMAN,
    });
    expect(registered.status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => signIn(await getToken(app.baseUrl), email, `wrong-${i}`)),
    );
    expect(guesses).toEqual(Array(10).fill(401));

    // The owner mistypes once, so their address is no longer clean: the account's wait applies to it.
    const owner = await getToken(app.baseUrl, freshIp());
    expect(await signIn(owner, email, "mistyped")).toBe(401);
    expect(await signIn(owner, email, PASSWORD)).toBe(429);
    expect(await signIn(owner, email, PASSWORD, "a bot's guess")).toBe(429);
    const asked = verified.length;
    expect(await signIn(owner, email, PASSWORD, HUMAN)).toBe(200);
    expect(verified.length).toBe(asked + 1);
  });
});
