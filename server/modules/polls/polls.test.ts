import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Poll, VoteResponse } from '../../../contract/polls';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { buildArticle, buildPoll } from '../articles/articles.fixtures';

describe('polls API', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  const deadline = new Date('2026-06-02T12:00:00Z');
  let articleId: number;
  let pollId: number;
  let yes: number;
  let no: number;

  beforeAll(async () => {
    t = await createTestApp({}, now);
    const article = await buildArticle(t.db);
    articleId = article.id;
    const built = await buildPoll(t.db, article.id, { deadline, optionTexts: ['Yes', 'No'] });
    pollId = built.poll.id;
    [yes, no] = built.options.map((option) => option.id) as [number, number];
  });
  afterAll(async () => {
    await t.close();
  });

  const vote = (id: number, optionId: number, cookie?: string) =>
    t.request({
      method: 'POST',
      url: `/api/polls/${id}/vote`,
      payload: { optionId },
      ...(cookie ? { cookie } : {}),
    });
  const poll = async () =>
    (await t.request({ method: 'GET', url: `/api/articles/${articleId}/poll` })).json<Poll>();

  it('shows the poll of an article to a visitor', async () => {
    const result = await poll();
    expect(result).toMatchObject({
      id: pollId,
      question: 'Who wins?',
      deadline: deadline.toISOString(),
      isExpired: false,
      totalVotes: 0,
    });
    expect(result.options.map((option) => option.optionText)).toEqual(['Yes', 'No']);
  });

  it('refuses a visitor, asking them to sign in to vote', async () => {
    const response = await vote(pollId, yes);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'You need to be logged in to vote.' });
  });

  it('counts a vote once; a second vote is refused and not counted', async () => {
    const { cookie } = await signedInUser(t.db, now);
    const first = await vote(pollId, yes, cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json<VoteResponse>().userVote).toBe(yes);
    const second = await vote(pollId, no, cookie);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'You have already voted in this poll.' });
    const after = await poll();
    expect(after.options.map((option) => option.voteCount)).toEqual([1, 0]);
    const mine = await t.request({ method: 'GET', url: `/api/polls/${pollId}/user-vote`, cookie });
    expect(mine.json()).toEqual({ userVote: yes });
  });

  it('counts one vote when the same user votes eight times at once', async () => {
    const { cookie } = await signedInUser(t.db, now);
    const before = (await poll()).totalVotes;
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => vote(pollId, i % 2 === 0 ? yes : no, cookie)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const after = await poll();
    expect(after.totalVotes).toBe(before + 1);
  });

  it('keeps the counts consistent when many users vote at once', async () => {
    const voters = await Promise.all(Array.from({ length: 10 }, () => signedInUser(t.db, now)));
    const before = await poll();
    const responses = await Promise.all(voters.map((voter) => vote(pollId, no, voter.cookie)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const after = await poll();
    expect(after.options[1]?.voteCount).toBe((before.options[1]?.voteCount ?? 0) + 10);
    expect(after.totalVotes).toBe(before.totalVotes + 10);
  });

  it('tells the signed-in user they have not voted, and refuses the call to a visitor', async () => {
    const { cookie } = await signedInUser(t.db, now);
    const mine = await t.request({ method: 'GET', url: `/api/polls/${pollId}/user-vote`, cookie });
    expect(mine.json()).toEqual({ userVote: null });
    const anonymous = await t.request({ method: 'GET', url: `/api/polls/${pollId}/user-vote` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an option of another poll and a malformed body', async () => {
    const { cookie } = await signedInUser(t.db, now);
    const other = await buildPoll(t.db, articleId, { optionTexts: ['A', 'B'] });
    const response = await vote(pollId, other.options[0]?.id ?? 0, cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'optionId: That option does not belong to this poll.',
      field: 'optionId',
    });
    const malformed = await t.request({
      method: 'POST',
      url: `/api/polls/${pollId}/vote`,
      payload: { optionId: 'many' },
      cookie,
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses votes at and after the deadline', async () => {
    const { cookie } = await signedInUser(t.db, now);
    const article = await buildArticle(t.db);
    const built = await buildPoll(t.db, article.id, { deadline });
    t.clock.set(deadline);
    const response = await vote(built.poll.id, built.options[0]?.id ?? 0, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ message: 'This poll is no longer accepting votes.' });
    const shown = await t.request({ method: 'GET', url: `/api/articles/${article.id}/poll` });
    expect(shown.json<Poll>().isExpired).toBe(true);
    expect(shown.json<Poll>().totalVotes).toBe(0);
    t.clock.set(now);
  });

  it('keeps premium polls for premium members', async () => {
    const article = await buildArticle(t.db, { isPremium: true });
    const built = await buildPoll(t.db, article.id);
    const free = await signedInUser(t.db, now);
    const premium = await signedInUser(t.db, now, { membershipType: 'premium' });
    for (const cookie of [undefined, free.cookie]) {
      const shown = await t.request({
        method: 'GET',
        url: `/api/articles/${article.id}/poll`,
        ...(cookie ? { cookie } : {}),
      });
      expect(shown.statusCode).toBe(403);
    }
    const refused = await vote(built.poll.id, built.options[0]?.id ?? 0, free.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'This poll is for premium members only.' });
    const accepted = await vote(built.poll.id, built.options[0]?.id ?? 0, premium.cookie);
    expect(accepted.statusCode).toBe(200);
  });

  it('hides the poll of a draft and answers an article without a poll with 404', async () => {
    const draft = await buildArticle(t.db, { isPublished: false, publishedAt: null });
    const built = await buildPoll(t.db, draft.id);
    const { cookie } = await signedInUser(t.db, now);
    expect(
      (await t.request({ method: 'GET', url: `/api/articles/${draft.id}/poll`, cookie }))
        .statusCode,
    ).toBe(404);
    expect((await vote(built.poll.id, built.options[0]?.id ?? 0, cookie)).statusCode).toBe(404);
    const bare = await buildArticle(t.db);
    const none = await t.request({ method: 'GET', url: `/api/articles/${bare.id}/poll` });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This article has no poll.' });
  });
});
