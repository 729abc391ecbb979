import {
  ADMIN_ARTICLE_MESSAGES,
  type AdminArticle,
  type ArticleValues,
} from '../../../contract/admin-articles';
import type { Poll } from '../../../contract/polls';
import { POLL_INPUT_MESSAGES } from '../../../contract/admin-articles';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import type { ArticleRow } from '../articles/articles.repository';
import { findArticleById } from '../articles/articles.repository';
import { insertPoll } from '../polls/polls.repository';
import { presentPoll } from '../polls/polls.service';
import {
  deleteArticle,
  insertArticle,
  listAllArticles,
  listSlugsLike,
  updateArticle,
} from './admin-articles.repository';
import { firstFreeSlug, slugify } from './slug';

function presentAdminArticle(row: ArticleRow): AdminArticle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    featuredImageUrl: row.featuredImageUrl,
    discipline: row.discipline,
    isPremium: row.isPremium,
    isPublished: row.isPublished,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error || typeof current === 'object';) {
    if (current === null) return false;
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Every article, drafts included, newest first, with the whole text. */
export async function getAdminArticles(db: Db): Promise<AdminArticle[]> {
  return (await listAllArticles(db)).map(presentAdminArticle);
}

/** Creates an article with a unique slug from its title (title, title-2, …); publishing stamps publishedAt. */
export async function createArticle(
  db: Db,
  values: ArticleValues,
  authorId: number,
  now: Date,
): Promise<AdminArticle> {
  const base = slugify(values.title);
  for (let attempt = 0; ; attempt += 1) {
    const slug = firstFreeSlug(base, await listSlugsLike(db, base));
    try {
      const row = await insertArticle(db, {
        ...values,
        slug,
        authorId,
        publishedAt: values.isPublished ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      return presentAdminArticle(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** Updates an article; its slug never changes, publishedAt is set on first publication and cleared on unpublishing. */
export async function editArticle(
  db: Db,
  id: number,
  values: ArticleValues,
  now: Date,
): Promise<AdminArticle> {
  const existing = await findArticleById(db, id);
  if (!existing) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  const publishedAt = values.isPublished ? (existing.publishedAt ?? now) : null;
  const row = await updateArticle(db, id, { ...values, publishedAt, updatedAt: now });
  if (!row) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  return presentAdminArticle(row);
}

export async function removeArticle(db: Db, id: number) {
  if (!(await deleteArticle(db, id))) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  return { message: 'Article deleted.' };
}

export async function setArticleFeatured(
  db: Db,
  id: number,
  isFeatured: boolean,
  now: Date,
): Promise<AdminArticle> {
  const row = await updateArticle(db, id, { isFeatured, updatedAt: now });
  if (!row) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  return presentAdminArticle(row);
}

/** Adds a poll to an article; it becomes the article's poll (the newest one is shown). */
export async function createArticlePoll(
  db: Db,
  articleId: number,
  input: { question: string; deadline: string | null; options: string[] },
  now: Date,
): Promise<Poll> {
  const article = await findArticleById(db, articleId);
  if (!article) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  const deadline = input.deadline === null ? null : new Date(input.deadline);
  if (deadline && deadline.getTime() <= now.getTime()) {
    throw badRequest(`deadline: ${POLL_INPUT_MESSAGES.deadlinePast}`, 'deadline');
  }
  const poll = await db.transaction(async (tx) =>
    insertPoll(tx, { articleId, question: input.question, deadline, options: input.options }),
  );
  return presentPoll(
    db,
    { poll, articleIsPremium: article.isPremium, articleIsPublished: article.isPublished },
    now,
  );
}
