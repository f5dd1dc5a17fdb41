// The audit log (issue 14 item 3): inserted and read, never updated or deleted by the app. Read newest first,
// filtered by person, action, record and the agency's days (issue 42 item 5).
import { and, asc, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { escapeLike } from "../../../db/like-pattern.ts";
import { auditLog, staffUsers } from "../../../db/schema.ts";
import { AUDIT_COMMAND_LINE, type AuditFilters } from "../model/audit-log-view.ts";

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, "id" | "at">;

export async function insertAuditRow(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** LIKE's wildcards typed in a record are matched as themselves. */

function filterCondition(f: AuditFilters): SQL | undefined {
  const where: SQL[] = [];
  if (f.person === AUDIT_COMMAND_LINE) where.push(isNull(auditLog.actorStaffId));
  else if (f.person !== undefined) where.push(eq(auditLog.actorStaffId, f.person));
  if (f.action) where.push(eq(auditLog.action, f.action));
  if (f.record) {
    // `lead:12` is that record; `lead` is every record of the kind.
    where.push(
      f.record.includes(":")
        ? eq(auditLog.subject, f.record)
        : sql`${auditLog.subject} like ${`${escapeLike(f.record)}:%`}`,
    );
  }
  // The agency's days: midnight in London, whatever the season (PostgreSQL's time zone rules).
  if (f.from) where.push(sql`${auditLog.at} >= (${f.from}::date::timestamp at time zone 'Europe/London')`);
  if (f.to) where.push(sql`${auditLog.at} < ((${f.to}::date + 1)::timestamp at time zone 'Europe/London')`);
  return where.length ? and(...where) : undefined;
}

/** Newest first, by the primary key's index. */
export async function selectAuditPage(
  db: Db,
  options: { limit: number; offset: number; filters?: AuditFilters },
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(ownRows(db, auditLog.agencyId), filterCondition(options.filters ?? {})))
    .orderBy(desc(auditLog.id))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countAuditRows(db: Db, filters: AuditFilters = {}): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(and(ownRows(db, auditLog.agencyId), filterCondition(filters)));
  return row?.count ?? 0;
}

/** The actions the log holds, for the filter's choices. */
export async function selectAuditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: auditLog.action })
    .from(auditLog)
    .where(ownRows(db, auditLog.agencyId))
    .orderBy(asc(auditLog.action));
  return rows.map((row) => row.action);
}

/** Every member of staff, for the person filter (the log names its people by their account's id). */
export async function selectAuditPeople(db: Db): Promise<{ id: number; email: string; name: string }[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(staffUsers)
    .where(ownRows(db, staffUsers.agencyId))
    .orderBy(asc(staffUsers.email));
}
