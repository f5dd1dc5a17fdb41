// The back office's articles (issue 15 item 2): every article, drafts and scheduled ones too, newest first.
import { count, desc, eq, ne, and } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
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
    .where(ownRows(db, articles.agencyId))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(args.limit)
    .offset(args.offset);
}

export async function countAdminArticles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(articles).where(ownRows(db, articles.agencyId));
  return row?.n ?? 0;
}

export async function selectAdminArticle(db: Db, id: number): Promise<AdminArticleRow | null> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(ownRows(db, articles.agencyId), eq(articles.id, id)));
  return row ?? null;
}

/** Whether another article has this slug (its URL). */
export async function slugTaken(db: Db, slug: string, exceptId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        ownRows(db, articles.agencyId),
        eq(articles.slug, slug),
        exceptId === null ? undefined : ne(articles.id, exceptId),
      ),
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
  await tx
    .update(articles)
    .set(changes)
    .where(and(ownRows(tx, articles.agencyId), eq(articles.id, id)));
}

export async function deleteAdminArticle(tx: Db, id: number): Promise<void> {
  await tx.delete(articles).where(and(ownRows(tx, articles.agencyId), eq(articles.id, id)));
}
