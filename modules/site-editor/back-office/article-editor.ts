// Articles in the back office (issue 15 item 2; owners and editors): written, dated, kept as drafts, given topics
// and an image, removed. The body is HTML sanitised with the site's allow-list before it is kept (and again when
// shown); the article is on the site from its publish date (midnight in London) unless a draft. Each write is
// audited and announced, so the article list, the home page's article blocks and the article page follow.
import type { Db } from "../../../db/client.ts";
import {
  countAdminArticles,
  deleteAdminArticle,
  insertAdminArticle,
  selectAdminArticle,
  selectAdminArticles,
  slugTaken,
  updateAdminArticle,
} from "../repos/admin-articles.ts";
import { ARTICLE_MESSAGES, articleForm, articleSlug } from "../../content/model/article-form.ts";
import { ukMidnight } from "../../../domain/uk-time.ts";
import { parseForm } from "../../../platform/form-submission.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import { auditedWrite, changedFields, type WriteActor } from "../../audit/index.ts";
import { replacementImage } from "../../../platform/uploaded-image.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

export const ARTICLES_PER_ADMIN_PAGE = 50;

export async function articleList(db: Db, page: number) {
  const total = await countAdminArticles(db);
  const pageCount = Math.max(1, Math.ceil(total / ARTICLES_PER_ADMIN_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const rows = await selectAdminArticles(db, {
    limit: ARTICLES_PER_ADMIN_PAGE,
    offset: (current - 1) * ARTICLES_PER_ADMIN_PAGE,
  });
  return { rows, page: current, pageCount, total };
}

export const articleToEdit = (db: Db, id: number) => selectAdminArticle(db, id);

export type ArticleWriteResult =
  | { kind: "done"; id: number }
  | { kind: "unchanged"; id: number }
  | { kind: "invalid"; errors: Record<string, string[]> }
  | { kind: "missing" };

type ArticlePost = { values: Record<string, string>; image: File | null };

/** Adds an article (id null) or saves one. */
export async function saveArticle(
  deps: { db: Db; mediaStore: MediaStore },
  actor: WriteActor,
  id: number | null,
  post: ArticlePost,
): Promise<ArticleWriteResult> {
  const parsed = parseForm(articleForm, post.values);
  const errors: Record<string, string[]> = parsed.ok ? {} : { ...parsed.errors };
  const image = await replacementImage(deps.mediaStore, post.image, parsed.ok && parsed.data.removeImage);
  if ("error" in image) errors.image = [image.error];
  const imageKey = "key" in image ? image.key : undefined;
  if (!parsed.ok || Object.keys(errors).length) return { kind: "invalid", errors };
  const input = parsed.data;
  const body = sanitiseHtml(input.body);
  if (!body.trim()) return { kind: "invalid", errors: { body: [ARTICLE_MESSAGES.body] } };
  const columns = {
    title: input.title,
    summary: input.summary,
    body,
    topics: input.topics,
    author: input.author,
    publishedAt: ukMidnight(input.publishedOn),
    draft: input.draft,
    ...(imageKey === undefined ? {} : { imageKey }),
  };
  return auditedWrite<ArticleWriteResult>(deps.db, actor, "content", async (tx) => {
    const current = id === null ? null : await selectAdminArticle(tx, id);
    if (id !== null && !current) return { value: { kind: "missing" } };
    const slug = input.slug ?? current?.slug ?? articleSlug(input.title);
    if (await slugTaken(tx, slug, id))
      return { value: { kind: "invalid", errors: { slug: [ARTICLE_MESSAGES.slugTaken] } } };
    if (!current) {
      const row = await insertAdminArticle(tx, { ...columns, slug });
      return {
        value: { kind: "done", id: row.id },
        audit: {
          action: "article.create",
          subject: `article:${row.id}`,
          after: { slug, title: input.title, draft: input.draft },
        },
      };
    }
    const { before, after, any } = changedFields(current, { ...columns, slug });
    if (!any) return { value: { kind: "unchanged", id: current.id } };
    await updateAdminArticle(tx, current.id, { ...columns, slug });
    // The body's text is in the article; the audit keeps which fields changed and the short ones' values.
    const short = (values: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, key === "body" ? "(changed)" : value]),
      );
    return {
      value: { kind: "done", id: current.id },
      audit: {
        action: "article.update",
        subject: `article:${current.id}`,
        before: short(before),
        after: short(after),
      },
    };
  });
}

export async function removeArticle(db: Db, actor: WriteActor, id: number): Promise<ArticleWriteResult> {
  return auditedWrite<ArticleWriteResult>(db, actor, "content", async (tx) => {
    const current = await selectAdminArticle(tx, id);
    if (!current) return { value: { kind: "missing" } };
    await deleteAdminArticle(tx, id);
    return {
      value: { kind: "done", id },
      audit: {
        action: "article.remove",
        subject: `article:${id}`,
        before: { slug: current.slug, title: current.title },
      },
    };
  });
}
