// Issue 41 "Evidence": each agency keeps the versions of what it advertised for its own evidence period. The owner
// sets it on the back office's Advert rules page (whole years, 1 to 15, checked by one schema; audited with before
// and after); the retention job, run for each agency with that agency's database handle, deletes only the versions
// that ended more than that agency's period ago. Two agencies on one install, with different periods.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { advertVersions, auditLog, branches } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { deleteExpiredAdvertVersions, saveAdvertSettings } from "../../modules/advert-rules/index.ts";
import { startTestServer } from "../setup/test-server.ts";
import { availableListingIds, buildBranch, insertListing } from "../factories/index.ts";
import { send, signedInStaff, type StaffBrowser } from "../support/staff-browser.ts";
import { addSecondAgency } from "../support/second-agency.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;
let owner: StaffBrowser;
let secondDb: Db;
const listingOf = new Map<Db, number>();

const NOW = new Date("2031-06-01T12:00:00Z");
const yearsAgo = (years: number) => {
  const at = new Date(NOW);
  at.setUTCFullYear(at.getUTCFullYear() - years);
  return at;
};

/** A version of the agency's listing that was live until `years` years before NOW (null: live now). */
async function versionEnded(db: Db, years: number | null, hash: string): Promise<number> {
  const [row] = await db
    .insert(advertVersions)
    .values({
      propertyId: listingOf.get(db)!,
      liveFrom: yearsAgo((years ?? 0) + 1),
      liveTo: years === null ? null : yearsAgo(years),
      snapshot: {} as never,
      snapshotHash: hash,
    })
    .returning({ id: advertVersions.id });
  return row!.id;
}

const keptIds = async (db: Db) =>
  (await db.select({ id: advertVersions.id }).from(advertVersions).orderBy(asc(advertVersions.id))).map(
    (row) => row.id,
  );

beforeAll(async () => {
  // Its own database on PostgreSQL: a second agency must not appear in the suites sharing the server's.
  app = await startTestServer({ LOG_LEVEL: "silent" }, { ownDatabase: true });
  owner = (await signedInStaff(app, { role: "owner" })).b;
  secondDb = await addSecondAgency(app, "Evidence Lettings", "evidence.localhost");
  const [branch] = await secondDb
    .insert(branches)
    .values(buildBranch({ name: "Evidencebury" }))
    .returning({ id: branches.id });
  listingOf.set(secondDb, await insertListing(secondDb, { branchId: branch!.id, staffId: null }));
  listingOf.set(app.services.db, (await availableListingIds(app.services.db))[0]!);
  // The demo's own versions (none yet on a fresh seed) are left out: only this suite's count.
  await app.services.db.delete(advertVersions);
}, 120_000);

afterAll(async () => {
  await app?.stop();
});

const settings = (body?: Record<string, string>) => send(owner, "/admin/advert-rules", body);

describe("an agency's own evidence period", () => {
  it("shows six years until the owner chooses, with the bounds the server checks", async () => {
    const page = await (await settings()).text();
    const input = /<input[^>]*name="evidenceYears"[^>]*>/.exec(page)![0];
    for (const attribute of ['type="number"', 'value="6"', 'required=""', 'min="1"', 'max="15"'])
      expect(input).toContain(attribute);
  });

  it("refuses a period outside 1 to 15 whole years, and keeps the one it had", async () => {
    for (const typed of ["0", "16", "two", "2.5", ""]) {
      const refused = await settings({ evidenceYears: typed });
      expect(refused.status, typed).toBe(422);
      expect(await refused.text(), typed).toContain("Please give a whole number of years from 1 to 15");
    }
    expect(await (await settings()).text()).toMatch(/name="evidenceYears"[^>]*value="6"/);
  });

  it("is set by the owner, audited with before and after; a manager may not", async () => {
    const manager = (await signedInStaff(app, { role: "manager", branchIds: [1] })).b;
    expect((await send(manager, "/admin/advert-rules", { evidenceYears: "1" })).status).toBe(403);
    const saved = await settings({ evidenceYears: " 3 " });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/advert-rules?done=saved-evidence");
    expect(await (await settings()).text()).toMatch(/name="evidenceYears"[^>]*value="3"/);
    const [entry] = await app.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "advert-rules.settings"));
    expect(entry).toMatchObject({ before: { evidenceYears: 6 }, after: { evidenceYears: 3 } });
    // The second agency's owner chooses ten years, by the same use case and schema as the page.
    const theirs = await saveAdvertSettings(
      secondDb,
      {
        staff: { id: 1, email: "owner@evidence.example", role: "owner" },
        origin: { ip: null, userAgent: "test" },
      },
      { evidenceYears: "10" },
    );
    expect(theirs.kind).toBe("saved");
    // Each agency's row is its own: the first's choice did not reach the second, nor the other way.
    expect(await (await settings()).text()).toMatch(/name="evidenceYears"[^>]*value="3"/);
  });

  it("deletes each agency's versions by its own period, and never an advert live now", async () => {
    const first = app.services.db;
    const firstOld = await versionEnded(first, 4, "a");
    const firstRecent = await versionEnded(first, 2, "b");
    const firstLive = await versionEnded(first, null, "c");
    const secondOld = await versionEnded(secondDb, 11, "d");
    const secondMiddle = await versionEnded(secondDb, 4, "e");
    const secondLive = await versionEnded(secondDb, null, "f");

    // The retention job's work for each agency, with that agency's handle (jobs/background-jobs.ts).
    expect(await deleteExpiredAdvertVersions(first, NOW)).toBe(1);
    expect(await deleteExpiredAdvertVersions(secondDb, NOW)).toBe(1);
    expect(await keptIds(first)).toEqual([firstRecent, firstLive]);
    expect(await keptIds(secondDb)).toEqual([secondMiddle, secondLive]);
    expect(firstOld).not.toBe(secondOld);
    // Four years on the first agency's three-year period: gone; the same age on the second's ten years: kept.
    const [stillThere] = await secondDb
      .select()
      .from(advertVersions)
      .where(eq(advertVersions.id, secondMiddle));
    expect(stillThere!.liveTo).toEqual(yearsAgo(4));
  });
});
