// The audit log (issue 14 item 3): inserted and read, never updated or deleted by the app.
import { desc, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { auditLog } from "../schema.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, "id" | "at">;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** Newest first, by the primary key's index. */
export async function selectAuditPage(
  db: Db,
  options: { limit: number; offset: number },
): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(options.limit).offset(options.offset);
}

export async function countAuditRows(db: Db): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(auditLog);
  return row?.count ?? 0;
}
