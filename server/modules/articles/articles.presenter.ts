import {
  DEFAULT_ARTICLE_AUTHOR,
  type ArticleDetail,
  type ArticleSummary,
} from '../../../contract/articles';
import type { ArticleRow } from './articles.repository';
import { cutPremiumContent } from './premium-preview';

/** The public face of an article, without its text. */
export function presentArticleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: row.author ?? DEFAULT_ARTICLE_AUTHOR,
    featuredImageUrl: row.featuredImageUrl,
    discipline: row.discipline,
    isPremium: row.isPremium,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The article for the reader; a premium article is cut here unless `fullAccess`. */
export function presentArticleDetail(
  row: ArticleRow,
  fullAccess: boolean,
  pollExists: boolean,
): ArticleDetail {
  const summary = presentArticleSummary(row);
  // A premium article's poll is for premium readers only: others are not asked to load it.
  const hasPoll = pollExists && (!row.isPremium || fullAccess);
  if (!row.isPremium || fullAccess) {
    return { ...summary, content: row.content, teaser: null, isPreview: false, hasPoll };
  }
  const cut = cutPremiumContent(row.content);
  return { ...summary, content: cut.content, teaser: cut.teaser, isPreview: true, hasPoll };
}
