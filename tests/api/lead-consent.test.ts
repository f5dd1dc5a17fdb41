// Issue 16: a lead's terms box is kept as consent evidence like registration's (what was shown, when, from
// where), and GET /user.ljson answers spec §3's address_html, portal_leads, agency, agency_website_vip and
// reapit_tracker_jwt — the signed-in user's enquiries among them.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentLogs } from "../../db/schema.ts";
import { LEAD_TERMS_STATEMENT } from "../../modules/leads/model/lead-fields.ts";
import { getToken } from "../support/visitor.ts";
import { getJson, registerUser, type Registered } from "./accounts-support.ts";
import {
  HUMAN,
  MAIN_EMAIL,
  enquirer,
  startLeadsEnv,
  valuationBody,
  type LeadsEnv,
} from "./leads-fixtures.ts";

let env: LeadsEnv;
let user: Registered;

beforeAll(async () => {
  env = await startLeadsEnv();
  user = await registerUser(env.app.baseUrl, {
    house_number: "12",
    street_address: "Mill Lane",
    town: "Bristol",
    postcode: "bs1 4dj",
    "g-recaptcha-response": HUMAN,
  });
}, 300_000);

afterAll(() => env?.stop());

async function sendValuation(email: string, headers: Record<string, string>, token: string) {
  const response = await fetch(`${env.app.baseUrl}/leads`, {
    method: "POST",
    headers: {
      ...headers,
      "content-type": "application/json",
      accept: "application/json",
      referer: `${env.app.baseUrl}/properties/3`,
      "user-agent": "ConsentTest/1.0",
    },
    body: JSON.stringify({ authenticity_token: token, ...valuationBody(email) }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { lead_id: number }).lead_id;
}

describe("a lead's terms box (issue 16)", () => {
  it("is recorded with the statement shown, the page, the time, the address and the browser", async () => {
    const before = Date.now();
    const visitor = await getToken(env.app.baseUrl);
    const id = await sendValuation(enquirer("consent"), visitor.headers, visitor.token);
    const logs = await env.db.select().from(consentLogs).where(eq(consentLogs.leadId, id));
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      kind: "terms",
      choice: "accepted",
      statement: LEAD_TERMS_STATEMENT,
      url: `${env.app.baseUrl}/properties/3`,
      ip: visitor.ip,
      userAgent: "ConsentTest/1.0",
      userId: null,
    });
    expect(logs[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(LEAD_TERMS_STATEMENT).toBe("I agree to the terms & conditions (/terms)");
  });

  it("is kept once for a replayed submission", async () => {
    const visitor = await getToken(env.app.baseUrl);
    const email = enquirer("replay");
    const headers = { ...visitor.headers, "idempotency-key": `consent-replay-${Date.now()}` };
    const first = await sendValuation(email, headers, visitor.token);
    const again = await sendValuation(email, headers, visitor.token);
    expect(again).toBe(first);
    const logs = await env.db
      .select()
      .from(consentLogs)
      .where(and(eq(consentLogs.leadId, first), eq(consentLogs.kind, "terms")));
    expect(logs).toHaveLength(1);
  });
});

describe("GET /user.ljson, spec §3's other user fields (issue 16)", () => {
  it("answers address_html, agency, agency_website_vip and reapit_tracker_jwt", async () => {
    const body = await (await getJson(env.app.baseUrl, "/user.ljson", user.visitor)).json();
    expect(body.user).toMatchObject({
      address_html: "12 Mill Lane<br>Bristol<br>BS1 4DJ",
      portal_leads: [],
      agency: { hfpe_enabled: false, name: "Marlow & Vale", email: MAIN_EMAIL },
      agency_website_vip: false,
      reapit_tracker_jwt: null,
    });
  });

  it("lists the signed-in user's enquiries in portal_leads, newest first, and ties their consent to them", async () => {
    const first = await sendValuation(enquirer("mine"), user.visitor.headers, user.visitor.token);
    const second = await sendValuation(enquirer("mine"), user.visitor.headers, user.visitor.token);
    const body = await (await getJson(env.app.baseUrl, "/user.ljson", user.visitor)).json();
    expect(body.user.portal_leads).toEqual([
      { lead_id: second, kind: "valuation", property_id: null, created_at: expect.any(String) },
      { lead_id: first, kind: "valuation", property_id: null, created_at: expect.any(String) },
    ]);
    const [log] = await env.db.select().from(consentLogs).where(eq(consentLogs.leadId, first));
    expect(log?.userId).toBe(user.userId);
  });

  it("keeps a signed-out visitor's user null", async () => {
    const body = await (await fetch(`${env.app.baseUrl}/user.ljson`)).json();
    expect(body.user).toBeNull();
  });
});
