// The agency's own pages in the back office (issue 15 item 2, `/admin/pages`; owners and editors): written page
// by page and kept in the site content's `pages` section, so every save is a content version (a draft) like any
// other content edit: checked by the content file's schema, compared, published, rolled back. "Save and publish"
// puts the draft live at once (with whatever else the draft holds, which the page says).
import type { Db } from "../../../db/client.ts";
import { linksToPath, pageForm, withPage, type PageFormInput } from "../../content/model/page-form.ts";
import { parseForm } from "../../../platform/form-submission.ts";
import { changedSections, contentDiff } from "../../content/model/content-diff.ts";
import type { SitePage, SitePages } from "../../content/model/site-pages.ts";
import { sitePagePath } from "../../../domain/urls.ts";
import {
  publishDraft,
  saveContentSection,
  workingState,
  type ContentWriteResult,
} from "./site-content-versions.ts";

type Actor = Parameters<typeof saveContentSection>[1];

export type PageState = "On the site" | "Changed in the draft" | "New in the draft" | "Removed in the draft";

const pagesOf = (content: Record<string, unknown>) => (content.pages ?? {}) as SitePages;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every page of the draft (else the live content), and the live pages the draft removes, with their state. */
export async function pageList(db: Db) {
  const { working, live } = await workingState(db);
  const draftPages = pagesOf(working);
  const livePages = pagesOf(live);
  const rows = Object.entries(draftPages).map(([slug, page]) => ({
    slug,
    title: page.title,
    state: (!Object.hasOwn(livePages, slug)
      ? "New in the draft"
      : same(livePages[slug], page)
        ? "On the site"
        : "Changed in the draft") as PageState,
  }));
  for (const [slug, page] of Object.entries(livePages))
    if (!Object.hasOwn(draftPages, slug))
      rows.push({ slug, title: page.title, state: "Removed in the draft" });
  return rows;
}

/** The page as the draft has it (else as live), and the other sections the draft changes. */
export async function pageToEdit(db: Db, slug: string): Promise<{ page: SitePage; onSite: boolean } | null> {
  const { working, live } = await workingState(db);
  const page = Object.hasOwn(pagesOf(working), slug) ? pagesOf(working)[slug]! : null;
  return page ? { page, onSite: same(pagesOf(live)[slug], page) } : null;
}

/** The draft's version, and the sections besides pages that publishing it would also put live. */
export async function draftBeyondPages(db: Db): Promise<{ draftId: number | null; otherSections: string[] }> {
  const { working, live, draft } = await workingState(db);
  if (!draft) return { draftId: null, otherSections: [] };
  return {
    draftId: draft.id,
    otherSections: changedSections(contentDiff(live, working)).filter((section) => section !== "pages"),
  };
}

export type PageWriteResult =
  | { kind: "done"; slug: string; published: boolean }
  | { kind: "unchanged"; slug: string }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "refused"; message: string }
  | { kind: "missing" };

function fromContentWrite(result: ContentWriteResult): PageWriteResult | null {
  if (result.kind === "invalid") return { kind: "invalid", errors: { form: result.problems } };
  if (result.kind === "refused") return { kind: "refused", message: result.message };
  if (result.kind === "missing") return { kind: "missing" };
  return null;
}

/** Saves a page (slug null: a new one) into the draft; `publish` then puts the draft live. */
export async function savePage(
  db: Db,
  actor: Actor,
  slug: string | null,
  values: Record<string, string>,
  publish: boolean,
): Promise<PageWriteResult> {
  const parsed = parseForm(pageForm, values);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { working } = await workingState(db);
  const pages = pagesOf(working);
  if (slug !== null && !Object.hasOwn(pages, slug)) return { kind: "missing" };
  const checked = withPage(pages, slug, parsed.data as PageFormInput);
  if (!checked.ok) return { kind: "invalid", errors: checked.errors };
  if (slug !== null && slug !== checked.slug) {
    const links = linksToPath(working, sitePagePath(slug));
    if (links.length) return { kind: "invalid", errors: { slug: [movedMessage(links)] } };
  }
  const saved = await saveContentSection(db, actor, "pages", checked.pages);
  const failed = fromContentWrite(saved);
  if (failed) return failed;
  if (!publish)
    return saved.kind === "unchanged" ? { kind: "unchanged", slug: checked.slug } : done(checked.slug);
  const published = await publishDraft(db, actor);
  return fromContentWrite(published) ?? { kind: "done", slug: checked.slug, published: true };
}

const done = (slug: string): PageWriteResult => ({ kind: "done", slug, published: false });
const movedMessage = (links: string[]) =>
  `Links point at this page's address (${links.join(", ")}): change them first, or keep the address`;

/** Takes a page out of the draft; refused while a menu or footer link points at it. */
export async function removePage(db: Db, actor: Actor, slug: string): Promise<PageWriteResult> {
  const { working } = await workingState(db);
  const pages = pagesOf(working);
  if (!Object.hasOwn(pages, slug)) return { kind: "missing" };
  const links = linksToPath(working, sitePagePath(slug));
  if (links.length)
    return {
      kind: "refused",
      message: `Links point at this page (${links.join(", ")}): remove or change them first`,
    };
  const rest = Object.fromEntries(Object.entries(pages).filter(([key]) => key !== slug));
  const saved = await saveContentSection(db, actor, "pages", rest);
  return fromContentWrite(saved) ?? { kind: "done", slug, published: false };
}
