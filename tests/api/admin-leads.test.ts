// The leads inbox (issue 14) over HTTP: a real server on a database of its own, leads sent by visitors through
// the public lead calls (valuation, viewing, office, new homes with a file), then worked on by staff signed in
// as people are. Refusals (signed out, visitor, no token, editor, another branch), filters and free text,
// status / assignment / note / bulk with their history and audit rows, spam learning, CSV export, the badge.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "csv-parse/sync";
import {
  auditLog,
  branches,
  formDefinitions,
  leadEvents,
  leads,
  properties,
  propertyMedia,
} from "../../db/schema.ts";
import { propertyLeadsPath } from "../../domain/urls.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../domain/media-sizes.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import { getToken } from "../support/visitor.ts";
import { registerUser } from "./accounts-support.ts";
import {
  contactClient,
  enquirer,
  newHomesAnswers,
  postForm,
  postLead,
  REQUIRED_PROOF_OF_FUNDS,
  valuationBody,
} from "./leads-fixtures.ts";
import { expectRefusedWith } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let branchA: { id: number; name: string };
let branchB: { id: number; name: string };
let propertyB: { id: number; channel: string };
let fileFormId: number;

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Staff;
let negotiatorA: Staff;
let negotiatorB: Staff;
let managerB: Staff;
let editor: Staff;

const WEBHOOK_URL = "http://127.0.0.1:9/crm-hook";
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

beforeAll(async () => {
  app = await startTestServer(
    {
      SEED_LISTINGS: "12",
      PUBLIC_URL: "http://openhouse.test",
      // Nothing listens there: each lead's delivery is queued and retried, and its page shows the attempts.
      LEADS_WEBHOOK_URL: WEBHOOK_URL,
      LEADS_WEBHOOK_SECRET: "a webhook secret of the test",
    },
    { ownDatabase: true },
  );
  const rows = await app.services.db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .orderBy(asc(branches.id))
    .limit(2);
  [branchA, branchB] = rows as [typeof branchA, typeof branchB];
  const [property] = await app.services.db
    .select({ id: properties.id, channel: properties.channel })
    .from(properties)
    .where(
      and(
        eq(properties.branchId, branchB.id),
        ne(properties.status, "withdrawn"),
        sql`not (${properties.tags} && array['new home','development','land','commercial']::text[])`,
      ),
    )
    .limit(1);
  propertyB = property!;
  const [seeded] = await app.services.db.select().from(formDefinitions).limit(1);
  const [withFile] = await app.services.db
    .insert(formDefinitions)
    .values({
      slug: `inbox-files-${Date.now()}`,
      name: "Plans request",
      htmlFormId: "plans-request",
      elements: [...seeded!.elements, REQUIRED_PROOF_OF_FUNDS],
    })
    .returning({ id: formDefinitions.id });
  fileFormId = withFile!.id;
  // One at a time: each set-up's TOTP code is for the current step, and a loaded machine must not outlast it.
  owner = await signedInStaff(app, { role: "owner" });
  negotiatorA = await signedInStaff(app, { role: "negotiator", branchIds: [branchA.id] });
  negotiatorB = await signedInStaff(app, { role: "negotiator", branchIds: [branchB.id] });
  managerB = await signedInStaff(app, { role: "manager", branchIds: [branchB.id] });
  editor = await signedInStaff(app, { role: "editor" });
}, 300_000);

afterAll(() => app?.stop());

// Leads as visitors send them.

async function valuationLead(options: {
  branchId: number | null;
  message?: string;
  postcode?: string;
  email?: string;
}) {
  const email = options.email ?? enquirer("valuation");
  const response = await postLead(
    app.baseUrl,
    valuationBody(email, {
      lead: { branch_id: options.branchId, ...(options.message ? { message: options.message } : {}) },
      lead_client: { postcode: options.postcode ?? "BS1 4DJ" },
    }),
  );
  const answer = (await response.json()) as { ok?: boolean; lead_id?: number; flash?: string };
  return { email, status: response.status, ...answer };
}

async function viewingLead(message: string) {
  const email = enquirer("viewing");
  const response = await postForm(
    `${app.baseUrl}${propertyLeadsPath(propertyB.id, propertyB.channel)}`,
    {
      "lead_client[first_name]": "Vera",
      "lead_client[last_name]": "Viewer",
      "lead_client[tel_home]": "07700900456",
      "lead_client[email]": email,
      "lead_client[postcode]": "BA1 1AA",
      "lead[message]": message,
      "lead[lead_type]": "email_portal_lead",
      "marketing_preferences[opt_in_terms]": "on",
      "lead_client[do_not_contact]": "1",
      "lead_client[body]": "",
    },
    { baseUrl: app.baseUrl },
  );
  expect(response.status).toBe(303);
  const [row] = await app.services.db.select().from(leads).where(eq(leads.email, email));
  return { email, id: row!.id };
}

async function officeLead(branchId: number, message: string, firstName = "Sam") {
  const email = enquirer("office");
  const response = await postLead(app.baseUrl, {
    lead_client: contactClient(email, { first_name: firstName }),
    lead: { is_branch_lead: 1, branch_id: branchId, message },
    marketing_preferences: { opt_in_terms: "on" },
  });
  const answer = (await response.json()) as { lead_id?: number; flash?: string };
  return { email, status: response.status, id: answer.lead_id!, flash: answer.flash };
}

async function newHomesLead() {
  const email = enquirer("new-homes");
  const visitor = await getToken(app.baseUrl);
  const body = new FormData();
  const fields: Record<string, string> = {
    authenticity_token: visitor.token,
    f_id: String(fileFormId),
    hfhp: "",
    ...newHomesAnswers(email, propertyB.id),
  };
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set(
    "form_submission[proof_of_funds]",
    new File([new Uint8Array(PDF)], "funds.pdf", { type: "application/pdf" }),
  );
  const response = await fetch(`${app.baseUrl}/form_submissions`, {
    method: "POST",
    redirect: "manual",
    headers: { ...visitor.headers, accept: "application/json" },
    body,
  });
  expect(response.status).toBe(200);
  const [row] = await app.services.db.select().from(leads).where(eq(leads.email, email));
  return { email, id: row!.id, branchId: row!.branchId };
}

// Reading pages.

const html = async (b: StaffBrowser, path: string) => {
  const response = await send(b, path);
  expect(response.status).toBe(200);
  return response.text();
};
const listedIds = (page: string) => [...page.matchAll(/data-lead-row="(\d+)"/g)].map((m) => Number(m[1]));
const listed = async (b: StaffBrowser, query: string) => listedIds(await html(b, `/admin/leads${query}`));
const badge = (page: string) => /data-nav-badge[^>]*>(\d+)/.exec(page)?.[1];
const leadRow = async (id: number) =>
  (await app.services.db.select().from(leads).where(eq(leads.id, id)))[0]!;
const auditRows = (id: number) =>
  app.services.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `lead:${id}`))
    .orderBy(asc(auditLog.id));
const events = (id: number) =>
  app.services.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id));
const ukToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(new Date());

describe("who may open the leads inbox", () => {
  it("refuses a signed-out request, a visitor session, an editor and a post without the token", async () => {
    const lead = await officeLead(branchA.id, "Is the branch open on Sundays?");
    const paths = [
      "/admin/leads",
      `/admin/leads/${lead.id}`,
      "/admin/leads/export.csv",
      "/admin/leads/branches",
      `/admin/leads/${lead.id}/files/1`,
    ];
    const visitor = await registerUser(app.baseUrl);
    for (const path of paths) {
      for (const headers of [{}, visitor.visitor.headers]) {
        const response = await fetch(`${app.baseUrl}${path}`, { headers, redirect: "manual" });
        expect(response.status, path).toBe(303);
        expect(response.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
      }
      const refused = await send(editor.b, path);
      expect(refused.status, path).toBe(403);
      expect(refused.headers.get("cache-control")).toBe("no-store");
    }
    // Writes as well: signed out, editor.
    const signedOut = await fetch(`${app.baseUrl}/admin/leads/${lead.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...visitor.visitor.headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        authenticity_token: visitor.visitor.token,
        intent: "status",
        status: "closed",
      }),
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toMatch(/^\/admin\/sign-in(\?return_to=%2Fadmin|$)/);
    expect(
      (await send(editor.b, `/admin/leads/${lead.id}`, { intent: "status", status: "closed" })).status,
    ).toBe(403);

    // No authenticity token: the host refuses before the route, nothing changes.
    for (const path of [`/admin/leads/${lead.id}`, "/admin/leads"]) {
      const response = await send(
        owner.b,
        path,
        { intent: "status", status: "closed", [`leads[${lead.id}]`]: "on" },
        { token: false },
      );
      // Issue 42 item 4: the form again, with a message, nothing done.
      expect(response.status).toBe(403);
      expect(await response.text()).toContain("This form had expired, so nothing was saved");
    }
    expect((await leadRow(lead.id)).status).toBe("new");

    const page = await send(owner.b, "/admin/leads");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).not.toContain("<script");
  });

  it("scopes negotiators and managers to their branches, in the list and by id (404), and owners to all", async () => {
    const inA = await officeLead(branchA.id, "A question for branch A");
    const inB = await officeLead(branchB.id, "A question for branch B");
    const unbranched = await valuationLead({ branchId: null, postcode: "ZE1 0AA" });
    expect((await leadRow(unbranched.lead_id!)).branchId).toBeNull();

    const ownerList = await listed(owner.b, "");
    expect(ownerList).toEqual(expect.arrayContaining([inA.id, inB.id, unbranched.lead_id]));
    const listA = await listed(negotiatorA.b, "");
    expect(listA).toContain(inA.id);
    expect(listA).not.toContain(inB.id);
    expect(listA).not.toContain(unbranched.lead_id);
    // The branch filter cannot widen the scope either.
    expect(await listed(negotiatorA.b, `?branch=${branchB.id}`)).toEqual([]);
    expect(await listed(negotiatorA.b, "?branch=none")).toEqual([]);
    expect(await listed(owner.b, "?branch=none")).toContain(unbranched.lead_id);

    expect((await send(negotiatorA.b, `/admin/leads/${inB.id}`)).status).toBe(404);
    expect((await send(managerB.b, `/admin/leads/${inA.id}`)).status).toBe(404);
    expect((await send(managerB.b, `/admin/leads/${unbranched.lead_id}`)).status).toBe(404);
    expect((await send(managerB.b, `/admin/leads/${inB.id}`)).status).toBe(200);
    expect((await send(owner.b, `/admin/leads/${unbranched.lead_id}`)).status).toBe(200);
    expect((await send(owner.b, "/admin/leads/999999999")).status).toBe(404);
    expect((await send(owner.b, "/admin/leads/nope")).status).toBe(404);

    // Writing to another branch's lead: 404, nothing changes; a bulk post skips it.
    expect(
      (await send(negotiatorA.b, `/admin/leads/${inB.id}`, { intent: "status", status: "closed" })).status,
    ).toBe(404);
    const bulk = await send(negotiatorA.b, "/admin/leads", { status: "closed", [`leads[${inB.id}]`]: "on" });
    expect(bulk.status).toBe(303);
    expect(bulk.headers.get("location")).toContain("changed=0");
    expect((await leadRow(inB.id)).status).toBe("new");

    // The export stays in the scope too.
    const csv = await (await send(negotiatorA.b, "/admin/leads/export.csv")).text();
    const ids = (parse(csv, { columns: true }) as { id: string }[]).map((r) => Number(r.id));
    expect(ids).toContain(inA.id);
    expect(ids).not.toContain(inB.id);
  });
});

describe("the list", () => {
  it("shows every kind of lead, and filters by kind, branch, status, dates, assignee and free text", async () => {
    const valuation = await valuationLead({
      branchId: branchA.id,
      message: "Thinking of selling the cottage",
    });
    const viewing = await viewingLead("Could I see the garden flat on Saturday?");
    const office = await officeLead(branchB.id, "Do you have parking permits?", "Quentin");
    const homes = await newHomesLead();

    const all = await listed(owner.b, "");
    expect(all).toEqual(expect.arrayContaining([valuation.lead_id, viewing.id, office.id, homes.id]));
    // Newest first.
    expect(all.indexOf(homes.id)).toBeLessThan(all.indexOf(office.id));
    expect(all.indexOf(office.id)).toBeLessThan(all.indexOf(valuation.lead_id!));

    expect(await listed(owner.b, "?kind=valuation")).toContain(valuation.lead_id);
    expect(await listed(owner.b, "?kind=valuation")).not.toContain(viewing.id);
    expect(await listed(owner.b, "?kind=new_homes")).toEqual([homes.id]);
    expect(await listed(owner.b, `?branch=${branchB.id}&kind=viewing`)).toContain(viewing.id);
    expect(await listed(owner.b, `?branch=${branchA.id}`)).not.toContain(viewing.id);

    // Free text: name, email, phone (with or without spaces), postcode (with or without its space), message.
    expect(await listed(owner.b, "?q=quentin")).toEqual([office.id]);
    expect(await listed(owner.b, `?q=${encodeURIComponent(viewing.email)}`)).toEqual([viewing.id]);
    expect(await listed(owner.b, "?q=garden+saturday")).toEqual([viewing.id]);
    expect(await listed(owner.b, "?q=saturday+garden")).toEqual([viewing.id]);
    expect(await listed(owner.b, `?q=cottage&branch=${branchA.id}`)).toEqual([valuation.lead_id]);
    expect(await listed(owner.b, "?q=01179000000&kind=valuation")).toContain(valuation.lead_id);
    expect(await listed(owner.b, "?q=0117+900+0000&kind=valuation")).toContain(valuation.lead_id);
    expect(await listed(owner.b, "?q=bs14dj&kind=valuation")).toContain(valuation.lead_id);
    expect(await listed(owner.b, "?q=ba1+1aa")).toEqual([viewing.id]);
    expect(await listed(owner.b, "?q=%25")).toEqual([]);

    const today = ukToday();
    expect(await listed(owner.b, `?from=${today}&to=${today}&q=quentin`)).toEqual([office.id]);
    expect(await listed(owner.b, "?to=2020-01-01")).toEqual([]);
    // A wrong field is reported beside it and left out; the others still apply.
    const badDate = await html(owner.b, "/admin/leads?from=2026-02-30&q=quentin");
    expect(badDate).toContain('aria-describedby="filter-from-error"');
    expect(badDate).toContain("Please enter a date as YYYY-MM-DD");
    expect(listedIds(badDate)).toEqual([office.id]);
    const badRange = await html(owner.b, `/admin/leads?from=${today}&to=2020-01-01&q=quentin`);
    expect(badRange).toContain("The end date must not be before the start date");
    expect(listedIds(badRange)).toEqual([office.id]);

    expect(await listed(owner.b, "?status=closed&q=quentin")).toEqual([]);
    await send(owner.b, `/admin/leads/${office.id}`, { intent: "status", status: "closed" });
    expect(await listed(owner.b, "?status=closed&q=quentin")).toEqual([office.id]);
    expect(await listed(owner.b, "?status=new&q=quentin")).toEqual([]);

    await send(managerB.b, `/admin/leads/${viewing.id}`, {
      intent: "assign",
      assignee: String(managerB.staffUserId),
    });
    expect(await listed(managerB.b, "?assigned=me")).toEqual([viewing.id]);
    expect(await listed(owner.b, `?assigned=${managerB.staffUserId}`)).toEqual([viewing.id]);
    expect(await listed(owner.b, "?assigned=none")).not.toContain(viewing.id);
  });

  it("pages by keyset, newest first, with a capped count", async () => {
    const mine: number[] = [];
    for (let i = 0; i < 3; i++)
      mine.push((await officeLead(branchA.id, `Paging check number ${i}`, "Pagey")).id);
    const { LEADS_PAGE_SIZE } = await import("../../modules/leads/model/lead-inbox-terms.ts");
    // Enough leads for two pages, written straight into the table (the public calls are rate-limited).
    const filler = Array.from({ length: LEADS_PAGE_SIZE }, (_, i) => ({
      kind: "branch" as const,
      branchId: branchA.id,
      firstName: "Filler",
      lastName: `Number${i}`,
      email: `filler-${i}@example.com`,
      message: "filler lead",
      payload: {},
    }));
    await app.services.db.insert(leads).values(filler);
    const first = await html(owner.b, "/admin/leads?branch=" + branchA.id);
    const firstIds = listedIds(first);
    expect(firstIds).toHaveLength(LEADS_PAGE_SIZE);
    expect(first).toContain('aria-label="Pages of leads"');
    const older = /href="(\/admin\/leads\?[^"]*older=\d+)"/.exec(first)![1]!.replaceAll("&amp;", "&");
    const second = await html(owner.b, older);
    const secondIds = listedIds(second);
    expect(secondIds).toEqual(expect.arrayContaining(mine));
    expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
    const newer = /href="(\/admin\/leads\?[^"]*newer=\d+)"/.exec(second)![1]!.replaceAll("&amp;", "&");
    expect(listedIds(await html(owner.b, newer))).toEqual(firstIds);
    expect(first).toMatch(/data-lead-count[^>]*>\d+ leads/);
  });
});

describe("working on a lead", () => {
  it("sets the status, assigns, notes, keeps the history and the audit, and times the first response", async () => {
    const lead = await valuationLead({ branchId: branchB.id, message: "Please value my flat" });
    const id = lead.lead_id!;
    const page = await html(managerB.b, `/admin/leads/${id}`);
    // Everything the visitor sent: the address, the chosen slot, the raw fields.
    expect(page).toContain("Rose Cottage 12 Mill Lane, Bristol, Avon, BS1 4DJ");
    expect(page).toContain("14 December 2026 at 10:00");
    expect(page).toContain("lead_booking › booking_time");
    expect(page).toContain("awaiting a first response");
    expect(page).toMatch(/maxlength="2000"/i);
    // Opening it is not a response.
    expect((await leadRow(id)).firstResponseAt).toBeNull();

    const status = await send(managerB.b, `/admin/leads/${id}`, { intent: "status", status: "contacted" });
    expect(status.status).toBe(303);
    expect(status.headers.get("location")).toBe(`/admin/leads/${id}?done=status`);
    expect(await html(managerB.b, status.headers.get("location")!)).toContain("Status changed.");
    const afterStatus = await leadRow(id);
    expect(afterStatus.status).toBe("contacted");
    expect(afterStatus.firstResponseAt).not.toBeNull();

    // Assign: a negotiator of the lead's branch, not one of another branch.
    const wrong = await send(managerB.b, `/admin/leads/${id}`, {
      intent: "assign",
      assignee: String(negotiatorA.staffUserId),
    });
    await expectRefusedWith(wrong, 'aria-describedby="lead-assignee-error"');
    const assign = await send(managerB.b, `/admin/leads/${id}`, {
      intent: "assign",
      assignee: String(negotiatorB.staffUserId),
    });
    expect(assign.headers.get("location")).toBe(`/admin/leads/${id}?done=assigned`);
    expect((await leadRow(id)).assignedStaffUserId).toBe(negotiatorB.staffUserId);

    const empty = await send(negotiatorB.b, `/admin/leads/${id}`, { intent: "note", note: "   " });
    await expectRefusedWith(empty, "Please write a note");
    const note = await send(negotiatorB.b, `/admin/leads/${id}`, {
      intent: "note",
      note: "Called, booked for Tuesday",
    });
    expect(note.headers.get("location")).toBe(`/admin/leads/${id}?done=note`);
    expect((await leadRow(id)).firstResponseAt).toEqual(afterStatus.firstResponseAt);

    expect(
      (await events(id)).map((e) => ({
        kind: e.kind,
        from: e.fromValue,
        to: e.toValue,
        note: e.note,
        by: e.actorEmail,
      })),
    ).toEqual([
      { kind: "status", from: "new", to: "contacted", note: null, by: managerB.email },
      { kind: "assignment", from: null, to: String(negotiatorB.staffUserId), note: null, by: managerB.email },
      { kind: "note", from: null, to: null, note: "Called, booked for Tuesday", by: negotiatorB.email },
    ]);
    expect(
      (await auditRows(id)).map((row) => ({
        action: row.action,
        before: row.before,
        after: row.after,
        who: row.actorEmail,
      })),
    ).toEqual([
      {
        action: "lead.status",
        before: { status: "new" },
        after: { status: "contacted" },
        who: managerB.email,
      },
      {
        action: "lead.assign",
        before: { assignedStaffUserId: null },
        after: { assignedStaffUserId: negotiatorB.staffUserId },
        who: managerB.email,
      },
      {
        action: "lead.note",
        before: null,
        after: { note: "Called, booked for Tuesday" },
        who: negotiatorB.email,
      },
    ]);
    const history = await html(owner.b, `/admin/leads/${id}`);
    expect(history).toContain("Status: New → Contacted");
    expect(history).toContain("Called, booked for Tuesday");
    expect(history).toContain("data-email-row");
    expect(history).toContain("data-webhook-row");
    expect(history).toContain(WEBHOOK_URL);
    expect(history).not.toContain("awaiting a first response");
  });

  it("shows a viewing lead's listing with the listing's first photo", async () => {
    const { id } = await viewingLead("Is the garden south facing?");
    const [first] = await app.services.db
      .select({ key: propertyMedia.mediaKey })
      .from(propertyMedia)
      .where(and(eq(propertyMedia.propertyId, propertyB.id), eq(propertyMedia.kind, "photo")))
      .orderBy(asc(propertyMedia.position), asc(propertyMedia.id))
      .limit(1);
    expect(first?.key).toBeTruthy();
    const page = await html(managerB.b, `/admin/leads/${id}`);
    expect(page).toContain(mediaPath(DEFAULT_CARD_SIZE, first!.key!).replaceAll("&", "&amp;"));
  });

  it("changes the status of the ticked leads at once, each with its history and audit row", async () => {
    const one = await officeLead(branchB.id, "Bulk one please");
    const two = await officeLead(branchB.id, "Bulk two please");
    const response = await send(managerB.b, `/admin/leads?branch=${branchB.id}`, {
      status: "viewing_booked",
      [`leads[${one.id}]`]: "on",
      [`leads[${two.id}]`]: "on",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/leads?branch=${branchB.id}&done=bulk&changed=2`);
    expect(await html(managerB.b, response.headers.get("location")!)).toContain(
      "Status changed for 2 leads.",
    );
    for (const id of [one.id, two.id]) {
      expect((await leadRow(id)).status).toBe("viewing_booked");
      expect((await events(id)).map((e) => e.toValue)).toEqual(["viewing_booked"]);
      expect((await auditRows(id)).map((r) => r.after)).toEqual([{ status: "viewing_booked", bulk: true }]);
    }
    const none = await send(managerB.b, "/admin/leads", { status: "closed" });
    await expectRefusedWith(none, "Please tick at least one lead");
    // A forged box (not a lead's id) is refused where the page shows the boxes' message, and changes nothing.
    const forged = await send(managerB.b, "/admin/leads", { status: "closed", "leads[abc]": "on" });
    await expectRefusedWith(forged, "Please tick at least one lead");
  });

  it("serves a new-homes lead's file to staff in scope only", async () => {
    const homes = await newHomesLead();
    const page = await html(owner.b, `/admin/leads/${homes.id}`);
    const href = /href="(\/admin\/leads\/\d+\/files\/\d+)"/.exec(page)![1]!;
    const file = await send(owner.b, href);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toContain("attachment");
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // Issue 43: each download is audited: who, which lead and file, from where.
    const [download] = await app.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.file-download"), eq(auditLog.subject, `lead:${homes.id}`)));
    expect(download).toMatchObject({
      actorEmail: owner.email,
      after: { fileId: Number(href.split("/").pop()), fileName: expect.any(String), bytes: PDF.length },
    });
    const outsider = homes.branchId === branchA.id ? negotiatorB : negotiatorA;
    expect((await send(outsider.b, href)).status).toBe(404);
    expect((await send(owner.b, `/admin/leads/${homes.id}/files/999999`)).status).toBe(404);
    expect((await fetch(`${app.baseUrl}${href}`, { redirect: "manual" })).status).toBe(303);
  });
});

describe("spam", () => {
  it("teaches the lead check: the same message, or its link's host, is refused next time, until un-marked", async () => {
    const message = "Get more buyers with our SEO package, see https://www.seo-spam.example/offer today";
    const first = await officeLead(branchA.id, message);
    expect(first.status).toBe(200);
    const marked = await send(negotiatorA.b, `/admin/leads/${first.id}`, {
      intent: "status",
      status: "spam",
    });
    expect(marked.status).toBe(303);
    expect(await html(negotiatorA.b, `/admin/leads/${first.id}`)).toContain("links to seo-spam.example");

    const again = await officeLead(branchB.id, message);
    expect(again.status).toBe(422);
    expect(again.flash).toBe("invalid-message-content");
    const sameHost = await officeLead(
      branchB.id,
      "Hello, have a look at http://shop.seo-spam.example/x for offers",
    );
    expect(sameHost.flash).toBe("invalid-message-content");
    // Same words, different spacing and case: still the same message.
    const respaced = await valuationLead({
      branchId: branchA.id,
      message: message.toUpperCase().replace(/ /g, "  "),
    });
    expect(respaced.flash).toBe("invalid-message-content");
    // A person's ordinary message still goes through.
    expect((await officeLead(branchA.id, "Could you call me about the flat on Mill Lane?")).status).toBe(200);

    await send(negotiatorA.b, `/admin/leads/${first.id}`, { intent: "status", status: "closed" });
    expect((await officeLead(branchB.id, message)).status).toBe(200);
  });
});

describe("export and counts", () => {
  it("exports the current filter as CSV with formulas neutralised", async () => {
    const formula = await officeLead(
      branchA.id,
      '=HYPERLINK("http://evil.example","click me") please',
      "Xavier",
    );
    const other = await officeLead(branchA.id, "A plain question", "Yolanda");
    const response = await send(owner.b, "/admin/leads/export.csv?q=xavier");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    const rows = parse(csv, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => Number(r.id))).toEqual([formula.id]);
    expect(rows[0]!.message!.startsWith("'=HYPERLINK")).toBe(true);
    expect(rows[0]!.status).toBe("new");
    expect(Object.keys(rows[0]!).slice(0, 3)).toEqual(["id", "created_at", "kind"]);
    expect(csv).not.toContain(String(other.email));
    const [audit] = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "lead.export"))
      .limit(1);
    expect(audit).toBeTruthy();
    // The list links to the export of its own filter.
    expect(await html(owner.b, "/admin/leads?q=xavier")).toContain('href="/admin/leads/export.csv?q=xavier"');
  });

  it("counts new leads in the staff member's branches in the navigation", async () => {
    const countNew = async (branchId: number) =>
      (
        await app.services.db
          .select({ n: sql<number>`count(*)::int` })
          .from(leads)
          .where(and(eq(leads.branchId, branchId), eq(leads.status, "new")))
      )[0]!.n;
    await officeLead(branchB.id, "One more for the badge");
    expect(badge(await html(negotiatorB.b, "/admin"))).toBe(String(await countNew(branchB.id)));
    expect(badge(await html(negotiatorA.b, "/admin/leads"))).toBe(String(await countNew(branchA.id)));
    const [{ n: all }] = (await app.services.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(eq(leads.status, "new"))) as [{ n: number }];
    expect(badge(await html(owner.b, "/admin/leads"))).toBe(String(Math.min(all, 999)));
    const byBranch = await html(negotiatorB.b, "/admin/leads/branches");
    expect(byBranch).toContain(`data-branch-row="${branchB.id}"`);
    expect(byBranch).not.toContain(`data-branch-row="${branchA.id}"`);
  });
});
