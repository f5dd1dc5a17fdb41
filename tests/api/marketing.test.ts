// Marketing preferences (spec §7 "Marketing", §6, §8): both endpoints with the put override, signed-in only,
// only the signed-in user's preferences change whatever ids are sent, and every choice is kept as consent
// evidence (consent_logs: choice, statement, page, time, address, browser). A server of its own, so the
// consent rows can be read from its database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { consentLogs } from "../../db/schema.ts";
import { MARKETING_OPT_IN_STATEMENT } from "../../modules/accounts/model/fields.ts";
import { startTestServer } from "../setup/test-server.ts";
import { getToken, type Visitor } from "../support/visitor.ts";
import { call, getJson, registerUser } from "./accounts-support.ts";
import { expectJsonAnswer } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let baseUrl: string;

beforeAll(async () => {
  app = await startTestServer({}, { ownDatabase: true });
  baseUrl = app.baseUrl;
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const marketingRows = (userId: number) =>
  app.services.db
    .select()
    .from(consentLogs)
    .where(and(eq(consentLogs.userId, userId), eq(consentLogs.kind, "marketing")))
    .orderBy(consentLogs.id);

describe("POST /marketing_preferences/{id} (put)", () => {
  /** The overlay's choice, sent as the client sends it: the put override, the choice alone. */
  const chooseMarketing = (visitor: Visitor, userId: number, choice: string) =>
    call(baseUrl, `/marketing_preferences/${userId}`, visitor, { opt_in_marketing_at: choice }, "put");

  it("opts in and out, answering {user} and logging each choice with its evidence", async () => {
    const { visitor, userId } = await registerUser(baseUrl);
    const optIn = await fetch(`${baseUrl}/marketing_preferences/${userId}`, {
      method: "POST",
      headers: {
        ...visitor.headers,
        "content-type": "application/json",
        "x-http-method-override": "put",
        "user-agent": "Consent test browser",
      },
      body: JSON.stringify({
        authenticity_token: visitor.token,
        user_id: userId,
        opt_in_marketing_at: "optin",
        opt_in_marketing_url: "https://homes.example.test/#/user/marketing-preferences",
      }),
    });
    expect(optIn.status).toBe(200);
    const body = await optIn.json();
    expect(body.user.is_opted_in_to_marketing).toBe(true);
    expect(body.user.marketing_preferences).toMatchObject({
      opt_in_marketing: true,
      opt_in_marketing_statement: MARKETING_OPT_IN_STATEMENT,
      opt_in_marketing_url: "https://homes.example.test/#/user/marketing-preferences",
    });

    const optOut = await chooseMarketing(visitor, userId, "optout");
    expect(optOut.status).toBe(200);
    expect((await optOut.json()).user.is_opted_in_to_marketing).toBe(false);

    const rows = await marketingRows(userId);
    expect(rows.map((row) => row.choice)).toEqual(["optin", "optout"]);
    expect(rows[0]).toMatchObject({
      statement: MARKETING_OPT_IN_STATEMENT,
      url: "https://homes.example.test/#/user/marketing-preferences",
      ip: visitor.ip,
      userAgent: "Consent test browser",
    });
    expect(rows[0]!.createdAt).toBeInstanceOf(Date);
  });

  it("answers 422 without a valid choice", async () => {
    const { visitor, userId } = await registerUser(baseUrl);
    const response = await chooseMarketing(visitor, userId, "maybe");
    await expectJsonAnswer(response, 422, {
      errors: { opt_in_marketing_at: ["Please choose whether you would like to receive marketing emails"] },
    });
    expect(await marketingRows(userId)).toEqual([]);
  });
});

describe("POST /custom_marketing_preferences/{user_id} (put)", () => {
  it("reads the nested marketing_preferences, as JSON or as bracketed form fields", async () => {
    const { visitor, userId } = await registerUser(baseUrl);
    const json = await call(
      baseUrl,
      `/custom_marketing_preferences/${userId}`,
      visitor,
      {
        user_id: userId,
        marketing_preferences: { is_opted_in_to_marketing: true, opt_in_marketing_url: "/here" },
      },
      "put",
    );
    expect(json.status).toBe(200);
    expect((await json.json()).user.custom_marketing_preferences).toEqual({ is_opted_in_to_marketing: true });

    const form = await fetch(`${baseUrl}/custom_marketing_preferences/${userId}`, {
      method: "POST",
      headers: { ...visitor.headers, "x-http-method-override": "put" },
      body: new URLSearchParams({
        authenticity_token: visitor.token,
        user_id: String(userId),
        "marketing_preferences[is_opted_in_to_marketing]": "true",
        "marketing_preferences[opt_in_marketing_at]": "optout",
      }),
    });
    expect(form.status).toBe(200);
    expect((await form.json()).user.is_opted_in_to_marketing).toBe(false);
    expect((await marketingRows(userId)).map((row) => [row.choice, row.url])).toEqual([
      ["optin", "/here"],
      ["optout", null],
    ]);
  });

  it("changes only the signed-in user's preferences, whatever ids the URL and body name", async () => {
    const victim = await registerUser(baseUrl);
    const attacker = await registerUser(baseUrl);
    for (const path of [
      `/custom_marketing_preferences/${victim.userId}`,
      `/marketing_preferences/${victim.userId}`,
    ]) {
      const response = await call(
        baseUrl,
        path,
        attacker.visitor,
        {
          user_id: victim.userId,
          opt_in_marketing_at: "optin",
          marketing_preferences: { is_opted_in_to_marketing: true },
        },
        "put",
      );
      expect(response.status).toBe(200);
      expect((await response.json()).user.user_id).toBe(attacker.userId);
    }
    expect(await marketingRows(victim.userId)).toEqual([]);
    const { user } = await (await getJson(baseUrl, "/user.ljson", victim.visitor)).json();
    expect(user.is_opted_in_to_marketing).toBe(false);
  });
});

describe("signed out", () => {
  it("blocks both calls with 401 'Please sign in to update your preferences' (spec §6)", async () => {
    const anonymous = await getToken(baseUrl);
    for (const path of ["/marketing_preferences/1", "/custom_marketing_preferences/1"]) {
      const response = await call(
        baseUrl,
        path,
        anonymous,
        { opt_in_marketing_at: "optin", marketing_preferences: { is_opted_in_to_marketing: true } },
        "put",
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        errors: { base: ["Please sign in to update your preferences"] },
      });
    }
  });
});

describe("registration consent", () => {
  it("logs the terms and a marketing opt-in given at registration, with address and browser", async () => {
    const { userId, visitor } = await registerUser(baseUrl, {
      opt_in_marketing: "on",
      opt_in_marketing_url: "/#/user",
    });
    const rows = await app.services.db.select().from(consentLogs).where(eq(consentLogs.userId, userId));
    expect(rows.map((row) => [row.kind, row.choice]).sort()).toEqual([
      ["marketing", "optin"],
      ["terms", "accepted"],
    ]);
    expect(rows.find((row) => row.kind === "marketing")).toMatchObject({
      statement: MARKETING_OPT_IN_STATEMENT,
      url: "/#/user",
      ip: visitor.ip,
    });
  });
});
