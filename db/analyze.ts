// Fresh planner statistics after a bulk write. ANALYZE needs a table's owner, and the application's statements run
// as openhouse_app (db/agency-connections.ts), so they ask the owner's function made by migration 0032.
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

export async function analyzeTables(db: Db, tables: readonly PgTable[]): Promise<void> {
  for (const table of tables) {
    await db.execute(sql`select openhouse_analyze(${getTableName(table)}::regclass)`);
  }
}
