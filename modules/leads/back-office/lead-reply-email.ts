// The email a member of staff sends an enquirer from the lead's page (issue 42 item 6). Pure: built from the lead
// and the reply, so it can be tested alone. It comes in the agency's layout from the site's sender address (the
// address the domain's SPF and DKIM cover), answers go to the branch's own inbox (Reply-To), and it quotes the
// enquiry it answers so the enquirer knows what it is about.
import { brandedEmail, type EmailBranding } from "../../../platform/email/layout.ts";
import { htmlLines, multiline, safeHtml, type OutgoingEmail } from "../../../platform/email/template.ts";
import { KIND_LABEL, type LeadKind } from "../use-cases/lead-emails.ts";

export type LeadToAnswer = {
  kind: LeadKind;
  firstName: string;
  email: string;
  message: string | null;
  createdAt: Date;
  propertyAddress: string | null;
};

/** Who the reply is from: the member of staff (by name, when they gave one) and their branch. */
export type ReplySender = {
  staffName: string;
  /** The lead's branch, or null for the agency's main inbox. */
  branch: { name: string; telephone: string | null } | null;
  /** Where the enquirer's answers go: the branch's inbox, else the agency's main one. */
  replyTo: string;
};

const DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
});

/** The subject the form starts with: "Re: Your viewing request about 1 Royal Crescent, Bath". */
export function defaultReplySubject(lead: Pick<LeadToAnswer, "kind" | "propertyAddress">): string {
  const about = lead.propertyAddress ? ` about ${lead.propertyAddress}` : "";
  return `Re: Your ${KIND_LABEL[lead.kind].toLowerCase()}${about}`;
}

export function composeLeadReply(
  lead: LeadToAnswer,
  reply: { subject: string; message: string },
  sender: ReplySender,
  branding: EmailBranding,
): OutgoingEmail {
  const greeting = lead.firstName.trim() ? `Dear ${lead.firstName.trim()},` : "Hello,";
  const office = sender.branch ? `${sender.branch.name}, ${branding.agencyName}` : branding.agencyName;
  const signature = [sender.staffName.trim(), office, sender.branch?.telephone ?? ""].filter(Boolean);
  const sent = DAY.format(lead.createdAt);
  const text = [
    greeting,
    "",
    reply.message,
    "",
    ...signature,
    ...(lead.message
      ? ["", `Your message of ${sent}:`, ...lead.message.split("\n").map((line) => `> ${line}`)]
      : []),
  ].join("\n");
  const html = htmlLines([
    safeHtml`<p>${greeting}</p>`,
    safeHtml`<p>${multiline(reply.message)}</p>`,
    safeHtml`<p>${multiline(signature.join("\n"))}</p>`,
    lead.message &&
      safeHtml`<p>Your message of ${sent}:</p>
<blockquote>${multiline(lead.message)}</blockquote>`,
  ]);
  return brandedEmail(branding, {
    to: lead.email,
    replyTo: sender.replyTo,
    subject: reply.subject,
    heading: reply.subject,
    text,
    html,
  });
}
