// The property page's <head> for search engines and link previews (issue 4 item 8): title, description,
// canonical link, Open Graph and Twitter card. Returned as React Router meta descriptors for the route's
// `meta` export.
import type { MetaDescriptor } from "react-router";
import { absolutePhotoUrl, canonicalPropertyUrl, propertyHeadline, type SeoDetails } from "./seo-details.ts";

// Search engines cut descriptions at about this many characters; a whole word and an ellipsis read better.
export const DESCRIPTION_MAX_LENGTH = 160;

/** "Guide Price £325,000. A bright family home…", at most DESCRIPTION_MAX_LENGTH characters. */
export function propertyDescription(
  details: Pick<SeoDetails, "card" | "summary" | "displayAddress">,
): string {
  const summary = details.summary.replace(/\s+/g, " ").trim() || details.displayAddress;
  return truncateAtWord(`${details.card.price}. ${summary}`, DESCRIPTION_MAX_LENGTH);
}

export function truncateAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/**
 * Meta descriptors of a property page. `siteName` is the agency's name (the header's agencyName).
 * og:image is the first photo at the largest gallery width (spec §9 Media: 1160), at an absolute URL.
 */
export function propertyMeta(details: SeoDetails, publicUrl: string, siteName: string): MetaDescriptor[] {
  const title = `${propertyHeadline(details)} | ${siteName}`;
  const description = propertyDescription(details);
  const url = canonicalPropertyUrl(details.id, publicUrl);
  const photo = details.photos[0];
  const image = photo ? absolutePhotoUrl(photo.key, publicUrl) : null;
  const imageAlt = photo?.caption ? `${photo.caption}, ${details.displayAddress}` : details.displayAddress;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: "en_GB" },
    ...(image
      ? [
          { property: "og:image", content: image },
          { property: "og:image:alt", content: imageAlt },
        ]
      : []),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    ...(image
      ? [
          { name: "twitter:image", content: image },
          { name: "twitter:image:alt", content: imageAlt },
        ]
      : []),
  ];
}
