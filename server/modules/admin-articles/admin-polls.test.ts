import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../contract/admin-articles';
import type { Poll } from '../../../contract/polls';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';

describe('editing and replacing an article’s poll', () => {
  let t: TestApp;
  let admin: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const newArticle = async (title: string) =>
    (
      await t.request({
        method: 'POST',
        url: '/api/admin/articles',
        cookie: admin,
        payload: { title, excerpt: 'E', content: 'C', isPublished: true },
      })
    ).json<AdminArticle>();
  const addPoll = (articleId: number, payload: object) =>
    t.request({
      method: 'POST',
      url: `/api/admin/articles/${articleId}/polls`,
      cookie: admin,
      payload,
    });
  const editPoll = (articleId: number, payload: object, cookie = admin) =>
    t.request({ method: 'PUT', url: `/api/admin/articles/${articleId}/poll`, cookie, payload });
  const vote = async (pollId: number, optionId: number | undefined, cookie: string) =>
    t.request({ method: 'POST', url: `/api/polls/${pollId}/vote`, cookie, payload: { optionId } });
  const shownPoll = async (articleId: number) =>
    (await t.request({ method: 'GET', url: `/api/articles/${articleId}/poll` })).json<Poll>();
  const listed = async (articleId: number) =>
    (await t.request({ method: 'GET', url: '/api/admin/articles', cookie: admin }))
      .json<AdminArticle[]>()
      .find((article) => article.id === articleId);
  const counts = (poll: Poll) => poll.options.map((o) => [o.optionText, o.voteCount]);

  it('a second poll is refused unless the administrator confirms replacing the first', async () => {
    const article = await newArticle('Replace me');
    expect(article.pollId).toBeNull();
    const first = (
      await addPoll(article.id, { question: 'Who?', options: ['A', 'B'] })
    ).json<Poll>();
    expect((await listed(article.id))?.pollId).toBe(first.id);
    const voter = (await signedInUser(t.db, now)).cookie;
    expect((await vote(first.id, first.options[0]?.id, voter)).statusCode).toBe(200);

    const silent = await addPoll(article.id, { question: 'Other?', options: ['C', 'D'] });
    expect(silent.statusCode).toBe(409);
    expect(silent.json()).toEqual({
      message:
        'This article already has a poll. Edit it to keep its votes, or confirm replacing it.',
    });
    expect(counts(await shownPoll(article.id))).toEqual([
      ['A', 1],
      ['B', 0],
    ]);

    const replaced = await addPoll(article.id, {
      question: 'Other?',
      options: ['C', 'D'],
      replace: true,
    });
    expect(replaced.statusCode).toBe(201);
    const second = replaced.json<Poll>();
    expect(second).toMatchObject({ question: 'Other?', totalVotes: 0 });
    expect((await shownPoll(article.id)).id).toBe(second.id);
    expect((await listed(article.id))?.pollId).toBe(second.id);
    const oldPoll = await t.request({
      method: 'GET',
      url: `/api/polls/${first.id}/user-vote`,
      cookie: voter,
    });
    expect(oldPoll.statusCode).toBe(404);
    expect((await vote(second.id, second.options[1]?.id, voter)).statusCode).toBe(200);
  });

  it('editing keeps the votes of unchanged options, wherever they move', async () => {
    const article = await newArticle('Edit me');
    const poll = (
      await addPoll(article.id, { question: 'Who wins?', options: ['Ros', 'Tim', 'Oliver'] })
    ).json<Poll>();
    const [ros, tim] = poll.options;
    const voters = await Promise.all(
      [1, 2, 3].map(async () => (await signedInUser(t.db, now)).cookie),
    );
    const [rosFan1 = '', rosFan2 = '', timFan = ''] = voters;
    await vote(poll.id, ros?.id, rosFan1);
    await vote(poll.id, ros?.id, rosFan2);
    await vote(poll.id, tim?.id, timFan);

    const edited = await editPoll(article.id, {
      question: ' Who wins Badminton? ',
      options: ['Laura', 'Ros', 'Tim Price', ''],
      deadline: '2026-06-20T18:00:00.000Z',
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json<Poll>();
    expect(after).toMatchObject({
      id: poll.id,
      question: 'Who wins Badminton?',
      deadline: '2026-06-20T18:00:00.000Z',
      totalVotes: 2,
    });
    expect(counts(after)).toEqual([
      ['Laura', 0],
      ['Ros', 2],
      ['Tim Price', 0],
    ]);
    expect(after.options[1]?.id).toBe(ros?.id);
    expect(counts(await shownPoll(article.id))).toEqual(counts(after));

    // Ros's voters have voted; Tim's voter lost their vote with the option and may vote again.
    expect((await vote(poll.id, after.options[0]?.id, rosFan1)).statusCode).toBe(409);
    const again = await vote(poll.id, after.options[2]?.id, timFan);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ poll: Poll }>().poll.totalVotes).toBe(3);
    // A vote for an option that is gone is refused with a clear message.
    const gone = await vote(poll.id, tim?.id, (await signedInUser(t.db, now)).cookie);
    expect(gone.statusCode).toBe(400);
    expect(gone.json()).toEqual({
      message: 'optionId: That option does not belong to this poll.',
      field: 'optionId',
    });
  });

  it('checks the edit like a new poll, and needs a poll to edit', async () => {
    const article = await newArticle('Checked');
    const none = await editPoll(article.id, { question: 'Q?', options: ['A', 'B'] });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'This article has no poll.' });
    await addPoll(article.id, { question: 'Q?', options: ['A', 'B'] });

    const cases: Array<[object, string, string]> = [
      [
        { question: ' ', options: ['A', 'B'] },
        'question: Please enter a poll question.',
        'question',
      ],
      [
        { question: 'Q?', options: ['A', ' '] },
        'options: Please provide at least 2 options.',
        'options',
      ],
      [
        { question: 'Q?', options: ['A', 'A'] },
        'options: Options must differ from each other.',
        'options',
      ],
      [
        { question: 'Q?', options: ['A', 'B'], deadline: '2026-05-01T00:00:00Z' },
        'deadline: The deadline must be in the future.',
        'deadline',
      ],
    ];
    for (const [payload, message, field] of cases) {
      const response = await editPoll(article.id, payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message, field });
    }
    expect((await shownPoll(article.id)).question).toBe('Q?');
    expect((await editPoll(999999, { question: 'Q?', options: ['A', 'B'] })).statusCode).toBe(404);

    const member = (await signedInUser(t.db, now)).cookie;
    expect(
      (await editPoll(article.id, { question: 'Mine', options: ['A', 'B'] }, member)).statusCode,
    ).toBe(403);
    const visitor = await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}/poll`,
      payload: { question: 'Mine', options: ['A', 'B'] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
