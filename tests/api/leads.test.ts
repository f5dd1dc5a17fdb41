// POST /leads (spec §7 "Leads") end to end: the real server and database, a real SMTP server receiving the
// notification and the acknowledgement, reCAPTCHA v2 against a local siteverify. Valuation, staff, department
// and branch bodies; every spec §5 message of these bodies; flash keys (spec §8); token, honeypot, idempotency.
import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, departments, leads, outboxEmails, staff } from "../../db/schema.ts";
import { getToken } from "../support/visitor.ts";
import {
  HUMAN,
  MAIN_EMAIL,
  contactClient,
  emailsOfLead,
  enquirer,
  leadsFrom,
  postLead,
  startLeadsEnv,
  valuationBody,
  type LeadsEnv,
  CONTACT_FIELD_ERRORS,
} from "./leads-fixtures.ts";
import { expectJsonAnswer } from "../support/answers.ts";

let env: LeadsEnv;
let branch: { id: number; email: string };
let department: { id: number; email: string; branchId: number };
let member: { id: number; email: string };

beforeAll(async () => {
  env = await startLeadsEnv();
  [branch] = (await env.db
    .select({ id: branches.id, email: branches.email })
    .from(branches)
    .orderBy(branches.id)
    .limit(1)) as [typeof branch];
  [department] = (await env.db
    .select({ id: departments.id, email: departments.email, branchId: departments.branchId })
    .from(departments)
    .where(and(eq(departments.kind, "lettings"), isNotNull(departments.email)))
    .limit(1)) as [typeof department];
  [member] = (await env.db
    .select({ id: staff.id, email: staff.email })
    .from(staff)
    .where(isNotNull(staff.email))
    .limit(1)) as [typeof member];
}, 300_000);

afterAll(() => env?.stop());

describe("POST /leads — valuation", () => {
  it("stores the lead, answers 200 {ok, lead_id}, and emails the branch and the enquirer", async () => {
    const email = enquirer("valuation");
    const response = await postLead(
      env.app.baseUrl,
      valuationBody(email, { lead: { branch_id: branch.id } }),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; lead_id: number };
    expect(answer).toEqual({ ok: true, lead_id: expect.any(Number) });

    const [row] = await leadsFrom(env, email);
    expect(row).toMatchObject({
      id: answer.lead_id,
      kind: "valuation",
      branchId: branch.id,
      firstName: "Valerie",
      lastName: "Owner",
      telephone: "01179000000",
      message: "Please call after 5pm",
      channel: "selling",
    });
    // Everything received minus token and honeypot.
    expect(row!.payload).not.toHaveProperty("authenticity_token");
    expect(row!.payload.lead_client).not.toHaveProperty("body");
    expect(row!.payload.lead_booking).toMatchObject({ booking_time: "10:00", booking_day: "14" });

    const notification = await env.smtp.waitFor(branch.email);
    expect(notification.header("Subject")).toBe("Valuation request from Valerie Owner");
    expect(notification.header("Reply-To")).toBe(email);
    // Mail comes from the agency (its name from the site content, MAIL_FROM's address), issue 16.
    expect(notification.header("From")).toBe('"Marlow & Vale" <no-reply@localhost>');
    // Written for the branch: the appointment in words, the contact details, a reply link; no internal field.
    expect(notification.text).toMatch(/^Valuation request from Valerie Owner\n/);
    expect(notification.text).toContain("Preferred appointment\nMonday 14 December 2026, 10:00");
    expect(notification.text).toContain("Address: Rose Cottage 12 Mill Lane, Bristol, Avon, BS1 4DJ");
    expect(notification.text).toContain("Telephone: 01179000000");
    expect(notification.text).toContain("Valuation for: Selling");
    expect(notification.text).toContain(`Reply to Valerie: mailto:${email}?subject=`);
    for (const internal of ["Is valuation request", "Branch id", "Booking time", "Do not contact"]) {
      expect(notification.text).not.toContain(internal);
    }
    // In the agency's layout: its footer ends the text part, its colour is in the HTML part.
    expect(notification.text).toMatch(
      /\n-- \nMarlow & Vale Estate Agents Ltd\n14 Queen Square, Bristol BS1 4NT\n/,
    );
    expect(notification.raw).toContain("Content-Type: text/html");
    // The demo's email logo (a PNG: mail clients show no SVG), as an absolute URL the site serves.
    // (quoted-printable: soft line breaks joined)
    expect(notification.raw.replace(/=\r?\n/g, "")).toContain('src=3D"http://openhouse.test/logo-email.png"');
    const logo = await fetch(`${env.app.baseUrl}/logo-email.png`);
    expect(logo.headers.get("content-type")).toBe("image/png");
    await logo.body?.cancel();
    const acknowledgement = await env.smtp.waitFor(email);
    expect(acknowledgement.header("From")).toBe('"Marlow & Vale" <no-reply@localhost>');
    expect(acknowledgement.header("Reply-To")).toBe(branch.email);
    expect(acknowledgement.text).toContain("Dear Valerie,");
    expect(acknowledgement.text).toContain("You asked for an appointment on Monday 14 December 2026, 10:00.");
  });

  it("without branch_id goes to the branch covering the postcode, else to the agency's main inbox", async () => {
    const covered = enquirer("valuation-postcode-branch");
    const [bristol] = await env.db
      .select({ id: branches.id, email: branches.email })
      .from(branches)
      .where(sql`'BS' = any(${branches.postcodeCoverage})`);
    const response = await postLead(
      env.app.baseUrl,
      valuationBody(covered, { lead: { branch_id: null }, lead_client: { postcode: "BS1 4DJ" } }),
    );
    expect(response.status).toBe(200);
    const [coveredRow] = await leadsFrom(env, covered);
    expect(coveredRow!.branchId).toBe(bristol!.id);
    expect((await emailsOfLead(env, coveredRow!.id)).map((e) => e.to)).toEqual([bristol!.email, covered]);

    const email = enquirer("valuation-nobranch");
    const body = valuationBody(email, { lead: { branch_id: null }, lead_client: { postcode: "ZE1 0AA" } });
    expect((await postLead(env.app.baseUrl, body)).status).toBe(200);
    const [row] = await leadsFrom(env, email);
    expect(row!.branchId).toBeNull();
    const emails = await emailsOfLead(env, row!.id);
    expect(emails.map((e) => e.to)).toEqual([MAIN_EMAIL, email]);
  });

  it("the single-step form's captcha is verified when sent; the three-step form sends none", async () => {
    const email = enquirer("valuation-captcha");
    const bad = await postLead(env.app.baseUrl, { ...valuationBody(email), "g-recaptcha-response": "robot" });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ flash: "recaptcha-invalid" });
    const { lead_booking: _booking, ...singleStep } = valuationBody(email);
    const good = await postLead(env.app.baseUrl, { ...singleStep, "g-recaptcha-response": HUMAN });
    expect(good.status).toBe(200);
    expect(await leadsFrom(env, email)).toHaveLength(1);
  });

  it("gives every spec §5 message for an empty body, and stores nothing", async () => {
    const response = await postLead(env.app.baseUrl, { lead: { is_valuation_request: "1" } });
    await expectJsonAnswer(response, 422, {
      flash: "lead-sending-error-validation",
      errors: {
        ...CONTACT_FIELD_ERRORS,
        "lead_client[street_address]": ["Please enter a valid street"],
        "lead_client[town]": ["Please enter a valid town"],
        "lead_client[postcode]": ["Please enter a valid postcode"],
        "marketing_preferences[opt_in_terms]": ["You must agree to our terms & conditions"],
      },
    });
  });

  it("checks each field's pattern: names, phone, county, time slot", async () => {
    const email = enquirer("valuation-invalid");
    const response = await postLead(env.app.baseUrl, {
      ...valuationBody(email, {
        lead_client: {
          first_name: "Val3rie",
          last_name: "   ",
          tel_home: "01179 abc",
          county: "<script>",
          email: "x@",
        },
      }),
      lead_booking: {
        book_viewing: "yes",
        booking_time: "8:00",
        booking_day: "1",
        booking_month: "1",
        booking_year: "2027",
      },
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      ...CONTACT_FIELD_ERRORS,
      "lead_client[county]": ["Please enter a valid county"],
      "lead_booking[booking_time]": ["Please select a valid time slot"],
    });
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("answers postcode-invalid when only the postcode is wrong", async () => {
    const email = enquirer("valuation-postcode");
    const response = await postLead(
      env.app.baseUrl,
      valuationBody(email, { lead_client: { postcode: "NOT A CODE" } }),
    );
    await expectJsonAnswer(response, 422, {
      flash: "postcode-invalid",
      errors: { "lead_client[postcode]": ["Please enter a valid postcode"] },
    });
  });

  it("answers names-not-different when first and last name are the same (any case)", async () => {
    const email = enquirer("valuation-names");
    const response = await postLead(
      env.app.baseUrl,
      valuationBody(email, { lead_client: { first_name: "Alex", last_name: "ALEX " } }),
    );
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ flash: "names-not-different" });
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });
});

describe("POST /leads — staff, department and branch", () => {
  const staffBody = (email: string, extra: object = {}) => ({
    lead_client: contactClient(email),
    lead: { message: "Could you call me about selling?", agency_employee_id: member.id, channel: "sales" },
    market_preferences: { opt_in_terms: "on" },
    "g-recaptcha-response": HUMAN,
    ...extra,
  });

  it("a staff lead reaches that staff member", async () => {
    const email = enquirer("staff");
    const response = await postLead(env.app.baseUrl, staffBody(email));
    expect(response.status).toBe(200);
    const [row] = await leadsFrom(env, email);
    expect(row).toMatchObject({
      kind: "staff",
      staffId: member.id,
      message: "Could you call me about selling?",
    });
    const notification = await env.smtp.waitFor(member.email);
    expect(notification.header("Reply-To")).toBe(email);
    expect(notification.text).toContain("Could you call me about selling?");
    await env.smtp.waitFor(email);
  });

  it("a department lead reaches the department, a branch lead the branch", async () => {
    const departmentEmail = enquirer("department");
    const departmentLead = await postLead(env.app.baseUrl, {
      lead_client: contactClient(departmentEmail),
      lead: {
        lead_type: "branch_department_enquiry",
        branch_id: department.branchId,
        branch_department_id: department.id,
        message: "Ref MV123: is it still available?",
      },
      market_preferences: { opt_in_terms: "on" },
      "g-recaptcha-response": HUMAN,
    });
    expect(departmentLead.status).toBe(200);
    const [departmentRow] = await leadsFrom(env, departmentEmail);
    expect(departmentRow).toMatchObject({ kind: "department", departmentId: department.id });
    expect((await emailsOfLead(env, departmentRow!.id)).map((e) => e.to)).toEqual([
      department.email,
      departmentEmail,
    ]);

    const branchEmail = enquirer("branch");
    const branchLead = await postLead(env.app.baseUrl, {
      lead_client: contactClient(branchEmail),
      lead: { branch_id: branch.id, is_branch_lead: 1, message: "Opening hours on Saturday?" },
      // The other lead forms' spelling is accepted too.
      marketing_preferences: { opt_in_terms: "on" },
      "g-recaptcha-response": HUMAN,
    });
    expect(branchLead.status).toBe(200);
    const [branchRow] = await leadsFrom(env, branchEmail);
    expect(branchRow).toMatchObject({ kind: "branch", branchId: branch.id });
    expect((await emailsOfLead(env, branchRow!.id)).map((e) => e.to)).toEqual([branch.email, branchEmail]);
  });

  it("gives the spec §5 messages, the terms one under market_preferences", async () => {
    const response = await postLead(env.app.baseUrl, {
      lead_client: { first_name: "", last_name: "", email: "", tel_home: "" },
      lead: { message: "   ", agency_employee_id: member.id },
      "g-recaptcha-response": HUMAN,
    });
    await expectJsonAnswer(response, 422, {
      flash: "lead-sending-error-validation",
      errors: {
        ...CONTACT_FIELD_ERRORS,
        "lead[message]": ["Please enter a valid message"],
        "market_preferences[opt_in_terms]": ["You must agree to our terms & conditions"],
      },
    });
  });

  it("refuses a failed captcha with recaptcha-invalid, and a missing one too", async () => {
    const email = enquirer("staff-captcha");
    const robot = await postLead(env.app.baseUrl, staffBody(email, { "g-recaptcha-response": "robot" }));
    await expectJsonAnswer(robot, 422, {
      flash: "recaptcha-invalid",
      errors: { "g-recaptcha-response": ["The captcha was not passed"] },
    });
    const { "g-recaptcha-response": _token, ...withoutToken } = staffBody(email);
    const missing = await postLead(env.app.baseUrl, withoutToken);
    expect(missing.status).toBe(422);
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("refuses messages that are only links or match the agency's spam phrases", async () => {
    const email = enquirer("spam");
    for (const message of ["https://spam.example/buy http://x.example", "Best CASINO bonus for you"]) {
      const response = await postLead(
        env.app.baseUrl,
        staffBody(email, { lead: { message, agency_employee_id: member.id } }),
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ flash: "invalid-message-content" });
    }
    // A sentence around a link is a person.
    const person = await postLead(
      env.app.baseUrl,
      staffBody(email, {
        lead: { message: "Is this the one on https://example.com/p/1 ?", agency_employee_id: member.id },
      }),
    );
    expect(person.status).toBe(200);
    expect(await leadsFrom(env, email)).toHaveLength(1);
  });
});

describe("POST /leads — token, honeypot, idempotency", () => {
  // The host refuses before any route runs (server/csrf-middleware.ts): JSON callers get 422 with the token
  // error, not the 403 the brief mentions, as every other call of the site does.
  it("refuses a post without the authenticity token and stores nothing", async () => {
    const email = enquirer("no-token");
    const response = await postLead(env.app.baseUrl, valuationBody(email), { token: null });
    await expectJsonAnswer(response, 422, { errors: { authenticity_token: ["is missing or invalid"] } });
    const forged = await postLead(env.app.baseUrl, valuationBody(email), { token: "forged" });
    expect(forged.status).toBe(422);
    expect(await leadsFrom(env, email)).toHaveLength(0);
  });

  it("accepts a filled honeypot silently and discards it: no lead, no email", async () => {
    const email = enquirer("honeypot");
    const response = await postLead(
      env.app.baseUrl,
      valuationBody(email, { lead_client: { body: "I am a bot" } }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(await leadsFrom(env, email)).toHaveLength(0);
    const [mail] = await env.db.select({ n: count() }).from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail!.n).toBe(0);
  });

  it("stores a lead once for one Idempotency-Key and answers the same every time", async () => {
    const email = enquirer("idempotent");
    const key = crypto.randomUUID();
    const visitor = await getToken(env.app.baseUrl);
    const first = await postLead(env.app.baseUrl, valuationBody(email), { key, visitor });
    const second = await postLead(env.app.baseUrl, valuationBody(email), { key, visitor });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const [a, b] = [await first.json(), await second.json()];
    expect(b).toEqual(a);
    const rows = await leadsFrom(env, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe(key);
    // One notification and one acknowledgement, not two of each.
    expect(await emailsOfLead(env, rows[0]!.id)).toHaveLength(2);
  });

  it("stores one lead when two posts with one key arrive at once", async () => {
    const email = enquirer("concurrent");
    const key = crypto.randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postLead(env.app.baseUrl, valuationBody(email), { key })),
    );
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(
      await Promise.all(answers.map(async (r) => ((await r.json()) as { lead_id: number }).lead_id)),
    );
    expect(ids.size).toBe(1);
    expect(await leadsFrom(env, email)).toHaveLength(1);
    const [mail] = await env.db
      .select({ n: count() })
      .from(outboxEmails)
      .where(eq(outboxEmails.replyTo, email));
    expect(mail!.n).toBe(1);
  });

  it("refuses a malformed key", async () => {
    const response = await postLead(env.app.baseUrl, valuationBody(enquirer()), { key: "bad key!" });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ flash: "lead-sending-error-validation" });
  });
});

describe("a lead whose email cannot be sent", () => {
  it("is stored at once and delivered once the SMTP server is back", async () => {
    const email = enquirer("outage");
    await env.relay.cut();
    let leadId: number;
    try {
      const response = await postLead(
        env.app.baseUrl,
        valuationBody(email, { lead: { branch_id: branch.id } }),
      );
      expect(response.status).toBe(200);
      leadId = ((await response.json()) as { lead_id: number }).lead_id;
      // The dispatcher tries, fails, and schedules a retry; the lead is safe in the database meanwhile.
      const failed = await waitForAttempt(leadId);
      expect(failed.every((row) => row.status === "pending" && row.lastError)).toBe(true);
      const [row] = await env.db.select().from(leads).where(eq(leads.id, leadId));
      expect(row!.deliveryStatus).toBe("pending");
    } finally {
      await env.relay.restore();
    }
    // The backoff's first wait is 30 s: bring the retry forward instead of sleeping through it.
    await env.db
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outboxEmails.leadId, leadId), eq(outboxEmails.status, "pending")));
    const acknowledgement = await env.smtp.waitFor(email, 15_000);
    expect(acknowledgement.text).toContain("Dear Valerie,");
    await waitForDelivered(leadId);
  });
});

async function waitForAttempt(leadId: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const rows = await emailsOfLead(env, leadId);
    if (rows.length > 0 && rows.every((row) => row.attempts >= 1 && row.lastError)) return rows;
    if (Date.now() > deadline) throw new Error("the outbox made no attempt");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function waitForDelivered(leadId: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await env.db.select().from(leads).where(eq(leads.id, leadId));
    if (row!.deliveryStatus === "delivered") return;
    if (Date.now() > deadline) throw new Error(`lead ${leadId} is ${row!.deliveryStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
