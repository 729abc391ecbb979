import { z } from 'zod';
import { ARTICLE_TABS } from './article-tabs';
import { idParam, limitFromDigits } from './digits';

export { ARTICLE_TABS, isArticleTab } from './article-tabs';

/** Byline of an article whose author field is empty (decision 004). */
export const DEFAULT_ARTICLE_AUTHOR = 'Eventing Manager Editorial Team';
/** Articles per page of GET /api/articles. */
export const ARTICLE_PAGE_SIZE = 9;
export const ARTICLE_PAGE_SIZE_MAX = 30;
/** Featured articles returned by GET /api/articles/featured, newest first. */
export const FEATURED_ARTICLES_MAX = 5;
/**
 * Premium preview (docs/rules.md#premium): a reader without premium receives the Markdown source up to its
 * 3rd non-blank line as `content` and up to its 6th non-blank line as `teaser`, nothing more.
 */
export const PREMIUM_PREVIEW_LINES = 3;
export const PREMIUM_TEASER_LINES = 3;

export const disciplineSchema = z.enum(['eventing', 'show_jumping', 'dressage', 'other']);
export type Discipline = z.infer<typeof disciplineSchema>;

export const articleTabSchema = z.enum(ARTICLE_TABS);
export type ArticleTab = z.infer<typeof articleTabSchema>;

/** What lists and the featured call send: never the article's text. */
export const articleSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  featuredImageUrl: z.string().nullable(),
  discipline: disciplineSchema,
  isPremium: z.boolean(),
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleListQuerySchema = z.object({
  tab: articleTabSchema.default('all'),
  cursor: z.string().max(200).optional(),
  limit: limitFromDigits(ARTICLE_PAGE_SIZE_MAX, ARTICLE_PAGE_SIZE),
});

export const articleListResponseSchema = z.object({
  articles: z.array(articleSummarySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

export const featuredArticlesResponseSchema = z.array(articleSummarySchema);

/** The reader's article. When `isPreview`, `content` holds lines 1–3 and `teaser` lines 4–6 only. */
export const articleDetailSchema = articleSummarySchema.extend({
  content: z.string(),
  teaser: z.string().nullable(),
  isPreview: z.boolean(),
  /** The reader may load the article's poll: it has one the reader is allowed to see. */
  hasPoll: z.boolean(),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const articleSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
export const articleIdParamsSchema = z.object({ id: idParam('id') });

export const ARTICLE_MESSAGES = {
  notFound: 'Article not found.',
  badCursor: 'cursor is not a valid page cursor.',
} as const;
