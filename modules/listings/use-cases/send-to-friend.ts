// 'Send to a friend' (issue 4 item 2): a visitor emails a property to a friend. The email (to the friend,
// replies to the sender) is written to the outbox in this request and sent by jobs/outbox-dispatcher.ts.
import { z } from "zod";
import { propertyHeading } from "../model/property-wording.ts";
import {
  SEND_TO_FRIEND_HONEYPOT,
  SEND_TO_FRIEND_PER_ADDRESS_PER_DAY,
  SEND_TO_FRIEND_PER_RECIPIENT_PER_DAY,
  SEND_TO_FRIEND_PER_SESSION_PER_DAY,
  sendToFriendSchema,
  type SendToFriendInput,
} from "../model/send-to-friend.ts";
import { withoutLinks } from "../model/send-to-friend-links.ts";
import { getSiteContent } from "../../content/index.ts";
import { addressBucket } from "../../../platform/attempt-limits.ts";
import { propertyPath } from "../../../domain/urls.ts";
import { CAPTCHA_TOKEN_FIELD } from "../../../platform/captcha.ts";
import type { Services } from "../../../platform/services.ts";
import type { PropertyDetails } from "../model/property-details.ts";
import { isHoneypotFilled, type SubmittedFields } from "../../../domain/honeypot.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import {
  absoluteUrl,
  safeHtml,
  htmlLines,
  multiline,
  type OutgoingEmail,
} from "../../../platform/email/template.ts";
import { brandedEmail, emailButton, type EmailBranding } from "../../../platform/email/layout.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";

export type SendToFriendResult =
  | { kind: "sent"; propertyId: number }
  /** A filled honeypot: answered like success so a bot learns nothing, but nothing is sent. */
  | { kind: "ignored"; propertyId: number | null }
  | { kind: "invalid"; propertyId: number | null; errors: Record<string, string[]> }
  | { kind: "captcha-invalid"; propertyId: number | null }
  /** The session's, the address's or the recipient's daily cap is used up: nothing is sent. */
  | { kind: "too-many"; propertyId: number | null };

/**
 * The listing's details as its page shows them, or null when it is not on the market (missing or withdrawn:
 * nothing to recommend). The property page is composed above the wings, so the caller passes it in.
 */
export type ListingOnTheMarket = (id: number) => Promise<PropertyDetails | null>;

export async function sendToFriend(
  services: Services,
  fields: Record<string, unknown>,
  context: { ip: string; sessionId: string },
  listingOnTheMarket: ListingOnTheMarket,
): Promise<SendToFriendResult> {
  const propertyId = sendToFriendSchema.shape.property_id.safeParse(fields.property_id).data ?? null;
  if (isHoneypotFilled(fields as SubmittedFields, SEND_TO_FRIEND_HONEYPOT)) {
    services.logger.info({ ip: context.ip }, "send to a friend: honeypot filled, nothing sent");
    return { kind: "ignored", propertyId };
  }
  const parsed = sendToFriendSchema.safeParse(fields);
  if (!parsed.success) {
    return {
      kind: "invalid",
      propertyId,
      errors: z.flattenError(parsed.error).fieldErrors as Record<string, string[]>,
    };
  }
  // Checked after the fields, so junk never costs a call to the captcha provider.
  const token = fields[CAPTCHA_TOKEN_FIELD];
  const verdict = await services.captcha.verify(typeof token === "string" ? token : null, {
    ip: context.ip,
    action: "send_to_friend",
  });
  if (!verdict.ok) return { kind: "captcha-invalid", propertyId };
  const property = await listingOnTheMarket(parsed.data.property_id);
  if (!property) {
    return { kind: "invalid", propertyId, errors: { property_id: ["This property is not on the market"] } };
  }
  // Daily caps per session, address and recipient (shared by every process with PostgreSQL). Each is counted
  // before the email is queued, one atomic hit per cap, so concurrent sends cannot all pass one check; a
  // refused or failed send takes its counts back, so only sent emails count.
  const caps = dailyCaps(context, parsed.data.friend_email);
  if (!(await takeDailyCaps(services, caps))) return { kind: "too-many", propertyId };
  try {
    const branding = emailBrandingOf(await getSiteContent(services.db), services.config.publicUrl);
    await queueEmail(services.db, composeEmail(parsed.data, property, branding));
  } catch (error) {
    await giveBack(services, caps);
    throw error;
  }
  return { kind: "sent", propertyId: property.id };
}

const DAY_MS = 24 * 60 * 60 * 1000;

type DailyCap = { key: string; limit: number };

function dailyCaps(context: { ip: string; sessionId: string }, friendEmail: string): DailyCap[] {
  return [
    { key: `send-to-friend-session:${context.sessionId}`, limit: SEND_TO_FRIEND_PER_SESSION_PER_DAY },
    { key: `send-to-friend-address:${addressBucket(context.ip)}`, limit: SEND_TO_FRIEND_PER_ADDRESS_PER_DAY },
    {
      key: `send-to-friend-recipient:${friendEmail.trim().toLowerCase()}`,
      limit: SEND_TO_FRIEND_PER_RECIPIENT_PER_DAY,
    },
  ];
}

/** Counts one send against every cap; false (and nothing counted) when one of them is used up. */
async function takeDailyCaps(services: Services, caps: DailyCap[]): Promise<boolean> {
  if (services.config.rateLimitDisabled) return true;
  const taken: DailyCap[] = [];
  for (const cap of caps) {
    const counter = await services.rateLimitStore.hit(cap.key, DAY_MS);
    taken.push(cap);
    if (counter.count > cap.limit) {
      await giveBack(services, taken);
      return false;
    }
  }
  return true;
}

async function giveBack(services: Services, caps: DailyCap[]): Promise<void> {
  if (services.config.rateLimitDisabled) return;
  for (const cap of caps) await services.rateLimitStore.undo(cap.key);
}

/**
 * The email to the friend. Its subject is fixed (the agency and the property, never the visitor's words) and
 * the visitor's name and message lose their links, so the agency's address cannot carry someone's spam.
 */
export function composeEmail(
  input: SendToFriendInput,
  property: PropertyDetails,
  branding: EmailBranding,
): OutgoingEmail {
  const { publicUrl, agencyName } = branding;
  const title = propertyHeading(property, property.settings.siteVariant);
  const link = absoluteUrl(publicUrl, propertyPath(property.id));
  const photo = property.photos[0] ? absoluteUrl(publicUrl, property.photos[0].url) : null;
  const message = withoutLinks(input.message);
  const intro = `${withoutLinks(input.name)} (${input.email}) thought you would like this property.`;
  const lines = [
    ...(message ? ["", message] : []),
    "",
    title,
    property.displayAddress,
    property.card.price,
    ...(photo ? [`Photo: ${photo}`] : []),
    "",
    `See the property: ${link}`,
  ];
  return brandedEmail(branding, {
    to: input.friend_email,
    replyTo: input.email,
    subject: `A property from ${agencyName}: ${title}`,
    heading: intro,
    text: lines.join("\n"),
    html: htmlLines([
      message && safeHtml`<blockquote>${multiline(message)}</blockquote>`,
      safeHtml`<h2><a href="${link}">${title}</a></h2>`,
      photo &&
        safeHtml`<p><a href="${link}"><img src="${photo}" alt="${title}" width="552" style="display:block;border:0;max-width:100%;height:auto"></a></p>`,
      safeHtml`<p>${property.displayAddress}<br><strong>${property.card.price}</strong></p>`,
      emailButton(branding, link, "See the property"),
    ]),
  });
}
