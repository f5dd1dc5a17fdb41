// 'Send to a friend' (issue 4 item 2): a visitor emails a property to a friend. The email (to the friend,
// replies to the sender) is written to the outbox in this request and sent by jobs/outbox-dispatcher.ts.
import type { PublicCaptcha } from "../domain/captcha.ts";
import { z } from "zod";
import { propertyHeading } from "../domain/property-wording.ts";
import {
  SEND_TO_FRIEND_HONEYPOT,
  sendToFriendSchema,
  type SendToFriendInput,
} from "../domain/send-to-friend.ts";
import { propertyPath } from "../domain/urls.ts";
import { CAPTCHA_TOKEN_FIELD } from "./adapters/captcha.ts";
import type { Services } from "./index.ts";
import { getPropertyPage } from "./property-page.ts";
import type { PropertyDetails } from "../domain/property-details.ts";
import { isHoneypotFilled, type SubmittedFields } from "../domain/honeypot.ts";
import { queueEmail } from "../platform/email/outbox.ts";
import {
  absoluteUrl,
  safeHtml,
  htmlLines,
  multiline,
  type OutgoingEmail,
} from "../platform/email/template.ts";

export type SendToFriendResult =
  | { kind: "sent"; propertyId: number }
  /** A filled honeypot: answered like success so a bot learns nothing, but nothing is sent. */
  | { kind: "ignored"; propertyId: number | null }
  | { kind: "invalid"; propertyId: number | null; errors: Record<string, string[]> }
  | { kind: "captcha-invalid"; propertyId: number | null };

export function publicCaptcha(services: Services): PublicCaptcha {
  const { provider, siteKey } = services.captcha;
  return provider === "none" || !siteKey ? null : { provider, siteKey };
}

export async function sendToFriend(
  services: Services,
  fields: Record<string, unknown>,
  context: { ip: string },
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
  const page = await getPropertyPage(services, parsed.data.property_id);
  // A withdrawn listing is off the market: nothing to recommend.
  if (page.kind !== "found") {
    return { kind: "invalid", propertyId, errors: { property_id: ["This property is not on the market"] } };
  }
  await queueEmail(services.db, composeEmail(parsed.data, page.property, services.config.publicUrl));
  return { kind: "sent", propertyId: page.property.id };
}

export function composeEmail(
  input: SendToFriendInput,
  property: PropertyDetails,
  publicUrl: string,
): OutgoingEmail {
  const title = propertyHeading(property, property.settings.siteVariant);
  const link = absoluteUrl(publicUrl, propertyPath(property.id));
  const photo = property.photos[0] ? absoluteUrl(publicUrl, property.photos[0].url) : null;
  const intro = `${input.name} (${input.email}) thought you would like this property.`;
  const lines = [
    intro,
    ...(input.message ? ["", input.message] : []),
    "",
    title,
    property.displayAddress,
    property.card.price,
    ...(photo ? [`Photo: ${photo}`] : []),
    "",
    `See the property: ${link}`,
  ];
  return {
    to: input.friend_email,
    replyTo: input.email,
    subject: `${input.name} sent you a property: ${title}`,
    text: lines.join("\n"),
    html: htmlLines([
      safeHtml`<p>${intro}</p>`,
      input.message && safeHtml`<blockquote>${multiline(input.message)}</blockquote>`,
      safeHtml`<h1><a href="${link}">${title}</a></h1>`,
      safeHtml`<p>${property.displayAddress}<br><strong>${property.card.price}</strong></p>`,
      photo && safeHtml`<p><a href="${link}"><img src="${photo}" alt="${title}" width="575"></a></p>`,
      safeHtml`<p><a href="${link}">See the property</a></p>`,
    ]),
  };
}
