// Builds the property card (modules/listings/model/property-card.ts) from a search row, its photos and the theme settings.
import type { Db } from "../../../db/client.ts";
import { selectCardPhotos, type CardPhoto, type CardSourceRow } from "../repos/search.ts";
import type { CardPhotoLink, PropertyCard } from "../../listings/model/property-card.ts";
import { listingPriceText, pppwPrice, type ThemeSettings } from "../../../domain/pricing.ts";
import { DEFAULT_CARD_SIZE, mediaPath } from "../../../domain/media-sizes.ts";
import { propertyPath } from "../../../domain/urls.ts";
import { chargesWithPrice } from "../../advert-rules/model/price-honesty.ts";

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

type CardSettings = Pick<ThemeSettings, "displayStudentPropertyAsPppw" | "displayPppwWithoutBedroomDivision">;

/** Cards of the rows, each with its own photos out of `photos` (the photos of all of them). */
export function cardsWithPhotos(
  rows: readonly CardSourceRow[],
  photos: readonly CardPhoto[],
  settings: CardSettings,
): PropertyCard[] {
  // Map.groupBy would do, but Node 20 lacks it.
  const photosOf = new Map<number, CardPhoto[]>();
  for (const photo of photos)
    photosOf.set(photo.propertyId, [...(photosOf.get(photo.propertyId) ?? []), photo]);
  return rows.map((row) => toPropertyCard(row, photosOf.get(row.id) ?? [], settings));
}

/** Cards of the rows with their photos, read in one query. */
export async function loadPropertyCards(
  db: Db,
  rows: readonly CardSourceRow[],
  settings: CardSettings,
): Promise<PropertyCard[]> {
  const photos = await selectCardPhotos(
    db,
    rows.map((row) => row.id),
  );
  return cardsWithPhotos(rows, photos, settings);
}

export function toPropertyCard(
  row: CardSourceRow,
  photos: Pick<CardPhoto, "mediaKey" | "caption">[],
  settings: CardSettings,
): PropertyCard {
  return {
    property_id: row.id,
    price: listingPriceText(row),
    priceValue: row.price,
    pppw_price: pppwPrice(
      { channel: row.channel, priceValue: row.price, bedrooms: row.bedrooms, tags: row.tags },
      settings,
    ),
    charges: chargesWithPrice({ channel: row.channel, materialInformation: row.materialInformation }),
    display_address: row.displayAddress,
    property_channel: row.channel,
    property_url: propertyPath(row.id),
    photos: photos.map((photo) => cardPhotoLink(photo, row.displayAddress)),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    receptionRooms: row.receptionRooms,
    createdAt: row.createdAt.toISOString(),
    reducedAt: row.reducedAt?.toISOString() ?? null,
    status: row.status,
    tags: row.tags,
    exchangedPrice: row.exchangedPrice,
    disposal: row.disposal,
    auctionDate: row.auctionDate,
    propertyType: row.propertyType,
    subdomain: null,
    marketedBy: row.marketedBy ?? null,
    acreage: row.acreage,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}
