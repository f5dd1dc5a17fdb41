// What the search-engine and sharing tags read from a property page's details (services/property-page.ts
// PropertyDetails has all of it), and the wording they share.
import type { PropertyDetails } from "../../../../modules/listings/model/property-details.ts";
import { GALLERY_WIDTHS, mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { propertyPath } from "../../../../domain/urls.ts";

export type SeoDetails = Pick<
  PropertyDetails,
  | "id"
  | "channel"
  | "status"
  | "price"
  | "poa"
  | "priceFrequency"
  | "bedrooms"
  | "bathrooms"
  | "receptionRooms"
  | "propertyType"
  | "tags"
  | "houseName"
  | "houseNumber"
  | "street"
  | "locality"
  | "town"
  | "county"
  | "postcode"
  | "displayAddress"
  | "latitude"
  | "longitude"
  | "placement"
  | "squareFeet"
  | "summary"
> & {
  card: Pick<PropertyDetails["card"], "price">;
  photos: Pick<PropertyDetails["photos"][number], "key" | "caption">[];
};

/** design §5: the one URL a property page is known by, whatever path reached it. */
export function canonicalPropertyUrl(id: number, publicUrl: string): string {
  return new URL(propertyPath(id), publicUrl).href;
}

/** "3 bedroom semi-detached house for sale in Bristol"; without bedrooms, "Office to let in Bath". */
export function propertyHeadline(
  details: Pick<SeoDetails, "bedrooms" | "propertyType" | "channel" | "town">,
) {
  const type = details.propertyType.trim();
  const what = details.bedrooms > 0 ? `${details.bedrooms} bedroom ${type.toLowerCase()}` : type;
  return `${what} ${details.channel === "sales" ? "for sale" : "to let"} in ${details.town}`;
}

// spec §9 Media: the largest gallery width, what link previews show full-bleed.
export const SHARE_IMAGE_WIDTH = Math.max(...GALLERY_WIDTHS);

/** A photo at a gallery width as an absolute address (sharing cards and crawlers need one). */
export function absolutePhotoUrl(key: string, publicUrl: string, width: number = SHARE_IMAGE_WIDTH): string {
  return new URL(mediaPath(widthOnly(width), key), publicUrl).href;
}
