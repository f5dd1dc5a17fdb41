// Builds the property card (domain/property-card.ts) from a search row, its photos and the theme settings.
import type { CardPhoto, PropertyCardRow } from "../db/repos/search.ts";
import type { CardPhotoLink, PropertyCard } from "../domain/property-card.ts";
import { pppwPrice, priceText, type ThemeSettings } from "../domain/pricing.ts";
import { DEFAULT_CARD_SIZE, formatMediaSize } from "../domain/media-sizes.ts";

export function cardPhotoLink(
  photo: Pick<CardPhoto, "mediaKey" | "caption">,
  address: string,
): CardPhotoLink {
  const key = encodeURIComponent(photo.mediaKey).replaceAll("%2F", "/");
  return {
    url: `/media/${formatMediaSize(DEFAULT_CARD_SIZE)}/${key}`,
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
    property_url: `/properties/${row.id}`,
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
