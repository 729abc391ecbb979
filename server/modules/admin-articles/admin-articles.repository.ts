import { desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/index';

type ArticleInsert = typeof articles.$inferInsert;

export async function listAllArticles(db: Db) {
  return db.select().from(articles).orderBy(desc(articles.createdAt), desc(articles.id));
}

/** Slugs equal to `base` or of the form `base-…`, to pick the next free suffix. */
export async function listSlugsLike(db: Db, base: string): Promise<Set<string>> {
  const escaped = base.replace(/[\\%_]/g, (character) => `\\${character}`);
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(or(eq(articles.slug, base), like(articles.slug, `${escaped}-%`)));
  return new Set(rows.map((row) => row.slug));
}

export async function insertArticle(db: Db, values: ArticleInsert) {
  const [row] = await db.insert(articles).values(values).returning();
  if (!row) throw new Error('article not created');
  return row;
}

export async function updateArticle(db: Db, id: number, values: Partial<ArticleInsert>) {
  const [row] = await db.update(articles).set(values).where(eq(articles.id, id)).returning();
  return row;
}

export async function deleteArticle(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(articles).where(eq(articles.id, id)).returning({ id: articles.id });
  return rows.length === 1;
}
