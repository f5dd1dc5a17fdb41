// The agency's own pages (issue 16 "Legal and trust"): privacy notice, cookie policy, terms, complaints
// procedure, fees, contact, about… each at /{slug}, from the content key `pages` (docs/site-content.md). The
// back office will edit them later, so the shape stays small: a title, a meta description and a body of the
// same sanitised rich text as the fee text and the services pages (domain/sanitise-html.ts).
import { z } from "zod";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";

/**
 * The first path segments the site's own routes and static files already answer (app/routes.ts, the host's
 * /assets, /media and /health). A page under one of them could never be reached, so the schema refuses it;
 * app/routes/site-page-slugs.test.ts keeps this list in step with the URL table.
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  "admin",
  "agriculture",
  "ajax-events",
  "alerts",
  "antiques",
  "api",
  "articles",
  "assets",
  "auctions",
  "branches",
  // The operators' console (issue 44 item 6) answers only on OPERATOR_HOST, but its routes are in the same table.
  "console",
  "health",
  "house-prices",
  "leads",
  "media",
  "places",
  "properties",
  "search",
  "searches",
  "services",
  "session",
  "user",
];

/**
 * Slugs a route of their own draws, with the agency's page of that slug (when it has one) as the introduction:
 * the cookie policy (issue 41, app/routes/pages/cookie-policy.tsx), whose table comes from the code.
 */
export const PAGE_SLUGS_WITH_OWN_ROUTE: readonly string[] = ["cookies"];

/** A page's slug, its whole path: lower-case words joined by single hyphens ("complaints-procedure"). */
export const PAGE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const sitePageSchema = z.object({
  /** The page's h1 and <title>. */
  title: z.string().trim().min(1).max(120),
  /** The meta description: one or two sentences a search engine may show. */
  description: z.string().trim().min(1).max(300),
  /** Agency-written rich text, sanitised whenever it is parsed (HTML_ALLOW_LIST). */
  bodyHtml: z.string().transform(sanitiseHtml),
  /** Lists every branch (address, phone numbers, email, opening hours) below the body: the contact page. */
  listBranches: z.boolean().default(false),
});
export type SitePage = z.infer<typeof sitePageSchema>;

// The keys are checked here rather than by the record's key schema, so a bad one is named with a reason.
export const sitePagesSchema = z.record(z.string(), sitePageSchema).superRefine((pages, ctx) => {
  for (const slug of Object.keys(pages)) {
    const message =
      !PAGE_SLUG.test(slug) || slug.length > 100
        ? "a page slug like complaints-procedure"
        : RESERVED_PAGE_SLUGS.includes(slug)
          ? `/${slug} is a page of the site already`
          : null;
    if (message) ctx.addIssue({ code: "custom", path: [slug], message });
  }
});
export type SitePages = z.infer<typeof sitePagesSchema>;

/** The page of a slug, or null: an unknown slug (or one that is not a slug at all) is the 404 page. */
export function findSitePage(pages: SitePages | undefined, slug: string): SitePage | null {
  if (!pages || !PAGE_SLUG.test(slug) || !Object.hasOwn(pages, slug)) return null;
  return pages[slug] ?? null;
}

/**
 * Agency rich text starts its headings at h3, as it sits under a section's h2 elsewhere (the fee overlay, a
 * services page). A page's body sits right under the page's h1, so its headings move up a level and the
 * outline has no gap. The sanitiser leaves h3 and h4 without attributes, so the tags are exactly these.
 */
export function promoteBodyHeadings(sanitisedHtml: string): string {
  return sanitisedHtml.replace(
    /<(\/?)h([34])>/g,
    (_, slash: string, level: string) => `<${slash}h${Number(level) - 1}>`,
  );
}
