// /sitemap.xml (issue 4 item 8): the live listings at their canonical /properties/{id} with their last
// change, plus the site's own pages. A large agency gets an index of several files (sitemap-xml.ts).
import { countLiveListings, selectLiveListingStamps } from "../db/repos/sitemap.ts";
import { channelSearchPath } from "../domain/search/url.ts";
import { homePath, propertyPath } from "../domain/urls.ts";
import type { Services } from "./index.ts";
import {
  LISTINGS_PER_SITEMAP,
  sitemapFileCount,
  sitemapIndexXml,
  urlsetXml,
  type SitemapEntry,
} from "./sitemap-xml.ts";

// The pages of the site that are not listings and exist today (app/routes.ts): the home page and the two
// search entry pages. Add content pages here as their routes land.
export const SITE_PAGES: readonly string[] = [
  homePath(),
  channelSearchPath("sales"),
  channelSearchPath("lettings"),
];

/** The XML for /sitemap.xml (page null) or one of its files; null when that file does not exist. */
export async function getSitemapXml(services: Services, page: number | null): Promise<string | null> {
  const { db, config } = services;
  const files = sitemapFileCount(await countLiveListings(db));
  if (page === null && files > 1) return sitemapIndexXml(files, config.publicUrl);
  const file = page ?? 1;
  if (!Number.isSafeInteger(file) || file < 1 || file > files) return null;

  const listings = await selectLiveListingStamps(db, {
    offset: (file - 1) * LISTINGS_PER_SITEMAP,
    limit: LISTINGS_PER_SITEMAP,
  });
  const entries: SitemapEntry[] = [
    ...(file === 1 ? SITE_PAGES.map((path) => ({ path, lastModified: null })) : []),
    ...listings.map(({ id, updatedAt }) => ({ path: propertyPath(id), lastModified: updatedAt })),
  ];
  return urlsetXml(entries, config.publicUrl);
}
