import {
  ADMIN_ARTICLE_MESSAGES,
  type AdminArticle,
  type ArticleValues,
} from '../../../contract/admin-articles';
import type { Poll } from '../../../contract/polls';
import { POLL_INPUT_MESSAGES } from '../../../contract/admin-articles';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { ArticleRow } from '../articles/articles.repository';
import { findArticleById } from '../articles/articles.repository';
import {
  deletePollOptions,
  deletePollsOfArticle,
  findLatestPollOfArticle,
  insertPoll,
  insertPollOptions,
  listPollOptions,
  setPollOptionOrder,
  updatePollDetails,
} from '../polls/polls.repository';
import { presentPoll } from '../polls/polls.service';
import {
  deleteArticle,
  insertArticle,
  listAllArticles,
  listSlugsLike,
  lockArticle,
  lockSlugChoice,
  updateArticle,
} from './admin-articles.repository';
import { planPollOptions } from './poll-edit';
import { firstFreeSlug, slugify } from './slug';

function presentAdminArticle(row: ArticleRow, pollId: number | null): AdminArticle {
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
    pollId,
  };
}

const pollIdOf = async (db: Db, articleId: number) =>
  (await findLatestPollOfArticle(db, articleId))?.poll.id ?? null;

/** Every article, drafts included, newest first, with the whole text. */
export async function getAdminArticles(db: Db): Promise<AdminArticle[]> {
  return (await listAllArticles(db)).map(({ article, pollId }) =>
    presentAdminArticle(article, pollId),
  );
}

/**
 * Creates an article with a unique slug from its title (title, title-2, …); publishing stamps
 * publishedAt. Articles created at once take their slugs one at a time.
 */
export async function createArticle(
  db: Db,
  values: ArticleValues,
  authorId: number,
  now: Date,
): Promise<AdminArticle> {
  const base = slugify(values.title);
  const row = await db.transaction(async (tx) => {
    await lockSlugChoice(tx);
    return insertArticle(tx, {
      ...values,
      slug: firstFreeSlug(base, await listSlugsLike(tx, base)),
      authorId,
      publishedAt: values.isPublished ? now : null,
      createdAt: now,
      updatedAt: now,
    });
  });
  return presentAdminArticle(row, null);
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
  return presentAdminArticle(row, await pollIdOf(db, id));
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
  return presentAdminArticle(row, await pollIdOf(db, id));
}

type PollValues = { question: string; deadline: string | null; options: string[] };

function futureDeadline(deadline: string | null, now: Date): Date | null {
  const date = deadline === null ? null : new Date(deadline);
  if (date && date.getTime() <= now.getTime()) {
    throw badRequest(`deadline: ${POLL_INPUT_MESSAGES.deadlinePast}`, 'deadline');
  }
  return date;
}

/**
 * Adds a poll to an article. An article that has a poll keeps it (409) unless `replace` is set:
 * then the old poll is removed with its votes in the same transaction. Poll changes of one
 * article are serialised on the article's row.
 */
export async function createArticlePoll(
  db: Db,
  articleId: number,
  input: PollValues & { replace: boolean },
  now: Date,
): Promise<Poll> {
  const article = await findArticleById(db, articleId);
  if (!article) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  const deadline = futureDeadline(input.deadline, now);
  const poll = await db.transaction(async (tx) => {
    if (!(await lockArticle(tx, articleId))) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
    if (await findLatestPollOfArticle(tx, articleId)) {
      if (!input.replace) throw conflict(POLL_INPUT_MESSAGES.pollExists);
      await deletePollsOfArticle(tx, articleId);
    }
    return insertPoll(tx, {
      articleId,
      question: input.question,
      deadline,
      options: input.options,
    });
  });
  return presentPoll(
    db,
    { poll, articleIsPremium: article.isPremium, articleIsPublished: article.isPublished },
    now,
  );
}

/**
 * Edits an article's poll in place: question, deadline and options. Options whose text is
 * unchanged keep their votes; changed or removed options lose theirs (those voters may vote
 * again). A deadline that changes must be in the future.
 */
export async function editArticlePoll(
  db: Db,
  articleId: number,
  input: PollValues,
  now: Date,
): Promise<Poll> {
  const article = await findArticleById(db, articleId);
  if (!article) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
  const poll = await db.transaction(async (tx) => {
    if (!(await lockArticle(tx, articleId))) throw notFound(ADMIN_ARTICLE_MESSAGES.notFound);
    const current = await findLatestPollOfArticle(tx, articleId);
    if (!current) throw notFound(POLL_INPUT_MESSAGES.noPoll);
    const unchanged =
      (current.poll.deadline?.toISOString() ?? null) ===
      (input.deadline === null ? null : new Date(input.deadline).toISOString());
    const deadline = unchanged ? current.poll.deadline : futureDeadline(input.deadline, now);
    const plan = planPollOptions(await listPollOptions(tx, current.poll.id), input.options);
    await deletePollOptions(tx, plan.remove);
    for (const { id, sortOrder } of plan.keep) await setPollOptionOrder(tx, id, sortOrder);
    await insertPollOptions(tx, current.poll.id, plan.add);
    return updatePollDetails(tx, current.poll.id, { question: input.question, deadline });
  });
  return presentPoll(
    db,
    { poll, articleIsPremium: article.isPremium, articleIsPublished: article.isPublished },
    now,
  );
}
