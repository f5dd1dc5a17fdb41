// Stores a lead and everything it causes in ONE transaction, committed before the visitor gets an answer:
// the leads row, the consent evidence of its terms box, its notification and acknowledgement emails in the
// outbox, and the webhook row when LEADS_WEBHOOK_URL is set. The idempotency key's unique index makes a
// second submission with the same key find the first lead (and cause nothing new), also when both arrive
// at once.
import type { Db } from "../../../db/client.ts";
import { insertLeadOnce, selectLeadIdByIdempotencyKey, type NewLead } from "../repos/leads.ts";
import { insertOutboxWebhook } from "../repos/webhooks.ts";
import { queueEmails } from "../../../platform/email/outbox.ts";
import type { LeadRecipient } from "../model/routing.ts";
import { composeLeadEmails, type LeadForEmail } from "./lead-emails.ts";
import type { LeadWebhookBody } from "./webhook.ts";
import { recordLeadTermsAccepted } from "../../accounts/index.ts";
import type { EmailBranding } from "../../../platform/email/layout.ts";

export type LeadToRecord = {
  lead: NewLead;
  recipient: LeadRecipient;
  /** What the emails show besides the lead's own columns. */
  email: Pick<LeadForEmail, "property" | "details" | "address" | "appointment">;
  formSubmissionId?: number | null;
  /** The page the form was sent from (its Referer): the consent evidence's "where" (issue 16). */
  pageUrl?: string | null;
};

export type RecordedLead = { leadId: number; created: boolean };

export type RecordContext = {
  branding: EmailBranding;
  webhookUrl: string | null;
};

/** Runs inside the caller's transaction (new-homes submissions add their own rows to it). */
export async function recordLeadIn(
  tx: Db,
  item: LeadToRecord,
  context: RecordContext,
): Promise<RecordedLead> {
  const inserted = await insertLeadOnce(tx, item.lead);
  if (!inserted) {
    // Only a stored key conflicts: answer with the lead it already made.
    const existing = await selectLeadIdByIdempotencyKey(tx, item.lead.idempotencyKey!);
    if (existing === null) throw new Error("lead insert conflicted but no lead holds its key");
    return { leadId: existing, created: false };
  }
  const { lead } = item;
  const formSubmissionId = item.formSubmissionId ?? null;
  // The terms box every lead form requires, kept as registration keeps its terms (same transaction).
  await recordLeadTermsAccepted(tx, {
    id: inserted.id,
    userId: lead.userId ?? null,
    url: item.pageUrl ?? null,
    ip: lead.ip ?? null,
    userAgent: lead.userAgent ?? null,
  });
  const { notification, acknowledgement } = composeLeadEmails(
    {
      id: inserted.id,
      kind: lead.kind,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      telephone: lead.telephone ?? null,
      message: lead.message ?? null,
      ...item.email,
    },
    item.recipient,
    context.branding,
  );
  await queueEmails(tx, [notification, ...(lead.email ? [acknowledgement] : [])], {
    leadId: inserted.id,
    formSubmissionId,
  });
  if (context.webhookUrl) {
    const body: LeadWebhookBody = {
      event: "lead.created",
      lead: {
        id: inserted.id,
        kind: lead.kind,
        created_at: inserted.createdAt.toISOString(),
        property_id: lead.propertyId ?? null,
        branch_id: lead.branchId ?? null,
        department_id: lead.departmentId ?? null,
        staff_id: lead.staffId ?? null,
        channel: lead.channel ?? null,
        first_name: lead.firstName,
        last_name: lead.lastName,
        email: lead.email,
        telephone: lead.telephone ?? null,
        message: lead.message ?? null,
        recipient_email: item.recipient.email,
        form_submission_id: formSubmissionId,
        payload: lead.payload,
      },
    };
    await insertOutboxWebhook(tx, { url: context.webhookUrl, body, leadId: inserted.id, formSubmissionId });
  }
  return { leadId: inserted.id, created: true };
}

export function recordLead(db: Db, item: LeadToRecord, context: RecordContext): Promise<RecordedLead> {
  return db.transaction((tx) => recordLeadIn(tx as unknown as Db, item, context));
}
