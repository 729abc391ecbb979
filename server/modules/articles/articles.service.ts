import {
  ARTICLE_MESSAGES,
  FEATURED_ARTICLES_MAX,
  type ArticleDetail,
  type ArticleListResponse,
  type ArticleSummary,
  type ArticleTab,
} from '../../../contract/articles';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { findLatestPollOfArticle } from '../polls/polls.repository';
import { canReadPremium, canSeeDrafts, type ReaderOf } from './article-access';
import { presentArticleDetail, presentArticleSummary } from './articles.presenter';
import {
  findArticleBySlug,
  listFeaturedArticles,
  listPublishedArticles,
  type ArticleCursor,
} from './articles.repository';

const isoMicros = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: ArticleCursor): string {
  return Buffer.from(`${cursor.sortKey}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(value: string): ArticleCursor {
  const [sortKey, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const numericId = Number(id);
  if (!sortKey || !isoMicros.test(sortKey) || !Number.isSafeInteger(numericId) || numericId < 1) {
    throw badRequest(ARTICLE_MESSAGES.badCursor, 'cursor');
  }
  return { sortKey, id: numericId };
}

/** A page of published articles of the tab, newest first, without the featured row's; no text. */
export async function getArticlePage(
  db: Db,
  query: { tab: ArticleTab; cursor?: string | undefined; limit: number },
): Promise<ArticleListResponse> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  const rows = await listPublishedArticles(db, {
    tab: query.tab,
    cursor,
    limit: query.limit,
    featuredShown: FEATURED_ARTICLES_MAX,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    articles: page.map((row) => presentArticleSummary(row.article)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeCursor({ sortKey: last.sortKey, id: last.article.id })
        : null,
  };
}

/** Published featured articles, newest first; no article text. */
export async function getFeaturedArticles(db: Db): Promise<ArticleSummary[]> {
  const rows = await listFeaturedArticles(db, FEATURED_ARTICLES_MAX);
  return rows.map(presentArticleSummary);
}

/**
 * The article behind a slug; drafts only for administrators, premium text cut for others. The
 * reader is asked only for a draft or a premium article: a published free one is everyone's.
 */
export async function getArticleBySlug(
  db: Db,
  slug: string,
  reader: ReaderOf,
): Promise<ArticleDetail> {
  const row = await findArticleBySlug(db, slug);
  if (!row || (!row.isPublished && !canSeeDrafts(reader())))
    throw notFound(ARTICLE_MESSAGES.notFound);
  const pollExists = (await findLatestPollOfArticle(db, row.id)) !== undefined;
  return presentArticleDetail(row, row.isPremium && canReadPremium(reader()), pollExists);
}
