import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { articlePolls, articles, pollOptions, pollVotes } from '../../db/schema/index';

export type PollRow = typeof articlePolls.$inferSelect;
export type PollOptionRow = typeof pollOptions.$inferSelect;

const pollWithArticle = {
  poll: articlePolls,
  articleIsPremium: articles.isPremium,
  articleIsPublished: articles.isPublished,
};

/** The newest poll of an article, with the article flags that govern who sees it. */
export async function findLatestPollOfArticle(db: Db, articleId: number) {
  const [row] = await db
    .select(pollWithArticle)
    .from(articlePolls)
    .innerJoin(articles, eq(articles.id, articlePolls.articleId))
    .where(eq(articlePolls.articleId, articleId))
    .orderBy(desc(articlePolls.createdAt), desc(articlePolls.id))
    .limit(1);
  return row;
}

export async function findPollWithArticle(db: Db, pollId: number) {
  const [row] = await db
    .select(pollWithArticle)
    .from(articlePolls)
    .innerJoin(articles, eq(articles.id, articlePolls.articleId))
    .where(eq(articlePolls.id, pollId))
    .limit(1);
  return row;
}

export async function listPollOptions(db: Db, pollId: number): Promise<PollOptionRow[]> {
  return db
    .select()
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(asc(pollOptions.sortOrder), asc(pollOptions.id));
}

export async function findUserVote(db: Db, pollId: number, userId: number) {
  const [row] = await db
    .select({ optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)))
    .limit(1);
  return row?.optionId ?? null;
}

/** Records a vote unless the user already has one (the unique index decides); true when recorded. */
export async function insertVoteOnce(
  db: Db,
  vote: { pollId: number; userId: number; optionId: number },
): Promise<boolean> {
  const inserted = await db
    .insert(pollVotes)
    .values(vote)
    .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
    .returning({ id: pollVotes.id });
  return inserted.length === 1;
}

export async function incrementOptionVotes(db: Db, optionId: number) {
  await db
    .update(pollOptions)
    .set({ voteCount: sql`${pollOptions.voteCount} + 1` })
    .where(eq(pollOptions.id, optionId));
}

export async function insertPoll(
  db: Db,
  values: { articleId: number; question: string; deadline: Date | null; options: string[] },
) {
  const [poll] = await db
    .insert(articlePolls)
    .values({ articleId: values.articleId, question: values.question, deadline: values.deadline })
    .returning();
  if (!poll) throw new Error('poll not created');
  await db
    .insert(pollOptions)
    .values(
      values.options.map((optionText, sortOrder) => ({ pollId: poll.id, optionText, sortOrder })),
    );
  return poll;
}

/** Every poll of an article, with its options and votes (the cascade removes them). */
export async function deletePollsOfArticle(db: Db, articleId: number) {
  await db.delete(articlePolls).where(eq(articlePolls.articleId, articleId));
}

export async function updatePollDetails(
  db: Db,
  pollId: number,
  values: { question: string; deadline: Date | null },
) {
  const [poll] = await db
    .update(articlePolls)
    .set(values)
    .where(eq(articlePolls.id, pollId))
    .returning();
  if (!poll) throw new Error('poll not updated');
  return poll;
}

/** Removes options with their votes (the cascade removes the votes). */
export async function deletePollOptions(db: Db, optionIds: readonly number[]) {
  if (optionIds.length === 0) return;
  await db.delete(pollOptions).where(inArray(pollOptions.id, [...optionIds]));
}

export async function setPollOptionOrder(db: Db, optionId: number, sortOrder: number) {
  await db.update(pollOptions).set({ sortOrder }).where(eq(pollOptions.id, optionId));
}

export async function insertPollOptions(
  db: Db,
  pollId: number,
  options: ReadonlyArray<{ optionText: string; sortOrder: number }>,
) {
  if (options.length === 0) return;
  await db.insert(pollOptions).values(options.map((option) => ({ pollId, ...option })));
}

/** Deletes a user's votes and takes each off its option's count, in one statement. */
export async function withdrawVotesOfUser(db: Db, userId: number) {
  await db.execute(sql`
    with removed as (delete from poll_votes where user_id = ${userId} returning option_id),
    per_option as (select option_id, count(*)::int as votes from removed group by option_id)
    update poll_options set vote_count = poll_options.vote_count - per_option.votes
    from per_option where poll_options.id = per_option.option_id`);
}
