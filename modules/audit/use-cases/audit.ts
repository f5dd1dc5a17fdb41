// The audit log (issue 14 item 3): the one function every back-office write calls — who, what, before and
// after, when (the database's clock) and from where (the client address the host derives, TRUST_PROXY).
import {
  countAuditRows,
  insertAuditRow,
  selectAuditActions,
  selectAuditPage,
  selectAuditPeople,
  type AuditRow,
} from "../repos/audit-log.ts";
import type { AuditFilters } from "../model/audit-log-view.ts";
import type { Db } from "../../../db/client.ts";

/** A member of the agency's staff, an install operator acting from the console (issue 44 item 6), or no one. */
export type AuditActor = { staffId: number; email: string } | { operatorId: number; email: string } | null;
export type AuditOrigin = { ip: string | null; userAgent: string | null };

export type AuditEntry = {
  /** Null for the command line (npm run admin:create) or an unknown account. */
  actor: AuditActor;
  /** A dotted verb: `staff.sign-in`, `staff.setup`, `listing.update` … */
  action: string;
  /** What was acted on, as `kind:id`. */
  subject?: string;
  before?: unknown;
  after?: unknown;
  origin: AuditOrigin;
};

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditRow(db, {
    actorStaffId: entry.actor && "staffId" in entry.actor ? entry.actor.staffId : null,
    actorOperatorId: entry.actor && "operatorId" in entry.actor ? entry.actor.operatorId : null,
    actorEmail: entry.actor?.email ?? null,
    action: entry.action,
    subject: entry.subject ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.origin.ip,
    userAgent: entry.origin.userAgent,
  });
}

export const AUDIT_PAGE_SIZE = 50;

export type AuditPage = { rows: AuditRow[]; page: number; pageCount: number; total: number };

export async function auditPage(db: Db, page: number, filters: AuditFilters = {}): Promise<AuditPage> {
  const total = await countAuditRows(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await selectAuditPage(db, {
    limit: AUDIT_PAGE_SIZE,
    offset: (current - 1) * AUDIT_PAGE_SIZE,
    filters,
  });
  return { rows, page: current, pageCount, total };
}

/** The choices of the log's person and action filters. */
export async function auditFilterChoices(db: Db) {
  const [people, actions] = await Promise.all([selectAuditPeople(db), selectAuditActions(db)]);
  return { people, actions };
}
