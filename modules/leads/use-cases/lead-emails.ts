// The two emails every lead sends (issue 5 item 7; written for people in issue 16): the notification to whoever
// the lead is routed to (reply goes straight to the enquirer) and the acknowledgement to the enquirer (reply
// goes to that inbox). Pure: built from the lead as stored, so they can be tested and rebuilt. The branch reads
// what was asked, about which property, when, and how to answer; the payload's internal fields (ids, flags,
// the form's type, the terms tick) stay in the back office only.
import type { LeadRow } from "../repos/leads.ts";
import type { LeadRecipient } from "../model/routing.ts";
import { bookingDateLabel } from "../model/valuation/booking-dates.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { propertyPath } from "../../../domain/urls.ts";
import { adminLeadPath } from "../../../domain/admin/admin-urls.ts";
import {
  brandedEmail,
  emailButton,
  emailDetails,
  type EmailBranding,
} from "../../../platform/email/layout.ts";
import {
  absoluteUrl,
  htmlLines,
  multiline,
  safeHtml,
  type OutgoingEmail,
  type SafeHtml,
} from "../../../platform/email/template.ts";

export type LeadKind = LeadRow["kind"];

export type LeadForEmail = {
  id: number;
  kind: LeadKind;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
  message: string | null;
  property: {
    id: number;
    reference: string;
    displayAddress: string;
    /** Its first photo's media key, if it has one. */
    photoKey?: string | null;
  } | null;
  /** The enquirer's address (viewing form), or the home to value (valuation). */
  address?: string | null;
  /** The appointment asked for, in words: "Monday 14 December 2026, 10:00". */
  appointment?: string | null;
  /** Further answers, labelled, in the order they were asked (valuation reason, new-homes fields …). */
  details: readonly (readonly [label: string, value: string])[];
};

/** What each kind of lead is called in its emails ("Viewing request"). */
export const KIND_LABEL: Record<LeadKind, string> = {
  viewing: "Viewing request",
  valuation: "Valuation request",
  staff: "Enquiry",
  department: "Office enquiry",
  branch: "Office enquiry",
  new_homes: "New homes enquiry",
  send_to_friend: "Property sent to a friend",
};

/** A telephone number as a tel: link (digits and a leading + only). */
function telHref(telephone: string): string {
  return `tel:${telephone.replace(/[^\d+]/g, "")}`;
}

export function composeLeadEmails(
  lead: LeadForEmail,
  recipient: LeadRecipient,
  branding: EmailBranding,
): { notification: OutgoingEmail; acknowledgement: OutgoingEmail } {
  const name = `${lead.firstName} ${lead.lastName}`.trim();
  const label = KIND_LABEL[lead.kind];
  const { property } = lead;
  const link = (path: string) => absoluteUrl(branding.publicUrl, path);
  const pageUrl = property ? link(propertyPath(property.id)) : null;
  const photoUrl = property?.photoKey
    ? link(mediaPath({ width: null, height: null }, property.photoKey))
    : null;
  const thumbnailUrl = property?.photoKey ? link(mediaPath(DEFAULT_CARD_SIZE, property.photoKey)) : null;
  const propertyLine = property ? `${property.displayAddress} (ref ${property.reference})` : null;
  const subject = `${label} from ${name}${propertyLine ? `: ${propertyLine}` : ""}`;
  const reply = `mailto:${lead.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
  const replyLabel = `Reply to ${lead.firstName}`;
  // Staff work the lead in the back office (status, notes, a reply from the branch): the link opens it there,
  // through sign-in when needed.
  const backOfficeUrl = link(adminLeadPath(lead.id));
  const backOfficeLabel = "Open this lead in the back office";

  const contact: (readonly [string, string | SafeHtml])[] = [
    ["Name", name],
    ["Email", safeHtml`<a href="mailto:${lead.email}">${lead.email}</a>`],
    ...(lead.telephone
      ? [["Telephone", safeHtml`<a href="${telHref(lead.telephone)}">${lead.telephone}</a>`] as const]
      : []),
    ...(lead.address ? [["Address", lead.address] as const] : []),
    ...lead.details,
  ];
  const contactText: [string, string][] = [
    ["Name", name],
    ["Email", lead.email],
    ...(lead.telephone ? [["Telephone", lead.telephone] as [string, string]] : []),
    ...(lead.address ? [["Address", lead.address] as [string, string]] : []),
    ...lead.details.map(([key, value]) => [key, value] as [string, string]),
  ];

  const notificationText = [
    ...(property
      ? [
          "The property",
          `${property.displayAddress}`,
          `Reference: ${property.reference}`,
          `Property page: ${pageUrl}`,
          ...(photoUrl ? [`Photo: ${photoUrl}`] : []),
          "",
        ]
      : []),
    ...(lead.appointment ? ["Preferred appointment", lead.appointment, ""] : []),
    "Contact details",
    ...contactText.map(([key, value]) => `${key}: ${value}`),
    ...(lead.message ? ["", "Message", lead.message] : []),
    "",
    `${replyLabel}: ${reply}`,
    `(Or reply to this email: it goes to ${lead.email}.)`,
    "",
    `${backOfficeLabel}: ${backOfficeUrl}`,
  ].join("\n");
  const notificationHtml = htmlLines([
    property && [
      safeHtml`<h2>The property</h2>`,
      thumbnailUrl &&
        safeHtml`<p><a href="${photoUrl}"><img src="${thumbnailUrl}" alt="Photo of ${property.displayAddress}" width="${DEFAULT_CARD_SIZE.width}" height="${DEFAULT_CARD_SIZE.height}" style="display:block;border:0;max-width:100%;height:auto"></a></p>`,
      safeHtml`<p><strong>${property.displayAddress}</strong><br>Reference: ${property.reference}</p>`,
      safeHtml`<p><a href="${pageUrl}">See the property page</a>${photoUrl ? safeHtml` · <a href="${photoUrl}">See the photo</a>` : ""}</p>`,
    ],
    lead.appointment &&
      safeHtml`<h2>Preferred appointment</h2>
<p>${lead.appointment}</p>`,
    safeHtml`<h2>Contact details</h2>`,
    emailDetails(contact),
    lead.message &&
      safeHtml`<h2>Message</h2>
<blockquote>${multiline(lead.message)}</blockquote>`,
    emailButton(branding, reply, replyLabel),
    safeHtml`<p>Or reply to this email: it goes to ${lead.email}.</p>`,
    safeHtml`<p><a href="${backOfficeUrl}">${backOfficeLabel}</a></p>`,
  ]);

  const about = property ? ` about ${property.displayAddress}` : "";
  const thanks = `Thank you for your ${label.toLowerCase()}${about}. We have passed it to our team, who will be in touch shortly.`;
  const asked = lead.appointment ? `You asked for an appointment on ${lead.appointment}.` : null;
  const ackText = [
    `Dear ${lead.firstName},`,
    "",
    thanks,
    ...(asked ? ["", asked] : []),
    ...(pageUrl ? ["", `The property: ${pageUrl}`] : []),
    ...(lead.message ? ["", "Your message:", lead.message] : []),
    "",
    branding.agencyName,
  ].join("\n");
  const ackHtml = htmlLines([
    safeHtml`<p>Dear ${lead.firstName},</p>`,
    safeHtml`<p>${thanks}</p>`,
    asked && safeHtml`<p>${asked}</p>`,
    pageUrl && safeHtml`<p><a href="${pageUrl}">See the property</a></p>`,
    lead.message &&
      safeHtml`<p>Your message:</p>
<blockquote>${multiline(lead.message)}</blockquote>`,
    safeHtml`<p>${branding.agencyName}</p>`,
  ]);

  return {
    notification: brandedEmail(branding, {
      to: recipient.email,
      replyTo: lead.email,
      subject,
      heading: `${label} from ${name}`,
      text: notificationText,
      html: notificationHtml,
    }),
    acknowledgement: brandedEmail(branding, {
      to: lead.email,
      replyTo: recipient.email,
      subject: `Thank you for your ${label.toLowerCase()} – ${branding.agencyName}`,
      heading: `Thank you for your ${label.toLowerCase()}`,
      text: ackText,
      html: ackHtml,
    }),
  };
}

/** What the lead emails show of a payload besides the lead's own columns. */
export type LeadAnswers = Pick<LeadForEmail, "address" | "appointment" | "details">;

/**
 * The payload fields a person needs, with readable labels (an explicit list: anything else, such as ids,
 * flags, the form's lead_type or the terms tick, stays in the payload for the back office and is not emailed).
 */
const ANSWER_LABELS: Record<string, string> = {
  valuation_reason: "Valuation for",
};
const ADDRESS_FIELDS = ["house_name", "house_number", "street_address", "town", "county", "postcode"];

/**
 * The answers of a lead's payload for its emails: the address in one line, the booking in words, and the
 * known extra answers labelled. Nested (`lead_client: {town}`) and bracketed (`lead_client[town]`) names alike.
 */
export function leadAnswers(payload: Record<string, unknown>): LeadAnswers {
  const values = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (value === null || value === undefined) return;
    if (typeof value === "object" && !Array.isArray(value)) {
      for (const [child, inner] of Object.entries(value as Record<string, unknown>)) walk(inner, child);
      return;
    }
    const text = (Array.isArray(value) ? value.map(String).join(", ") : String(value)).trim();
    if (text !== "") values.set(key.replace(/^.*\[([^\]]+)\]$/, "$1"), text);
  };
  for (const [key, value] of Object.entries(payload)) walk(value, key);

  const street = values.get("street_address");
  // The valuation form folds house name and number into street_address already (spec §7).
  const house = [values.get("house_name"), values.get("house_number")].filter(
    (part): part is string => Boolean(part) && !street?.includes(part!),
  );
  const address = [
    [...house, street].filter(Boolean).join(" "),
    ...ADDRESS_FIELDS.slice(3).map((field) => values.get(field)),
  ].filter((part): part is string => Boolean(part));

  const details: [string, string][] = [];
  for (const [field, label] of Object.entries(ANSWER_LABELS)) {
    const value = values.get(field);
    if (value) details.push([label, value.replace(/^./, (first) => first.toUpperCase())]);
  }
  return {
    address: address.length ? address.join(", ") : null,
    appointment: appointmentOf(values),
    details,
  };
}

/** spec §7 lead_booking: the day and the first chosen slot, "Monday 14 December 2026, 10:00". */
function appointmentOf(values: ReadonlyMap<string, string>): string | null {
  const [day, month, year] = ["booking_day", "booking_month", "booking_year"].map((field) =>
    Number(values.get(field)),
  ) as [number, number, number];
  const time = values.get("booking_time");
  if (!time || !Number.isInteger(day) || !Number.isInteger(month) || !Number.isInteger(year)) return null;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const pad = (n: number) => String(n).padStart(2, "0");
  const date = bookingDateLabel({
    dayAsNumber: day,
    monthAsNumber: month,
    yearAsNumber: year,
    fullDate: `${year}-${pad(month)}-${pad(day)}`,
  });
  return `${date}, ${time}`;
}
