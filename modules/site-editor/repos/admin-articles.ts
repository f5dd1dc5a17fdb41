// The back office's articles (issue 15 item 2): every article, drafts and scheduled ones too, newest first.
import { count, desc, eq, ne, and } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { articles } from "../../../db/schema.ts";

export type AdminArticleRow = typeof articles.$inferSelect;
export type NewAdminArticleRow = typeof articles.$inferInsert;

export async function selectAdminArticles(db: Db, args: { limit: number; offset: number }) {
  return db
    .select({
      id: articles.id,
      slug: articles.slug,
      title: articles.title,
      topics: articles.topics,
      publishedAt: articles.publishedAt,
      draft: articles.draft,
    })
    .from(articles)
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(args.limit)
    .offset(args.offset);
}

export async function countAdminArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles);
  return row?.n ?? 0;
}

export async function selectAdminArticle(db: Db, id: number): Promise<AdminArticleRow | null> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

/** Whether another article has this slug (its URL). */
export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      exceptId === null ? eq(articles.slug, slug) : and(eq(articles.slug, slug), ne(articles.id, exceptId)),
    );
  return Boolean(row);
}

export async function insertAdminArticle(tx: Db, row: NewAdminArticleRow): Promise<AdminArticleRow> {
  const [inserted] = await tx.insert(articles).values(row).returning();
  return inserted!;
}

export async function updateAdminArticle(
  tx: Db,
  id: number,
  changes: Partial<NewAdminArticleRow>,
): Promise<void> {
  await tx.update(articles).set(changes).where(eq(articles.id, id));
}

export async function deleteAdminArticle(tx: Db, id: number): Promise<void> {
  await tx.delete(articles).where(eq(articles.id, id));
}
