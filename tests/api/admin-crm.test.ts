// What staff expect from their CRM (issue 42 item 6) over HTTP: a real server on a database of its own, leads
// sent through the public lead call, then worked on by staff signed in as people are. The link from a lead's
// notification email to the lead in the back office; the dashboard that opens the back office, per role;
// replying to the enquirer from the lead's page.
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  branches,
  importRuns,
  leadEvents,
  leads,
  outboxEmails,
  properties,
  propertyMedia,
} from "../../db/schema.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInStaff, staffBrowser, type StaffBrowser } from "../support/staff-browser.ts";
import { contactClient, enquirer, postLead } from "./leads-fixtures.ts";
import { expectRefusedWith } from "../support/answers.ts";

const PUBLIC_URL = "http://openhouse.test";

let app: Awaited<ReturnType<typeof startTestServer>>;
let branchA: { id: number; name: string; email: string | null };
let branchB: { id: number; name: string; email: string | null };

type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Staff;
let negotiatorA: Staff;
let negotiatorB: Staff;
let managerA: Staff;
let editor: Staff;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12", PUBLIC_URL }, { ownDatabase: true });
  const rows = await app.services.db
    .select({ id: branches.id, name: branches.name, email: branches.email })
    .from(branches)
    .orderBy(asc(branches.id))
    .limit(2);
  [branchA, branchB] = rows as [typeof branchA, typeof branchB];
  // One at a time: each set-up's TOTP code is for the current step.
  owner = await signedInStaff(app, { role: "owner" });
  negotiatorA = await signedInStaff(app, { role: "negotiator", branchIds: [branchA.id] });
  negotiatorB = await signedInStaff(app, { role: "negotiator", branchIds: [branchB.id] });
  managerA = await signedInStaff(app, { role: "manager", branchIds: [branchA.id] });
  editor = await signedInStaff(app, { role: "editor" });
}, 900_000);

afterAll(() => app?.stop());

/** An office enquiry to a branch, as the contact form sends it. */
async function officeLead(branchId: number, message = "Do you have anything near the park?") {
  const email = enquirer("crm");
  const response = await postLead(app.baseUrl, {
    lead_client: contactClient(email, { first_name: "Olive", last_name: "Enquirer" }),
    lead: { is_branch_lead: 1, branch_id: branchId, message },
    marketing_preferences: { opt_in_terms: "on" },
  });
  const answer = (await response.json()) as { lead_id?: number };
  expect(response.status).toBe(200);
  return { email, id: answer.lead_id! };
}

describe("the lead email's link to the back office", () => {
  it("opens that lead's page for staff whose branch has it, and the sign-in page for anyone else", async () => {
    const lead = await officeLead(branchA.id);
    const [notification] = await app.services.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.leadId, lead.id), eq(outboxEmails.to, branchA.email!)));
    expect(notification, "the branch's notification is queued").toBeTruthy();
    const textLink = /Open this lead in the back office: (\S+)/.exec(notification!.text)?.[1];
    expect(textLink).toBe(`${PUBLIC_URL}/admin/leads/${lead.id}`);
    expect(notification!.html).toContain(`href="${textLink}"`);
    const path = new URL(textLink!).pathname;

    const page = await send(owner.b, path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Lead from Olive Enquirer");
    expect((await send(negotiatorA.b, path)).status).toBe(200);
    // Another branch's negotiator: the lead does not exist for them.
    expect((await send(negotiatorB.b, path)).status).toBe(404);
    // Signed out: the sign-in page (which returns there once signed in: issue 42 item 4).
    const signedOut = await send(await staffBrowser(app), path);
    expect(signedOut.status).toBe(303);
    expect(new URL(signedOut.headers.get("location")!, app.baseUrl).pathname).toBe("/admin/sign-in");
    // The enquirer's acknowledgement carries no link to the back office.
    const [acknowledgement] = await app.services.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.leadId, lead.id), eq(outboxEmails.to, lead.email)));
    expect(acknowledgement!.text).not.toContain("/admin");
  });
});

/** The row of a table on the page whose data attribute names it, as HTML. */
function rowOf(html: string, attribute: string, name: string): string | null {
  const start = html.indexOf(`${attribute}="${name}"`);
  if (start < 0) return null;
  return html.slice(start, html.indexOf("</tr>", start));
}

function ageCount(row: string, band: string): number {
  return Number(new RegExp(`data-age="${band}"[^>]*>(\\d+)<`).exec(row)?.[1]);
}

async function dashboardOf(staff: Staff): Promise<string> {
  const response = await send(staff.b, "/admin");
  expect(response.status).toBe(200);
  return response.text();
}

describe("the dashboard that opens the back office", () => {
  it("counts new leads by branch and age, in the branches each member of staff works for", async () => {
    const fresh = await officeLead(branchA.id);
    const waiting = await officeLead(branchA.id);
    const old = await officeLead(branchA.id);
    const other = await officeLead(branchB.id);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    await app.services.db
      .update(leads)
      .set({ createdAt: hoursAgo(5) })
      .where(eq(leads.id, waiting.id));
    await app.services.db
      .update(leads)
      .set({ createdAt: hoursAgo(24 * 10) })
      .where(eq(leads.id, old.id));
    await app.services.db
      .update(leads)
      .set({ createdAt: hoursAgo(30) })
      .where(eq(leads.id, other.id));
    // Worked on: no longer new, so not counted.
    const worked = await officeLead(branchA.id);
    await app.services.db.update(leads).set({ status: "contacted" }).where(eq(leads.id, worked.id));
    expect(fresh.id).toBeGreaterThan(0);

    const expected = async (branchId: number) => {
      const rows = await app.services.db.select().from(leads).where(eq(leads.branchId, branchId));
      const bands = { hour: 0, day: 0, days: 0, older: 0 };
      for (const row of rows.filter((lead) => lead.status === "new")) {
        const hours = (Date.now() - row.createdAt.getTime()) / 3600_000;
        bands[hours < 1 ? "hour" : hours < 24 ? "day" : hours < 72 ? "days" : "older"] += 1;
      }
      return bands;
    };
    const bandsA = await expected(branchA.id);
    expect(bandsA.hour).toBeGreaterThanOrEqual(1);
    expect(bandsA.day).toBeGreaterThanOrEqual(1);
    expect(bandsA.older).toBeGreaterThanOrEqual(1);

    const html = await dashboardOf(negotiatorA);
    const rowA = rowOf(html, "data-branch-row", branchA.name)!;
    expect(rowA).not.toBeNull();
    for (const band of ["hour", "day", "days", "older"] as const)
      expect(ageCount(rowA, band)).toBe(bandsA[band]);
    expect(rowA).toContain(`href="/admin/leads?branch=${branchA.id}&amp;status=new"`);
    // Their branch only; no feeds (a negotiator's role does not open them); the diary's place, said plainly.
    expect(rowOf(html, "data-branch-row", branchB.name)).toBeNull();
    expect(rowOf(html, "data-branch-row", "No branch (main inbox)")).toBeNull();
    expect(html).not.toContain('data-dashboard="feeds"');
    expect(html).toContain("Today&#x27;s appointments");
    expect(html).toContain("The diary is not part of the back office yet.");

    const ownerHtml = await dashboardOf(owner);
    const rowB = rowOf(ownerHtml, "data-branch-row", branchB.name)!;
    expect(ageCount(rowB, "days")).toBe((await expected(branchB.id)).days);
    expect(rowOf(ownerHtml, "data-branch-row", "No branch (main inbox)")).not.toBeNull();
  });

  it("shows each feed source's last import and its health to owners and managers", async () => {
    const started = new Date(Date.now() - 3600_000);
    await app.services.db.insert(importRuns).values([
      {
        source: "crm-test-good",
        fileName: "good.blm",
        way: "drop_folder",
        mode: "full",
        state: "succeeded",
        startedAt: started,
        finishedAt: started,
        counts: { created: 3, warnings: 2, skipped: 1 },
      },
      {
        source: "crm-test-bad",
        fileName: "bad.blm",
        way: "drop_folder",
        mode: "full",
        state: "refused",
        startedAt: started,
        finishedAt: started,
        message: "Not a BLM file",
      },
      {
        source: "crm-test-silent",
        fileName: "old.blm",
        way: "push",
        mode: "incremental",
        state: "succeeded",
        startedAt: new Date(Date.now() - 5 * 24 * 3600_000),
        finishedAt: new Date(Date.now() - 5 * 24 * 3600_000),
      },
    ]);
    for (const staff of [owner, managerA]) {
      const html = await dashboardOf(staff);
      expect(html).toContain('data-dashboard="feeds"');
      const good = rowOf(html, "data-feed-row", "crm-test-good")!;
      expect(good).toContain('data-feed-health="warnings"');
      expect(good).toContain("Imported with warnings");
      expect(good).toMatch(/>2<\/td>/);
      expect(rowOf(html, "data-feed-row", "crm-test-bad")).toContain("Last import failed");
      expect(rowOf(html, "data-feed-row", "crm-test-silent")).toContain("No import for over 2 days");
    }
  });

  it("lists the listings on the website that lack photos or a description, in the member's branches", async () => {
    const [listingA] = await app.services.db
      .select({ id: properties.id, reference: properties.reference })
      .from(properties)
      .where(and(eq(properties.branchId, branchA.id), eq(properties.status, "available")))
      .orderBy(asc(properties.reference))
      .limit(1);
    await app.services.db
      .delete(propertyMedia)
      .where(and(eq(propertyMedia.propertyId, listingA!.id), eq(propertyMedia.kind, "photo")));
    await app.services.db
      .update(properties)
      .set({ description: "  " })
      .where(eq(properties.id, listingA!.id));

    const html = await dashboardOf(negotiatorA);
    for (const what of ["no-photos", "no-description"]) {
      const start = html.indexOf(`data-attention="${what}"`);
      const group = html.slice(start, html.indexOf("</div>", start));
      expect(group).toContain(`href="/admin/listings/${listingA!.id}"`);
      expect(Number(/data-attention-count[^>]*>(\d+)</.exec(group)?.[1])).toBeGreaterThanOrEqual(1);
    }
    // Another branch's negotiator does not see it.
    expect(await dashboardOf(negotiatorB)).not.toContain(`href="/admin/listings/${listingA!.id}"`);
  });

  it("shows an editor none of the leads, listings and feeds, and still where to go", async () => {
    const html = await dashboardOf(editor);
    for (const part of ["new-leads", "appointments", "feeds", "listings"]) {
      expect(html).not.toContain(`data-dashboard="${part}"`);
    }
    expect(html).toContain('href="/admin/content"');
  });
});

describe("replying to the enquirer from the lead's page", () => {
  const emailsTo = (leadId: number, to: string) =>
    app.services.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.leadId, leadId), eq(outboxEmails.to, to)))
      .orderBy(desc(outboxEmails.id));
  /** Posts the lead page's reply form as that member of staff. */
  const sendReply = (
    b: StaffBrowser,
    path: string,
    reply: { subject: string; message: string },
    options?: { token?: boolean },
  ) => send(b, path, { intent: "reply", ...reply }, options);

  it("queues an email from the branch, keeps it in the lead's history and the audit, as a first response", async () => {
    const lead = await officeLead(branchA.id, "Is the flat on Park Row still free?");
    const path = `/admin/leads/${lead.id}`;
    const page = await (await send(negotiatorA.b, path)).text();
    expect(page).toContain("Reply to Olive");
    expect(page).toContain(`their answer comes back to ${branchA.email}`);
    expect(page).toContain('value="Re: Your office enquiry"');

    const sent = await sendReply(negotiatorA.b, path, {
      subject: "Re: Your office enquiry",
      message: "Yes, it is. Could you come on Thursday at 5?",
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(`${path}?done=reply`);

    const [email] = await emailsTo(lead.id, lead.email);
    // The acknowledgement went first; the reply is the newest email to the enquirer.
    expect(email!.subject).toBe("Re: Your office enquiry");
    expect(email!.replyTo).toBe(branchA.email);
    expect(email!.text).toContain("Dear Olive,\n\nYes, it is. Could you come on Thursday at 5?");
    expect(email!.text).toContain(`${branchA.name}, `);
    expect(email!.text).toContain("> Is the flat on Park Row still free?");

    const [event] = await app.services.db
      .select()
      .from(leadEvents)
      .where(eq(leadEvents.leadId, lead.id))
      .orderBy(desc(leadEvents.id));
    expect(event).toMatchObject({
      kind: "reply",
      actorEmail: negotiatorA.email,
      toValue: "Re: Your office enquiry",
      note: "Yes, it is. Could you come on Thursday at 5?",
    });
    const audit = await latestAudit(app.services.db, "lead.reply");
    expect(audit).toMatchObject({ subject: `lead:${lead.id}`, actorEmail: negotiatorA.email });
    expect(audit!.after).toMatchObject({ emailId: email!.id, to: lead.email, replyTo: branchA.email });
    const [row] = await app.services.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(row!.firstResponseAt).not.toBeNull();

    const after = await (await send(negotiatorA.b, `${path}?done=reply`)).text();
    expect(after).toContain("Reply queued");
    expect(after).toContain("Replied by email: “Re: Your office enquiry”");
    expect(after).toContain("Yes, it is. Could you come on Thursday at 5?");
  });

  it("refuses an empty reply beside its field, another branch's lead, and a post without the token", async () => {
    const lead = await officeLead(branchA.id);
    const path = `/admin/leads/${lead.id}`;
    const before = (await emailsTo(lead.id, lead.email)).length;

    const empty = await sendReply(negotiatorA.b, path, { subject: "Hello", message: "   " });
    expect(empty.status).toBe(422);
    const html = await empty.text();
    expect(html).toContain("Please write your reply");
    expect(html).toContain('value="Hello"');
    const twoLines = await sendReply(negotiatorA.b, path, { subject: "Hi\r\nBcc: x@y.z", message: "Hi" });
    expect(twoLines.status).toBe(422);

    const outside = await sendReply(negotiatorB.b, path, { subject: "Hi", message: "Hello" });
    expect(outside.status).toBe(404);
    const tokenless = await sendReply(
      negotiatorA.b,
      path,
      { subject: "Hi", message: "Hello" },
      { token: false },
    );
    expect(tokenless.status).toBeGreaterThanOrEqual(300);
    expect(tokenless.headers.get("location") ?? "").not.toContain("done=reply");
    expect((await emailsTo(lead.id, lead.email)).length).toBe(before);
  });

  it("offers no reply for an erased enquirer, and refuses one posted all the same", async () => {
    const lead = await officeLead(branchA.id);
    // What erasure leaves of a lead (modules/people/back-office/visitors.ts anonymiseLeads): no name, no address.
    await app.services.db
      .update(leads)
      .set({ firstName: "(erased)", lastName: "", email: "", telephone: null, message: null })
      .where(eq(leads.id, lead.id));
    const path = `/admin/leads/${lead.id}`;
    const page = await (await send(owner.b, path)).text();
    expect(page).not.toContain("data-reply");
    expect(page).not.toContain("Send reply");
    const refused = await sendReply(owner.b, path, { subject: "Hi", message: "Hello" });
    await expectRefusedWith(refused, "has been erased");
    expect(await emailsTo(lead.id, "")).toHaveLength(0);
  });
});
