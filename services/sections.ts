// The further sections (issue 7 item 6): the auctions page, the antiques and agriculture sales events and
// the professional services pages, from the agency's `sections` content, with the galleries each page hands
// to the gallery modal (overlayData.galleries, keyed by the hash path).
import type {
  CardSliderView,
  Galleries,
  GalleryImage,
  GalleryLink,
  StaffContact,
} from "../modules/content/model/content-pages.ts";
import { upcomingAuctionDates } from "../modules/listings/index.ts";
import { selectStaffById } from "../modules/branches/index.ts";
import { DEFAULT_CARD_SIZE, mediaPath, widthOnly } from "../domain/media-sizes.ts";
import { overlayHash } from "../domain/overlay-paths.ts";
import {
  galleryPaths,
  type CardSlider,
  type ContentPage,
  type SalesEvent,
  type SalesEventKind,
} from "../modules/content/model/site-sections.ts";
import type { Services } from "../platform/services.ts";
import type { PropertyCard } from "../modules/listings/model/property-card.ts";
import { searchProperties } from "../modules/search/index.ts";
import { getSiteContent } from "../modules/content/index.ts";

export const cardImageUrl = (key: string) => mediaPath(DEFAULT_CARD_SIZE, key);

function galleryImages(images: { key: string; caption?: string | undefined }[]): GalleryImage[] {
  return images.map((image) => ({
    key: image.key,
    url: mediaPath(widthOnly(1160), image.key),
    caption: image.caption ?? null,
  }));
}

function galleryLink(
  path: string,
  gallery: { title: string; images: { key: string; caption?: string | undefined }[] },
): GalleryLink {
  return {
    hash: overlayHash(path),
    title: gallery.title,
    thumbnails: gallery.images
      .slice(0, 4)
      .map((image) => ({ url: cardImageUrl(image.key), alt: image.caption ?? "" })),
    count: gallery.images.length,
  };
}

export type AuctionDate = { date: string; lotCount: number; searchPath: string; lots: PropertyCard[] };
export type AuctionsPage = {
  title: string;
  introHtml: string;
  dates: AuctionDate[];
  gallery: GalleryLink | null;
  galleries: Galleries;
};

/** How many lots of each date the page shows; the date's search lists them all. */
export const LOTS_PER_DATE = 8;

/** The auctions page, or null when the agency has no auctions section. */
export async function getAuctionsPage(services: Services, now = new Date()): Promise<AuctionsPage | null> {
  const auctions = (await getSiteContent(services.db)).sections?.auctions;
  if (!auctions) return null;
  const upcoming = await upcomingAuctionDates(services.db, auctions.upcomingDates, now);
  const dates = await Promise.all(
    upcoming.map(async ({ date, lots, criteria, searchPath }) => {
      const results = await searchProperties(services, criteria);
      return { date, lotCount: lots, searchPath, lots: results.properties.slice(0, LOTS_PER_DATE) };
    }),
  );
  const path = auctions.gallery ? galleryPaths.auction(auctions.gallery.id) : null;
  return {
    title: auctions.title,
    introHtml: auctions.introHtml,
    dates,
    gallery: path && auctions.gallery ? galleryLink(path, auctions.gallery) : null,
    galleries: path && auctions.gallery ? { [path]: galleryImages(auctions.gallery.images) } : {},
  };
}

export type SalesEventPage = Omit<SalesEvent, "gallery" | "catalogue"> & {
  catalogue: (SalesEvent["catalogue"][number] & { imageUrl: string | null })[];
  gallery: GalleryLink;
  galleries: Galleries;
};

/** An antiques or agriculture sales event by its slug, or null. */
export async function getSalesEventPage(
  services: Pick<Services, "db">,
  kind: SalesEventKind,
  slug: string,
): Promise<SalesEventPage | null> {
  const events = (await getSiteContent(services.db)).sections?.salesEvents ?? [];
  const event = events.find((e) => e.kind === kind && e.slug === slug);
  if (!event) return null;
  const path = galleryPaths[kind](event.gallery.id);
  return {
    ...event,
    catalogue: event.catalogue.map((item) => ({
      ...item,
      imageUrl: item.image ? cardImageUrl(item.image) : null,
    })),
    gallery: galleryLink(path, event.gallery),
    galleries: { [path]: galleryImages(event.gallery.images) },
  };
}

export type ServicePage = Omit<ContentPage, "staffIds" | "historyImages" | "cardSliders" | "image"> & {
  imageUrl: string | null;
  staff: StaffContact[];
  historyImages: GalleryLink[];
  cardSliders: CardSliderView[];
  galleries: Galleries;
};

function cardSliderView(slider: CardSlider): CardSliderView {
  return {
    contentBlockId: slider.contentBlockId,
    title: slider.title,
    cards: slider.cards.map((card) => ({
      id: card.id,
      title: card.title,
      text: card.text ?? null,
      imageUrl: cardImageUrl(card.image),
      hash: overlayHash(galleryPaths.cardSlider(card.id, slider.contentBlockId)),
    })),
  };
}

/** A professional services page by its slug, or null. Staff ids that name nobody are left out. */
export async function getServicePage(
  services: Pick<Services, "db">,
  slug: string,
): Promise<ServicePage | null> {
  const pages = (await getSiteContent(services.db)).sections?.services ?? [];
  const page = pages.find((p) => p.slug === slug);
  if (!page) return null;
  const staffRows = await Promise.all(page.staffIds.map((id) => selectStaffById(services.db, id)));
  const galleries: Galleries = {};
  for (const gallery of page.historyImages)
    galleries[galleryPaths.history(gallery.id)] = galleryImages(gallery.images);
  for (const slider of page.cardSliders)
    for (const card of slider.cards)
      galleries[galleryPaths.cardSlider(card.id, slider.contentBlockId)] = galleryImages(card.images);
  return {
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    bodyHtml: page.bodyHtml,
    imageUrl: page.image ? mediaPath(widthOnly(1160), page.image) : null,
    staff: staffRows
      .filter((row) => row !== null)
      .map((row) => ({
        id: row.id,
        firstName: row.firstName,
        surname: row.surname,
        jobTitle: row.jobTitle,
        telephone: row.telephone,
        email: row.email,
        photoUrl: row.photoKey ? mediaPath(widthOnly(320), row.photoKey) : null,
      })),
    historyImages: page.historyImages.map((gallery) =>
      galleryLink(galleryPaths.history(gallery.id), gallery),
    ),
    cardSliders: page.cardSliders.map(cardSliderView),
    galleries,
  };
}
