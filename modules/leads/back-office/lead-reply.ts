// Replying to an enquirer from the lead's page (issue 42 item 6): in one transaction that locks the lead (in the
// member of staff's branches, else "not found"), the email is queued in the outbox with the lead's id (so it is
// listed with the lead's other emails and sent, retried and erased like them), a history row keeps the reply
// (kind "reply": the subject and the text), and an audit row says who replied. Replying counts as a first
// response. An erased enquirer has no address left: nothing to reply to.
import type { Db } from "../../../db/client.ts";
import { selectBranchContact } from "../repos/leads.ts";
import {
  insertLeadEvents,
  lockInboxLeads,
  selectInboxLead,
  selectLeadProperty,
  updateInboxLead,
} from "../repos/lead-inbox.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import { REPLY_MESSAGES } from "../model/lead-inbox-terms.ts";
import { leadReplySchema } from "../model/lead-reply.ts";
import { branchScope } from "../../staff/model/roles.ts";
import type { Fields } from "../../../domain/fields.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import type { Services } from "../../../platform/services.ts";
import { leadSiteSettings } from "../use-cases/lead-settings.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import { composeLeadReply, defaultReplySubject, type LeadToAnswer } from "./lead-reply-email.ts";
import type { InboxStaff } from "./lead-inbox.ts";

type ReplyStaff = InboxStaff & { name: string };

export type LeadReplyResult =
  { kind: "done" } | { kind: "not-found" } | { kind: "invalid"; errors: Record<string, string[]> };

/** Whether the lead still names someone to write to (an erased person's lead keeps no address). */
export function mayReplyTo(lead: { email: string }): boolean {
  return lead.email.trim() !== "";
}

/** Where answers to a reply go, and the office it signs with: the lead's branch, else the agency's main inbox. */
async function replyOffice(db: Db, branchId: number | null, mainEmail: string) {
  const branch = branchId === null ? null : await selectBranchContact(db, branchId);
  return {
    branch: branch && { name: branch.name, telephone: branch.telephone || null },
    replyTo: branch?.email || mainEmail,
  };
}

/** What the lead's page shows above its reply form: who it goes to, where answers go, the subject to start with. */
export async function replyFormContext(services: Services, lead: LeadToAnswer & { branchId: number | null }) {
  if (!mayReplyTo(lead)) return null;
  const settings = await leadSiteSettings(services);
  const office = await replyOffice(services.db, lead.branchId, settings.mainEmail);
  return { to: lead.email, replyTo: office.replyTo, subject: defaultReplySubject(lead) };
}

export async function replyToLead(
  services: Services,
  staff: ReplyStaff,
  leadId: number,
  fields: Fields,
  origin: AuditOrigin,
): Promise<LeadReplyResult> {
  const parsed = parseValue(leadReplySchema, fields);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const reply = parsed.data;
  const settings = await leadSiteSettings(services);
  return services.db.transaction(async (transaction): Promise<LeadReplyResult> => {
    const tx = transaction as unknown as Db;
    const scope = branchScope(staff);
    const [locked] = await lockInboxLeads(tx, scope, [leadId]);
    const found = locked ? await selectInboxLead(tx, scope, leadId) : null;
    if (!found) return { kind: "not-found" };
    const { lead } = found;
    if (!mayReplyTo(lead)) return { kind: "invalid", errors: { message: [REPLY_MESSAGES.erased] } };
    const property = lead.propertyId === null ? null : await selectLeadProperty(tx, lead.propertyId);
    const office = await replyOffice(tx, lead.branchId, settings.mainEmail);
    const email = composeLeadReply(
      {
        kind: lead.kind,
        firstName: lead.firstName,
        email: lead.email,
        message: lead.message,
        createdAt: lead.createdAt,
        propertyAddress: property?.displayAddress ?? null,
      },
      reply,
      { staffName: staff.name, ...office },
      settings.branding,
    );
    const emailId = await queueEmail(tx, email, { leadId: lead.id });
    await updateInboxLead(tx, lead.id, {});
    await insertLeadEvents(tx, [
      {
        leadId: lead.id,
        staffUserId: staff.id,
        actorEmail: staff.email,
        kind: "reply",
        toValue: reply.subject,
        note: reply.message,
      },
    ]);
    await recordAudit(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: "lead.reply",
      subject: `lead:${lead.id}`,
      after: { emailId, to: lead.email, replyTo: office.replyTo, subject: reply.subject },
      origin,
    });
    return { kind: "done" };
  });
}
