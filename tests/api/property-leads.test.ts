// POST /properties/{id}/{channel}/leads (spec §7): the 'Book a viewing' form posted natively (form-urlencoded,
// flat names of spec §3), answered 303 to the property page with the spec §8 flash, or JSON when asked. Real
// server, database, SMTP server and siteverify (tests/api/leads-fixtures.ts).
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, departments, properties } from "../../db/schema.ts";
import { getToken } from "../support/visitor.ts";
import {
  HUMAN,
  emailsOfLead,
  enquirer,
  leadsFrom,
  postForm,
  startLeadsEnv,
  type LeadsEnv,
  CONTACT_FIELD_ERRORS,
} from "./leads-fixtures.ts";
import { propertyLeadsPath, propertyPath } from "../../domain/urls.ts";
import { expectJsonAnswer } from "../support/answers.ts";

let env: LeadsEnv;
let plain: { id: number; channel: string; branchEmail: string };
let newHome: { id: number; channel: string; departmentEmail: string; departmentId: number } | null;

beforeAll(async () => {
  env = await startLeadsEnv();
  // A sales listing with no tag that picks a department (spec §9), no plots, not commercial: the branch answers.
  const [row] = await env.db
    .select({ id: properties.id, channel: properties.channel, branchEmail: branches.email })
    .from(properties)
    .innerJoin(branches, eq(branches.id, properties.branchId))
    .where(
      and(
        eq(properties.channel, "sales"),
        ne(properties.status, "withdrawn"),
        sql`not (${properties.tags} && array['new home','development','land','auction','commercial']::text[])`,
        sql`not exists (select 1 from properties p where p.parent_id = ${properties.id})`,
      ),
    )
    .limit(1);
  plain = row!;
  // A new home in a branch with a new-homes team: that team answers.
  const [home] = await env.db
    .select({
      id: properties.id,
      channel: properties.channel,
      departmentEmail: departments.email,
      departmentId: departments.id,
    })
    .from(properties)
    .innerJoin(
      departments,
      and(eq(departments.branchId, properties.branchId), eq(departments.kind, "new_homes")),
    )
    .where(
      and(
        eq(properties.channel, "sales"),
        sql`'new home' = any(${properties.tags})`,
        sql`not ('commercial' = any(${properties.tags}))`,
      ),
    )
    .limit(1);
  newHome = home ? { ...home, departmentEmail: home.departmentEmail! } : null;
}, 300_000);

afterAll(() => env?.stop());

const viewingFields = (email: string, extra: Record<string, string> = {}) => ({
  "lead_client[first_name]": "Vera",
  "lead_client[last_name]": "Viewer-Smith",
  "lead_client[tel_home]": "07700900456",
  "lead_client[email]": email,
  "lead_client[house_number]": "",
  "lead_client[house_name]": "",
  "lead_client[street_address]": "",
  "lead_client[town]": "",
  "lead_client[county]": "",
  "lead_client[postcode]": "",
  "lead[message]": "Could I view on Saturday morning?",
  "lead[lead_type]": "email_portal_lead",
  "lead[branch_department_id]": "",
  "marketing_preferences[opt_in_terms]": "on",
  "lead_client[do_not_contact]": "1",
  "lead_client[body]": "",
  "g-recaptcha-response": HUMAN,
  ...extra,
});

const leadsUrl = (id: number, channel = "sales") => `${env.app.baseUrl}${propertyLeadsPath(id, channel)}`;
const post = (
  id: number,
  fields: Record<string, string>,
  options: { json?: boolean; token?: string | null } = {},
) => postForm(leadsUrl(id), fields, { baseUrl: env.app.baseUrl, ...options });

describe("POST /properties/{id}/{channel}/leads", () => {
  it("stores the viewing, redirects to the property with welcome-lead-sent, and emails branch and enquirer", async () => {
    const email = enquirer("viewing");
    const response = await post(plain.id, viewingFields(email));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${propertyPath(plain.id)}#/flash/welcome-lead-sent`);

    const [row] = await leadsFrom(env, email);
    expect(row).toMatchObject({
      kind: "viewing",
      propertyId: plain.id,
      channel: "sales",
      firstName: "Vera",
      lastName: "Viewer-Smith",
      telephone: "07700900456",
      message: "Could I view on Saturday morning?",
    });
    expect(Object.keys(row!.payload)).not.toContain("authenticity_token");
    expect(Object.keys(row!.payload)).not.toContain("lead_client[body]");
    expect(row!.payload["lead[lead_type]"]).toBe("email_portal_lead");

    const notification = await env.smtp.waitFor(plain.branchEmail);
    expect(notification.header("Subject")).toMatch(/^Viewing request from Vera Viewer-Smith: .+ \(ref .+\)$/);
    expect(notification.header("Reply-To")).toBe(email);
    expect(notification.text).toContain(`http://openhouse.test${propertyPath(plain.id)}`);
    const acknowledgement = await env.smtp.waitFor(email);
    expect(acknowledgement.text).toContain("Dear Vera,");
  });

  it("routes a new home to the new-homes department (spec §9 department choice)", async () => {
    if (!newHome) throw new Error("the demo seed has no new home in a branch with a new-homes team");
    const email = enquirer("viewing-new-home");
    const response = await postForm(leadsUrl(newHome.id, newHome.channel), viewingFields(email), {
      baseUrl: env.app.baseUrl,
    });
    expect(response.status).toBe(303);
    const [row] = await leadsFrom(env, email);
    expect(row!.departmentId).toBe(newHome.departmentId);
    expect((await emailsOfLead(env, row!.id)).map((e) => e.to)).toEqual([newHome.departmentEmail, email]);
  });

  it("answers JSON when asked", async () => {
    const email = enquirer("viewing-json");
    const response = await post(plain.id, viewingFields(email), { json: true });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, lead_id: expect.any(Number) });
  });

  it("gives every spec §5 message of the viewing form", async () => {
    const response = await post(
      plain.id,
      {
        "lead_client[first_name]": "J0hn",
        "lead_client[last_name]": "",
        "lead_client[tel_home]": "12345",
        "lead_client[email]": "john@",
        "lead[message]": "  ",
        "g-recaptcha-response": HUMAN,
      },
      { json: true },
    );
    await expectJsonAnswer(response, 422, {
      flash: "lead-sending-error-validation",
      errors: {
        ...CONTACT_FIELD_ERRORS,
        "lead[message]": ["Please enter a valid message"],
        "marketing_preferences[opt_in_terms]": ["You must agree to our terms & conditions"],
      },
    });
  });

  it("redirects with the flash of each refusal", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ "marketing_preferences[opt_in_terms]": "" }, "lead-sending-error-validation"],
      [{ "lead_client[postcode]": "12345" }, "postcode-invalid"],
      [{ "lead_client[last_name]": "vera" }, "names-not-different"],
      [{ "lead[message]": "www.cheap-pills.example" }, "invalid-message-content"],
      [{ "g-recaptcha-response": "robot" }, "recaptcha-invalid"],
    ];
    for (const [change, flash] of cases) {
      const email = enquirer("viewing-refused");
      const response = await post(plain.id, viewingFields(email, change));
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`${propertyPath(plain.id)}#/flash/${flash}`);
      expect(await leadsFrom(env, email)).toHaveLength(0);
    }
  });

  it("accepts a valid postcode and address, and keeps them in the payload", async () => {
    const email = enquirer("viewing-address");
    const response = await post(
      plain.id,
      viewingFields(email, { "lead_client[postcode]": "bs1 4dj", "lead_client[town]": "Bristol" }),
    );
    expect(response.headers.get("location")).toContain("welcome-lead-sent");
    const [row] = await leadsFrom(env, email);
    expect(row!.payload).toMatchObject({
      "lead_client[postcode]": "bs1 4dj",
      "lead_client[town]": "Bristol",
    });
  });

  it("answers 404 for a property that does not exist, and stores nothing", async () => {
    const email = enquirer("viewing-404");
    for (const id of ["999999", "abc"]) {
      const response = await postForm(
        `${env.app.baseUrl}${propertyLeadsPath(id, "sales")}`,
        viewingFields(email),
        {
          baseUrl: env.app.baseUrl,
        },
      );
      expect(response.status).toBe(404);
    }
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("refuses a post without the token (the host's invalid-authenticity-token redirect)", async () => {
    const email = enquirer("viewing-token");
    const response = await post(plain.id, viewingFields(email), { token: null });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/#\/flash\/invalid-authenticity-token$/);
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("takes a filled honeypot like a success and discards it", async () => {
    const email = enquirer("viewing-bot");
    const response = await post(plain.id, viewingFields(email, { "lead_client[body]": "buy now" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${propertyPath(plain.id)}#/flash/welcome-lead-sent`);
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("stores a form resent with the same idempotency_key once", async () => {
    const email = enquirer("viewing-twice");
    const visitor = await getToken(env.app.baseUrl);
    const fields = viewingFields(email, { idempotency_key: crypto.randomUUID() });
    const first = await postForm(leadsUrl(plain.id), fields, { baseUrl: env.app.baseUrl, visitor });
    const second = await postForm(leadsUrl(plain.id), fields, { baseUrl: env.app.baseUrl, visitor });
    expect(second.headers.get("location")).toBe(first.headers.get("location"));
    expect(await leadsFrom(env, email)).toHaveLength(1);
  });
});
