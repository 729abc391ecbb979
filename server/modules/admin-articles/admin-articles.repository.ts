import { desc, eq, like, or, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Db } from '../../db/client';
import { articlePolls, articles } from '../../db/schema/index';

type ArticleInsert = typeof articles.$inferInsert;

/** Every article, newest first, with the id of the poll its readers see (the newest), if any. */
export async function listAllArticles(db: Db) {
  return db
    .select({
      article: articles,
      pollId: sql<number | null>`(
        select p.id from ${articlePolls} p where p.article_id = "articles"."id"
        order by p.created_at desc, p.id desc limit 1
      )`,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt), desc(articles.id));
}

/** Locks an article's row for the transaction (poll changes of one article run one at a time). */
export async function lockArticle(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.id, id))
    .for('update');
  return rows.length === 1;
}

/** Holds the choice of new slugs until the transaction ends: other new articles wait, then read it. */
export async function lockSlugChoice(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.articleSlugs})`);
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
