// The home page blocks under the hero (spec §2 "Home page blocks"): the agency's `homeBlocks` content, each
// block with the data it shows. A block whose data is absent or empty is left out, so the page never shows
// an empty slider.
import { cardSettingsOf } from "../modules/content/model/default-theme.ts";
import { embedUrl } from "../modules/content/model/video-embeds.ts";
import {
  videoUrlsOf,
  type CardSettings,
  type HomeBlock,
  type LoadedBlock,
  type Review,
} from "../modules/content/model/home-blocks.ts";
import { EMPTY_CRITERIA, type SearchChannel, type SearchCriteria } from "../modules/search/model/criteria.ts";
import { buildSearchPath, parseLocatedSearchPath } from "../modules/search/model/url.ts";
import { locateSearch, SearchInputError, searchProperties } from "../modules/search/index.ts";
import {
  latestArticles,
  SITE_CONTENT_TTL_MS,
  cachedPerDb,
  getSiteContent,
} from "../modules/content/index.ts";
import { officeCards } from "../modules/branches/index.ts";
import type { Db } from "../db/client.ts";
import type { Services } from "../platform/services.ts";
import type { PropertyCard } from "../modules/listings/model/property-card.ts";

type Context = { services: Services; reviews: Review[]; cardSettings: CardSettings; now: number };

const FEATURED_TAG = "featured";

async function newestCards(
  services: Services,
  criteria: Omit<SearchCriteria, "channel">,
  limit: number,
): Promise<PropertyCard[]> {
  const channels: SearchChannel[] = ["sales", "lettings"];
  const results = await Promise.all(
    channels.map((channel) => searchProperties(services, { ...criteria, channel })),
  );
  return results
    .flatMap((r) => r.properties)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.property_id - a.property_id)
    .slice(0, limit);
}

/** Listings tagged "featured", newest first; the newest available listings when none is tagged. */
async function featuredCards(services: Services, limit: number): Promise<PropertyCard[]> {
  const base = { ...EMPTY_CRITERIA, sorted: "most-recent-first" as const };
  const tagged = await newestCards(services, { ...base, tags: [FEATURED_TAG] }, limit);
  return tagged.length ? tagged : newestCards(services, { ...base, tags: [] }, limit);
}

/** A search naming a place id that does not exist: the block is left out, as for a bad path. */
function unknownPlace(error: unknown): null {
  if (error instanceof SearchInputError) return null;
  throw error;
}

async function loadBlock(block: HomeBlock, ctx: Context): Promise<LoadedBlock | null> {
  const { services } = ctx;
  switch (block.type) {
    case "propertyCardSlider": {
      let cards: PropertyCard[];
      let searchPath: string | null = null;
      if (block.query === "featured") {
        cards = await featuredCards(services, block.limit);
      } else {
        // Issue 18: a block may name its place by slug, as the canonical URL does (/search/sales/bristol).
        const parsed = parseLocatedSearchPath(block.query);
        const location = parsed.ok ? await locateSearch(services.db, parsed).catch(unknownPlace) : null;
        if (!parsed.ok || location?.kind !== "found") {
          services.logger.warn(
            { contentId: block.contentId, error: parsed.ok ? "the place is unknown" : parsed.error },
            "home block: bad search path",
          );
          return null;
        }
        searchPath = buildSearchPath(location.criteria, { place: location.place });
        cards = (await searchProperties(services, location.criteria)).properties.slice(0, block.limit);
      }
      if (!cards.length) return null;
      const { type, contentId, title } = block;
      return { type, contentId, title, searchPath, cards, cardSettings: ctx.cardSettings, now: ctx.now };
    }
    case "linkCardDropdown":
      return {
        type: block.type,
        contentId: block.contentId,
        title: block.title,
        label: block.label,
        items: block.items,
      };
    case "miniBranchSearch":
      return { type: block.type, contentId: block.contentId, title: block.title, text: block.text ?? null };
    case "articleSlider": {
      const topic = block.topic ?? null;
      const articles = await latestArticles(services, { topic, limit: block.limit });
      if (!articles.length) return null;
      return { type: block.type, contentId: block.contentId, title: block.title, topic, articles };
    }
    case "officeSlider": {
      const offices = await officeCards(services);
      if (!offices.length) return null;
      return { type: block.type, contentId: block.contentId, title: block.title, offices };
    }
    case "reviewSlider":
      if (!ctx.reviews.length) return null;
      return { type: block.type, contentId: block.contentId, title: block.title, reviews: ctx.reviews };
    case "videoSection": {
      const embeds = videoUrlsOf(block)
        .map(embedUrl)
        .filter((url): url is string => url !== null);
      if (!embeds.length) return null;
      return {
        type: block.type,
        contentId: block.contentId,
        title: block.title ?? null,
        subtitle: block.subtitle,
        description: block.description,
        embeds,
      };
    }
  }
}

/**
 * Every configured home block with its data, in the agency's order. A block that fails to load is logged
 * and left out rather than failing the home page.
 */
export async function readHomeBlocks(services: Services): Promise<LoadedBlock[]> {
  const content = await getSiteContent(services.db);
  const blocks = content.homeBlocks ?? [];
  if (!blocks.length) return [];
  const ctx: Context = {
    services,
    reviews: content.reviews ?? [],
    cardSettings: cardSettingsOf(content.theme),
    now: Date.now(),
  };
  const loaded = await Promise.all(
    blocks.map((block) =>
      loadBlock(block, ctx).catch((error: unknown) => {
        services.logger.error({ err: error, contentId: block.contentId }, "home block failed to load");
        return null;
      }),
    ),
  );
  return loaded.filter((block): block is LoadedBlock => block !== null);
}

// The blocks are the same for every visitor and the home page is the busiest page: like the site content, they
// are read at most once per SITE_CONTENT_TTL_MS per database (listings and articles show up seconds late).
const servicesOfDb = new WeakMap<Db, Services>();
const cachedHomeBlocks = cachedPerDb((db) => readHomeBlocks(servicesOfDb.get(db)!), SITE_CONTENT_TTL_MS);

/** readHomeBlocks, shared by every request within SITE_CONTENT_TTL_MS. */
export function loadHomeBlocks(services: Services): Promise<LoadedBlock[]> {
  servicesOfDb.set(services.db, services);
  return cachedHomeBlocks(services.db);
}
