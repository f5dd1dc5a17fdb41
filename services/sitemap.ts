// /sitemap.xml (issue 4 item 8): the live listings at their canonical /properties/{id} with their last
// change, the site's own pages, and the landing page of every place with listings (issue 18). A large agency
// gets an index of several files (sitemap-xml.ts), each holding the next LISTINGS_PER_SITEMAP of that list.
import { countLiveListings, selectLiveListingStamps } from "../db/repos/sitemap.ts";
import { CHANNELS } from "../modules/search/model/criteria.ts";
import { channelSearchPath } from "../modules/search/model/url.ts";
import { homePath, propertyPath } from "../domain/urls.ts";
import { publicReads, type Services } from "../platform/services.ts";
import { sitePagePaths } from "./site-pages.ts";
import { housePricesPaths } from "../modules/open-data/index.ts";
import {
  LISTINGS_PER_SITEMAP,
  sitemapFileCount,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
} from "./sitemap-xml.ts";
import { landingLink, listedPlaces } from "../modules/search/index.ts";

// The pages of the site that are not listings and exist today (app/routes.ts): the home page and the two
// search entry pages. The agency's own pages (/privacy, /contact…) come from the site content.
export const SITE_PAGES: readonly string[] = [
  homePath(),
  channelSearchPath("sales"),
  channelSearchPath("lettings"),
];

/**
 * The site's pages, the agency's own pages (issue 16: /privacy, /contact…), then each place's landing page
 * with listings (sales, then lettings; by place), then the house-prices pages of those places (issue 17).
 */
async function pagePaths(services: Services): Promise<string[]> {
  const [listed, agencyPages, housePrices] = await Promise.all([
    listedPlaces(services.db),
    sitePagePaths(services),
    housePricesPaths(services),
  ]);
  const landings = CHANNELS.flatMap((channel) =>
    [...listed[channel].values()].map((place) => landingLink(place, channel).path),
  );
  return [...SITE_PAGES, ...agencyPages, ...landings, ...housePrices];
}

/** The XML for /sitemap.xml (page null) or one of its files; null when that file does not exist. */
export async function getSitemapXml(site: Services, page: number | null): Promise<string | null> {
  // A group site's sitemap lists its members' listings on its pages too (docs/decisions/034).
  const services = publicReads(site);
  const { db, config } = services;
  const [pages, liveListings] = await Promise.all([pagePaths(services), countLiveListings(db)]);
  const files = sitemapFileCount(pages.length + liveListings);
  if (page === null && files > 1) return sitemapIndexXml(files, config.publicUrl);
  const file = page ?? 1;
  if (!Number.isSafeInteger(file) || file < 1 || file > files) return null;

  // This file's slice of [pages…, listings…].
  const start = (file - 1) * LISTINGS_PER_SITEMAP;
  const end = start + LISTINGS_PER_SITEMAP;
  const listingStart = Math.max(0, start - pages.length);
  const listings = await selectLiveListingStamps(db, {
    offset: listingStart,
    limit: Math.max(0, end - pages.length - listingStart),
  });
  const entries: SitemapEntry[] = [
    ...pages.slice(start, end).map((path) => ({ path, lastModified: null })),
    ...listings.map(({ id, updatedAt }) => ({ path: propertyPath(id), lastModified: updatedAt })),
  ];
  return urlsetXml(entries, config.publicUrl);
}
