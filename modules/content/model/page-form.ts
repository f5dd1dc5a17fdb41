// The agency's own pages in the back office (issue 15 item 2, `/admin/pages`): the posted form, read with the
// content schema the file loader uses (modules/content/model/site-pages.ts), and what a page's removal would leave pointing
// nowhere. Pure: the service (modules/site-editor/back-office/page-editor.ts) reads and writes the content versions.
import { z } from "zod";
import { slugify } from "../../../domain/slug.ts";
import { sitePageSchema, sitePagesSchema, type SitePage, type SitePages } from "./site-pages.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";

export const PAGE_MESSAGES = {
  title: "Please enter the page's title",
  description: "Please enter a description of up to 300 characters",
  body: "Please enter the page's text",
  slugTaken: "Another page has this address",
  slugChanged: "This page was changed or removed meanwhile: open it again",
} as const;

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** The form as posted; the page's own rules (slug, reserved addresses) are the content schema's. */
export const pageForm = z.object({
  title: z.string({ error: PAGE_MESSAGES.title }).trim().min(1, PAGE_MESSAGES.title).max(120),
  slug: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(100).optional()),
  description: z
    .string({ error: PAGE_MESSAGES.description })
    .trim()
    .min(1, PAGE_MESSAGES.description)
    .max(300, PAGE_MESSAGES.description),
  bodyHtml: z.string({ error: PAGE_MESSAGES.body }).max(200_000),
  listBranches: z.preprocess((value) => value === "on", z.boolean()),
});
export type PageFormInput = z.output<typeof pageForm>;

/** "About us" → "about-us"; an address given is used as it is (the schema says if it is not one). */
export function pageSlug(input: Pick<PageFormInput, "slug" | "title">): string {
  return input.slug ?? slugify(input.title, { maxLength: 100, fallback: "page" });
}

export type PageCheck =
  | { ok: true; slug: string; page: SitePage; pages: SitePages }
  | { ok: false; errors: Record<string, string[]> };

/**
 * The pages with this one saved (under `editedSlug` before, null for a new page), checked as the content file is:
 * each problem under the form field it belongs to.
 */
export function withPage(pages: SitePages, editedSlug: string | null, input: PageFormInput): PageCheck {
  const slug = pageSlug(input);
  if (slug !== editedSlug && Object.hasOwn(pages, slug))
    return { ok: false, errors: { slug: [PAGE_MESSAGES.slugTaken] } };
  if (!sanitiseHtml(input.bodyHtml).trim()) return { ok: false, errors: { bodyHtml: [PAGE_MESSAGES.body] } };
  const candidate = {
    title: input.title,
    description: input.description,
    bodyHtml: input.bodyHtml,
    listBranches: input.listBranches,
  };
  const checked = sitePagesSchema.safeParse({ [slug]: candidate });
  if (!checked.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of checked.error.issues) {
      // [slug] is the address itself; [slug, field] one of the page's fields.
      const field = typeof issue.path[1] === "string" ? issue.path[1] : "slug";
      (errors[field] ??= []).push(issue.message);
    }
    return { ok: false, errors };
  }
  const page = sitePageSchema.parse(candidate);
  // A renamed page keeps its place in the order the pages were written.
  const entries = Object.entries(pages).map(([key, value]): [string, SitePage] =>
    key === editedSlug ? [slug, page] : [key, value],
  );
  if (editedSlug === null || !Object.hasOwn(pages, editedSlug)) entries.push([slug, page]);
  return { ok: true, slug, page, pages: Object.fromEntries(entries) };
}

type Linkable = { name?: string; url?: string; items?: Linkable[] };

/**
 * Where the site's content links to `path` (menus, footer links, the valuation banner): a page with links to it
 * is not removed, so no menu points at a 404. Each place is named as the editor finds it.
 */
export function linksToPath(content: Record<string, unknown>, path: string): string[] {
  const found: string[] = [];
  const visit = (items: unknown, where: string) => {
    if (!Array.isArray(items)) return;
    for (const item of items as Linkable[]) {
      if (item?.url === path) found.push(`${where}: “${item.name ?? path}”`);
      visit(item?.items, where);
    }
  };
  const header = (content.header ?? {}) as Record<string, unknown>;
  visit(header.primaryMenuItems, "Primary menu");
  visit(header.secondaryMenuItems, "Secondary menu");
  const footer = (content.footer ?? {}) as Record<string, unknown>;
  visit(footer.legalLinks, "Footer links");
  visit(footer.socialLinks, "Footer social links");
  const hero = (content.hero ?? {}) as Record<string, unknown>;
  if (hero.valuationBannerUrl === path) found.push("Hero: the valuation banner");
  return found;
}
