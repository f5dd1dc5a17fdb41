// The articles use case (issue 7 item 5): the list by topic and page, one article with related ones, and the
// newest articles for the home page sliders. Bodies are sanitised here, so no stored markup reaches a page raw.
import type { ArticleCard, ArticleList, ArticlePage } from "../model/articles.ts";
import {
  countArticles,
  selectArticleBySlug,
  selectArticleSummaries,
  selectArticleTopics,
  selectRelatedArticles,
  type ArticleSummary,
} from "../repos/articles.ts";
import { DEFAULT_CARD_SIZE, mediaPath, widthOnly } from "../../../domain/media-sizes.ts";
import { richTextHtml } from "../../../domain/rich-text.ts";
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import { articlePath } from "../../../domain/urls.ts";
import { listPagination } from "../../../domain/list-pagination.ts";
import type { Services } from "../../../platform/services.ts";

export const ARTICLES_PER_PAGE = 6;
export const RELATED_ARTICLES = 3;

export function articleImageUrl(key: string, width: number | null = null): string {
  return mediaPath(width === null ? DEFAULT_CARD_SIZE : widthOnly(width), key);
}

export function toArticleCard(row: ArticleSummary): ArticleCard {
  return {
    slug: row.slug,
    url: articlePath(row.slug),
    title: row.title,
    summary: row.summary,
    topics: row.topics,
    imageUrl: row.imageKey ? articleImageUrl(row.imageKey) : null,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/**
 * An article body as safe HTML. Bodies may be agency HTML or plain paragraphs separated by blank lines (as the
 * demo's are): plain text becomes paragraphs, and either way the allow-list sanitiser has the last word.
 */
export function articleBodyHtml(body: string): string {
  return sanitiseHtml(richTextHtml(body));
}

/** A page of the article list; `page` past the end gives an empty list (the route answers 404). */
export async function listArticles(
  services: Pick<Services, "db">,
  args: { topic: string | null; page: number },
): Promise<ArticleList> {
  const { db } = services;
  const page = Math.max(1, Math.trunc(args.page));
  const [rows, total, topics] = await Promise.all([
    selectArticleSummaries(db, {
      topic: args.topic,
      limit: ARTICLES_PER_PAGE,
      offset: (page - 1) * ARTICLES_PER_PAGE,
    }),
    countArticles(db, args.topic),
    selectArticleTopics(db),
  ]);
  return {
    articles: rows.map(toArticleCard),
    topics,
    topic: args.topic,
    pagination: listPagination(page, total, ARTICLES_PER_PAGE),
  };
}

/** The newest articles (of one topic, when given): the home page's article sliders. */
export async function latestArticles(
  services: Pick<Services, "db">,
  args: { topic: string | null; limit: number },
): Promise<ArticleCard[]> {
  const rows = await selectArticleSummaries(services.db, { topic: args.topic, limit: args.limit, offset: 0 });
  return rows.map(toArticleCard);
}

/** One article with its related articles, or null when there is no such slug. */
export async function getArticlePage(
  services: Pick<Services, "db">,
  slug: string,
): Promise<ArticlePage | null> {
  const row = await selectArticleBySlug(services.db, slug);
  if (!row) return null;
  const related = await selectRelatedArticles(services.db, row, RELATED_ARTICLES);
  return {
    ...toArticleCard(row),
    bodyHtml: articleBodyHtml(row.body),
    author: row.author,
    heroImageUrl: row.imageKey ? articleImageUrl(row.imageKey, 1160) : null,
    related: related.map(toArticleCard),
  };
}
