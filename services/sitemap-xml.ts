// The text of /sitemap.xml (sitemaps.org protocol 0.9) and /robots.txt (RFC 9309). Pure: no I/O.
import { escapeHtml } from "../domain/escape-html.ts";
import { sitemapPath } from "../domain/urls.ts";

export type SitemapEntry = { path: string; lastModified: Date | null };

// sitemaps.org: "no more than 50,000 URLs" a file. The site's pages, the places' landing pages and the
// listings fill each file up to this, well inside the limit.
export const LISTINGS_PER_SITEMAP = 45_000;

/** How many sitemap files these many URLs need: more than one turns /sitemap.xml into an index. */
export function sitemapFileCount(urls: number): number {
  return Math.max(1, Math.ceil(urls / LISTINGS_PER_SITEMAP));
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlsetXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeHtml(new URL(path, publicUrl).href)}</loc>${lastmod}</url>`;
  });
  return `${HEADER}<urlset ${NAMESPACE}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(fileCount: number, publicUrl: string): string {
  const files = Array.from({ length: fileCount }, (_, i) => {
    const loc = new URL(sitemapPath(i + 1), publicUrl).href;
    return `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`;
  });
  return `${HEADER}<sitemapindex ${NAMESPACE}>\n${files.join("\n")}\n</sitemapindex>\n`;
}

/**
 * Crawlers may read every page except the visitor's own area and the JSON calls. Of the resized photos only
 * the share size (og:image, which Twitterbot fetches only where robots.txt allows) and the card size are
 * open: every other width is the same picture again, and each one a crawler asks for is a resize.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Disallow: /user",
    "Disallow: /*.ljson",
    "Disallow: /session",
    "Disallow: /property_views",
    "Disallow: /media/",
    "Allow: /media/1160x_/",
    "Allow: /media/408x250/",
    "",
    `Sitemap: ${new URL(sitemapPath(), publicUrl).href}`,
    "",
  ].join("\n");
}
