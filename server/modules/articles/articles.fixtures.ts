import type { Db } from '../../db/client';
import { articlePolls, articles, pollOptions } from '../../db/schema/index';

let sequence = 0;

/** Test data: an article (published, free, not featured unless told). */
export async function buildArticle(db: Db, overrides: Partial<typeof articles.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(articles)
    .values({
      title: `Article ${sequence}`,
      slug: `article-fixture-${sequence}`,
      excerpt: `Excerpt ${sequence}`,
      content: `Content of article ${sequence}`,
      isPublished: true,
      publishedAt: new Date('2026-05-01T10:00:00Z'),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('article not created');
  return row;
}

/** Test data: a poll with options on an article. */
export async function buildPoll(
  db: Db,
  articleId: number,
  options: { question?: string; deadline?: Date | null; optionTexts?: string[] } = {},
) {
  const [poll] = await db
    .insert(articlePolls)
    .values({
      articleId,
      question: options.question ?? 'Who wins?',
      deadline: options.deadline ?? null,
    })
    .returning();
  if (!poll) throw new Error('poll not created');
  const rows = await db
    .insert(pollOptions)
    .values(
      (options.optionTexts ?? ['Yes', 'No']).map((optionText, sortOrder) => ({
        pollId: poll.id,
        optionText,
        sortOrder,
      })),
    )
    .returning();
  return { poll, options: rows };
}
