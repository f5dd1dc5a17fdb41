// The back office's branches and teams (issue 15 item 4) over HTTP: a real server on its own database, staff
// signed in as people are, visitors' leads through POST /leads. Every role boundary; a branch added with its
// photo and coverage and seen at once on the public site and in postcode routing; validation refusals that
// change nothing; departments; a person added, contacted from the site, hidden (no longer shown or addressed),
// moved and removed; removing a branch only once it holds no listing; every write audited.
import { and, count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, branches, departments, leads, properties, staff } from "../../db/schema.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import {
  HUMAN,
  contactClient,
  enquirer,
  leadsFrom,
  postLead,
  startLeadsEnv,
  type LeadsEnv,
} from "./leads-fixtures.ts";
import { expectRefusedWith } from "../support/answers.ts";

let env: LeadsEnv;
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Staff;
let manager: Staff;
let negotiator: Staff;
let editor: Staff;
let photo: Buffer;
/** The manager's branch and another one. */
let home: { id: number; slug: string };
let other: { id: number; slug: string; name: string };

beforeAll(async () => {
  env = await startLeadsEnv({ SEED_LISTINGS: "12" });
  const rows = await env.db
    .select({ id: branches.id, slug: branches.slug, name: branches.name })
    .from(branches)
    .orderBy(branches.id)
    .limit(2);
  [home, other] = rows as [typeof home, typeof other];
  owner = await signedInStaff(env.app, { role: "owner" });
  manager = await signedInStaff(env.app, { role: "manager", branchIds: [home.id] });
  negotiator = await signedInStaff(env.app, { role: "negotiator", branchIds: [home.id] });
  editor = await signedInStaff(env.app, { role: "editor" });
  photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a6b8c" } })
    .jpeg()
    .toBuffer();
}, 300_000);

afterAll(() => env?.stop());

const NEW_BRANCH = {
  name: "Lerwick Harbour",
  addressLine1: "1 Commercial Street",
  town: "Lerwick",
  county: "Shetland",
  postcode: "ze1 0aa",
  latitude: "60.1546",
  longitude: "-1.1450",
  telephone: "01595 690 000",
  salesTelephone: "01595 690 001",
  email: "lerwick@openhouse.example",
  postcodeCoverage: "ZE1, ze2 9",
  openingHours: "Monday to Friday: 9am to 5.30pm\nSaturday: 10am to 2pm",
  description: "On the harbour front.",
  position: "0",
};

function multipart(b: StaffBrowser, fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  form.set("authenticity_token", b.token);
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("photo", new Blob([new Uint8Array(file.data)]), file.name);
  else form.set("photo", new Blob([]), "");
  return form;
}

const post = (
  b: StaffBrowser,
  path: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) => send(b, path, undefined, { body: multipart(b, fields, file) });

const page = async (b: StaffBrowser, path: string) => {
  const response = await send(b, path);
  expect(response.status, path).toBe(200);
  return response.text();
};

const publicPage = async (path: string) => {
  const response = await fetch(`${env.app.baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
};

const branchCount = async () => (await env.db.select({ n: count() }).from(branches))[0]!.n;
const auditOf = (action: string) =>
  env.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(auditLog.id);

/** A visitor's "Contact {name}" enquiry (spec §7 staff lead). */
const contactPerson = (email: string, memberId: number, message: string) =>
  postLead(env.app.baseUrl, {
    lead_client: contactClient(email),
    lead: { message, agency_employee_id: memberId, channel: "sales" },
    market_preferences: { opt_in_terms: "on" },
    "g-recaptcha-response": HUMAN,
  });

async function lookup(postcode: string) {
  const response = await fetch(
    `${env.app.baseUrl}/postcode_branch_lookup?${new URLSearchParams({ postcode })}`,
  );
  return ((await response.json()) as { branch: { id: number } | null }).branch;
}

describe("who may open the branches pages", () => {
  it("sends the signed out to sign in, refuses negotiators and editors, and scopes managers to their branches", async () => {
    const signedOut = await fetch(`${env.app.baseUrl}/admin/branches`, { redirect: "manual" });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toContain("/admin/sign-in");
    for (const who of [negotiator, editor]) {
      expect((await send(who.b, "/admin/branches")).status).toBe(403);
      expect((await send(who.b, `/admin/branches/${home.id}`)).status).toBe(403);
    }

    const list = await page(manager.b, "/admin/branches");
    expect(list).toContain(`data-branch="${home.id}"`);
    expect(list).not.toContain(`data-branch="${other.id}"`);
    expect(list).not.toContain("Add a branch");
    expect(list).not.toContain("External commercial department");
    expect((await send(manager.b, `/admin/branches/${other.id}`)).status).toBe(404);
    expect((await send(manager.b, `/admin/branches/${other.id}/team/new`)).status).toBe(404);
    expect((await send(manager.b, "/admin/branches/new")).status).toBe(403);
    expect((await post(manager.b, "/admin/branches/new", NEW_BRANCH)).status).toBe(403);
    expect((await send(manager.b, `/admin/branches/${home.id}`, { intent: "remove" })).status).toBe(403);
    // A write to another branch is as unknown as a read of it.
    const before = await env.db.select().from(branches).where(eq(branches.id, other.id));
    expect(
      (await post(manager.b, `/admin/branches/${other.id}`, { ...NEW_BRANCH, intent: "save" })).status,
    ).toBe(404);
    expect(await env.db.select().from(branches).where(eq(branches.id, other.id))).toEqual(before);

    const ownerList = await page(owner.b, "/admin/branches");
    expect(ownerList).toContain(`data-branch="${other.id}"`);
    expect(ownerList).toContain("Add a branch");
  });

  it("refuses a post without the authenticity token and changes nothing", async () => {
    const before = await branchCount();
    const [last] = await env.db
      .select({ id: branches.id })
      .from(branches)
      .orderBy(desc(branches.id))
      .limit(1);
    const response = await send(
      owner.b,
      `/admin/branches/${last!.id}`,
      { intent: "remove" },
      { token: false },
    );
    // Issue 42 item 4: the form again, with a message, nothing done (no trip to the public home page).
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form had expired, so nothing was saved");
    expect(await branchCount()).toBe(before);
  });
});

describe("adding and changing a branch", () => {
  let created: { id: number; slug: string };

  it("refuses bad fields beside each one and saves nothing", async () => {
    const before = await branchCount();
    const response = await post(owner.b, "/admin/branches/new", {
      ...NEW_BRANCH,
      telephone: "12345",
      email: "not an email",
      postcode: "ZE1",
      latitude: "60.1",
      longitude: "",
      postcodeCoverage: "ZE1, Shetland",
      openingHours: "Mondays all day",
    });
    expect(response.status).toBe(422);
    const body = await response.text();
    expect(body).toContain("Please enter a UK telephone number, e.g. 0117 946 0000");
    expect(body).toContain("Please enter an email address, e.g. clifton@agency.co.uk");
    expect(body).toContain("Please enter a full UK postcode, e.g. BS8 2LG");
    expect(body).toContain("Please enter both the latitude and the longitude, or neither");
    expect(body).toContain("&quot;Shetland&quot; is not a postcode area, district, sector or postcode");
    expect(body).toContain("should read days, a colon, then hours");
    expect(body).toContain('aria-invalid="true"');
    expect(await branchCount()).toBe(before);
  });

  it("refuses a coverage entry another branch has, naming that branch, and a file that is not an image", async () => {
    const [taken] = await env.db
      .select({ name: branches.name, coverage: branches.postcodeCoverage })
      .from(branches)
      .where(eq(branches.id, other.id));
    const entry = taken!.coverage[0]!;
    const before = await branchCount();
    const clash = await post(owner.b, "/admin/branches/new", {
      ...NEW_BRANCH,
      postcodeCoverage: `ZE1, ${entry}`,
    });
    await expectRefusedWith(clash, `${entry} is already covered by ${taken!.name}`);
    const notImage = await post(owner.b, "/admin/branches/new", NEW_BRANCH, {
      name: "photo.jpg",
      data: Buffer.from("this is not a picture"),
    });
    await expectRefusedWith(notImage, "photo.jpg");
    expect(await branchCount()).toBe(before);
  });

  it("refuses a postcode the map cannot place when no position is given", async () => {
    const response = await post(owner.b, "/admin/branches/new", {
      ...NEW_BRANCH,
      postcode: "ZE9 9ZZ",
      town: "Nowhere-on-Sea",
      latitude: "",
      longitude: "",
    });
    await expectRefusedWith(response, "We could not find this postcode on the map");
  });

  it("adds a branch with its photo: its page, the footer and postcode routing show it at once", async () => {
    const response = await post(owner.b, "/admin/branches/new", NEW_BRANCH, {
      name: "front.jpg",
      data: photo,
    });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/admin\/branches\/\d+\?done=created$/);
    const [row] = await env.db.select().from(branches).where(eq(branches.name, NEW_BRANCH.name));
    expect(row).toMatchObject({
      slug: "lerwick-harbour",
      postcode: "ZE1 0AA",
      latitude: 60.1546,
      longitude: -1.145,
      telephone: "01595 690 000",
      postcodeCoverage: ["ZE1", "ZE2 9"],
      openingHours: [
        { days: "Monday to Friday", hours: "9am to 5.30pm" },
        { days: "Saturday", hours: "10am to 2pm" },
      ],
      source: "manual",
    });
    expect(row!.photoKey).toBeTruthy();
    created = { id: row!.id, slug: row!.slug };

    const editor = await page(owner.b, location);
    expect(editor).toContain("Branch added.");
    const publicBranch = await publicPage(`/branches/${created.slug}`);
    expect(publicBranch).toContain("Lerwick Harbour");
    expect(publicBranch).toContain("01595 690 000");
    expect(publicBranch).toContain("10am to 2pm");
    expect(await publicPage("/")).toContain("Lerwick Harbour");
    expect((await lookup("ZE1 0AA"))?.id).toBe(created.id);
    expect((await lookup("ZE2 9XY"))?.id).toBe(created.id);

    const [audit] = await auditOf("branch.create");
    expect(audit).toMatchObject({ actorEmail: owner.email, subject: `branch:${created.id}` });
  });

  it("saves a change (audited with before and after) and the public page shows it at once", async () => {
    const path = `/admin/branches/${created.id}`;
    const response = await post(owner.b, path, {
      ...NEW_BRANCH,
      intent: "save",
      telephone: "01595 699 999",
      postcodeCoverage: "ZE1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`${path}?done=saved`);
    expect(await publicPage(`/branches/${created.slug}`)).toContain("01595 699 999");
    expect(await lookup("ZE2 9XY")).toBeNull();
    const [audit] = (await auditOf("branch.update")).slice(-1);
    expect(audit).toMatchObject({
      subject: `branch:${created.id}`,
      before: { telephone: "01595 690 000", postcodeCoverage: ["ZE1", "ZE2 9"] },
      after: { telephone: "01595 699 999", postcodeCoverage: ["ZE1"] },
    });
    const again = await post(owner.b, path, {
      ...NEW_BRANCH,
      intent: "save",
      telephone: "01595 699 999",
      postcodeCoverage: "ZE1",
    });
    expect(again.headers.get("location")).toBe(`${path}?done=unchanged`);
  });

  it("adds, changes and removes a department, shown on the branch page", async () => {
    const path = `/admin/branches/${created.id}`;
    const refused = await send(owner.b, path, {
      intent: "department-add",
      kind: "mortgages",
      name: "",
      label: "",
    });
    await expectRefusedWith(refused, "Please choose what the department does");
    const added = await send(owner.b, path, {
      intent: "department-add",
      kind: "lettings",
      name: "Lerwick lettings",
      label: "Lettings",
      telephone: "01595 690 222",
      email: "lettings.lerwick@openhouse.example",
    });
    expect(added.status).toBe(303);
    const [department] = await env.db.select().from(departments).where(eq(departments.branchId, created.id));
    expect(department).toMatchObject({ kind: "lettings", label: "Lettings", telephone: "01595 690 222" });
    expect(await publicPage(`/branches/${created.slug}`)).toContain("01595 690 222");

    await send(owner.b, path, {
      intent: "department-save",
      departmentId: String(department!.id),
      kind: "lettings",
      name: "Lerwick lettings",
      label: "Lettings",
      telephone: "01595 690 333",
      email: "",
    });
    expect(await publicPage(`/branches/${created.slug}`)).toContain("01595 690 333");
    // Another branch's department cannot be reached through this branch.
    const [foreign] = await env.db
      .select()
      .from(departments)
      .where(eq(departments.branchId, other.id))
      .limit(1);
    if (foreign) {
      const stray = await send(owner.b, path, {
        intent: "department-remove",
        departmentId: String(foreign.id),
      });
      expect(stray.status).toBe(404);
    }
    const removed = await send(owner.b, path, {
      intent: "department-remove",
      departmentId: String(department!.id),
    });
    expect(removed.status).toBe(303);
    expect(await env.db.select().from(departments).where(eq(departments.branchId, created.id))).toEqual([]);
    expect((await auditOf("department.remove")).at(-1)?.subject).toBe(`department:${department!.id}`);
  });

  it("removes a branch only once it holds no listing", async () => {
    const [withListings] = await env.db
      .select({ branchId: properties.branchId, n: count() })
      .from(properties)
      .groupBy(properties.branchId)
      .limit(1);
    const refused = await send(owner.b, `/admin/branches/${withListings!.branchId}`, { intent: "remove" });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(`move or withdraw them before removing it`);
    expect(await env.db.select().from(branches).where(eq(branches.id, withListings!.branchId))).toHaveLength(
      1,
    );

    const removed = await send(owner.b, `/admin/branches/${created.id}`, { intent: "remove" });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/admin/branches?done=removed");
    expect(await env.db.select().from(branches).where(eq(branches.id, created.id))).toEqual([]);
    expect((await fetch(`${env.app.baseUrl}/branches/${created.slug}`)).status).toBe(404);
    expect((await auditOf("branch.remove")).at(-1)).toMatchObject({
      subject: `branch:${created.id}`,
      before: { name: NEW_BRANCH.name },
    });
  });
});

describe("a branch's team", () => {
  const PERSON = {
    intent: "save",
    firstName: "Morag",
    surname: "Isbister",
    jobTitle: "Senior negotiator",
    telephone: "07700 900 555",
    email: "morag@openhouse.example",
    contactableForSales: "on",
    visible: "on",
    position: "0",
  };
  let memberId: number;

  it("a manager adds a person to their branch: the branch page shows them and a visitor contacts them", async () => {
    const refused = await post(manager.b, `/admin/branches/${home.id}/team/new`, {
      ...PERSON,
      branchId: String(home.id),
      firstName: "",
    });
    await expectRefusedWith(refused, "Please enter the first name");

    const response = await post(
      manager.b,
      `/admin/branches/${home.id}/team/new`,
      { ...PERSON, branchId: String(home.id) },
      { name: "morag.jpg", data: photo },
    );
    expect(response.status).toBe(303);
    const [row] = await env.db.select().from(staff).where(eq(staff.email, PERSON.email));
    expect(row).toMatchObject({
      branchId: home.id,
      jobTitle: "Senior negotiator",
      contactableForSales: true,
      contactableForLettings: false,
      visible: true,
      source: "manual",
    });
    expect(row!.photoKey).toBeTruthy();
    memberId = row!.id;
    expect(response.headers.get("location")).toBe(`/admin/branches/${home.id}/team/${memberId}?done=created`);
    const branchPage = await publicPage(`/branches/${home.slug}`);
    expect(branchPage).toContain("Morag");
    expect(branchPage).toContain(`#/contact-staff-member/${memberId}`);

    const email = enquirer("team");
    const lead = await contactPerson(email, memberId, "Could Morag call me?");
    expect(lead.status).toBe(200);
    expect((await leadsFrom(env, email))[0]).toMatchObject({ kind: "staff", staffId: memberId });
    expect((await env.smtp.waitFor(PERSON.email)).text).toContain("Could Morag call me?");
    expect((await auditOf("team.create")).at(-1)).toMatchObject({
      actorEmail: manager.email,
      subject: `team:${memberId}`,
    });
  });

  it("a hidden person leaves the site and is no longer addressed; the team page still lists them", async () => {
    const path = `/admin/branches/${home.id}/team/${memberId}`;
    const response = await post(manager.b, path, { ...PERSON, branchId: String(home.id), visible: "" });
    expect(response.status).toBe(303);
    expect(await publicPage(`/branches/${home.slug}`)).not.toContain(`#/contact-staff-member/${memberId}`);
    const email = enquirer("hidden");
    const lead = await contactPerson(email, memberId, "Still there?");
    expect(lead.status).toBe(200);
    // The agency still gets the lead (nothing is lost), in its main inbox rather than the hidden person's.
    expect((await leadsFrom(env, email))[0]).toMatchObject({ kind: "staff", staffId: null });
    const team = await page(manager.b, `/admin/branches/${home.id}`);
    expect(team).toContain(`data-team-member="${memberId}"`);
    expect(team).toContain("Hidden");
  });

  it("a manager cannot move a person to another's branch; an owner can, with a department of the new branch only", async () => {
    const path = `/admin/branches/${home.id}/team/${memberId}`;
    const refused = await post(manager.b, path, { ...PERSON, branchId: String(other.id) });
    await expectRefusedWith(refused, "Please choose a branch");
    const [homeDepartment] = await env.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.branchId, home.id))
      .limit(1);
    if (homeDepartment) {
      const wrongDepartment = await post(owner.b, path, {
        ...PERSON,
        branchId: String(other.id),
        departmentId: String(homeDepartment.id),
      });
      await expectRefusedWith(wrongDepartment, "Please choose one of this branch");
    }
    const moved = await post(owner.b, path, { ...PERSON, branchId: String(other.id) });
    expect(moved.status).toBe(303);
    expect(moved.headers.get("location")).toBe(`/admin/branches/${other.id}/team/${memberId}?done=saved`);
    const [row] = await env.db.select().from(staff).where(eq(staff.id, memberId));
    expect(row!.branchId).toBe(other.id);
    expect((await send(manager.b, `/admin/branches/${other.id}/team/${memberId}`)).status).toBe(404);
  });

  it("removes a person, keeping their leads without the link", async () => {
    const path = `/admin/branches/${other.id}/team/${memberId}`;
    const response = await send(owner.b, path, { intent: "remove" });
    expect(response.status).toBe(303);
    expect(await env.db.select().from(staff).where(eq(staff.id, memberId))).toEqual([]);
    const kept = await env.db
      .select({ id: leads.id, staffId: leads.staffId })
      .from(leads)
      .where(and(eq(leads.kind, "staff"), eq(leads.message, "Could Morag call me?")));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.staffId).toBeNull();
    expect((await auditOf("team.remove")).at(-1)).toMatchObject({
      subject: `team:${memberId}`,
      before: { firstName: "Morag", surname: "Isbister" },
    });
  });
});

describe("the external commercial department", () => {
  it("owners set it; its number shows where commercial enquiries go", async () => {
    const refused = await send(owner.b, "/admin/branches", {
      name: "Commercial",
      label: "Commercial",
      externalUrl: "http://insecure.example",
    });
    await expectRefusedWith(refused, "Please enter the web address of its own site, starting https://");
    const saved = await send(owner.b, "/admin/branches", {
      name: "Harbour Commercial",
      label: "Commercial",
      telephone: "0117 946 0999",
      email: "commercial@openhouse.example",
      externalUrl: "https://commercial.example",
    });
    expect(saved.status).toBe(303);
    const rows = await env.db.select().from(departments).where(eq(departments.kind, "external_commercial"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      branchId: null,
      telephone: "0117 946 0999",
      externalUrl: "https://commercial.example",
    });
    expect((await send(manager.b, "/admin/branches", { name: "X", label: "X" })).status).toBe(403);
  });
});
