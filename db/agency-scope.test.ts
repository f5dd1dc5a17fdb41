import { describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { properties } from "./schema.ts";
import { agencyOfHandle, listingRows, ownRows, rememberScope } from "./agency-scope.ts";

const dialect = new PgDialect();
const render = (condition: Parameters<PgDialect["sqlToQuery"]>[0]) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

/** A handle as drizzle's: a transaction hands its callback a new object, which opens savepoints the same way. */
function fakeHandle(): { transaction: (run: (tx: unknown) => Promise<unknown>) => Promise<unknown> } {
  return { transaction: (run) => run(fakeHandle()) };
}

describe("the agency a statement names", () => {
  it("is the handle's own, a parameter of the statement", () => {
    const db = rememberScope(fakeHandle(), 7);
    expect(render(ownRows(db, properties.agencyId))).toEqual({
      sql: '"properties"."agency_id" = $1',
      params: [7],
    });
    expect(agencyOfHandle(db)).toBe(7);
  });

  it("follows the handle into its transactions, their savepoints and views made on it", async () => {
    const db = rememberScope(fakeHandle(), 7);
    const seen = await db.transaction(async (tx) =>
      (tx as ReturnType<typeof fakeHandle>).transaction(async (savepoint) =>
        agencyOfHandle(savepoint as object),
      ),
    );
    expect(seen).toBe(7);
    expect(agencyOfHandle(Object.create(db) as object)).toBe(7);
  });

  it("matches nothing for a handle of no agency, and refuses a handle not made for one", () => {
    expect(render(ownRows(rememberScope(fakeHandle(), null), properties.agencyId)).sql).toBe("false");
    expect(() => ownRows(fakeHandle(), properties.agencyId)).toThrow(/not made for an agency/);
  });

  it("admits a group site's members to its listings only", () => {
    const group = rememberScope(fakeHandle(), { groupSite: 9 });
    expect(render(listingRows(group, properties.agencyId))).toEqual({
      sql: '("properties"."agency_id" = $1 or "properties"."agency_id" = any((select openhouse_member_agencies())::integer[]))',
      params: [9],
    });
    expect(render(ownRows(group, properties.agencyId))).toEqual({
      sql: '"properties"."agency_id" = $1',
      params: [9],
    });
    const agency = rememberScope(fakeHandle(), 4);
    expect(render(listingRows(agency, properties.agencyId))).toEqual(
      render(ownRows(agency, properties.agencyId)),
    );
  });
});
