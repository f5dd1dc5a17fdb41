// Spec §2 "Home page blocks": the blocks under the hero, in the agency's order, each keyed by its content id.
// Content key `homeBlocks` (modules/content/model/site-content.ts). A site without it shows no blocks.
import { z } from "zod";
import type { ArticleCard } from "./articles.ts";
import type { BranchListItem } from "../../branches/model/branch-list.ts";
import type { PropertyCard } from "../../listings/model/property-card.ts";
import type { Theme } from "./site-content.ts";

const contentId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, "a content id of lower-case letters, digits and hyphens");

/** A canonical search path such as /search/sales/gid-2654675/most-recent-first ("new in Bristol"). */
const searchPath = z
  .string()
  .regex(/^\/search\/(sales|lettings)(\/[^\s?#]*)?$/, "a path like /search/sales/…");

export const MAX_SLIDER_CARDS = 12;

const propertyCardSliderSchema = z.object({
  type: z.literal("propertyCardSlider"),
  contentId,
  title: z.string().min(1),
  /**
   * A saved search path, or "featured": listings tagged "featured" in either channel, newest first (the
   * newest available listings when none is tagged).
   */
  query: z.union([searchPath, z.literal("featured")]),
  limit: z.number().int().min(1).max(MAX_SLIDER_CARDS).default(8),
});

export const linkCardSchema = z.object({
  title: z.string().min(1),
  text: z.string().optional(),
  url: z.string().min(1),
  /** A key of the media store (the shared image pool), shown at card size. */
  image: z.string().optional(),
  /** 'B' opens in a new tab, as menu items do (spec §3 "Menu"). */
  target: z.enum(["B"]).nullish(),
});
export type LinkCard = z.infer<typeof linkCardSchema>;

const linkCardDropdownSchema = z.object({
  type: z.literal("linkCardDropdown"),
  contentId,
  title: z.string().min(1),
  /** The dropdown's label: choosing an entry shows that card's link. */
  label: z.string().min(1).default("I'm looking to"),
  items: z.array(linkCardSchema).min(1),
});

const miniBranchSearchSchema = z.object({
  type: z.literal("miniBranchSearch"),
  contentId,
  title: z.string().min(1),
  text: z.string().optional(),
});

const articleSliderSchema = z.object({
  type: z.literal("articleSlider"),
  contentId,
  title: z.string().min(1),
  topic: z.string().min(1).optional(),
  limit: z.number().int().min(1).max(MAX_SLIDER_CARDS).default(6),
});

const officeSliderSchema = z.object({
  type: z.literal("officeSlider"),
  contentId,
  title: z.string().min(1),
});

const reviewSliderSchema = z.object({
  type: z.literal("reviewSlider"),
  contentId,
  title: z.string().min(1),
});

// Spec §3 "Video section: videoUrls or videoUrl, subtitle, description".
const videoSectionSchema = z
  .object({
    type: z.literal("videoSection"),
    contentId,
    title: z.string().min(1).optional(),
    videoUrls: z.array(z.string().url()).optional(),
    videoUrl: z.string().url().optional(),
    subtitle: z.string().min(1),
    description: z.string().min(1),
  })
  .refine((v) => Boolean(v.videoUrl) || Boolean(v.videoUrls?.length), {
    message: "a video section needs videoUrls or videoUrl",
    path: ["videoUrls"],
  });

export const homeBlockSchema = z.discriminatedUnion("type", [
  propertyCardSliderSchema,
  linkCardDropdownSchema,
  miniBranchSearchSchema,
  articleSliderSchema,
  officeSliderSchema,
  reviewSliderSchema,
  videoSectionSchema,
]);
export type HomeBlock = z.infer<typeof homeBlockSchema>;
export type HomeBlockType = HomeBlock["type"];

export const homeBlocksSchema = z.array(homeBlockSchema).superRefine((blocks, ctx) => {
  const seen = new Set<string>();
  blocks.forEach((block, index) => {
    if (seen.has(block.contentId))
      ctx.addIssue({
        code: "custom",
        path: [index, "contentId"],
        message: `duplicate content id ${block.contentId}`,
      });
    seen.add(block.contentId);
  });
});
export type HomeBlocks = z.infer<typeof homeBlocksSchema>;

/** The video section's links in order: videoUrls, or the single videoUrl. */
export function videoUrlsOf(block: {
  videoUrls?: string[] | undefined;
  videoUrl?: string | undefined;
}): string[] {
  if (block.videoUrls?.length) return block.videoUrls;
  return block.videoUrl ? [block.videoUrl] : [];
}

// What the home page renders of each block: the block's content with the data it shows (services/home-blocks.ts).
export type Review = {
  quote: string;
  author: string;
  rating: number;
  source?: string | undefined;
  date?: string | undefined;
};
export type CardSettings = Pick<
  Theme["settings"],
  "displaySstcStatusAsSold" | "displayAcreageIconOnPropertyResults"
>;

export type LoadedBlock =
  | {
      type: "propertyCardSlider";
      contentId: string;
      title: string;
      /** Where "View all" goes: the saved search, or null for featured listings. */
      searchPath: string | null;
      cards: PropertyCard[];
      cardSettings: CardSettings;
      /** The server's clock for the cards' 'NEW' tags, so both renders agree. */
      now: number;
    }
  | { type: "linkCardDropdown"; contentId: string; title: string; label: string; items: LinkCard[] }
  | { type: "miniBranchSearch"; contentId: string; title: string; text: string | null }
  | { type: "articleSlider"; contentId: string; title: string; topic: string | null; articles: ArticleCard[] }
  | { type: "officeSlider"; contentId: string; title: string; offices: BranchListItem[] }
  | { type: "reviewSlider"; contentId: string; title: string; reviews: Review[] }
  | {
      type: "videoSection";
      contentId: string;
      title: string | null;
      subtitle: string;
      description: string;
      /** Player URLs of the links we embed; links from other hosts are left out. */
      embeds: string[];
    };
