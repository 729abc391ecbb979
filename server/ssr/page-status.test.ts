import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildArticle } from '../modules/articles/articles.fixtures';
import { createTestApp, type TestApp } from '../test/app';
import { copyClientBuild } from '../test/client-build';
import { buildCompetition, buildEntry, signedInUser } from '../test/factories';

/**
 * The status of a page (docs/decisions/084-pages-answer-404-for-nothing.md): 200 for a page of
 * the client's route table, 404 with the same app shell where there is none, or where the record
 * the page is about does not exist. Runs after the build (vitest.built.config.ts).
 */
let build: ReturnType<typeof copyClientBuild>;
let t: TestApp;
const known = { article: '', draft: '', competition: 0, competitor: '' };
let member = '';
let admin = '';

beforeAll(async () => {
  build = copyClientBuild();
  t = await createTestApp({ clientDir: build.clientDir });
  const now = t.clock.now();
  known.article = (await buildArticle(t.db, { slug: 'season-opener' })).slug;
  known.draft = (await buildArticle(t.db, { slug: 'not-yet', isPublished: false })).slug;
  const competition = await buildCompetition(t.db, now);
  known.competition = competition.id;
  const entry = await buildEntry(t.db, competition.id);
  known.competitor = `${entry.athleteId}/${entry.horseId}/${competition.id}`;
  member = (await signedInUser(t.db, now)).cookie;
  admin = (await signedInUser(t.db, now, { isAdmin: true })).cookie;
});

afterAll(async () => {
  await t.close();
  build.remove();
});

const page = (url: string, cookie?: string) =>
  t.request({ method: 'GET', url, ...(cookie === undefined ? {} : { cookie }) });

/** The app shell: the same document whatever the status, so the browser draws the screen. */
const expectShell = (body: string, url: string) => {
  expect(body, url).toContain('<div id="root"');
  expect(body, url).toContain('<script type="module"');
};

describe('the status of a page', () => {
  it('is 200 for every page of the route table, whoever asks', async () => {
    const urls = [
      '/',
      '/news',
      '/calendar',
      '/auth',
      '/play',
      '/profile',
      '/league/overall',
      '/join/K7PX',
      '/dev-verify',
      `/articles/${known.article}`,
      `/results/${known.competition}`,
      `/competitions/${known.competition}`,
      `/competitions/${known.competition}/results`,
      `/team-selection/${known.competition}`,
      `/competitor/${known.competitor}`,
      '/news?tab=premium&utm_source=x',
    ];
    for (const url of urls) {
      for (const cookie of [undefined, member]) {
        const response = await page(url, cookie);
        expect(response.statusCode, url).toBe(200);
        expectShell(response.body, url);
      }
    }
  });

  it('is 404, with the app shell, where the route table has no page', async () => {
    for (const url of ['/nonexistent-path', '/articles', '/news/extra', '/results', '/x.html']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expectShell(response.body, url);
    }
    expect((await t.request({ method: 'HEAD', url: '/nonexistent-path' })).statusCode).toBe(404);
  });

  it('is 404 for an article no published article has, and for a draft but to an administrator', async () => {
    for (const cookie of [undefined, member]) {
      expect((await page('/articles/nothing-here', cookie)).statusCode).toBe(404);
      expect((await page(`/articles/${known.draft}`, cookie)).statusCode).toBe(404);
    }
    expect((await page(`/articles/${known.draft}`, admin)).statusCode).toBe(200);
    const missing = await page('/articles/nothing-here');
    expectShell(missing.body, '/articles/nothing-here');
  });

  it('is 404 for a competition or competitor that does not exist, or an address that names none', async () => {
    const missing = known.competition + 1000;
    const urls = [
      `/results/${missing}`,
      `/competitions/${missing}`,
      `/competitions/${missing}/results`,
      `/team-selection/${missing}`,
      '/results/abc',
      '/team-selection/0',
      `/competitor/${known.competitor.replace(/\/\d+$/, `/${missing}`)}`,
      '/competitor/x/y/z',
    ];
    for (const url of urls) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expectShell(response.body, url);
    }
  });

  it('leaves the API and files to their own answers', async () => {
    const api = await page('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No API endpoint at GET /api/nothing.' });
    expect((await page('/nothing.png')).statusCode).toBe(404);
    expect((await page('/index.html')).statusCode).toBe(200);
  });
});
