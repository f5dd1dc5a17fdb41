// Send-to-a-friend is no relay for spam (issue 13 item 4; docs/decisions/015): the subject is fixed (the agency
// and the property), the visitor's links are stripped (dots written out too), a session, an address and a
// recipient each have a daily cap, and
// the captcha is required when one is configured. Its own server: real SMTP, a local siteverify.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HUMAN } from "./leads-fixtures.ts";
import { startSendToFriendEnv, type SendToFriendEnv } from "./send-to-friend-support.ts";
import { freshIp, getToken, type Visitor } from "../support/visitor.ts";

const TOO_MANY = "Too many properties sent today. Please try again tomorrow.";

let env: SendToFriendEnv;
beforeAll(async () => {
  env = await startSendToFriendEnv();
}, 120_000);

afterAll(() => env?.stop());

let counter = 0;
const friendAddress = () => `abuse-${++counter}-${Date.now()}@example.com`;

function send(visitor: Visitor, fields: Record<string, string>) {
  return fetch(`${env.app.baseUrl}/user/send_to_friend`, {
    method: "POST",
    headers: { ...visitor.headers, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      authenticity_token: visitor.token,
      property_id: String(env.propertyId),
      name: "Alice",
      email: "alice@example.com",
      message: "",
      "g-recaptcha-response": HUMAN,
      ...fields,
    }),
  });
}

describe("the email a visitor sends", () => {
  it("has a fixed subject and no links of the visitor's", async () => {
    const friend = friendAddress();
    const response = await send(await getToken(env.app.baseUrl), {
      friend_email: friend,
      name: "CHEAP PILLS www.pills.example",
      message: "Buy now at http://spam.example/buy or pills.com/now or www.spam.ru!",
    });
    expect(response.status).toBe(200);
    const email = await env.smtp.waitFor(friend);
    const subject = email.header("Subject")!;
    expect(subject).toMatch(/^A property from .+: .+ for sale in .+$/);
    expect(subject).not.toMatch(/PILLS|pills|Buy/);
    expect(email.text).toContain("Buy now at [link removed] or [link removed] or [link removed]");
    expect(email.text).not.toMatch(/spam\.example|pills\.com|spam\.ru|pills\.example/);
    expect(email.raw).not.toMatch(/spam\.example|pills\.com|spam\.ru|pills\.example/);
  });

  it("has no links of the visitor's written with spaced or bracketed dots either (issue 43)", async () => {
    const friend = friendAddress();
    const response = await send(await getToken(env.app.baseUrl), {
      friend_email: friend,
      message: "Go to evil . com, evil[.]com, evil(dot)com or cheap.shop/now",
    });
    expect(response.status).toBe(200);
    const email = await env.smtp.waitFor(friend);
    expect(email.text).toContain("Go to [link removed], [link removed], [link removed] or [link removed]");
    expect(email.raw).not.toMatch(/evil|cheap\.shop/);
  });
});

describe("daily caps", () => {
  it("one session sends at most 5 emails a day", async () => {
    const visitor = await getToken(env.app.baseUrl, freshIp());
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await send(visitor, { friend_email: friendAddress() })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send(visitor, { friend_email: friendAddress() });
    expect(await refused.json()).toEqual({ errors: { base: [TOO_MANY] }, flash: "send-property-invalid" });
  });

  it("one address sends at most 8 emails a day, however many sessions it starts (issue 43)", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const response = await send(await getToken(env.app.baseUrl, ip), { friend_email: friendAddress() });
      statuses.push(response.status);
      if (i === 8)
        expect(await response.json()).toEqual({
          errors: { base: [TOO_MANY] },
          flash: "send-property-invalid",
        });
      else await response.body?.cancel();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it("one recipient gets at most 3 a day, whoever sends them", async () => {
    const friend = friendAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await send(await getToken(env.app.baseUrl, freshIp()), { friend_email: friend.toUpperCase() }))
          .status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("the captcha", () => {
  it("is required when one is configured: no token, nothing sent", async () => {
    const friend = friendAddress();
    const response = await send(await getToken(env.app.baseUrl), {
      friend_email: friend,
      "g-recaptcha-response": "",
    });
    expect(response.status).toBe(422);
    expect((await response.json()).flash).toBe("recaptcha-invalid");
  });
});
