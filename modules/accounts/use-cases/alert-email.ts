// The alert email of one saved search (issue 6 item 7): its new listings with photo, price and link, the link
// that reruns the search, 'Manage your alerts', and the one-click unsubscribe (RFC 8058 headers included).
import { priceText } from "../../../domain/pricing.ts";
import { LISTINGS_PER_EMAIL } from "../model/alert-schedule.ts";
import { absoluteUrl, safeHtml, htmlLines, type OutgoingEmail } from "../../../platform/email/template.ts";
import { brandedEmail, emailButton, type EmailBranding } from "../../../platform/email/layout.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { propertyPath } from "../../../domain/urls.ts";
import type { AlertListing } from "../repos/saved-search-alerts.ts";

export type AlertEmailInput = {
  branding: EmailBranding;
  firstName: string;
  searchTitle: string;
  searchPath: string;
  listings: AlertListing[];
  /** Photo media key of each listing, where it has one. */
  photoKeys: ReadonlyMap<number, string>;
  /** Total new matches, which may be more than the listings shown; capped: "at least". */
  total: number;
  totalIsCapped: boolean;
  unsubscribePath: string;
  managePath: string;
};

export type AlertEmail = Omit<OutgoingEmail, "to" | "replyTo"> & { headers: Record<string, string> };

function listingTitle(listing: AlertListing): string {
  const beds = listing.bedrooms > 0 ? `${listing.bedrooms} bedroom ` : "";
  return `${beds}${listing.propertyType.toLowerCase()}, ${listing.displayAddress}`;
}

function listingPrice(listing: AlertListing): string {
  return priceText({
    price: listing.price,
    poa: listing.poa,
    qualifier: listing.priceQualifier,
    frequency: listing.priceFrequency,
    channel: listing.channel,
  });
}

export function composeAlertEmail(input: AlertEmailInput): AlertEmail {
  const { branding } = input;
  const link = (path: string) => absoluteUrl(branding.publicUrl, path);
  const shown = input.listings.slice(0, LISTINGS_PER_EMAIL);
  const more = input.total - shown.length;
  const plus = input.totalIsCapped ? "+" : "";
  const searchUrl = link(input.searchPath);
  const unsubscribeUrl = link(input.unsubscribePath);
  const manageUrl = link(input.managePath);
  const homes = input.total === 1 ? "1 new property" : `${input.total}${plus} new properties`;
  const subject = `${homes} for your search: ${input.searchTitle}`;
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : "Hello,";
  const intro = `${homes} matching your saved search "${input.searchTitle}" at ${branding.agencyName}.`;

  const text = [
    intro,
    "",
    ...shown.flatMap((l) => [`${listingTitle(l)}`, `${listingPrice(l)}`, link(propertyPath(l.id)), ""]),
    ...(more > 0 ? [`And ${more}${plus} more: ${searchUrl}`, ""] : [`See the search: ${searchUrl}`, ""]),
    `Manage your alerts: ${manageUrl}`,
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
  ].join("\n");

  const card = (l: AlertListing) => {
    const listingUrl = link(propertyPath(l.id));
    const key = input.photoKeys.get(l.id);
    const photo =
      key &&
      safeHtml`<a href="${listingUrl}"><img src="${link(mediaPath(DEFAULT_CARD_SIZE, key))}" alt="${listingTitle(l)}" width="408" height="250" style="display:block;border:0;max-width:100%;height:auto"></a>`;
    return safeHtml`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 20px;border:1px solid #e5e7eb"><tr><td style="padding:0">${photo}</td></tr><tr><td style="padding:12px 16px"><a href="${listingUrl}">${listingTitle(l)}</a><br><strong>${listingPrice(l)}</strong></td></tr></table>`;
  };
  const body = htmlLines([
    safeHtml`<p>${intro}</p>`,
    shown.map(card),
    more > 0
      ? emailButton(branding, searchUrl, `And ${more}${plus} more`)
      : emailButton(branding, searchUrl, "See the search"),
    safeHtml`<p><a href="${manageUrl}">Manage your alerts</a> · <a href="${unsubscribeUrl}">Unsubscribe from this alert</a></p>`,
  ]);

  const {
    to: _to,
    replyTo: _replyTo,
    ...email
  } = brandedEmail(branding, {
    to: "",
    replyTo: null,
    subject,
    heading: greeting,
    text,
    html: body,
  });
  return {
    ...email,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
