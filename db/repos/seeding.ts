// Bulk writes shared by every seeding step (the gazetteer, the demo agency, the tests' factories), apart from
// them so that the reference data does not load the demo agency's code.
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { ownRows } from "../agency-scope.ts";

/**
 * Multi-row inserts with the rows sent as one JSON parameter per statement and expanded by
 * json_populate_recordset: no 65,535-parameter limit to split around, and PostgreSQL parses JSON far
 * faster than the driver binds tens of thousands of parameters (100,000 listings on PostgreSQL: 34 s,
 * against 185 s with drizzle's bound multi-row inserts).
 * Every row must carry the keys of the first: a key left out is inserted as null, not its default.
 */
export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: T["$inferInsert"][],
  rowsPerStatement = 2_000,
) {
  const first = rows[0] as Record<string, unknown> | undefined;
  if (!first) return;
  const columns = Object.entries(getTableColumns(table))
    .filter(([key, column]) => key in first && !column.generated)
    .map(([key, column]) => [key, column.name] as const);
  const names = sql.raw(columns.map(([, name]) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const records = rows.slice(start, start + rowsPerStatement).map((row) => {
      const record: Record<string, unknown> = {};
      for (const [key, name] of columns) record[name] = (row as Record<string, unknown>)[key] ?? null;
      return record;
    });
    await db.execute(
      sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json)`,
    );
  }
}

/** After inserting explicit ids, moves each id sequence past the largest id so later inserts do not clash. */
export async function syncIdSequences(db: Db, tables: PgTable[]): Promise<void> {
  for (const table of tables) {
    const name = getTableName(table);
    const agencyId = getTableColumns(table).agencyId;
    const own = agencyId ? sql` WHERE ${ownRows(db, agencyId)}` : sql``;
    await db.execute(
      // Never backwards: max(id) is this agency's alone, and another agency's rows may have taken the ids past it.
      sql`SELECT setval(seq, greatest(coalesce((SELECT max(id) FROM ${table}${own}), 0) + 1, nextval(seq)), false)
          FROM (SELECT pg_get_serial_sequence(${name}, 'id') AS seq) AS sequence`,
    );
  }
}

/**
 * Takes `count` ids of the table's sequence for rows that name their ids; returns the first. Drawn and moved past
 * in one statement, so another agency's insert draws its id after the block (unless it lands between the two calls,
 * which a first start's seed does not meet).
 */
export async function reserveIds(db: Db, table: PgTable, count: number): Promise<number> {
  const result = await db.execute(
    sql`SELECT setval(seq, nextval(seq) + ${count}::bigint - 1) - ${count}::bigint + 1 AS first
        FROM (SELECT pg_get_serial_sequence(${getTableName(table)}, 'id') AS seq) AS sequence`,
  );
  return Number((result as unknown as { rows: { first: string | number }[] }).rows[0]!.first);
}

/** Serialises seeding across processes sharing one PostgreSQL (held until the transaction ends). */
export async function lockForSeeding(db: Db): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('openhouse:seed'))`);
}
