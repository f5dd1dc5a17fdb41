// The property card of spec §3, in the spec's field names: what /search.ljson returns and the results page
// renders. Built from a search row, its photos and the theme settings.
import type { CardPhoto, PropertyCardRow } from "../db/repos/search.ts";
import type { PropertyStatus } from "../domain/card-tags.ts";
import { pppwPrice, priceText, type ThemeSettings } from "../domain/pricing.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../domain/media-sizes.ts";
import { propertyPath } from "../domain/urls.ts";

export type CardPhotoLink = {
  /** The default card size, 408×250 (spec §9 Media). */
  url: string;
  imageAlt: string;
};

export type PropertyCard = {
  property_id: number;
  /** "Guide Price £325,000", "£1,200 pcm", "POA" (spec §3): the label before £, the amount after it. */
  price: string;
  /** The price as a number in its own frequency (pounds; lettings per month; commercial rents per year). */
  priceValue: number | null;
  /** spec §9: student weekly price per person (domain/pricing.ts pppwPrice) when the theme asks; else null. */
  pppw_price: number | null;
  display_address: string;
  property_channel: "sales" | "lettings";
  property_url: string;
  photos: CardPhotoLink[];
  bedrooms: number;
  bathrooms: number;
  receptionRooms: number;
  /** ISO 8601. */
  createdAt: string;
  /** available, under_offer, sstc, sold, exchanged, completed, let_agreed or let. */
  status: PropertyStatus;
  tags: string[];
  exchangedPrice: number | null;
  disposal: string | null;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  propertyType: string;
  /** The agency's own site: always null (no sub-sites). */
  subdomain: null;
  acreage: number | null;
  latitude: number;
  longitude: number;
};

export function cardPhotoLink(
  photo: Pick<CardPhoto, "mediaKey" | "caption">,
  address: string,
): CardPhotoLink {
  return {
    url: mediaPath(DEFAULT_CARD_SIZE, photo.mediaKey),
    // The caption alone ("Kitchen") says little out of context; the address says which home it is.
    imageAlt: photo.caption ? `${photo.caption}, ${address}` : address,
  };
}

export function toPropertyCard(
  row: PropertyCardRow,
  photos: Pick<CardPhoto, "mediaKey" | "caption">[],
  settings: Pick<ThemeSettings, "displayStudentPropertyAsPppw" | "displayPppwWithoutBedroomDivision">,
): PropertyCard {
  return {
    property_id: row.id,
    price: priceText({
      price: row.price,
      poa: row.poa,
      qualifier: row.priceQualifier,
      frequency: row.priceFrequency,
      channel: row.channel,
    }),
    priceValue: row.price,
    pppw_price: pppwPrice(
      { channel: row.channel, priceValue: row.price, bedrooms: row.bedrooms, tags: row.tags },
      settings,
    ),
    display_address: row.displayAddress,
    property_channel: row.channel,
    property_url: propertyPath(row.id),
    photos: photos.map((photo) => cardPhotoLink(photo, row.displayAddress)),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    receptionRooms: row.receptionRooms,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    tags: row.tags,
    exchangedPrice: row.exchangedPrice,
    disposal: row.disposal,
    auctionDate: row.auctionDate,
    propertyType: row.propertyType,
    subdomain: null,
    acreage: row.acreage,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
