// Issue 44 item 3: row-level security is the second wall between agencies (docs/decisions/029). Through an agency's
// handle every statement sees and writes only that agency's rows; a handle without an agency sees nothing and can
// write nothing; the application's role cannot turn the policies off. On PGlite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { users } from "../../db/schema.ts";
import { EMPTY_CRITERIA } from "../../modules/search/model/criteria.ts";
import { selectSearchPage } from "../../modules/search/repos/search.ts";
import { resolveSearch } from "../../modules/search/use-cases/search.ts";
import type { Db } from "../../db/client.ts";
import { databaseTargets, openInTempDir, type TempDatabase } from "../support/database-targets.ts";

const emailsOf = async (db: Db) =>
  (await db.select({ email: users.email }).from(users).orderBy(users.email)).map((row) => row.email);

const refusal = (attempt: Promise<unknown>) =>
  attempt.then(
    () => "accepted",
    (error: { code?: string; cause?: { code?: string } }) => error.cause?.code ?? error.code,
  );

for (const target of databaseTargets("rowsecurity")) {
  describe(`row-level security on ${target.name}`, () => {
    let temp: TempDatabase;
    let other: number;

    beforeAll(async () => {
      temp = await openInTempDir(target, "rowsecurity");
      const { rows } = await temp.database.executeSql(
        `insert into agencies (name, public_url) values ('Bath Lettings', 'https://bathlettings.example') returning id`,
      );
      other = (rows[0] as { id: number }).id;
      await temp.database
        .forAgency(1)
        .db.insert(users)
        .values({ email: "ann@example.com", passwordHash: "x" });
      await temp.database
        .forAgency(other)
        .db.insert(users)
        .values([
          { email: "bob@example.com", passwordHash: "x" },
          { email: "ann@example.com", passwordHash: "y" },
        ]);
    }, 120_000);

    afterAll(async () => {
      await temp?.close();
    });

    it("shows each agency's handle its own rows only, and a handle without an agency none", async () => {
      const { database } = temp;
      expect(await emailsOf(database.forAgency(1).db)).toEqual(["ann@example.com"]);
      expect(await emailsOf(database.db)).toEqual(["ann@example.com"]);
      expect(await emailsOf(database.forAgency(other).db)).toEqual(["ann@example.com", "bob@example.com"]);
      // A query that forgets its agency sees nothing, never another agency's rows.
      expect(await emailsOf(database.forAgency(null).db)).toEqual([]);
      const counted = await database.forAgency(null).db.execute(sql`select count(*)::int as n from users`);
      expect((counted as { rows: unknown[] }).rows).toEqual([{ n: 0 }]);
    });

    it("writes only the handle's own agency's rows", async () => {
      const { database } = temp;
      const mine = database.forAgency(1).db;
      // Another agency's row by its id: not found to change or delete.
      const [bob] = await database
        .forAgency(other)
        .db.select({ id: users.id })
        .from(users)
        .where(eq(users.email, "bob@example.com"));
      const changed = await mine
        .update(users)
        .set({ firstName: "Changed" })
        .where(eq(users.id, bob!.id))
        .returning();
      expect(changed).toEqual([]);
      expect(await mine.delete(users).where(eq(users.id, bob!.id)).returning()).toEqual([]);
      expect(await emailsOf(database.forAgency(other).db)).toContain("bob@example.com");
      // A row naming another agency, or a row without an agency, is refused by the policy's check.
      expect(
        await refusal(
          mine.execute(
            sql`insert into users (agency_id, email, password_hash) values (${other}, 'eve@example.com', 'x')`,
          ),
        ),
      ).toBe("42501");
      expect(
        await refusal(
          database.forAgency(null).db.insert(users).values({ email: "eve@example.com", passwordHash: "x" }),
        ),
      ).toBe("42501");
      // Nor can a row move to another agency.
      expect(
        await refusal(
          mine.execute(sql`update users set agency_id = ${other} where email = 'ann@example.com'`),
        ),
      ).toBe("42501");
    });

    it("keeps each handle's agency through transactions and many statements at once", async () => {
      const { database } = temp;
      // Agencies alternate statement by statement, with transactions and the owner's statements between them.
      const seen = await Promise.all(
        Array.from({ length: 300 }, async (_, i) => {
          if (i % 10 === 9) {
            const { rows } = await database.executeSql(`select count(*)::int as n from users`);
            return (rows[0] as { n: number }).n;
          }
          const handle = i % 2 ? database.forAgency(other).db : database.forAgency(1).db;
          return i % 4 < 2
            ? emailsOf(handle)
            : handle.transaction(async (tx) => {
                const first = await emailsOf(tx as unknown as Db);
                // Other requests' statements run meanwhile; the transaction's agency stays its own.
                await new Promise((resolve) => setTimeout(resolve, 2));
                expect(await emailsOf(tx as unknown as Db)).toEqual(first);
                return first;
              });
        }),
      );
      seen.forEach((emails, i) =>
        expect(emails).toEqual(
          // The owner is not bound by row-level security: it counts every agency's visitors.
          i % 10 === 9 ? 3 : i % 2 ? ["ann@example.com", "bob@example.com"] : ["ann@example.com"],
        ),
      );
    });

    it("bounds a search's index scan by its agency and channel, the policy's condition included", async () => {
      // Under row-level security only leakproof comparisons may bound an index scan (docs/decisions/029
      // "Indexes"): an enum's equality is not, so properties.channel is text, and every index leads with agency_id.
      const { db } = temp.database.forAgency(other);
      const plan = await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const search = await resolveSearch(
          { db: tx, listingAgencyIds: [other] },
          { ...EMPTY_CRITERIA, sorted: "most-expensive-first" },
        );
        const explained = await tx.execute(sql`explain (format json) ${selectSearchPage(tx, search)}`);
        return JSON.stringify((explained as { rows: unknown[] }).rows);
      });
      expect(plan).toContain("properties_channel_price_desc_idx");
      const indexCondition = /"Index Cond":\s*"([^"]*)"/.exec(plan)?.[1] ?? "";
      expect(indexCondition).toMatch(/agency_id = /);
      expect(indexCondition).toMatch(/channel = 'sales'/);
    });

    it("binds every agency table, and the application's role cannot turn it off", async () => {
      const { database } = temp;
      const { rows } = await database.executeSql(`
        select c.relname as table, c.relrowsecurity as enabled,
          (select count(*)::int from pg_policies p where p.tablename = c.relname and p.policyname = 'agency_rows')
            as policies
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r' and c.relname <> 'agency_hostnames'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'agency_id')
        order by 1`);
      expect(rows.length).toBeGreaterThanOrEqual(45);
      for (const row of rows as { table: string; enabled: boolean; policies: number }[])
        expect(row).toEqual({ table: row.table, enabled: true, policies: 1 });
      // Beside it, only the group sites' reads of their members' listings, media and branches (decision 034):
      // for reading only, and only for a group site's role.
      const others = await database.executeSql(`
        select tablename as table, policyname as name, cmd, roles::text as roles from pg_policies
         where schemaname = 'public' and policyname <> 'agency_rows' order by 1`);
      expect(others.rows).toEqual(
        ["branches", "properties", "property_media"].map((table) => ({
          table,
          name: "group_reads_members",
          cmd: "SELECT",
          roles: "{openhouse_group_site}",
        })),
      );
      const role = await database.executeSql(
        `select rolname, rolsuper, rolbypassrls, rolcanlogin from pg_roles
          where rolname in ('openhouse_app', 'openhouse_group_site') order by 1`,
      );
      expect(role.rows).toEqual(
        ["openhouse_app", "openhouse_group_site"].map((rolname) => ({
          rolname,
          rolsuper: false,
          rolbypassrls: false,
          rolcanlogin: false,
        })),
      );
      // Under the role, asking for the policies to be skipped is an error, not a way round them.
      expect(
        await refusal(
          database.forAgency(1).db.transaction(async (tx) => {
            await tx.execute(sql`set local row_security = off`);
            return tx.select().from(users);
          }),
        ),
      ).toBe("42501");
    });
  });
}
