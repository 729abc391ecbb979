import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURED_ARTICLES_MAX,
  type ArticleListResponse,
  type ArticleSummary,
} from '../../../contract/articles';
import { createTestApp, type TestApp } from '../../test/app';
import { buildArticle } from './articles.fixtures';

describe('featured stories', () => {
  let t: TestApp;
  const now = new Date('2026-06-01T12:00:00Z');
  const featuredCount = FEATURED_ARTICLES_MAX + 2;

  beforeAll(async () => {
    t = await createTestApp({}, now);
    for (let i = 0; i < featuredCount; i += 1) {
      await buildArticle(t.db, {
        slug: `featured-${i}`,
        isFeatured: true,
        publishedAt: new Date(Date.UTC(2026, 4, 20 - i)),
      });
    }
    await buildArticle(t.db, { slug: 'listed', publishedAt: new Date(Date.UTC(2026, 4, 10)) });
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves out of the list only the featured stories the featured row shows', async () => {
    const featured = (await t.request({ method: 'GET', url: '/api/articles/featured' })).json<
      ArticleSummary[]
    >();
    const shown = featured.map((article) => article.slug);
    expect(shown).toHaveLength(FEATURED_ARTICLES_MAX);
    const list = (
      await t.request({ method: 'GET', url: '/api/articles' })
    ).json<ArticleListResponse>();
    const listed = list.articles.map((article) => article.slug);
    expect(listed).toEqual([
      `featured-${FEATURED_ARTICLES_MAX}`,
      `featured-${FEATURED_ARTICLES_MAX + 1}`,
      'listed',
    ]);
    // Every published story is reachable from one place or the other, none twice.
    expect(new Set([...shown, ...listed]).size).toBe(featuredCount + 1);
  });
});
