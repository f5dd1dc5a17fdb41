// The two emails every lead sends (issue 5 item 7): the notification to whoever the lead is routed to (reply
// goes straight to the enquirer) and the acknowledgement to the enquirer (reply goes to that inbox). Pure:
// built from the lead as stored, so they can be tested and rebuilt.
import type { LeadRow } from "../../db/repos/leads.ts";
import type { LeadRecipient } from "../../domain/leads/routing.ts";
import {
  absoluteUrl,
  safeHtml,
  htmlLines,
  multiline,
  type OutgoingEmail,
} from "../../platform/email/template.ts";
import { propertyPath } from "../../domain/urls.ts";

export type LeadKind = LeadRow["kind"];

export type LeadForEmail = {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
  message: string | null;
  property: { id: number; reference: string; displayAddress: string } | null;
  /** Further answers, labelled, in the order they were asked (address, booking, new-homes fields …). */
  details: readonly (readonly [label: string, value: string])[];
};

const KIND_LABEL: Record<LeadKind, string> = {
  viewing: "Viewing request",
  valuation: "Valuation request",
  staff: "Enquiry",
  department: "Office enquiry",
  branch: "Office enquiry",
  new_homes: "New homes enquiry",
  send_to_friend: "Property sent to a friend",
};

export function composeLeadEmails(
  lead: LeadForEmail,
  recipient: LeadRecipient,
  site: { agencyName: string; publicUrl: string },
): { notification: OutgoingEmail; acknowledgement: OutgoingEmail } {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const label = KIND_LABEL[lead.kind];
  const link = lead.property ? absoluteUrl(site.publicUrl, propertyPath(lead.property.id)) : null;
  const propertyLine = lead.property
    ? `${lead.property.displayAddress} (ref ${lead.property.reference})`
    : null;

  const rows: [string, string][] = [
    ["Name", name],
    ["Email", lead.email],
    ...(lead.telephone ? ([["Telephone", lead.telephone]] as [string, string][]) : []),
    ...(propertyLine ? ([["Property", propertyLine]] as [string, string][]) : []),
    ...lead.details.map(([key, value]) => [key, value] as [string, string]),
  ];
  const notificationText = [
    `${label} from ${name} (lead ${lead.id}).`,
    "",
    ...rows.map(([key, value]) => `${key}: ${value}`),
    ...(link ? [`Link: ${link}`] : []),
    ...(lead.message ? ["", "Message:", lead.message] : []),
    "",
    "Reply to this email to answer the enquirer.",
  ].join("\n");
  const notificationHtml = htmlLines([
    safeHtml`<p>${label} from <strong>${name}</strong> (lead ${lead.id}).</p>`,
    safeHtml`<table>`,
    rows.map(([key, value]) => safeHtml`<tr><th align="left">${key}</th><td>${value}</td></tr>`),
    safeHtml`</table>`,
    link && safeHtml`<p><a href="${link}">See the property</a></p>`,
    lead.message && safeHtml`<blockquote>${multiline(lead.message)}</blockquote>`,
    safeHtml`<p>Reply to this email to answer the enquirer.</p>`,
  ]);

  const about = lead.property ? ` about ${lead.property.displayAddress}` : "";
  const ackText = [
    `Dear ${lead.firstName},`,
    "",
    `Thank you for your ${label.toLowerCase()}${about}. We have passed it to our team, who will be in touch shortly.`,
    ...(lead.message ? ["", "Your message:", lead.message] : []),
    "",
    `${site.agencyName}`,
  ].join("\n");
  const ackHtml = htmlLines([
    safeHtml`<p>Dear ${lead.firstName},</p>`,
    safeHtml`<p>Thank you for your ${label.toLowerCase()}${about}. We have passed it to our team, who will be in touch shortly.</p>`,
    lead.message && safeHtml`<p>Your message:</p><blockquote>${multiline(lead.message)}</blockquote>`,
    safeHtml`<p>${site.agencyName}</p>`,
  ]);

  return {
    notification: {
      to: recipient.email,
      replyTo: lead.email,
      subject: `${label} from ${name}${propertyLine ? `: ${propertyLine}` : ""}`,
      text: notificationText,
      html: notificationHtml,
    },
    acknowledgement: {
      to: lead.email,
      replyTo: recipient.email,
      subject: `Thank you for your ${label.toLowerCase()} – ${site.agencyName}`,
      text: ackText,
      html: ackHtml,
    },
  };
}

/**
 * The answers of a lead's payload as labelled lines: nested objects flattened, field names made readable
 * (`lead_booking[booking_day]` → "Booking day"), the fields already shown (names, email, phone, message) left out.
 */
export function payloadDetails(
  payload: Record<string, unknown>,
  skip: ReadonlySet<string>,
): [string, string][] {
  const lines: [string, string][] = [];
  const walk = (value: unknown, key: string) => {
    if (value === null || value === undefined || value === "") return;
    if (typeof value === "object" && !Array.isArray(value)) {
      for (const [child, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, child);
      return;
    }
    const name = key.replace(/^.*\[([^\]]+)\]$/, "$1");
    if (skip.has(name)) return;
    const text = Array.isArray(value) ? value.map(String).join(", ") : String(value);
    const label = name.replace(/_/g, " ").replace(/^./, (first) => first.toUpperCase());
    lines.push([label, text]);
  };
  for (const [key, value] of Object.entries(payload)) walk(value, key);
  return lines;
}
