import { POLL_MESSAGES, type Poll, type VoteResponse } from '../../../contract/polls';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors';
import type { SessionUser } from '../../types';
import { canReadPremium, canSeeDrafts, type ReaderOf } from '../articles/article-access';
import {
  findLatestPollOfArticle,
  findPollWithArticle,
  findUserVote,
  incrementOptionVotes,
  insertVoteOnce,
  listPollOptions,
  type PollRow,
} from './polls.repository';

function isForeignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23503') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

type PollWithArticle = { poll: PollRow; articleIsPremium: boolean; articleIsPublished: boolean };

export function isPollExpired(poll: PollRow, now: Date): boolean {
  return !poll.isActive || (poll.deadline !== null && poll.deadline.getTime() <= now.getTime());
}

/**
 * A poll of a draft does not exist for non-administrators; a premium poll is for premium members.
 * The reader is asked only then: a published free article's poll is everyone's.
 */
function checkPollAccess(found: PollWithArticle | undefined, reader: ReaderOf, missing: string) {
  if (!found || (!found.articleIsPublished && !canSeeDrafts(reader()))) throw notFound(missing);
  if (found.articleIsPremium && !canReadPremium(reader())) {
    throw forbidden(POLL_MESSAGES.premiumOnly);
  }
  return found;
}

export async function presentPoll(db: Db, found: PollWithArticle, now: Date): Promise<Poll> {
  const options = await listPollOptions(db, found.poll.id);
  return {
    id: found.poll.id,
    articleId: found.poll.articleId,
    question: found.poll.question,
    deadline: found.poll.deadline?.toISOString() ?? null,
    isActive: found.poll.isActive,
    isExpired: isPollExpired(found.poll, now),
    isPremium: found.articleIsPremium,
    options: options.map((option) => ({
      id: option.id,
      optionText: option.optionText,
      voteCount: option.voteCount,
    })),
    totalVotes: options.reduce((sum, option) => sum + option.voteCount, 0),
  };
}

/** The newest poll of an article the viewer may see. */
export async function getArticlePoll(
  db: Db,
  articleId: number,
  reader: ReaderOf,
  now: Date,
): Promise<Poll> {
  const found = checkPollAccess(
    await findLatestPollOfArticle(db, articleId),
    reader,
    POLL_MESSAGES.noPoll,
  );
  return presentPoll(db, found, now);
}

/** The option the signed-in user chose in a poll, or null. */
export async function getUserVote(db: Db, pollId: number, user: SessionUser) {
  const found = checkPollAccess(
    await findPollWithArticle(db, pollId),
    () => user,
    POLL_MESSAGES.notFound,
  );
  return { userVote: await findUserVote(db, found.poll.id, user.id) };
}

/** One vote per user and poll, before the deadline; the count moves in the same transaction. */
export async function castVote(
  db: Db,
  pollId: number,
  optionId: number,
  viewer: SessionUser,
  now: Date,
): Promise<VoteResponse> {
  const found = checkPollAccess(
    await findPollWithArticle(db, pollId),
    () => viewer,
    POLL_MESSAGES.notFound,
  );
  if (isPollExpired(found.poll, now)) throw new AppError('UNPROCESSABLE', POLL_MESSAGES.expired);
  const options = await listPollOptions(db, pollId);
  if (!options.some((option) => option.id === optionId)) {
    throw badRequest(`optionId: ${POLL_MESSAGES.unknownOption}`, 'optionId');
  }
  const recorded = await db
    .transaction(async (tx) => {
      const inserted = await insertVoteOnce(tx, { pollId, userId: viewer.id, optionId });
      if (inserted) await incrementOptionVotes(tx, optionId);
      return inserted;
    })
    .catch((error: unknown) => {
      // The administrator removed the option between the check above and the vote.
      if (isForeignKeyViolation(error)) {
        throw badRequest(`optionId: ${POLL_MESSAGES.unknownOption}`, 'optionId');
      }
      throw error;
    });
  if (!recorded) throw conflict(POLL_MESSAGES.alreadyVoted);
  return { poll: await presentPoll(db, found, now), userVote: optionId };
}
