// The agency's articles (issue 7 item 5) as the public site sees them: the list by topic, newest first, one
// article, related ones. Drafts and articles dated in the future are not on the site (issue 15 item 2).
import { and, arrayOverlaps, arrayContains, count, desc, eq, lte, ne, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { articles } from "../../../db/schema.ts";

export type ArticleSummary = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  topics: string[];
  imageKey: string | null;
  publishedAt: Date;
};
export type ArticleRecord = ArticleSummary & { body: string; author: string | null };

const summaryColumns = {
  id: articles.id,
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  topics: articles.topics,
  imageKey: articles.imageKey,
  publishedAt: articles.publishedAt,
};

const onTheSite = () => and(eq(articles.draft, false), lte(articles.publishedAt, sql`now()`));
const withTopic = (topic: string | null) =>
  and(onTheSite(), topic ? arrayContains(articles.topics, [topic]) : undefined);

/** One page of articles, newest first (id breaks ties so pages never overlap), optionally of one topic. */
export function selectArticleSummaries(
  db: Db,
  args: { topic: string | null; limit: number; offset: number },
): Promise<ArticleSummary[]> {
  return db
    .select(summaryColumns)
    .from(articles)
    .where(and(ownRows(db, articles.agencyId), withTopic(args.topic)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(args.limit)
    .offset(args.offset);
}

export async function countArticles(db: Db, topic: string | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(ownRows(db, articles.agencyId), withTopic(topic)));
  return row?.n ?? 0;
}

/** Every topic in use, alphabetically. */
export async function selectArticleTopics(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ topic: sql<string>`unnest(${articles.topics})` })
    .from(articles)
    .where(and(ownRows(db, articles.agencyId), onTheSite()))
    .orderBy(sql`1`);
  return rows.map((row) => row.topic);
}

export async function selectArticleBySlug(db: Db, slug: string): Promise<ArticleRecord | null> {
  const [row] = await db
    .select({ ...summaryColumns, body: articles.body, author: articles.author })
    .from(articles)
    .where(and(ownRows(db, articles.agencyId), eq(articles.slug, slug), onTheSite()));
  return row ?? null;
}

/** The newest other articles sharing a topic with the given one. */
export function selectRelatedArticles(
  db: Db,
  article: { id: number; topics: string[] },
  limit: number,
): Promise<ArticleSummary[]> {
  if (!article.topics.length) return Promise.resolve([]);
  return db
    .select(summaryColumns)
    .from(articles)
    .where(
      and(
        ownRows(db, articles.agencyId),
        ne(articles.id, article.id),
        arrayOverlaps(articles.topics, article.topics),
        onTheSite(),
      ),
    )
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
}
