// The alert email of one saved search (issue 6 item 7): its new listings with photo, price and link, the link
// that reruns the search, 'Manage your alerts', and the one-click unsubscribe (RFC 8058 headers included).
import { priceText } from "../../domain/pricing.ts";
import { LISTINGS_PER_EMAIL } from "../../domain/alerts/alert-schedule.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../domain/media-sizes.ts";
import { propertyPath } from "../../domain/urls.ts";
import { escapeHtml } from "../../platform/email/escape-html.ts";
import type { AlertListing } from "../../db/repos/saved-search-alerts.ts";

export type AlertEmailInput = {
  agencyName: string;
  publicUrl: string;
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

export type AlertEmail = { subject: string; text: string; html: string; headers: Record<string, string> };

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
  const base = input.publicUrl.replace(/\/+$/, "");
  const shown = input.listings.slice(0, LISTINGS_PER_EMAIL);
  const more = input.total - shown.length;
  const plus = input.totalIsCapped ? "+" : "";
  const searchUrl = base + input.searchPath;
  const unsubscribeUrl = base + input.unsubscribePath;
  const manageUrl = base + input.managePath;
  const homes = input.total === 1 ? "1 new property" : `${input.total}${plus} new properties`;
  const subject = `${homes} for your search: ${input.searchTitle}`;
  const greeting = input.firstName.trim() ? `Hello ${input.firstName.trim()},` : "Hello,";
  const intro = `${homes} matching your saved search "${input.searchTitle}" at ${input.agencyName}.`;

  const text = [
    greeting,
    "",
    intro,
    "",
    ...shown.flatMap((l) => [`${listingTitle(l)}`, `${listingPrice(l)}`, `${base}${propertyPath(l.id)}`, ""]),
    ...(more > 0 ? [`And ${more}${plus} more: ${searchUrl}`, ""] : [`See the search: ${searchUrl}`, ""]),
    `Manage your alerts: ${manageUrl}`,
    `Unsubscribe from this alert: ${unsubscribeUrl}`,
  ].join("\n");

  const card = (l: AlertListing) => {
    const link = `${base}${propertyPath(l.id)}`;
    const key = input.photoKeys.get(l.id);
    const photo = key
      ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(`${base}${mediaPath(DEFAULT_CARD_SIZE, key)}`)}" alt="${escapeHtml(listingTitle(l))}" width="408" height="250"></a><br>`
      : "";
    return `<p>${photo}<a href="${escapeHtml(link)}">${escapeHtml(listingTitle(l))}</a><br><strong>${escapeHtml(listingPrice(l))}</strong></p>`;
  };
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    ...shown.map(card),
    more > 0
      ? `<p><a href="${escapeHtml(searchUrl)}">And ${more}${plus} more</a></p>`
      : `<p><a href="${escapeHtml(searchUrl)}">See the search</a></p>`,
    `<p><a href="${escapeHtml(manageUrl)}">Manage your alerts</a> · <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from this alert</a></p>`,
  ].join("\n");

  return {
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
