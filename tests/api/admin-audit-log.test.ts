// Issue 42 item 5, over HTTP on a server of its own: the audit log in UK time (either side of the clocks
// changing), each change as "field: before → after" instead of raw JSON, filters by person, action, record and
// the agency's days (a GET form), and the overview naming a member's branches instead of their ids.
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, branches } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";
import { send, signedInStaff } from "../support/staff-browser.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
type Staff = Awaited<ReturnType<typeof signedInStaff>>;
let owner: Staff;
let manager: Staff;
let branchNames: string[];

// Rows with known times: 22:30 UTC on 1 July is 23:30 BST the same day; 23:30 UTC on 1 July is 00:30 BST on
// 2 July; 10:00 UTC on 15 January is 10:00 GMT.
const SUMMER_LATE = new Date("2026-07-01T22:30:00Z");
const SUMMER_NEXT_DAY = new Date("2026-07-01T23:30:00Z");
const WINTER = new Date("2026-01-15T10:00:00Z");

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12" }, { ownDatabase: true });
  const offices = await app.services.db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .orderBy(asc(branches.id));
  branchNames = offices.slice(0, 2).map((office) => office.name);
  owner = await signedInStaff(app, { role: "owner" });
  manager = await signedInStaff(app, {
    role: "manager",
    branchIds: offices.slice(0, 2).map((office) => office.id),
  });
  await app.services.db.insert(auditLog).values([
    {
      at: SUMMER_LATE,
      actorStaffId: manager.staffUserId,
      actorEmail: manager.email,
      action: "listing.update",
      subject: "property:4242",
      before: { price: 250000, status: "available", tags: ["garden"] },
      after: { price: 240000, status: "available", tags: ["garden", "parking"] },
    },
    {
      at: SUMMER_NEXT_DAY,
      actorStaffId: owner.staffUserId,
      actorEmail: owner.email,
      action: "lead.status",
      subject: "lead:4242",
      before: { status: "new" },
      after: { status: "contacted" },
    },
    {
      at: WINTER,
      actorStaffId: null,
      actorEmail: null,
      action: "staff.create",
      subject: "staff:4242",
      before: null,
      after: { email: "someone@agency.example", role: "owner" },
    },
  ]);
}, 180_000);
afterAll(() => app?.stop());

const page = async (path: string) => {
  const response = await send(owner.b, path);
  expect(response.status).toBe(200);
  return response.text();
};
/** The audit rows of a page, each as its text. */
const rows = (html: string) =>
  [...html.matchAll(/<tr[^>]*data-audit-row[^>]*>([\s\S]*?)<\/tr>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  );

describe("the audit log", () => {
  it("shows UK local time and each change as field: before → after", async () => {
    const html = await page("/admin/audit?record=property%3A4242");
    const [row] = rows(html);
    expect(row).toContain("1 Jul 2026, 23:30");
    expect(row).toContain("price: 250000 → 240000");
    expect(row).toContain("tags: garden → garden, parking");
    // An unchanged field is not a change; no raw JSON and no UTC instant.
    expect(row).not.toContain("status:");
    expect(row).not.toContain("22:30");
    expect(html).not.toContain("&quot;before&quot;");
    expect(html).not.toContain('{"before"');

    const [winter] = rows(await page("/admin/audit?record=staff%3A4242"));
    expect(winter).toContain("15 Jan 2026, 10:00");
    expect(winter).toContain("command line");
    expect(winter).toContain("role: — → owner");
  });

  it("filters by person, action, record and the agency's days with a GET form", async () => {
    const html = await page("/admin/audit");
    expect(html).toMatch(/<form[^>]*method="get"/);
    for (const label of ["Person", "Action", "Record", "From", "To"]) expect(html).toContain(`>${label}<`);

    // The manager's own rows: their set-up and sign-in, and the listing change; never the owner's.
    const byPerson = rows(await page(`/admin/audit?person=${manager.staffUserId}`));
    expect(byPerson.every((row) => row.includes(manager.email))).toBe(true);
    expect(byPerson.some((row) => row.includes("property:4242"))).toBe(true);
    expect(byPerson.some((row) => row.includes("lead:4242"))).toBe(false);

    const byAction = rows(await page("/admin/audit?action=lead.status"));
    expect(byAction.some((row) => row.includes("lead:4242"))).toBe(true);
    expect(byAction.every((row) => row.includes("lead.status"))).toBe(true);

    // A kind alone (no id) names every record of that kind.
    const byKind = rows(await page("/admin/audit?record=lead"));
    expect(byKind.some((row) => row.includes("lead:4242"))).toBe(true);
    expect(byKind.every((row) => row.includes("lead:"))).toBe(true);

    // UK days: 23:30 UTC on 1 July is 2 July in BST.
    const first = rows(await page("/admin/audit?from=2026-07-01&to=2026-07-01"));
    expect(first.map((row) => row.includes("property:4242"))).toEqual([true]);
    const second = rows(await page("/admin/audit?from=2026-07-02&to=2026-07-02"));
    expect(second.some((row) => row.includes("lead:4242"))).toBe(true);
    expect(second.some((row) => row.includes("property:4242"))).toBe(false);

    const commandLine = rows(await page("/admin/audit?person=command-line&record=staff%3A4242"));
    expect(commandLine).toHaveLength(1);

    // The filters stay in the form, and a date that is not a date is refused beside its field.
    expect(await page("/admin/audit?action=lead.status")).toMatch(
      /<option[^>]*value="lead.status"[^>]*selected|<option[^>]*selected[^>]*value="lead.status"/,
    );
    const refused = await send(owner.b, "/admin/audit?from=2026-02-30");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('aria-invalid="true"');
  });

  it("stays owners' only", async () => {
    expect((await send(manager.b, "/admin/audit?person=1")).status).toBe(403);
  });
});

describe("the overview", () => {
  it("names a member's branches, not their ids", async () => {
    const html = await page("/admin");
    expect(html).not.toContain("Branches:");
    const managerHome = await (await send(manager.b, "/admin")).text();
    for (const name of branchNames) expect(managerHome).toContain(name.replace(/'/g, "&#x27;"));
    expect(managerHome).not.toMatch(/Branches: \d/);
  });
});
