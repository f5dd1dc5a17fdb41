// 'Send to a friend' (issue 4 item 2): a visitor emails a property to a friend. The email (to the friend,
// replies to the sender) is written to the outbox in this request and sent by jobs/outbox-dispatcher.ts.
import { z } from "zod";
import { insertOutboxEmail } from "../db/repos/outbox.ts";
import { propertyHeading } from "../domain/property-wording.ts";
import {
  SEND_TO_FRIEND_HONEYPOT,
  sendToFriendSchema,
  type SendToFriendInput,
} from "../domain/send-to-friend.ts";
import { propertyPath } from "../domain/urls.ts";
import { CAPTCHA_TOKEN_FIELD } from "./adapters/captcha.ts";
import type { Services } from "./index.ts";
import { getPropertyPage, type PropertyDetails } from "./property-page.ts";
import { isHoneypotFilled, type SubmittedFields } from "../domain/honeypot.ts";
import { escapeHtml } from "../platform/email/escape-html.ts";

export type SendToFriendResult =
  | { kind: "sent"; propertyId: number }
  /** A filled honeypot: answered like success so a bot learns nothing, but nothing is sent. */
  | { kind: "ignored"; propertyId: number | null }
  | { kind: "invalid"; propertyId: number | null; errors: Record<string, string[]> }
  | { kind: "captcha-invalid"; propertyId: number | null };

/** The captcha settings a browser needs to show the widget (the secret stays here); null without one. */
export type PublicCaptcha = { provider: "recaptcha-v2" | "recaptcha-v3"; siteKey: string } | null;

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
  await insertOutboxEmail(services.db, {
    ...composeEmail(parsed.data, page.property, services.config.publicUrl),
    leadId: null,
  });
  return { kind: "sent", propertyId: page.property.id };
}

export function composeEmail(input: SendToFriendInput, property: PropertyDetails, publicUrl: string) {
  const title = propertyHeading(property, property.settings.siteVariant);
  const link = new URL(propertyPath(property.id), publicUrl).href;
  const photo = property.photos[0] ? new URL(property.photos[0].url, publicUrl).href : null;
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
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    ...(input.message
      ? [`<blockquote>${escapeHtml(input.message).replace(/\n/g, "<br>")}</blockquote>`]
      : []),
    `<h1><a href="${escapeHtml(link)}">${escapeHtml(title)}</a></h1>`,
    `<p>${escapeHtml(property.displayAddress)}<br><strong>${escapeHtml(property.card.price)}</strong></p>`,
    ...(photo
      ? [
          `<p><a href="${escapeHtml(link)}"><img src="${escapeHtml(photo)}" alt="${escapeHtml(title)}" width="575"></a></p>`,
        ]
      : []),
    `<p><a href="${escapeHtml(link)}">See the property</a></p>`,
  ];
  return {
    to: input.friend_email,
    replyTo: input.email,
    subject: `${input.name} sent you a property: ${title}`,
    text: lines.join("\n"),
    html: html.join("\n"),
  };
}
