// The further sections (spec §1 "auctions, antiques, agriculture and professional services"; issue 7 item 6),
// as the agency's content under the key `sections` (modules/content/model/site-content.ts). Every gallery here opens in the
// gallery modal under its hash (spec §2): #/property-auction-sales-event/{id}, #/antiques-sales-event/{id},
// #/agricultural-sales-event/{id}, #/history-images/{id}, #/gallery-card-slider-expand/{id}/{contentBlockId}.
import { z } from "zod";
import {
  agricultureGalleryOverlay,
  antiquesGalleryOverlay,
  auctionGalleryOverlay,
  cardSliderGalleryOverlay,
  historyImagesOverlay,
} from "../../../domain/overlay-paths.ts";
import { isCalendarDay } from "../../../domain/calendar-day.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import { SALES_EVENT_KINDS, type SalesEventKind } from "./site-section-kinds.ts";

/** A key of the media store (the shared image pool, served under /media/…). */
const mediaKey = z
  .string()
  .regex(/^[a-z0-9][a-z0-9/_-]*\.(?:jpg|jpeg|png|webp)$/, "a media key like pool/photo-01.jpg");
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "a slug of lower-case letters, digits and hyphens");
const galleryId = z.number().int().positive();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "a date like 2026-03-14", abort: true })
  .refine(isCalendarDay, "a date like 2026-03-14");
/** Agency-written rich text: sanitised whenever it is parsed, as the fee text is. */
const html = z.string().transform(sanitiseHtml);

export const galleryImageSchema = z.object({ key: mediaKey, caption: z.string().optional() });

const gallerySchema = z.object({
  id: galleryId,
  title: z.string().min(1),
  images: z.array(galleryImageSchema).min(1),
});

// A card slider whose cards expand into #/gallery-card-slider-expand/{card id}/{contentBlockId}.
export const cardSliderSchema = z.object({
  contentBlockId: slug,
  title: z.string().min(1),
  cards: z
    .array(
      z.object({
        id: galleryId,
        title: z.string().min(1),
        text: z.string().optional(),
        image: mediaKey,
        images: z.array(galleryImageSchema).min(1),
      }),
    )
    .min(1),
});
export type CardSlider = z.infer<typeof cardSliderSchema>;

export { SALES_EVENT_KINDS, type SalesEventKind };

const salesEventSchema = z.object({
  kind: z.enum(SALES_EVENT_KINDS),
  slug,
  title: z.string().min(1),
  date: isoDate,
  venue: z.string().min(1),
  summary: z.string().min(1),
  descriptionHtml: html,
  catalogue: z.array(
    z.object({
      lot: z.string().min(1),
      title: z.string().min(1),
      /** "£400 to £600": an estimate as the auctioneer words it. */
      estimate: z.string().optional(),
      image: mediaKey.optional(),
    }),
  ),
  gallery: gallerySchema,
});
export type SalesEvent = z.infer<typeof salesEventSchema>;

const auctionsSchema = z.object({
  title: z.string().min(1),
  introHtml: html,
  /** The property auction's gallery (the room, past sales): #/property-auction-sales-event/{id}. */
  gallery: gallerySchema.optional(),
  /** How many upcoming auction dates the page lists. */
  upcomingDates: z.number().int().min(1).max(12).default(4),
});

const contentPageSchema = z.object({
  slug,
  title: z.string().min(1),
  summary: z.string().min(1),
  bodyHtml: html,
  image: mediaKey.optional(),
  /** Staff members to contact about this service (#/contact-staff-member/{id}). */
  staffIds: z.array(z.number().int().positive()).default([]),
  historyImages: z.array(gallerySchema).default([]),
  cardSliders: z.array(cardSliderSchema).default([]),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const sectionsSchema = z
  .object({
    auctions: auctionsSchema.optional(),
    salesEvents: z.array(salesEventSchema).default([]),
    /** Professional services: content pages at /services/{slug}. */
    services: z.array(contentPageSchema).default([]),
  })
  .superRefine((sections, ctx) => {
    // Each hash names one gallery, so ids must be unique per hash (and slugs per page kind).
    const unique = (values: { value: string | number; path: (string | number)[] }[], what: string) => {
      const seen = new Set<string | number>();
      for (const { value, path } of values) {
        if (seen.has(value)) ctx.addIssue({ code: "custom", path, message: `duplicate ${what} ${value}` });
        seen.add(value);
      }
    };
    for (const kind of SALES_EVENT_KINDS) {
      const events = sections.salesEvents.map((e, i) => ({ e, i })).filter(({ e }) => e.kind === kind);
      unique(
        events.map(({ e, i }) => ({ value: e.slug, path: ["salesEvents", i, "slug"] })),
        `${kind} slug`,
      );
      unique(
        events.map(({ e, i }) => ({ value: e.gallery.id, path: ["salesEvents", i, "gallery", "id"] })),
        `${kind} gallery id`,
      );
    }
    unique(
      sections.services.map((p, i) => ({ value: p.slug, path: ["services", i, "slug"] })),
      "services slug",
    );
    unique(
      sections.services.flatMap((p, i) =>
        p.historyImages.map((g, j) => ({ value: g.id, path: ["services", i, "historyImages", j, "id"] })),
      ),
      "history images id",
    );
    unique(
      sections.services.flatMap((p, i) =>
        p.cardSliders.map((s, j) => ({
          value: s.contentBlockId,
          path: ["services", i, "cardSliders", j, "contentBlockId"],
        })),
      ),
      "card slider contentBlockId",
    );
  });
export type Sections = z.infer<typeof sectionsSchema>;

/** Spec §2 gallery hashes of the sections, by the kind of gallery. */
export const galleryPaths = {
  auction: auctionGalleryOverlay,
  antiques: antiquesGalleryOverlay,
  agriculture: agricultureGalleryOverlay,
  history: historyImagesOverlay,
  cardSlider: cardSliderGalleryOverlay,
} as const;
