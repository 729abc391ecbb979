import { and, desc, eq, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { ArticleTab } from '../../../contract/articles';
import type { Db } from '../../db/client';
import { articles } from '../../db/schema/index';

export type ArticleRow = typeof articles.$inferSelect;

/** Newest first by publishedAt, else createdAt (docs/rules.md#content). */
export const articleSortTime = sql`coalesce(${articles.publishedAt}, ${articles.createdAt})`;
/** The sort time as text with microseconds, so a page cursor never loses precision. */
const articleSortKey = sql<string>`to_char(${articleSortTime} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export type ArticleCursor = { sortKey: string; id: number };

function tabCondition(tab: ArticleTab): SQL | undefined {
  if (tab === 'free') return eq(articles.isPremium, false);
  if (tab === 'premium') return eq(articles.isPremium, true);
  return undefined;
}

const publishedFeatured = and(eq(articles.isPublished, true), eq(articles.isFeatured, true));

/** The ids of the featured stories the hero row shows: the newest `featuredShown`. */
const shownFeaturedIds = (db: Db, featuredShown: number) =>
  db
    .select({ id: articles.id })
    .from(articles)
    .where(publishedFeatured)
    .orderBy(desc(articleSortTime), desc(articles.id))
    .limit(featuredShown);

/**
 * One page of published articles of a tab, after `cursor`, leaving out the featured stories the
 * featured row shows (an older featured story stays in the list); one extra row tells if more
 * exist.
 */
export async function listPublishedArticles(
  db: Db,
  options: { tab: ArticleTab; cursor: ArticleCursor | null; limit: number; featuredShown: number },
) {
  const conditions: Array<SQL | undefined> = [
    eq(articles.isPublished, true),
    or(
      eq(articles.isFeatured, false),
      notInArray(articles.id, shownFeaturedIds(db, options.featuredShown)),
    ),
    tabCondition(options.tab),
  ];
  if (options.cursor) {
    conditions.push(
      sql`(${articleSortTime}, ${articles.id}) < (${options.cursor.sortKey}::timestamptz, ${options.cursor.id})`,
    );
  }
  return db
    .select({ article: articles, sortKey: articleSortKey })
    .from(articles)
    .where(and(...conditions))
    .orderBy(desc(articleSortTime), desc(articles.id))
    .limit(options.limit + 1);
}

export async function listFeaturedArticles(db: Db, limit: number): Promise<ArticleRow[]> {
  return db
    .select()
    .from(articles)
    .where(publishedFeatured)
    .orderBy(desc(articleSortTime), desc(articles.id))
    .limit(limit);
}

export async function findArticleBySlug(db: Db, slug: string): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

export async function findArticleById(db: Db, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}
