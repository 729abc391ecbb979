import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ARTICLE_AUTHOR,
  type ArticleDetail,
  type ArticleListResponse,
  type ArticleSummary,
} from '../../../contract/articles';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInUser } from '../../test/factories';
import { buildArticle, buildPoll } from './articles.fixtures';
import { cutPremiumContent } from './premium-preview';

/** Ten numbered lines with blank lines between; markers L01..L10 can be searched for. */
const premiumText = Array.from(
  { length: 10 },
  (_, i) => `Secret line L${String(i + 1).padStart(2, '0')}.`,
).join('\n\n');
const hiddenMarkers = ['L07', 'L08', 'L09', 'L10'];
const teaserMarkers = ['L04', 'L05', 'L06'];

describe('premium preview cut', () => {
  it('keeps lines 1–3 as content and 4–6 as teaser, skipping blank lines', () => {
    const cut = cutPremiumContent(premiumText);
    expect(cut.content).toBe('Secret line L01.\n\nSecret line L02.\n\nSecret line L03.');
    expect(cut.teaser).toBe('Secret line L04.\n\nSecret line L05.\n\nSecret line L06.');
  });

  it('gives no teaser for a short article', () => {
    expect(cutPremiumContent('one\ntwo')).toEqual({ content: 'one\ntwo', teaser: null });
  });
});

describe('articles API', () => {
  let t: TestApp;
  let free: string;
  let premium: string;
  let admin: string;
  const now = new Date('2026-06-01T12:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({}, now);
    free = (await signedInUser(t.db, now)).cookie;
    premium = (await signedInUser(t.db, now, { membershipType: 'premium' })).cookie;
    admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
    const featured = await buildArticle(t.db, {
      slug: 'premium-featured',
      title: 'Premium featured',
      content: premiumText,
      isPremium: true,
      isFeatured: true,
    });
    await buildPoll(t.db, featured.id);
    await buildArticle(t.db, { slug: 'premium-listed', content: premiumText, isPremium: true });
    await buildArticle(t.db, {
      slug: 'free-story',
      content: 'Free line one\n\nFree line two\n\nFree line three\n\nFree line four',
    });
    await buildArticle(t.db, {
      slug: 'secret-draft',
      title: 'Draft title',
      isPublished: false,
      publishedAt: null,
      isFeatured: true,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    t.request({ method: 'GET', url, ...(cookie ? { cookie } : {}) });

  const publicUrls = [
    '/api/articles',
    '/api/articles?tab=premium',
    '/api/articles?tab=all&limit=30',
    '/api/articles/featured',
    '/api/articles/by-slug/premium-featured',
    '/api/articles/by-slug/premium-listed',
  ];

  it.each([
    ['a visitor', undefined],
    ['a free member', 'free'],
  ])('never sends premium text beyond line 6 to %s', async (_who, key) => {
    const cookie = key === 'free' ? free : undefined;
    for (const url of publicUrls) {
      const response = await get(url, cookie);
      expect(response.statusCode, url).toBe(200);
      for (const marker of hiddenMarkers) expect(response.body, url).not.toContain(marker);
      if (!url.includes('by-slug')) {
        for (const marker of [...teaserMarkers, 'L01'])
          expect(response.body, url).not.toContain(marker);
      }
    }
    const detail = (
      await get('/api/articles/by-slug/premium-listed', cookie)
    ).json<ArticleDetail>();
    expect(detail.isPreview).toBe(true);
    expect(detail.content).toBe('Secret line L01.\n\nSecret line L02.\n\nSecret line L03.');
    expect(detail.teaser).toBe('Secret line L04.\n\nSecret line L05.\n\nSecret line L06.');
  });

  it('keeps the administrator endpoints closed to visitors (401) and members (403)', async () => {
    expect((await get('/api/admin/articles')).statusCode).toBe(401);
    const response = await get('/api/admin/articles', free);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('L07');
  });

  it('sends the whole premium text to premium members and administrators', async () => {
    for (const cookie of [premium, admin]) {
      const detail = (
        await get('/api/articles/by-slug/premium-listed', cookie)
      ).json<ArticleDetail>();
      expect(detail.isPreview).toBe(false);
      expect(detail.teaser).toBeNull();
      expect(detail.content).toBe(premiumText);
    }
  });

  it('sends a free article whole to a visitor, with the default author', async () => {
    const detail = (await get('/api/articles/by-slug/free-story')).json<ArticleDetail>();
    expect(detail.content).toContain('Free line four');
    expect(detail.isPreview).toBe(false);
    expect(detail.author).toBe(DEFAULT_ARTICLE_AUTHOR);
  });

  it('says whether the reader may load a poll, so the page asks only then', async () => {
    const withPoll = await buildArticle(t.db, { slug: 'free-with-poll' });
    await buildPoll(t.db, withPoll.id);
    const read = async (slug: string, cookie?: string) =>
      (await get(`/api/articles/by-slug/${slug}`, cookie)).json<ArticleDetail>().hasPoll;
    expect(await read('free-with-poll')).toBe(true);
    expect(await read('free-story')).toBe(false);
    expect((await get(`/api/articles/${withPoll.id}/poll`)).statusCode).toBe(200);
    // A premium article's poll is for premium readers: a visitor or free member is not sent to it.
    expect(await read('premium-featured')).toBe(false);
    expect(await read('premium-featured', free)).toBe(false);
    expect(await read('premium-featured', premium)).toBe(true);
    expect(await read('premium-listed', premium)).toBe(false);
  });

  it('hides drafts from everyone but administrators', async () => {
    for (const cookie of [undefined, free, premium]) {
      const response = await get('/api/articles/by-slug/secret-draft', cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Article not found.' });
      for (const url of ['/api/articles', '/api/articles/featured']) {
        expect((await get(url, cookie)).body).not.toContain('Draft title');
      }
    }
    const asAdmin = await get('/api/articles/by-slug/secret-draft', admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json<ArticleDetail>().isPublished).toBe(false);
    expect((await get('/api/articles', admin)).body).not.toContain('Draft title');
  });

  it('lists featured articles only in the featured call', async () => {
    const featured = (await get('/api/articles/featured')).json<ArticleSummary[]>();
    expect(featured.map((article) => article.slug)).toEqual(['premium-featured']);
    const list = (await get('/api/articles')).json<ArticleListResponse>();
    expect(list.articles.map((article) => article.slug)).not.toContain('premium-featured');
  });

  it('answers an unknown slug with 404', async () => {
    const response = await get('/api/articles/by-slug/no-such-article');
    expect(response.statusCode).toBe(404);
  });

  it('refuses a malformed cursor with a clear 400', async () => {
    const response = await get('/api/articles?cursor=not-a-cursor');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'cursor is not a valid page cursor.',
      field: 'cursor',
    });
    expect((await get('/api/articles?tab=secret')).statusCode).toBe(400);
  });
});

describe('article list paging', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  const expected: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, now);
    // 12 articles: some share a publication time, some only have createdAt, a third are premium.
    for (let i = 0; i < 12; i += 1) {
      const publishedAt = i % 4 === 3 ? null : new Date(Date.UTC(2026, 4, 1 + Math.floor(i / 2)));
      // Those without publishedAt keep the database's createdAt, which has microseconds.
      await buildArticle(t.db, {
        slug: `paged-${i}`,
        isPremium: i % 3 === 0,
        publishedAt,
        ...(publishedAt ? { createdAt: new Date(Date.UTC(2026, 3, 1 + i)) } : {}),
      });
    }
    await buildArticle(t.db, { slug: 'paged-featured', isFeatured: true });
    const rows = await t.db.query.articles.findMany();
    rows
      .filter((row) => !row.isFeatured)
      .sort((a, b) => {
        const time = (row: typeof a) => (row.publishedAt ?? row.createdAt).getTime();
        return time(b) - time(a) || b.id - a.id;
      })
      .forEach((row) => expected.push(row.slug));
  });
  afterAll(async () => {
    await t.close();
  });

  async function collect(tab: string) {
    const slugs: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/api/articles?tab=${tab}&limit=5${cursor ? `&cursor=${cursor}` : ''}`;
      const page: ArticleListResponse = (await t.request({ method: 'GET', url: query })).json();
      expect(page.articles.length).toBeLessThanOrEqual(5);
      slugs.push(...page.articles.map((article) => article.slug));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor !== null && pages < 10);
    return { slugs, pages };
  }

  it('walks every non-featured article once, newest first, 5 per page', async () => {
    const { slugs, pages } = await collect('all');
    expect(slugs).toEqual(expected);
    expect(pages).toBe(3);
  });

  it('filters by tab', async () => {
    const premium = await collect('premium');
    expect(premium.slugs).toEqual(expected.filter((slug) => Number(slug.split('-')[1]) % 3 === 0));
    const free = await collect('free');
    expect(free.slugs).toEqual(expected.filter((slug) => Number(slug.split('-')[1]) % 3 !== 0));
  });
});
