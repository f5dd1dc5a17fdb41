// Every email is queued here, in the transaction of whatever causes it, and sent later by
// jobs/outbox-dispatcher.ts: a slow or failing SMTP server never loses a message or slows an answer.
import type { Db } from "../../db/client.ts";
import { insertOutboxEmails } from "../../db/repos/outbox.ts";
import type { OutgoingEmail } from "./template.ts";

/** What an email belongs to, so a lead's delivery status can follow its emails. */
export type EmailLinks = { leadId?: number | null; formSubmissionId?: number | null };

export async function queueEmails(
  db: Db,
  emails: readonly OutgoingEmail[],
  links: EmailLinks = {},
): Promise<number[]> {
  return insertOutboxEmails(
    db,
    emails.map((email) => ({
      to: email.to,
      replyTo: email.replyTo,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: email.headers ?? null,
      leadId: links.leadId ?? null,
      formSubmissionId: links.formSubmissionId ?? null,
    })),
  );
}

export async function queueEmail(db: Db, email: OutgoingEmail, links: EmailLinks = {}): Promise<number> {
  const [id] = await queueEmails(db, [email], links);
  return id!;
}
