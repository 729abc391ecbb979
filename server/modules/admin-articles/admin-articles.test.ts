import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminArticle } from '../../../contract/admin-articles';
import type { ArticleSummary } from '../../../contract/articles';
import type { Poll } from '../../../contract/polls';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { firstFreeSlug, slugify } from './slug';

describe('slugs', () => {
  it('are made from titles', () => {
    expect(slugify('Badminton 2026: Who Will Win?')).toBe('badminton-2026-who-will-win');
    expect(slugify('Équipe de France & Pau')).toBe('equipe-de-france-and-pau');
    expect(slugify('!!!')).toBe('article');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });

  it('take the first free suffix', () => {
    expect(firstFreeSlug('news', new Set())).toBe('news');
    expect(firstFreeSlug('news', new Set(['news', 'news-2']))).toBe('news-3');
  });
});

describe('admin articles API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const now = new Date('2026-06-01T12:00:00Z');
  const input = {
    title: 'Kentucky Preview',
    excerpt: 'Who to pick.',
    content: '# Kentucky\n\nThe field is strong.',
    author: '',
    featuredImageUrl: '',
    isPublished: true,
    isPremium: false,
  };

  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
    member = (await signedInUser(t.db, now)).cookie;
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: object, cookie = admin) =>
    t.request({ method: 'POST', url: '/api/admin/articles', payload, cookie });

  it('is closed to visitors and members, before reading input', async () => {
    const visitor = await t.request({ method: 'POST', url: '/api/admin/articles', payload: {} });
    expect(visitor.statusCode).toBe(401);
    expect((await create({}, member)).statusCode).toBe(403);
    for (const [method, url] of [
      ['PUT', '/api/admin/articles/1'],
      ['DELETE', '/api/admin/articles/1'],
      ['PUT', '/api/admin/articles/1/featured'],
      ['POST', '/api/admin/articles/1/polls'],
    ] as const) {
      const response = await t.request({ method, url, payload: {}, cookie: member });
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('creates articles with unique slugs that stay put on edit', async () => {
    const first = (await create(input)).json<AdminArticle>();
    const second = (await create(input)).json<AdminArticle>();
    const third = (await create(input)).json<AdminArticle>();
    expect([first.slug, second.slug, third.slug]).toEqual([
      'kentucky-preview',
      'kentucky-preview-2',
      'kentucky-preview-3',
    ]);
    expect(first).toMatchObject({
      author: null,
      featuredImageUrl: null,
      isPublished: true,
      publishedAt: now.toISOString(),
    });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${second.id}`,
      payload: { ...input, title: 'A New Title', author: 'Jane Rider' },
      cookie: admin,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminArticle>()).toMatchObject({
      slug: 'kentucky-preview-2',
      title: 'A New Title',
      author: 'Jane Rider',
    });
  });

  it('creates unique slugs when the same title is posted at once, twenty times', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create({ ...input, title: 'Race Day' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const slugs = responses.map((response) => response.json<AdminArticle>().slug);
    expect(new Set(slugs)).toEqual(
      new Set(['race-day', ...Array.from({ length: 19 }, (_, index) => `race-day-${index + 2}`)]),
    );
  });

  it('creates unique slugs when a title and the same title numbered are posted at once', async () => {
    const titles = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? 'Cross Country' : 'Cross Country 2',
    );
    const responses = await Promise.all(titles.map((title) => create({ ...input, title })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const slugs = responses.map((response) => response.json<AdminArticle>().slug);
    expect(new Set(slugs).size).toBe(20);
    expect(slugs.every((slug) => slug.startsWith('cross-country'))).toBe(true);
  });

  it('names the missing required field', async () => {
    for (const field of ['title', 'excerpt', 'content'] as const) {
      const response = await create({ ...input, [field]: '   ' });
      expect(response.statusCode).toBe(400);
      const label = field[0]?.toUpperCase() + field.slice(1);
      expect(response.json()).toEqual({ message: `${field}: ${label} is required.`, field });
    }
    const badImage = await create({ ...input, featuredImageUrl: 'javascript:alert(1)' });
    expect(badImage.statusCode).toBe(400);
    expect(badImage.json<{ field: string }>().field).toBe('featuredImageUrl');
    const tooLong = await create({ ...input, title: 'x'.repeat(201) });
    expect(tooLong.json()).toEqual({
      message: 'title: Title must be at most 200 characters.',
      field: 'title',
    });
  });

  it('keeps a draft unpublished, stamps publishedAt when published, clears it when unpublished', async () => {
    const draft = (
      await create({ ...input, title: 'Draft piece', isPublished: false })
    ).json<AdminArticle>();
    expect(draft.publishedAt).toBeNull();
    t.clock.set(new Date('2026-06-03T08:00:00Z'));
    const published = await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${draft.id}`,
      payload: { ...input, title: 'Draft piece', isPublished: true },
      cookie: admin,
    });
    expect(published.json<AdminArticle>().publishedAt).toBe('2026-06-03T08:00:00.000Z');
    const unpublished = await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${draft.id}`,
      payload: { ...input, isPublished: false },
      cookie: admin,
    });
    expect(unpublished.json<AdminArticle>().publishedAt).toBeNull();
    t.clock.set(now);
    const list = (
      await t.request({ method: 'GET', url: '/api/admin/articles', cookie: admin })
    ).json<AdminArticle[]>();
    expect(list.some((article) => article.id === draft.id && !article.isPublished)).toBe(true);
  });

  it('toggles featured, and the featured call follows', async () => {
    const article = (await create({ ...input, title: 'Cover story' })).json<AdminArticle>();
    const on = await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}/featured`,
      payload: { isFeatured: true },
      cookie: admin,
    });
    expect(on.json<AdminArticle>().isFeatured).toBe(true);
    const featured = (await t.request({ method: 'GET', url: '/api/articles/featured' })).json<
      ArticleSummary[]
    >();
    expect(featured.map((item) => item.id)).toContain(article.id);
    await t.request({
      method: 'PUT',
      url: `/api/admin/articles/${article.id}/featured`,
      payload: { isFeatured: false },
      cookie: admin,
    });
    const after = (await t.request({ method: 'GET', url: '/api/articles/featured' })).json<
      ArticleSummary[]
    >();
    expect(after.map((item) => item.id)).not.toContain(article.id);
  });

  it('deletes an article, then answers 404', async () => {
    const article = (await create({ ...input, title: 'Short lived' })).json<AdminArticle>();
    const url = `/api/admin/articles/${article.id}`;
    expect((await t.request({ method: 'DELETE', url, cookie: admin })).statusCode).toBe(200);
    const again = await t.request({ method: 'DELETE', url, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Article not found.' });
  });

  it('creates a poll with 2 to 5 options and says which rule a refusal breaks', async () => {
    const article = (await create({ ...input, title: 'Poll host' })).json<AdminArticle>();
    const url = `/api/admin/articles/${article.id}/polls`;
    const post = (payload: object) => t.request({ method: 'POST', url, payload, cookie: admin });

    const noQuestion = await post({ question: '  ', options: ['A', 'B'] });
    expect(noQuestion.json()).toEqual({
      message: 'question: Please enter a poll question.',
      field: 'question',
    });
    const oneOption = await post({ question: 'Who?', options: ['A', '  '] });
    expect(oneOption.statusCode).toBe(400);
    expect(oneOption.json<{ message: string }>().message).toContain(
      'Please provide at least 2 options.',
    );
    const sixOptions = await post({ question: 'Who?', options: ['1', '2', '3', '4', '5', '6'] });
    expect(sixOptions.json<{ message: string }>().message).toContain(
      'A poll can have at most 5 options.',
    );
    const pastDeadline = await post({
      question: 'Who?',
      options: ['A', 'B'],
      deadline: '2026-05-01T00:00:00Z',
    });
    expect(pastDeadline.json()).toEqual({
      message: 'deadline: The deadline must be in the future.',
      field: 'deadline',
    });

    const created = await post({
      question: ' Who wins? ',
      options: ['Ros', ' Tim ', '', 'Oliver'],
      deadline: '2026-06-10T18:00:00.000Z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<Poll>()).toMatchObject({
      question: 'Who wins?',
      deadline: '2026-06-10T18:00:00.000Z',
      totalVotes: 0,
      isExpired: false,
    });
    expect(created.json<Poll>().options.map((option) => option.optionText)).toEqual([
      'Ros',
      'Tim',
      'Oliver',
    ]);
    const shown = await t.request({ method: 'GET', url: `/api/articles/${article.id}/poll` });
    expect(shown.json<Poll>().id).toBe(created.json<Poll>().id);
  });
});
