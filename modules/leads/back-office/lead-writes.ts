// The leads inbox's writes (issue 14): a status, an assignment or a note on one lead, or one status for many.
// Each runs in one transaction that locks the leads (in the staff member's scope, else "not found"), writes the
// change, its history row (lead_events), the audit row with before and after, and, for spam, what the lead
// check learns from it (modules/leads/use-cases/learned-spam.ts). The first of these on a lead is its first response.
import type { Db } from "../../../db/client.ts";
import {
  insertLeadEvents,
  lockInboxLeads,
  selectAssignableStaff,
  updateInboxLead,
  type LockedLead,
  type NewLeadEvent,
} from "../repos/lead-inbox.ts";
import { bulkStatusSchema, leadWriteSchema } from "../model/lead-inbox.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import type { DoneKey, LeadStatus } from "../model/lead-inbox-terms.ts";
import { branchScope } from "../../staff/model/roles.ts";
import type { Fields } from "../../../domain/fields.ts";
import { forgetSpam, learnSpam } from "../use-cases/learned-spam.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { InboxStaff } from "./lead-inbox.ts";

export type LeadWriteDeps = { db: Db; publicUrl: string };

export type LeadWriteResult =
  | { kind: "done"; done: DoneKey }
  | { kind: "not-found" }
  | { kind: "invalid"; errors: Record<string, string[]> };

const actorOf = (staff: InboxStaff) => ({ staffId: staff.id, email: staff.email });

/** The status change of one locked lead: row, history, audit, and spam learning when it enters or leaves spam. */
async function changeStatus(
  tx: Db,
  deps: LeadWriteDeps,
  staff: InboxStaff,
  lead: LockedLead,
  status: LeadStatus,
  origin: AuditOrigin,
  bulk: boolean,
): Promise<boolean> {
  if (lead.status === status) return false;
  await updateInboxLead(tx, lead.id, { status });
  await event(tx, staff, lead.id, { kind: "status", fromValue: lead.status, toValue: status });
  if (status === "spam") await learnSpam(tx, lead, staff.id, deps.publicUrl);
  if (lead.status === "spam") await forgetSpam(tx, lead.id);
  await recordAudit(tx, {
    actor: actorOf(staff),
    action: "lead.status",
    subject: `lead:${lead.id}`,
    before: { status: lead.status },
    after: bulk ? { status, bulk: true } : { status },
    origin,
  });
  return true;
}

function event(
  tx: Db,
  staff: InboxStaff,
  leadId: number,
  change: Pick<NewLeadEvent, "kind" | "fromValue" | "toValue" | "note">,
) {
  return insertLeadEvents(tx, [{ leadId, staffUserId: staff.id, actorEmail: staff.email, ...change }]);
}

/** A write from the lead's page: `intent` status, assign or note. */
export async function writeLead(
  deps: LeadWriteDeps,
  staff: InboxStaff,
  leadId: number,
  fields: Fields,
  origin: AuditOrigin,
): Promise<LeadWriteResult> {
  const parsed = parseValue(leadWriteSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const write = parsed.data;
  return deps.db.transaction(async (transaction): Promise<LeadWriteResult> => {
    const tx = transaction as unknown as Db;
    const [lead] = await lockInboxLeads(tx, branchScope(staff), [leadId]);
    if (!lead) return { kind: "not-found" };

    if (write.intent === "status") {
      const changed = await changeStatus(tx, deps, staff, lead, write.status, origin, false);
      return { kind: "done", done: changed ? "status" : "unchanged" };
    }

    if (write.intent === "assign") {
      const assignee = write.assignee === "" ? null : write.assignee;
      if (assignee !== null) {
        // Only a colleague who may see this lead: an owner, or a manager or negotiator of its branch.
        const allowed = await selectAssignableStaff(tx, lead.branchId === null ? [] : [lead.branchId]);
        if (!allowed.some((member) => member.id === assignee)) {
          return {
            kind: "invalid",
            errors: { assignee: ["Please choose a colleague who works on this lead's branch"] },
          };
        }
      }
      if (assignee === lead.assignedStaffUserId) return { kind: "done", done: "unchanged" };
      await updateInboxLead(tx, lead.id, { assignedStaffUserId: assignee });
      await event(tx, staff, lead.id, {
        kind: "assignment",
        fromValue: lead.assignedStaffUserId === null ? null : String(lead.assignedStaffUserId),
        toValue: assignee === null ? null : String(assignee),
      });
      await recordAudit(tx, {
        actor: actorOf(staff),
        action: "lead.assign",
        subject: `lead:${lead.id}`,
        before: { assignedStaffUserId: lead.assignedStaffUserId },
        after: { assignedStaffUserId: assignee },
        origin,
      });
      return { kind: "done", done: "assigned" };
    }

    await updateInboxLead(tx, lead.id, {});
    await event(tx, staff, lead.id, { kind: "note", note: write.note });
    await recordAudit(tx, {
      actor: actorOf(staff),
      action: "lead.note",
      subject: `lead:${lead.id}`,
      after: { note: write.note },
      origin,
    });
    return { kind: "done", done: "note" };
  });
}

export type BulkResult =
  { kind: "done"; changed: number } | { kind: "invalid"; errors: Record<string, string[]> };

/** One status for the ticked leads; leads outside the scope are left alone (as if not there). */
export async function bulkLeadStatus(
  deps: LeadWriteDeps,
  staff: InboxStaff,
  fields: Fields,
  origin: AuditOrigin,
): Promise<BulkResult> {
  const parsed = parseValue(bulkStatusSchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { status, leads: ids } = parsed.data;
  const changed = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    let count = 0;
    for (const lead of await lockInboxLeads(tx, branchScope(staff), ids)) {
      if (await changeStatus(tx, deps, staff, lead, status, origin, true)) count += 1;
    }
    return count;
  });
  return { kind: "done", changed };
}
