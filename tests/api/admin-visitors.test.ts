// Visitors and their data (issue 15 item 5) over HTTP: a real server on a database of its own, a person made
// the way visitors make themselves — registered, a saved listing, a saved search alerted by the alert job, a
// lead sent signed in and one sent signed out with the same email — then found, exported, listed among the
// marketing opt-ins and erased by staff signed in as people are. Every role boundary, and after the erasure a
// scan of every text column of every table for anything that names the person.
import { asc, eq, sql } from "drizzle-orm";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, consentLogs, leads, users } from "../../db/schema.ts";
import { ERASED_NAME } from "../../modules/people/model/visitor-terms.ts";
import { runSavedSearchAlerts } from "../../modules/accounts/use-cases/run-alerts.ts";
import { insertListing } from "../factories/index.ts";
import { STAFF_ROLES } from "../../modules/staff/model/roles.ts";
import { startTestServer } from "../setup/test-server.ts";
import {
  expectOwnersAndManagersOnly,
  send,
  signedInCast,
  type SignedInStaff as Staff,
  staffBrowser,
} from "../support/staff-browser.ts";
import { call, registerUser, type Registered } from "./accounts-support.ts";
import { contactClient, postLead, valuationBody } from "./leads-fixtures.ts";
import { expectRefusedWith } from "../support/answers.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: Staff;
let manager: Staff;
let negotiator: Staff;
let editor: Staff;

// Words no seeded row holds, so a scan for them finds only this person.
const FIRST = "Quintessa";
const LAST = "Zarkovsky";
const PHONE = "07700 900555";
let person: Registered;
let savedPropertyId: number;
let alertedPropertyId: number;
let signedInLeadId: number;
let signedOutLeadId: number;
let formulaVisitor: Registered;

beforeAll(async () => {
  app = await startTestServer(
    { SEED_LISTINGS: "12", PUBLIC_URL: "http://openhouse.test" },
    { ownDatabase: true },
  );
  const stamp = Date.now().toString(36);
  person = await registerUser(app.baseUrl, {
    email: `${FIRST.toLowerCase()}.${stamp}@example.com`,
    first_name: FIRST,
    last_name: LAST,
    tel_mobile: PHONE,
    opt_in_marketing: true,
    opt_in_marketing_url: "http://openhouse.test/register",
  });
  // A name a spreadsheet would run as a formula (names may start with a hyphen).
  formulaVisitor = await registerUser(app.baseUrl, {
    first_name: "Fred",
    last_name: "-1 Formula",
    opt_in_marketing: true,
  });
  await registerUser(app.baseUrl, { first_name: "Nora", last_name: "Optout" });

  const [listing] = await rows<{ id: number }>(
    sql`select id from properties where status <> 'withdrawn' order by id limit 1`,
  );
  savedPropertyId = listing!.id;
  const saved = await call(app.baseUrl, "/saved_properties.ljson", person.visitor, {
    property_ids: String(savedPropertyId),
  });
  expect(saved.status).toBeLessThan(300);
  const search = await call(app.baseUrl, "/search?channel=sales&min_beds=9&max_beds=9", person.visitor);
  expect(search.status).toBe(201);
  // The alert job sends the search a listing that arrives after it was saved.
  await new Promise((resolve) => setTimeout(resolve, 300));
  alertedPropertyId = await insertListing(app.services.db, {
    channel: "sales",
    status: "available",
    bedrooms: 9,
    price: 950_000,
    priceFrequency: "outright",
    createdAt: new Date(),
    displayAddress: "9 Alert Lane, Bristol",
  });
  await runSavedSearchAlerts(app.services);

  const signedIn = await postLead(
    app.baseUrl,
    valuationBody(person.email, {
      lead_client: { first_name: FIRST, last_name: LAST, tel_home: PHONE.replace(" ", "") },
      lead: { message: `${FIRST} here: the garden faces south` },
    }),
    { visitor: person.visitor },
  );
  signedInLeadId = ((await signedIn.json()) as { lead_id: number }).lead_id;
  // Signed out, with the email in another case: still the same person.
  const signedOut = await postLead(app.baseUrl, {
    lead_client: contactClient(person.email.toUpperCase(), {
      first_name: FIRST,
      last_name: LAST,
      tel_home: "07700900555",
    }),
    lead: { is_branch_lead: 1, branch_id: 1, message: `Please ring ${FIRST} ${LAST} on ${PHONE}` },
    marketing_preferences: { opt_in_terms: "on" },
  });
  signedOutLeadId = ((await signedOut.json()) as { lead_id: number }).lead_id;
  expect([signedInLeadId, signedOutLeadId].every(Number.isInteger)).toBe(true);

  ({ owner, manager, negotiator, editor } = await signedInCast(app, STAFF_ROLES));
  // A colleague's note naming the person: erasure must not leave it.
  const note = await send(owner.b, `/admin/leads/${signedOutLeadId}`, {
    intent: "note",
    note: `Spoke to ${FIRST} (${person.email}), call back on ${PHONE}`,
  });
  expect(note.status).toBe(303);
}, 300_000);

afterAll(() => app?.stop());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await app.services.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const html = async (b: Staff, path: string) => {
  const response = await send(b.b, path);
  expect(response.status).toBe(200);
  return response.text();
};
const visitorPath = () => `/admin/visitors/${person.userId}`;

describe("who may open the visitors pages", () => {
  const paths = () => [
    "/admin/visitors",
    "/admin/visitors?q=zark",
    visitorPath(),
    `${visitorPath()}/export.json`,
    `${visitorPath()}/erase`,
    "/admin/visitors/marketing-opt-ins.csv",
  ];

  it("lets owners and managers in, refuses negotiators and editors, and sends the signed-out to sign in", async () => {
    const anonymous = await staffBrowser(app);
    for (const path of paths()) {
      await expectOwnersAndManagersOnly(path, { owner, manager, negotiator, editor }, anonymous);
    }
    // The erasure itself: refused before anything is read, whatever is typed.
    for (const b of [negotiator, editor]) {
      const post = await send(b.b, `${visitorPath()}/erase`, { confirm_email: person.email });
      expect(post.status).toBe(403);
    }
    const anonymousPost = await send(anonymous, `${visitorPath()}/erase`, { confirm_email: person.email });
    expect(anonymousPost.status).toBe(303);
    expect(await app.services.db.select().from(users).where(eq(users.id, person.userId))).toHaveLength(1);
  });

  it("shows the Visitors link only to those who may open it", async () => {
    expect(await html(owner, "/admin")).toContain('href="/admin/visitors"');
    expect(await html(manager, "/admin")).toContain('href="/admin/visitors"');
    expect(await html(negotiator, "/admin")).not.toContain('href="/admin/visitors"');
  });

  it("answers 404 for an account that does not exist", async () => {
    expect((await send(owner.b, "/admin/visitors/999999")).status).toBe(404);
    expect((await send(owner.b, "/admin/visitors/999999/export.json")).status).toBe(404);
  });
});

describe("finding a visitor and their page", () => {
  const listed = (page: string) => [...page.matchAll(/data-visitor-row="(\d+)"/g)].map((m) => Number(m[1]));

  it("finds them by part of the name, the email in any case, or the phone with or without spaces", async () => {
    for (const q of ["zarkov", `${LAST} ${FIRST}`, person.email.toUpperCase(), "07700900555", "900 555"]) {
      const ids = listed(await html(owner, `/admin/visitors?q=${encodeURIComponent(q)}`));
      expect(ids, q).toEqual([person.userId]);
    }
    expect(listed(await html(owner, "/admin/visitors?q=nobody-has-this-name"))).toEqual([]);
    // Newest first: the last registered comes before the person.
    const all = listed(await html(owner, "/admin/visitors"));
    expect(all.indexOf(formulaVisitor.userId)).toBeLessThan(all.indexOf(person.userId));
    // A wildcard is matched as itself.
    expect(listed(await html(owner, "/admin/visitors?q=%25"))).toEqual([]);
    const tooLong = await html(owner, `/admin/visitors?q=${"a".repeat(101)}`);
    expect(tooLong).toContain("Please search with at most 100 characters");
  });

  it("pages by cursor: the page after holds older accounts only", async () => {
    const page = await html(owner, `/admin/visitors?after=${person.userId}`);
    expect(listed(page).every((id) => id < person.userId)).toBe(true);
  });

  it("shows saved properties, saved searches with their alert frequency, alerts, leads and consent", async () => {
    const page = await html(manager, visitorPath());
    expect(page).toContain(person.email);
    expect(page).toContain(`href="/properties/${savedPropertyId}"`);
    expect(page).toContain("/search/sales/from-9-bed/up-to-9-bed");
    expect(page).toContain("Immediately");
    expect(page).toContain("9 Alert Lane, Bristol");
    expect(page).toContain(`data-visitor-lead="${signedInLeadId}"`);
    expect(page).toContain(`data-visitor-lead="${signedOutLeadId}"`);
    expect(page).toContain("Same email, not signed in");
    // Registration's terms and marketing opt-in, and each lead's terms tick.
    expect(page).toContain(`Lead ${signedOutLeadId}`);
    expect(page).toMatch(/<td>Marketing<\/td><td>optin<\/td>/);
  });
});

describe("exporting a person's data", () => {
  it("downloads everything that names them as a dated JSON file, and audits it", async () => {
    const response = await send(owner.b, `${visitorPath()}/export.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="visitor-${person.userId}-${day}.json"`,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = await response.json();
    expect(body.account).toMatchObject({ id: person.userId, email: person.email, firstName: FIRST });
    expect(body.account.passwordHash).toBeUndefined();
    expect(body.savedProperties.map((p: { propertyId: number }) => p.propertyId)).toEqual([savedPropertyId]);
    expect(body.savedSearches).toEqual([
      expect.objectContaining({ path: "/search/sales/from-9-bed/up-to-9-bed", alertFrequency: "I" }),
    ]);
    expect(body.alertsSent.map((a: { propertyId: number }) => a.propertyId)).toContain(alertedPropertyId);
    const exported = new Map(body.leads.map((lead: { id: number }) => [lead.id, lead]));
    expect(exported.get(signedInLeadId)).toMatchObject({
      userId: person.userId,
      message: `${FIRST} here: the garden faces south`,
      payload: expect.objectContaining({
        lead_client: expect.objectContaining({ street_address: "Rose Cottage 12 Mill Lane" }),
      }),
    });
    expect(exported.get(signedOutLeadId)).toMatchObject({
      userId: null,
      email: person.email.toUpperCase(),
      history: [expect.objectContaining({ kind: "note" })],
    });
    const consent = body.consent.map((c: { kind: string; leadId: number | null }) => `${c.kind}:${c.leadId}`);
    expect(consent).toEqual(
      expect.arrayContaining([
        "terms:null",
        "marketing:null",
        `terms:${signedInLeadId}`,
        `terms:${signedOutLeadId}`,
      ]),
    );
    expect(body.sessions.length).toBeGreaterThan(0);
    expect(body.sessions[0]).not.toHaveProperty("idHash");
    const audit = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "visitor.export"))
      .orderBy(auditLog.id);
    expect(audit.at(-1)).toMatchObject({ subject: `user:${person.userId}`, actorEmail: owner.email });
  });
});

describe("the marketing opt-ins export", () => {
  it("lists everyone opted in with their consent evidence, formula cells neutralised, and audits it", async () => {
    const response = await send(manager.b, "/admin/visitors/marketing-opt-ins.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="marketing-opt-ins-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const byId = new Map(rows.map((row) => [Number(row.user_id), row]));
    expect(byId.get(person.userId)).toMatchObject({
      email: person.email,
      first_name: FIRST,
      consent_url: "http://openhouse.test/register",
      consent_statement: expect.stringMatching(/.{10,}/),
      opted_in_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(byId.get(formulaVisitor.userId)?.last_name).toBe("'-1 Formula");
    const optedIn = await app.services.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isOptedInToMarketing, true));
    expect([...byId.keys()].sort()).toEqual(optedIn.map((row) => row.id).sort());
    const audit = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "visitor.optins-export"))
      .orderBy(asc(auditLog.id));
    expect(audit.at(-1)).toMatchObject({ actorEmail: manager.email });
  });
});

describe("erasing a person", () => {
  /** Every table's rows as text, searched for each word: the tables where the person is still named. */
  async function whereNamed(words: string[]) {
    const tables = await rows<{ table_name: string }>(sql`
      select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
    const found: string[] = [];
    for (const { table_name } of tables) {
      const counts = await rows<Record<string, number>>(
        sql`select ${sql.join(
          words.map(
            (word, i) =>
              sql`count(*) filter (where strpos(lower(t::text), ${word.toLowerCase()}) > 0)::int as ${sql.identifier(`w${i}`)}`,
          ),
          sql`, `,
        )} from ${sql.identifier(table_name)} as t`,
      );
      words.forEach((word, i) => {
        if (counts[0]![`w${i}`]! > 0) found.push(`${table_name} holds ${word}`);
      });
    }
    return found;
  }
  const words = () => [person.email, FIRST, LAST, "07700900555", PHONE];

  it("needs the email typed again and the authenticity token; a wrong email changes nothing", async () => {
    const wrong = await send(owner.b, `${visitorPath()}/erase`, { confirm_email: "someone@else.example" });
    await expectRefusedWith(wrong, "Please type the visitor&#x27;s email address exactly to confirm");
    const noToken = await send(
      owner.b,
      `${visitorPath()}/erase`,
      { confirm_email: person.email },
      { token: false },
    );
    // Issue 42 item 4: the erase form again with a message, nothing done.
    expect(noToken.status).toBe(403);
    expect(await noToken.text()).toContain("This form had expired, so nothing was saved");
    expect((await whereNamed([person.email])).length).toBeGreaterThan(0);
  });

  it("deletes the account, anonymises the leads, leaves nothing that names them, and audits counts only", async () => {
    const before = await whereNamed(words());
    expect(before).toEqual(expect.arrayContaining([`users holds ${person.email}`, `leads holds ${FIRST}`]));

    const erased = await send(owner.b, `${visitorPath()}/erase`, {
      confirm_email: ` ${person.email.toUpperCase()} `,
    });
    expect(erased.status).toBe(303);
    expect(erased.headers.get("location")).toBe("/admin/visitors?done=erased");
    expect(await html(owner, "/admin/visitors?done=erased")).toContain(
      "account is deleted and their leads are anonymised",
    );

    expect(await whereNamed(words())).toEqual([]);
    expect((await send(owner.b, visitorPath())).status).toBe(404);

    const kept = await app.services.db
      .select()
      .from(leads)
      .where(sql`${leads.id} in (${signedInLeadId}, ${signedOutLeadId})`)
      .orderBy(asc(leads.id));
    expect(kept).toHaveLength(2);
    for (const lead of kept) {
      expect(lead).toMatchObject({ firstName: ERASED_NAME, email: "", telephone: null, message: null });
      expect(lead.userId).toBeNull();
      expect(lead.ip).toBeNull();
    }
    expect(kept.map((lead) => lead.kind).sort()).toEqual(["branch", "valuation"]);
    // Issue 42 item 3: the erased lead's page links to no address (an empty mailto: was axe's one violation).
    const leadPage = await html(owner, `/admin/leads/${signedInLeadId}`);
    expect(leadPage).toContain(ERASED_NAME);
    expect(leadPage).not.toMatch(/href="(mailto|tel):/);
    // The leads' terms ticks stay as evidence, without address or browser.
    const ticks = await app.services.db
      .select()
      .from(consentLogs)
      .where(sql`${consentLogs.leadId} in (${signedInLeadId}, ${signedOutLeadId})`);
    expect(ticks).toHaveLength(2);
    expect(ticks.every((tick) => tick.ip === null && tick.userAgent === null)).toBe(true);

    const [audit] = await app.services.db.select().from(auditLog).where(eq(auditLog.action, "visitor.erase"));
    expect(audit).toMatchObject({ subject: `user:${person.userId}`, actorEmail: owner.email });
    expect(audit!.after).toMatchObject({
      userId: person.userId,
      leadsAnonymised: 2,
      savedProperties: 1,
      savedSearches: 1,
      notesRedacted: 1,
    });
    expect((audit!.after as { alerts: number }).alerts).toBeGreaterThan(0);

    // The other visitors are untouched.
    expect(
      await app.services.db.select().from(users).where(eq(users.id, formulaVisitor.userId)),
    ).toHaveLength(1);
    // A second erasure finds nobody.
    const again = await send(owner.b, `${visitorPath()}/erase`, { confirm_email: person.email });
    expect(again.status).toBe(404);
  });
});
