// The agency's own pages (issue 16; modules/content/model/site-pages.ts): one page of the `pages` content, the branches the
// contact page lists, and the other pages it links to; and every page's path for the sitemap.
import { listBranchContacts, branchAddress } from "../modules/branches/index.ts";
import { findSitePage, promoteBodyHeadings } from "../modules/content/model/site-pages.ts";
import { branchPath, sitePagePath } from "../domain/urls.ts";
import type { Services } from "../platform/services.ts";
import { getSiteContent } from "../modules/content/index.ts";

export type BranchContact = {
  name: string;
  url: string;
  address: string;
  /** The office number, then the sales and lettings numbers the branch has. */
  telephones: { label: string; telephone: string }[];
  email: string | null;
  openingHours: { days: string; hours: string }[];
};

export type SitePageView = {
  slug: string;
  path: string;
  title: string;
  description: string;
  /** Sanitised; its headings start at h2 (promoteBodyHeadings). */
  bodyHtml: string;
  /** Every branch, for a page with listBranches; otherwise empty. */
  branches: BranchContact[];
  /** The agency's other pages, by title (the content is a JSONB document, which keeps no key order). */
  otherPages: { title: string; path: string }[];
};

/** One of the agency's pages, or null when the content has no page of that slug (the 404 page). */
export async function getSitePage(
  services: Pick<Services, "db">,
  slug: string,
): Promise<SitePageView | null> {
  const content = await getSiteContent(services.db);
  const page = findSitePage(content.pages, slug);
  if (!page) return null;
  const branches = page.listBranches ? await listBranchContacts(services.db) : [];
  return {
    slug,
    path: sitePagePath(slug),
    title: page.title,
    description: page.description,
    bodyHtml: promoteBodyHeadings(page.bodyHtml),
    branches: branches.map((branch) => ({
      name: branch.name,
      url: branchPath(branch.slug),
      address: branchAddress(branch),
      // A branch a feed named before any branches file described it may have no number or email yet.
      telephones: [
        { label: "Office", telephone: branch.telephone },
        { label: "Sales", telephone: branch.salesTelephone },
        { label: "Lettings", telephone: branch.lettingsTelephone },
      ].flatMap(({ label, telephone }) => (telephone?.trim() ? [{ label, telephone }] : [])),
      email: branch.email.trim() || null,
      openingHours: branch.openingHours ?? [],
    })),
    otherPages: Object.entries(content.pages ?? {})
      .filter(([other]) => other !== slug)
      .map(([other, { title }]) => ({ title, path: sitePagePath(other) }))
      .sort((a, b) => a.title.localeCompare(b.title, "en-GB")),
  };
}

/** The paths of the agency's pages, by slug, for the sitemap. */
export async function sitePagePaths(services: Pick<Services, "db">): Promise<string[]> {
  const content = await getSiteContent(services.db);
  return Object.keys(content.pages ?? {})
    .sort()
    .map(sitePagePath);
}
