// What a visitor was shown of a listing (issue 41 "Evidence"): the advert's words, price and qualifier, material
// information, photos (by key) and the facts its badges are drawn from, as one snapshot kept with the time it was
// live. A new version starts only when the snapshot changes; the badges ("NEW Listing!", "Reduced") are not stored
// but drawn again for the moment asked about, from the stored facts by the site's own rule, since they change with
// the clock and not with any write. Pure.
import type { Listing, ListingMedia } from "../../../domain/agency.ts";
import { cardTags, type CardTag } from "../../listings/model/card-tags.ts";

export type AdvertPhoto = { kind: "photo" | "floorplan" | "epc"; key: string; caption: string | null };

export type AdvertSnapshot = {
  reference: string;
  displayAddress: string;
  postcode: string;
  channel: Listing["channel"];
  status: Listing["status"];
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  priceFrequency: Listing["priceFrequency"];
  rentFrequency: Listing["rentFrequency"];
  quotedPrice: number | null;
  deposit: number | null;
  propertyType: string;
  bedrooms: number;
  bathrooms: number;
  receptionRooms: number;
  tenure: string | null;
  epcRating: string | null;
  furnished: string | null;
  availableFrom: string | null;
  summary: string;
  description: string;
  keyFeatures: string[];
  tags: string[];
  materialInformation: Listing["materialInformation"];
  /** The facts the badges are drawn from (ISO times). */
  createdAt: string;
  reducedAt: string | null;
  auctionDate: string | null;
  exchangedPrice: number | null;
  photos: AdvertPhoto[];
};

const SHOWN_MEDIA = new Set(["photo", "floorplan", "epc"]);

/** A listing as its page shows it now: what a version keeps. Media in display order, images only. */
export function advertSnapshot(listing: Listing, media: readonly ListingMedia[]): AdvertSnapshot {
  return {
    reference: listing.reference,
    displayAddress: listing.displayAddress,
    postcode: listing.postcode,
    channel: listing.channel,
    status: listing.status,
    price: listing.price,
    poa: listing.poa,
    priceQualifier: listing.priceQualifier,
    priceFrequency: listing.priceFrequency,
    rentFrequency: listing.rentFrequency,
    quotedPrice: listing.quotedPrice,
    deposit: listing.deposit,
    propertyType: listing.propertyType,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    receptionRooms: listing.receptionRooms,
    tenure: listing.tenure,
    epcRating: listing.epcRating,
    furnished: listing.furnished,
    availableFrom: listing.availableFrom,
    summary: listing.summary,
    description: listing.description,
    keyFeatures: [...listing.keyFeatures],
    tags: [...listing.tags],
    materialInformation: listing.materialInformation,
    createdAt: new Date(listing.createdAt).toISOString(),
    reducedAt: listing.reducedAt ? new Date(listing.reducedAt).toISOString() : null,
    auctionDate: listing.auctionDate,
    exchangedPrice: listing.exchangedPrice,
    photos: [...media]
      .filter((item) => SHOWN_MEDIA.has(item.kind) && item.mediaKey)
      .sort((a, b) => a.kind.localeCompare(b.kind) || a.position - b.position || a.id - b.id)
      .map((item) => ({
        kind: item.kind as AdvertPhoto["kind"],
        key: item.mediaKey!,
        caption: item.caption,
      })),
  };
}

/** Whether visitors see the listing at all: a version is live only while this holds. */
export const isAdvertised = (listing: Pick<Listing, "status" | "heldBack">) =>
  listing.status !== "withdrawn" && !listing.heldBack;

/** The badges the version showed at `at`, by the site's own rule (the SSTC setting as the site has it now). */
export function badgesAt(
  snapshot: AdvertSnapshot,
  at: Date,
  settings: { displaySstcStatusAsSold: boolean },
): CardTag[] {
  return cardTags(snapshot, settings, at);
}

/** One snapshot as text that is the same for the same snapshot (keys in a fixed order), for its hash. */
export function snapshotText(snapshot: AdvertSnapshot): string {
  return JSON.stringify(snapshot, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/** A version of the advert as kept: the snapshot and when it was live (`liveTo` null: live now). */
export type AdvertVersion = {
  id: number;
  liveFrom: Date;
  liveTo: Date | null;
  snapshot: AdvertSnapshot;
};

/** The version live at `at`, if any: from its start (inclusive) to its end (exclusive). */
export function versionLiveAt<T extends Pick<AdvertVersion, "liveFrom" | "liveTo">>(
  versions: readonly T[],
  at: Date,
): T | null {
  return (
    versions.find(
      (version) =>
        version.liveFrom.getTime() <= at.getTime() &&
        (!version.liveTo || at.getTime() < version.liveTo.getTime()),
    ) ?? null
  );
}
